/** The supplement flags of a figure or unit (the engine's "flag" effect), narrowed from the stored object. */
import type { FlagValue } from "@rules/model";

function isFlagValue(v: unknown): v is FlagValue {
  return v === null || typeof v === "boolean" || typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
}

/** Keep only the entries whose values the engine can read (boolean, number, string, null). */
export function ruleFlagsOf(stored: unknown): Record<string, FlagValue> {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  const out: Record<string, FlagValue> = {};
  for (const [key, value] of Object.entries(stored)) if (isFlagValue(value)) out[key] = value;
  return out;
}
