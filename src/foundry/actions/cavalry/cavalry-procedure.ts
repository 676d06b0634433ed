/** NAP-6.2 / OW-7.1 the cavalry draw procedures, run on the GM's client: a charge, a counter-charge, a bog check. */
import { resolveMountedMelee } from "@rules/mounted/melee";
import { resolveMountedReaction } from "@rules/mounted/reaction";
import { resolveMountedBog } from "@rules/mounted/terrain";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./cavalry-requests";
import {
  bogShape,
  chargeShape,
  checkBogAgainstWorld,
  checkChargeAgainstWorld,
  checkCounterChargeAgainstWorld,
  counterChargeShape,
} from "./cavalry-world";
import { bogPathShape, declaredBogFacts, declaredRunFacts, requireChargeRear, runShape } from "./cavalry-map-world";

export const MOUNTED_MELEE_PROCEDURE: DrawProcedure<"mountedMelee"> = {
  run(input, source, ctx) {
    chargeShape(input);
    runShape(input);
    const { attacker, defender } = input.mountedMelee;
    requireActing(ctx, [attacker.figure]);
    // The fight as the world allows it (cavalry-world.ts), then one fight a figure an activation (CORE-3).
    const unit = checkChargeAgainstWorld(input.mountedMelee, ctx.world, ctx.options);
    // NAP-5.4.1 / NAP-6.2.1.3 the rear and "from behind" are the map's where both have tokens (cavalry-map-world.ts).
    requireChargeRear(ctx.world, input.mountedMelee);
    // NAP-6.2.1.1 / OW-7.1d the map's run into contact beside the declared one (cavalry-map-world.ts).
    const declared = declaredRunFacts(ctx.world, input.mountedMelee, input.run);
    ctx.spend("melee", unit.id, [attacker.figure]);
    const cards = capturing(source);
    const result = resolveMountedMelee(input.mountedMelee, cards, { rules: ctx.options });
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, [attacker.figure, defender.figure]);
  },
  commit: postResult,
};

export const MOUNTED_REACTION_PROCEDURE: DrawProcedure<"mountedReaction"> = postingProcedure({
  acting: (input) => {
    counterChargeShape(input);
    return input.mountedReaction.figures;
  },
  resolve: (input, cards, ctx) => {
    checkCounterChargeAgainstWorld(input.mountedReaction, input.charger, ctx.world, ctx.options);
    return resolveMountedReaction(input.mountedReaction, cards, { rules: ctx.options });
  },
  named: (input) => input.mountedReaction.figures,
});

export const MOUNTED_BOG_PROCEDURE: DrawProcedure<"mountedBog"> = postingProcedure({
  acting: (input) => {
    bogShape(input);
    bogPathShape(input);
    return input.mountedBog.figures;
  },
  resolve: (input, cards, ctx) => {
    checkBogAgainstWorld(input.mountedBog, ctx.world);
    // NAP-6.1.2 / OW-7.1b the clicked move read on the map beside the declared place and inches.
    const declared = declaredBogFacts(ctx.world, input.mountedBog, input.path);
    const result = resolveMountedBog(input.mountedBog, cards, { rules: ctx.options });
    return declared.length ? { ...result, declared } : result;
  },
  named: (input) => input.mountedBog.figures,
});
