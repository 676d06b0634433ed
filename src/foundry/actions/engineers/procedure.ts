/** NAP-8.1 the engineers' draw procedures, run on the GM's client: setting off the charges, axes against a door. */
import { resolveDetonation, resolveDoorAttack } from "../../../rules/napoleonic/engineers";
import type { DrawProcedure } from "../../cards/ports";
import type { Effect } from "../../../rules/model";
import { capturing, posted, postResult, requireActing } from "../procedures";
import "./requests";

/** NAP-8.1 the unit flag holding the Endurance left to the door the engineers attack. */
export const DOOR_ENDURANCE_FLAG = "doorEndurance";

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
    const engine = resolveDoorAttack(input.doorAttack, cards, { rules: ctx.options });
    // The door's Endurance left, kept on the engineers' unit (the next attack starts from it); its
    // Apply also opens a breached door on the canvas (canvas/doors.ts).
    const left: Effect = { kind: "flag", unitId: input.doorAttack.unitId, figureId: null, flag: DOOR_ENDURANCE_FLAG, value: engine.doorEndurance };
    const result = { ...engine, effects: [...engine.effects, left] };
    return posted(result, cards.cards, input, input.doorAttack.engineers);
  },
  commit: postResult,
};
