/** NAP-8.1 the engineers' draw procedures, run on the GM's client: setting off the charges, axes against a door. */
import { resolveDetonation, resolveDoorAttack } from "@rules/napoleonic/engineers";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import type { Effect } from "@rules/model";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./engineers-requests";
import {
  CHARGES_AT_FLAG,
  checkDetonationAgainstWorld,
  checkDoorAttackAgainstWorld,
  detonationShape,
  DOOR_ENDURANCE_FLAG,
  doorAttackShape,
} from "./engineers-world";

export const DETONATION_PROCEDURE: DrawProcedure<"detonation"> = {
  run(input, source, ctx) {
    detonationShape(input);
    requireActing(ctx, [input.figure]);
    checkDetonationAgainstWorld(input, ctx.world);
    const cards = capturing(source);
    const engine = resolveDetonation(input.unitId, input.emplaced, cards);
    // Charges that went off are spent: their spot is cleared with them (the next ones are clicked anew).
    const cleared: Effect[] =
      engine.detonated && input.emplaced.at
        ? [{ kind: "flag", unitId: input.unitId, figureId: null, flag: CHARGES_AT_FLAG, value: null }]
        : [];
    const result = { ...engine, effects: [...engine.effects, ...cleared] };
    return posted(result, cards.cards, input, [input.figure]);
  },
  commit: postResult,
};

export const DOOR_ATTACK_PROCEDURE: DrawProcedure<"doorAttack"> = {
  run(input, source, ctx) {
    doorAttackShape(input);
    requireActing(ctx, input.doorAttack.engineers);
    checkDoorAttackAgainstWorld(input.doorAttack, ctx);
    const cards = capturing(source);
    const engine = resolveDoorAttack(input.doorAttack, cards, { rules: ctx.options });
    // The door's Endurance left, kept on the engineers' unit (the next attack starts from it); its
    // Apply also opens a breached door on the canvas (canvas/doors.ts).
    const left: Effect = {
      kind: "flag",
      unitId: input.doorAttack.unitId,
      figureId: null,
      flag: DOOR_ENDURANCE_FLAG,
      value: engine.doorEndurance,
    };
    const result = { ...engine, effects: [...engine.effects, left] };
    return posted(result, cards.cards, input, input.doorAttack.engineers);
  },
  commit: postResult,
};
