/**
 * Chance for the decks (CORE-1, CORE-3) and a small seeded pseudo-random generator.
 *
 * A deck keeps no order: its draw pile is the set of cards left, and a draw picks one of them
 * when it happens, through a DrawChance. In play the GM's client gives a cryptographic one
 * (kernel/draw-chance.ts), so nothing a player can read predicts the next card; tests and
 * replays give a seeded one (seededChance) or the pile's first card (FIRST_CARD).
 *
 * The rules never call Math.random. The seeded generator is the 32-bit "mulberry"
 * construction: a Weyl sequence stepped by an odd constant, then mixed by xor-shifts and
 * multiplications.
 */

/** Which of the cards left is drawn: an index into `items` (the cards it may be, in a fixed order). */
export interface DrawChance {
  pick<T>(items: readonly T[]): number;
}

/** A seeded chance (tests, replays): the same seed picks the same cards from the same piles. */
export function seededChance(seed: number): DrawChance {
  const next = seededStream(normalizeSeed(seed));
  return { pick: (items) => nextBelow(next, Math.max(1, items.length)) };
}

/** The first card of the pile as given (a test that lays the cards in order; a physical card put first). */
export const FIRST_CARD: DrawChance = { pick: () => 0 };

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
