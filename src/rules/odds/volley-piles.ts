/**
 * What the exact volley odds (CORE-5, volley.ts) count over: the arithmetic (floats for speed,
 * bigints for exact checks), the shooters (shots, holes needed, whether OUT_OF_AMMO ends them),
 * and the piles counted by holes group and effect type (saved by cover, WOUND, INCAPACITATE),
 * with the binomials the programme weighs its draws by.
 */
import type { ActionCard } from "../cards/schema";
import { coverSaves, damageIs, isOutOfAmmo, type CoverKind } from "../cards/read";

/** Integers or floats: the programme adds, multiplies, and divides exactly (an integer by a divisor). */
export interface Arith<T> {
  readonly zero: T;
  readonly one: T;
  int(n: number): T;
  add(a: T, b: T): T;
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
  isZero(a: T): boolean;
}
export const FLOAT_ARITH: Arith<number> = {
  zero: 0,
  one: 1,
  int: (n) => n,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  isZero: (a) => a === 0,
};
export const BIG_ARITH: Arith<bigint> = {
  zero: 0n,
  one: 1n,
  int: (n) => BigInt(n),
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  isZero: (a) => a === 0n,
};

export interface VolleyShooter {
  readonly shots: number;
  readonly needed: number;
  readonly outOfAmmoEnds: boolean;
}

/** Effect types: saved by the cover, WOUND, INCAPACITATE. */
export const TYPES = 3;

/**
 * One pile's cards: counts[group][type], group = holes value 0..6 (a card showing more counts as 6+), 7 = OUT_OF_AMMO.
 */
export interface PileCounts {
  readonly size: number;
  readonly counts: readonly (readonly number[])[];
}

export const OOA_GROUP = 7;

/**
 * How the effect cards are told apart: "joint" saved / WOUND / INCAPACITATE; "through" saved / not
 * saved (as WOUND); "down" an unsaved INCAPACITATE (as INCAPACITATE) / anything else (as saved);
 * "none" not at all (hits only). Fewer types, fewer states.
 */
export type EffectTyping = "joint" | "through" | "down" | "none";

function typeOf(card: ActionCard, cover: CoverKind, typing: EffectTyping): number {
  const saved = coverSaves(card, cover);
  const incap = damageIs(card, "INCAPACITATE");
  switch (typing) {
    case "joint":
      return saved ? 0 : incap ? 2 : 1;
    case "through":
      return saved ? 0 : 1;
    case "down":
      return !saved && incap ? 2 : 0;
    case "none":
      return 0;
  }
}

export function pileCounts(cards: readonly ActionCard[], cover: CoverKind, typing: EffectTyping = "joint"): PileCounts {
  const counts = Array.from({ length: 8 }, () => [0, 0, 0]);
  for (const card of cards) {
    const group = isOutOfAmmo(card) ? OOA_GROUP : Math.max(0, Math.min(6, typeof card.hit === "number" ? card.hit : 0));
    const type = typeOf(card, cover, typing);
    counts[group]![type]! += 1;
  }
  return { size: cards.length, counts };
}

/** Binomials and a few factorials for pools up to `size` cards. */
export function binomials<T>(num: Arith<T>, size: number): { choose(n: number, k: number): T; fact(n: number): T } {
  const n1 = size + 1;
  const table: T[] = new Array<T>(n1 * n1).fill(num.zero);
  const facts: T[] = [num.one];
  for (let n = 0; n < n1; n += 1) {
    table[n * n1] = num.one;
    for (let k = 1; k <= n; k += 1) table[n * n1 + k] = num.add(table[(n - 1) * n1 + k - 1]!, table[(n - 1) * n1 + k]!);
    if (n > 0) facts.push(num.mul(facts[n - 1]!, num.int(n)));
  }
  return {
    choose: (n, k) => (k >= 0 && n >= 0 && k <= n ? table[n * n1 + k]! : num.zero),
    fact: (n) => facts[n]!,
  };
}
