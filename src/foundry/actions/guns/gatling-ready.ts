/**
 * OW-5.2b limber and unlimber, OW-5.2e re-face a Gatling: what the buttons send to the GM's client
 * and the engine's result both sides compute (the GM's procedure: gatling/gatling-ready-procedure.ts).
 * No card is drawn.
 */
import type { ProcedureResult } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import { gunAndStoredLimber } from "@rules/geometry";
import { limberAction, refaceGatling, type GatlingState } from "@rules/old-west/gatling";
import { partId } from "@rules/parts";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { NoCardRequest } from "@foundry/kernel/no-card-procedure";

/** OW-5.2b / OW-5.2e what the crew does with the Gatling: no card is drawn. */
export const GATLING_STEPS = ["limber", "unlimber", "reface"] as const;
export type GatlingStep = (typeof GATLING_STEPS)[number];

export interface GatlingReadyRequest extends NoCardRequest {
  /** The Gatling as the player's client read it (the GM's client reads its own). */
  readonly gatling: GatlingState;
  readonly step: GatlingStep;
  /** OW-5.2e the new facing (degrees, the rules' convention; Re-face only). */
  readonly facing?: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.gatlingReady": { input: GatlingReadyRequest; output: PostedResult };
  }
}

/**
 * OW-5.2b / OW-5.2e the engine's limber, unlimber or re-face of a Gatling from its crew unit alone
 * (its flags hold the limber's distance from the gun), so the player's preview and the GM's
 * procedure compute it alike.
 */
export function gatlingReadyResult(
  gatling: GatlingState,
  step: GatlingStep,
  rules: RulesOptions,
  facing = Number.NaN,
): ProcedureResult {
  if (step === "reface") return refaceGatling(gatling, facing, { rules });
  const distance = gatling.crew.flags?.["limberDistance"];
  const limberId = partId(gatling.crew.id, "limber");
  const { gunAt, limberAt } = gunAndStoredLimber(
    gatling.crew.id,
    limberId,
    typeof distance === "number" ? distance : null,
  );
  return limberAction({ gatling, action: step, gunAt, limberAt }, { rules });
}
