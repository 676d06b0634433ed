/**
 * A small seeded pseudo-random generator for shuffling the Action Deck (CORE-1).
 *
 * The rules never call Math.random: a shuffle takes a seed (an unsigned 32-bit integer)
 * and gives the same order for the same seed, so a draw can be replayed and audited.
 * The generator is the 32-bit "mulberry" construction: a Weyl sequence stepped by an odd
 * constant, then mixed by xor-shifts and multiplications.
 */

/** Turn any number into the unsigned 32-bit seed the generator uses. */
export function normalizeSeed(seed: number): number {
  return Math.trunc(seed) >>> 0;
}

/** A stream of uniform 32-bit unsigned integers from `seed`. */
export function seededStream(seed: number): () => number {
  let state = normalizeSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
}

/** A uniform integer in [0, bound) from the stream (rejection sampling, no modulo bias). */
export function nextBelow(next: () => number, bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0) throw new RangeError(`bound must be a positive integer, got ${bound}`);
  const limit = Math.floor(0x100000000 / bound) * bound;
  for (;;) {
    const value = next();
    if (value < limit) return value % bound;
  }
}

/**
 * Fisher-Yates shuffle of `items` with `seed`. Returns the shuffled copy and the seed for
 * the next shuffle (drawn from the same stream), so a deck carries its own seed chain.
 */
export function seededShuffle<T>(
  items: readonly T[],
  seed: number,
): { readonly items: T[]; readonly nextSeed: number } {
  const next = seededStream(seed);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = nextBelow(next, i + 1);
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return { items: out, nextSeed: next() };
}

/**
 * 32-bit FNV-1a of a text, one step per character as `for … of` yields them (a character outside
 * the Basic Multilingual Plane counts by its first code unit): a seed from a volley's inputs, a
 * name for a deck's faces.
 */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
