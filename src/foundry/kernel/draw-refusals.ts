/**
 * Refusals of the draw service: a localization key under COMBAT_PATROL.Error and the data that
 * fills it. A refusal writes nothing; the client shows it once (draw-client.ts).
 */
import { NoCardError } from "@rules/cards/source";
import { RulesError } from "@rules/errors";
import type { DrawRefusal } from "./draw-ports";

const ERROR_KEYS = "COMBAT_PATROL.Error.";

export function refusal(key: string, data: Readonly<Record<string, string | number>> = {}): DrawRefusal {
  return { ok: false, key: key.startsWith(ERROR_KEYS) ? key : ERROR_KEYS + key, data };
}

/** An error from a procedure or the engine as a refusal (unknown errors are logged and named). */
export function refusalOf(error: unknown): DrawRefusal {
  if (error instanceof RulesError) return refusal(error.localizationKey, error.data);
  if (error instanceof NoCardError) return refusal("noCard", { reason: error.reason });
  console.error("Combat Patrol | draw failed", error);
  return refusal("drawFailed", { error: errorText(error) });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
