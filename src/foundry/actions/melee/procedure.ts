/** CORE-6 the hand-to-hand draw procedure, run on the GM's client. */
import { resolveMelee } from "../../../rules/procedures";
import type { DrawProcedure } from "../../cards/ports";
import { capturing, posted, postResult, requireActing } from "../procedures";

export const MELEE_PROCEDURE: DrawProcedure<"melee"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.melee.attacker.figure]);
    const cards = capturing(source);
    const result = resolveMelee(input.melee, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, [input.melee.attacker.figure, input.melee.defender.figure]);
  },
  commit: postResult,
};
