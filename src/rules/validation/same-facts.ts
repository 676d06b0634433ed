/**
 * Whether a request's copy of a fact is the world's (world-checks.ts), and whether a client's copy
 * of a piece is the table's reading (the Foundry side's piece references): plain JSON compared, in
 * a module of its own so the draw client names pieces without loading the GM's checks.
 */

/** Two JSON values alike (a claim and the world's): same keys (an absent key and `undefined` are alike), same values, any key order. */
export function sameFacts(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameFacts(v, b[i]));
  const left = Object.entries(a).filter(([, v]) => v !== undefined);
  const right = new Map(Object.entries(b).filter(([, v]) => v !== undefined));
  return left.length === right.size && left.every(([k, v]) => right.has(k) && sameFacts(v, right.get(k)));
}
