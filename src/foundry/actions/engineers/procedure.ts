/** NAP-8.1 the engineers' draw procedures, run on the GM's client: setting off the charges, axes against a door. */
import { resolveDetonation, resolveDoorAttack } from "../../../rules/napoleonic/engineers";
import type { DrawProcedure } from "../../cards/ports";
import { capturing, posted, postResult, requireActing } from "../procedures";
import "./requests";

export const DETONATION_PROCEDURE: DrawProcedure<"detonation"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.figure]);
    const cards = capturing(source);
    const result = resolveDetonation(input.unitId, input.emplaced, cards);
    return posted(result, cards.cards, input, [input.figure]);
  },
  commit: postResult,
};

export const DOOR_ATTACK_PROCEDURE: DrawProcedure<"doorAttack"> = {
  run(input, source, ctx) {
    requireActing(ctx, input.doorAttack.engineers);
    const cards = capturing(source);
    const result = resolveDoorAttack(input.doorAttack, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, input.doorAttack.engineers);
  },
  commit: postResult,
};
