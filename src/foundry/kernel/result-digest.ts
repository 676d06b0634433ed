/**
 * The fingerprint of a posted result: SHA-256 over a canonical JSON of the WHOLE record the chat
 * message stores (the result, the cards' faces, the names, the title), written by the GM's client
 * into its record of the request (result-ledger.ts) and checked again before the result is
 * applied or undone: a message whose record was edited after it was posted (a name, a face, an
 * effect) no longer matches.
 *
 * Canonical: the value as JSON stores it (undefined members dropped, NaN as null), object keys
 * sorted at every depth, and written out by hand, so a member named "__proto__" (JSON.parse
 * makes it an own member) is kept as data and never dropped or taken as a prototype.
 */
import { sha256Hex } from "./sha256";

/** JSON with object keys sorted at every depth; every own member kept, "__proto__" included. */
function canonicalJson(value: unknown): string {
  const stored: unknown = JSON.parse(JSON.stringify(value) ?? "null");
  return canonical(stored);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(Reflect.get(value, k))}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Hex SHA-256 of the canonical JSON (sha256.ts: also where Web Crypto's `subtle` is missing, plain http). */
export async function resultDigest(value: unknown): Promise<string> {
  return resultDigestNow(value);
}

/** The same fingerprint at once (sha256.ts is plain code): for a GM procedure reading a posted result (it runs synchronously). */
export function resultDigestNow(value: unknown): string {
  return sha256Hex(new TextEncoder().encode(canonicalJson(value)));
}

/**
 * The record a draw procedure's output posts, if it posts one: outputs shaped `{ record: { result } }`
 * (procedure-steps.ts PostedResult, combat/heroes.ts). Null for any other output.
 */
export function postedRecordOf(output: unknown): object | null {
  if (typeof output !== "object" || output === null || !("record" in output)) return null;
  const record = output.record;
  if (typeof record !== "object" || record === null || !("result" in record)) return null;
  return record;
}
