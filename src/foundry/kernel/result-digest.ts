/**
 * Forged results: the fingerprint of a procedure's result, written by the GM's draw
 * service into the draw log with the cards it drew (coordinator.ts), checked again when the
 * result's chat message is applied (chat/verify.ts). SHA-256 over a canonical JSON (keys sorted,
 * so a stored and reloaded copy of the same result has the same fingerprint).
 */

/** JSON with object keys sorted at every depth (undefined members dropped, as JSON does). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/** Hex SHA-256 of the canonical JSON (Web Crypto: the browser's, and Node's in tests). */
export async function resultDigest(result: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(result) ?? "null");
  const hash = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The result a draw procedure's output posts, if it posts one: outputs shaped `{ record: { result } }`
 * (actions/procedures.ts PostedResult, combat/heroes.ts). Null for any other output.
 */
export function postedResultOf(output: unknown): unknown {
  if (typeof output !== "object" || output === null || !("record" in output)) return null;
  const record = output.record;
  if (typeof record !== "object" || record === null || !("result" in record)) return null;
  return record.result ?? null;
}
