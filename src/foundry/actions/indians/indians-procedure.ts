/**
 * NAP-8.2 (9) does an Indian unit quit the field, on the GM's client: the unit as the world holds
 * it (the sender's own), its original number as typed, the engine's answer. Leaving the table
 * below half strength is no action of an activation (it is checked whenever the unit has lost
 * figures): no activation is required. No card is drawn.
 */
import { indianUnitQuits } from "@rules/napoleonic/indians";
import { RulesError } from "@rules/errors";
import type { UnitState } from "@rules/model";
import { noCardProcedure, type NoCardRequest, worldActingUnit } from "@foundry/kernel/no-card-procedure";
import { numberAt } from "@foundry/kernel/request-world";
import type { PostedResult } from "@foundry/kernel/action-requests";

export interface IndianQuitsRequest extends NoCardRequest {
  /** The Indian unit, as the client read it. */
  readonly unit: UnitState;
  /** Its original number of figures, as typed. */
  readonly original: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "nap.indianQuits": { input: IndianQuitsRequest; output: PostedResult };
  }
}

export const INDIAN_QUITS_PROCEDURE = noCardProcedure<IndianQuitsRequest>({
  action: "indianQuits",
  resolve(input, ctx, request) {
    numberAt("indianQuits", request, "original", 1, 10_000);
    const unit = worldActingUnit(ctx, "indianQuits", request, "unit");
    // NAP-8.2 (9) a unit that quit the field is gone: it cannot quit again (the check is not asked twice).
    if (unit.flags?.["leftTable"] === true) throw new RulesError("unitLeftTable", { unit: unit.name });
    return { result: indianUnitQuits(unit, input.original), units: [unit] };
  },
});
