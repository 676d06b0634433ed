/** NAP-6.2 / OW-7.1 the cavalry draw procedures, run on the GM's client: a charge, a counter-charge, a bog check. */
import { resolveMountedMelee } from "@rules/mounted/melee";
import { resolveMountedReaction } from "@rules/mounted/reaction";
import { resolveMountedBog } from "@rules/mounted/terrain";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./cavalry-requests";

export const MOUNTED_MELEE_PROCEDURE: DrawProcedure<"mountedMelee"> = {
  run(input, source, ctx) {
    const { attacker, defender } = input.mountedMelee;
    requireActing(ctx, [attacker.figure]);
    const cards = capturing(source);
    const result = resolveMountedMelee(input.mountedMelee, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, [attacker.figure, defender.figure]);
  },
  commit: postResult,
};

export const MOUNTED_REACTION_PROCEDURE: DrawProcedure<"mountedReaction"> = postingProcedure({
  acting: (input) => input.mountedReaction.figures,
  resolve: (input, cards, ctx) => resolveMountedReaction(input.mountedReaction, cards, { rules: ctx.options }),
  named: (input) => input.mountedReaction.figures,
});

export const MOUNTED_BOG_PROCEDURE: DrawProcedure<"mountedBog"> = postingProcedure({
  acting: (input) => input.mountedBog.figures,
  resolve: (input, cards, ctx) => resolveMountedBog(input.mountedBog, cards, { rules: ctx.options }),
  named: (input) => input.mountedBog.figures,
});
