/**
 * NAP-8.1 one activation spent emplacing charges, on the GM's client: the unit as the world holds
 * it (the sender's own), activated now (each Emplace is one of its activations), how many are done
 * and where the charges lie read from its flags; the GM's number as typed (a player may only send
 * the number the unit already holds, or set the first). No card is drawn.
 */
import type { Point } from "@rules/geometry";
import { RulesError } from "@rules/errors";
import type { ProcedureResult, UnitState } from "@rules/model";
import { emplaceCharges, type EmplacementState } from "@rules/napoleonic/engineers";
import { noCardProcedure, type NoCardRequest, spendOnce, worldActingUnit } from "@foundry/kernel/no-card-procedure";
import { optionalPointAt } from "@foundry/kernel/request-shape";
import { numberAt } from "@foundry/kernel/request-world";
import { requireActivated } from "@rules/validation/world-checks";
import type { PostedResult } from "@foundry/kernel/action-requests";
import { CHARGES_AT_FLAG, EMPLACED_FLAG, flagNumber, REQUIRED_FLAG, spotFlag, spotOf } from "./engineers-world";

export interface EmplaceRequest extends NoCardRequest {
  /** The engineers' unit, as the client read it. */
  readonly unit: UnitState;
  /** The activations the charges take (the GM's number). */
  readonly required: number;
  /** Where the charges go, clicked on the first Emplace (absent once the unit holds it). */
  readonly at?: Point;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "nap.emplace": { input: EmplaceRequest; output: PostedResult };
  }
}

/** The emplacement as the unit's flags hold it, with the number asked. */
export function emplacementOf(unit: UnitState, required: number): EmplacementState {
  return { required, done: flagNumber(unit, EMPLACED_FLAG, 0), at: spotOf(unit.flags?.[CHARGES_AT_FLAG]) };
}

/** NAP-8.1 the engine's emplacement, with the GM's number and (the first time) the spot kept on the unit. */
export function emplaceResult(unit: UnitState, required: number, at: Point | null): ProcedureResult {
  const state = emplacementOf(unit, required);
  const result = emplaceCharges(unit.id, state);
  const flag = (name: string, value: number | string) => ({
    kind: "flag" as const,
    unitId: unit.id,
    figureId: null,
    flag: name,
    value,
  });
  const spot = !state.at && at ? [flag(CHARGES_AT_FLAG, spotFlag(at))] : [];
  return { ...result, effects: [...result.effects, flag(REQUIRED_FLAG, required), ...spot] };
}

export const EMPLACE_PROCEDURE = noCardProcedure<EmplaceRequest>({
  action: "emplaceCharges",
  resolve(input, ctx, request) {
    numberAt("emplaceCharges", request, "required", 1, 1000);
    optionalPointAt("emplaceCharges", request, "at");
    const unit = worldActingUnit(ctx, "emplaceCharges", request, "unit");
    requireActivated(ctx.world, unit);
    // NAP-8.1 each Emplace is one of the unit's activations: once in it.
    spendOnce(ctx, "move", unit, [unit]);
    const held = unit.flags?.[REQUIRED_FLAG];
    // NAP-8.1 the GM sets the number: a player's client sends the one the unit holds (or the first).
    if (!ctx.gm && typeof held === "number" && held !== input.required)
      throw new RulesError("notAsOnTable", { name: unit.name });
    // The first Emplace places the charges where the player clicked: none clicked, none placed.
    if (!spotOf(unit.flags?.[CHARGES_AT_FLAG]) && !input.at)
      throw new RulesError("badActionParams", { action: "emplaceCharges", field: "at", problem: "expected a point" });
    return { result: emplaceResult(unit, input.required, input.at ?? null), units: [unit] };
  },
});
