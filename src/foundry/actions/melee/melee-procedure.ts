/** CORE-6 the hand-to-hand draw procedure, run on the GM's client. */
import { resolveMelee } from "@rules/procedures";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { postingProcedure } from "@foundry/kernel/procedure-steps";

export const MELEE_PROCEDURE: DrawProcedure<"melee"> = postingProcedure({
  acting: (input) => [input.melee.attacker.figure],
  resolve: (input, cards, ctx) => resolveMelee(input.melee, cards, { rules: ctx.options }),
  named: (input) => [input.melee.attacker.figure, input.melee.defender.figure],
});
