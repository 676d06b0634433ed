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

export const MOUNTED_MELEE_PROCEDURE: DrawProcedure<"mountedMelee"> = {
  run(input, source, ctx) {
    chargeShape(input);
    const { attacker, defender } = input.mountedMelee;
    requireActing(ctx, [attacker.figure]);
    // The fight as the world allows it (cavalry-world.ts), then one fight a figure an activation (CORE-3).
    const unit = checkChargeAgainstWorld(input.mountedMelee, ctx.world, ctx.options);
    ctx.spend("melee", unit.id, [attacker.figure]);
    const cards = capturing(source);
    const result = resolveMountedMelee(input.mountedMelee, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, [attacker.figure, defender.figure]);
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
    return input.mountedBog.figures;
  },
  resolve: (input, cards, ctx) => {
    checkBogAgainstWorld(input.mountedBog, ctx.world);
    return resolveMountedBog(input.mountedBog, cards, { rules: ctx.options });
  },
  named: (input) => input.mountedBog.figures,
});
