/**
 * Exact odds of a volley at one target figure (CORE-5), for the fire dialog.
 *
 * The rule (agreed with the fire procedure): each shot draws one card; it hits when the
 * card shows the bullet holes needed (showsHoles); an OUT_OF_AMMO card ends the figure's
 * shooting (the remaining shots are lost); then each hit draws a second card whose cover
 * section may negate it (coverSaves) and whose damage section gives WOUND or INCAPACITATE.
 * Shot cards first, then one effect card per hit, all without replacement from the pool.
 *
 * Method (counting, never sampling): cards fall into shot classes hit / miss / out-of-ammo.
 * A dynamic programme over the shot cards gives the weight of (h hits, m misses, o
 * out-of-ammo). Given that, the effect cards are a uniform draw from the rest of the pool;
 * by symmetry the effect cards taken from one shot class are a uniform subset of the whole
 * class, so the effect outcome is a product of per-class hypergeometric counts (saved /
 * wound / incapacitate) weighted by how many effect cards each class supplies. Every weight
 * is an integer over a known common denominator.
 *
 * The same programme runs twice over two kinds of numbers: floating point for `value`
 * (fast enough for a dialog that recomputes while the player changes inputs), and big
 * integers for the exact fractions, computed the first time a numerator or denominator
 * is read.
 */
import { FRONTIER_DECK } from "../cards/frontier";
import { coverSaves, isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { probability, type Probability } from "./fraction";

export interface FireOddsInput {
  /** Bullet holes needed (CORE-5.2); more than 6 = no chance. */
  readonly needed: number;
  /** Cards drawn for shots (rate of fire). */
  readonly shots: number;
  readonly cover: CoverKind;
  /** The target figure's Endurance: wounds equal to it incapacitate (CORE-5.6). */
  readonly endurance: number;
  /** Wounds the target already has. Default 0. */
  readonly wounds?: number;
  /** Cards that can be drawn: the full deck by default, or the remaining draw pile. */
  readonly pool?: readonly ActionCard[];
}

export interface FireOdds {
  readonly poolSize: number;
  /** hits[x] = P(exactly x shots hit), x = 0..shots. */
  readonly hits: readonly Probability[];
  /** through[x] = P(exactly x hits are not negated by cover). */
  readonly through: readonly Probability[];
  /** incapacitated[x] = P(x figures incapacitated): the one target, so x = 0 or 1. */
  readonly incapacitated: readonly Probability[];
  /** P(an OUT_OF_AMMO card ends the shooting). */
  readonly outOfAmmo: Probability;
  /** No card in the pool can hit (e.g. more than 6 holes needed): say so before drawing. */
  readonly noChance: boolean;
}

/** CORE-5: distribution of hits, hits through cover and incapacitation for one target. */
export function fireOdds(input: FireOddsInput): FireOdds {
  const pool = input.pool ?? FRONTIER_DECK.cards;
  const woundsToFall = checkInput(input, pool);
  const classes = shotClasses(pool, input.needed, input.cover);
  const volley = { classes, shots: input.shots, woundsToFall, size: pool.length };
  const float = countVolley(FLOAT, volley);
  const exact = new ExactVolley(volley);
  const at = (value: number, pick: Pick) => new LazyProbability(value, exact, pick);
  return {
    poolSize: pool.length,
    hits: float.hits.map((n, x) => at(n / float.hitsDen, (c) => [c.hits[x]!, c.hitsDen])),
    through: float.through.map((n, x) => at(n / float.effectDen, (c) => [c.through[x]!, c.effectDen])),
    incapacitated: [
      at(1 - float.incap / float.effectDen, (c) => [c.effectDen - c.incap, c.effectDen]),
      at(float.incap / float.effectDen, (c) => [c.incap, c.effectDen]),
    ],
    outOfAmmo: at(float.ammo / float.hitsDen, (c) => [c.ammo, c.hitsDen]),
    noChance: classes[0].size === 0,
  };
}

type Pick = (counted: Counted<bigint>) => readonly [bigint, bigint];

/** The big-integer run of a volley, made once, the first time any fraction is read. */
class ExactVolley {
  private counted: Counted<bigint> | undefined;
  constructor(private readonly volley: Volley) {}
  get(): Counted<bigint> {
    return (this.counted ??= countVolley(BIG, this.volley));
  }
}

/** A Probability whose value is known now and whose fraction is computed when first read. */
class LazyProbability implements Probability {
  private exact: Probability | undefined;
  constructor(
    readonly value: number,
    private readonly source: ExactVolley,
    private readonly pick: Pick,
  ) {}
  private resolve(): Probability {
    if (!this.exact) {
      const [n, d] = this.pick(this.source.get());
      this.exact = probability(n, d);
    }
    return this.exact;
  }
  get numerator(): bigint {
    return this.resolve().numerator;
  }
  get denominator(): bigint {
    return this.resolve().denominator;
  }
  toJSON(): { value: number; fraction: string } {
    return { value: this.value, fraction: `${this.numerator}/${this.denominator}` };
  }
}

function checkInput(input: FireOddsInput, pool: readonly ActionCard[]): number {
  const wounds = input.wounds ?? 0;
  const bad = (field: string, value: number) => new RulesError("COMBAT_PATROL.Error.oddsInput", { field, value });
  if (!Number.isInteger(input.needed)) throw bad("needed", input.needed);
  if (!Number.isInteger(input.shots) || input.shots < 0) throw bad("shots", input.shots);
  if (!Number.isInteger(input.endurance) || input.endurance < 1) throw bad("endurance", input.endurance);
  if (!Number.isInteger(wounds) || wounds < 0 || wounds >= input.endurance) throw bad("wounds", wounds);
  if (pool.length === 0) throw new RulesError("COMBAT_PATROL.Error.oddsEmptyPool", {});
  return input.endurance - wounds;
}

/** Effect composition of one shot class: cards saved by cover, WOUND, INCAPACITATE. */
interface ShotClass {
  readonly size: number;
  readonly saved: number;
  readonly wound: number;
  readonly incap: number;
}

/** The pool as three shot classes: [hit, miss, out of ammo], each with its effect counts. */
function shotClasses(pool: readonly ActionCard[], needed: number, cover: CoverKind): readonly [ShotClass, ShotClass, ShotClass] {
  const counts = [0, 1, 2].map(() => ({ size: 0, saved: 0, wound: 0, incap: 0 }));
  for (const card of pool) {
    const c = counts[isOutOfAmmo(card) ? 2 : showsHoles(card, needed) ? 0 : 1]!;
    c.size += 1;
    if (coverSaves(card, cover)) c.saved += 1;
    else if (card.damage === "INCAPACITATE") c.incap += 1;
    else c.wound += 1;
  }
  const [hit, miss, ammo] = counts as [ShotClass, ShotClass, ShotClass];
  return [hit, miss, ammo];
}

/** Integers or floats: the programme only adds and multiplies. */
interface Numbers<T> {
  readonly zero: T;
  int(n: number): T;
  add(a: T, b: T): T;
  mul(a: T, b: T): T;
}
const FLOAT: Numbers<number> = { zero: 0, int: (n) => n, add: (a, b) => a + b, mul: (a, b) => a * b };
const BIG: Numbers<bigint> = { zero: 0n, int: (n) => BigInt(n), add: (a, b) => a + b, mul: (a, b) => a * b };

/** Weights over common denominators: hits and out-of-ammo over hitsDen, effects over effectDen. */
interface Counted<T> {
  readonly hits: T[];
  readonly ammo: T;
  readonly hitsDen: T;
  readonly through: T[];
  readonly incap: T;
  readonly effectDen: T;
}

interface Volley {
  readonly classes: readonly [ShotClass, ShotClass, ShotClass];
  readonly shots: number;
  readonly woundsToFall: number;
  readonly size: number;
}

/** Falling factorials ff(n, k) = n (n-1) … (n-k+1) and binomials C(n, k), n ≤ size. */
interface Tables<T> {
  readonly size: number;
  ff(n: number, k: number): T;
  choose(n: number, k: number): T;
}

const tableCache = new Map<Numbers<never>, Tables<never>>();

/** Built once per kind of number (and grown for a larger pool): the same for every call. */
function tablesFor<T>(num: Numbers<T>, size: number): Tables<T> {
  const cached = tableCache.get(num as Numbers<never>) as Tables<T> | undefined;
  if (cached && cached.size >= size) return cached;
  const n1 = Math.max(size, 64) + 1;
  const falling: T[] = new Array<T>(n1 * n1).fill(num.zero);
  const binomial: T[] = new Array<T>(n1 * n1).fill(num.zero);
  for (let n = 0; n < n1; n += 1) {
    falling[n * n1] = num.int(1);
    binomial[n * n1] = num.int(1);
    for (let k = 1; k <= n; k += 1) {
      falling[n * n1 + k] = num.mul(falling[n * n1 + k - 1]!, num.int(n - k + 1));
      binomial[n * n1 + k] = num.add(binomial[(n - 1) * n1 + k - 1]!, binomial[(n - 1) * n1 + k]!);
    }
  }
  const inRange = (n: number, k: number) => n >= 0 && k >= 0 && k <= n && n < n1;
  const tables: Tables<T> = {
    size: n1 - 1,
    ff: (n, k) => (inRange(n, k) ? falling[n * n1 + k]! : num.zero),
    choose: (n, k) => (inRange(n, k) ? binomial[n * n1 + k]! : num.zero),
  };
  tableCache.set(num as Numbers<never>, tables as Tables<never>);
  return tables;
}

/** rows[j][a] = weight of j effect cards from one class with a hits through cover. */
type Rows<T> = T[][];

function countVolley<T>(num: Numbers<T>, volley: Volley): Counted<T> {
  const { classes, shots, woundsToFall, size: N } = volley;
  const [hitClass, missClass, ammoClass] = classes;
  const { ff, choose } = tablesFor(num, N);

  // Shot phase. layer[h] = weight of (h hits, t - h misses, no out-of-ammo yet) over ff(N, t).
  const outcomes: { h: number; m: number; o: number; weight: T; depth: number }[] = [];
  let layer: T[] = [num.int(1)];
  let layerLive = [true];
  for (let t = 0; t < shots; t += 1) {
    const left = N - t;
    const next: T[] = Array.from({ length: t + 2 }, () => num.zero);
    const nextLive = Array.from({ length: t + 2 }, () => false);
    for (let h = 0; h <= t; h += 1) {
      if (!layerLive[h]) continue;
      if (left === 0) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: shots });
      const w = layer[h]!;
      const m = t - h;
      if (ammoClass.size > 0) outcomes.push({ h, m, o: 1, weight: num.mul(w, num.int(ammoClass.size)), depth: t + 1 });
      if (hitClass.size - h > 0) {
        next[h + 1] = num.add(next[h + 1]!, num.mul(w, num.int(hitClass.size - h)));
        nextLive[h + 1] = true;
      }
      if (missClass.size - m > 0) {
        next[h] = num.add(next[h]!, num.mul(w, num.int(missClass.size - m)));
        nextLive[h] = true;
      }
    }
    layer = next;
    layerLive = nextLive;
  }
  for (let h = 0; h <= shots; h += 1) if (layerLive[h]) outcomes.push({ h, m: shots - h, o: 0, weight: layer[h]!, depth: shots });

  // Hits and out-of-ammo over ff(N, shots): an outcome stopping at depth d is lifted by ff(N - d, shots - d).
  const hits: T[] = Array.from({ length: shots + 1 }, () => num.zero);
  let ammo = num.zero;
  let mostDrawn = 0;
  for (const out of outcomes) {
    const lifted = num.mul(out.weight, ff(N - out.depth, shots - out.depth));
    hits[out.h] = num.add(hits[out.h]!, lifted);
    if (out.o === 1) ammo = num.add(ammo, lifted);
    if (out.depth + out.h > N) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: out.depth + out.h });
    mostDrawn = Math.max(mostDrawn, out.depth + out.h);
  }

  // Effect phase. Class c supplying j of the effect cards when R of its cards are left weighs
  // C(R, j) / C(size, j) times the ways to pick them; held over the class constant
  // ff(size, J) (J = the most it can supply) that is ff(R, j) * ff(size - j, J - j) * ways.
  // Two passes over the same sums: every effect card (hits through cover), and "clean" ones
  // only (no INCAPACITATE through cover, fewer than woundsToFall through) for P(not incapacitated).
  const J = classes.map((c) => Math.min(c.size, shots));
  let scale = num.int(1);
  classes.forEach((c, i) => (scale = num.mul(scale, ff(c.size, J[i]!))));
  const baseRows = (ci: number, clean: boolean): Rows<T> => {
    const c = classes[ci]!;
    const rows: Rows<T> = [];
    for (let j = 0; j <= J[ci]!; j += 1) {
      const top = clean ? Math.min(j, woundsToFall - 1) : j;
      const row: T[] = [];
      for (let a = 0; a <= top; a += 1) {
        const ways = num.mul(choose(c.saved, j - a), choose(clean ? c.wound : c.wound + c.incap, a));
        row.push(num.mul(ff(c.size - j, J[ci]! - j), ways));
      }
      rows.push(row);
    }
    return rows;
  };

  // Per hits h and out-of-ammo o: outcomes differ in misses only by ff(M - m, j), so their
  // lifted weights (over ff(N, mostDrawn) * scale, times h! for the order of the effect
  // cards) are summed into one scalar per number j of effect cards from the miss class.
  const missFactor: (T[] | undefined)[][] = Array.from({ length: shots + 1 }, () => [undefined, undefined]);
  for (const out of outcomes) {
    const h = out.h;
    const drawn = out.depth + h;
    const lifted = num.mul(num.mul(out.weight, ff(N - drawn, mostDrawn - drawn)), ff(h, h));
    const perRow = (missFactor[h]![out.o] ??= new Array<T>(Math.min(h, J[1]!) + 1).fill(num.zero));
    for (let j = 0; j < perRow.length; j += 1) perRow[j] = num.add(perRow[j]!, num.mul(lifted, ff(missClass.size - out.m, j)));
  }

  const pass = (clean: boolean): T[] => {
    const maxThrough = clean ? woundsToFall - 1 : shots;
    const [hitBase, missBase, ammoBase] = [baseRows(0, clean), baseRows(1, clean), baseRows(2, clean)];
    const total: T[] = new Array<T>(shots + 1).fill(num.zero);
    for (let h = 0; h <= shots; h += 1) {
      const rest: T[][] = Array.from({ length: h + 1 }, () => new Array<T>(h + 1).fill(num.zero));
      for (let o = 0; o <= 1; o += 1) {
        const perRow = missFactor[h]![o];
        if (!perRow) continue;
        for (let j1 = 0; j1 < perRow.length; j1 += 1) {
          for (let j2 = 0; j2 < ammoBase.length && j1 + j2 <= h; j2 += 1) {
            const factor = num.mul(perRow[j1]!, ff(ammoClass.size - o, j2));
            if (factor !== num.zero) addProduct(num, rest[j1 + j2]!, missBase[j1]!, ammoBase[j2]!, factor, maxThrough);
          }
        }
      }
      for (let j = 0; j <= h && j < hitBase.length; j += 1) {
        const factor = ff(hitClass.size - h, j);
        if (factor !== num.zero) addProduct(num, total, hitBase[j]!, rest[h - j]!, factor, maxThrough);
      }
    }
    return total;
  };

  const through = pass(false);
  const effectDen = num.mul(ff(N, mostDrawn), scale);
  let notIncap = num.zero;
  for (const w of pass(true)) notIncap = num.add(notIncap, w);
  return { hits, ammo, hitsDen: ff(N, shots), through, incap: num.add(effectDen, num.mul(num.int(-1), notIncap)), effectDen };
}

/** out[a1 + a2] += factor * left[a1] * right[a2], for a1 + a2 ≤ maxThrough. */
function addProduct<T>(num: Numbers<T>, out: T[], left: readonly T[], right: readonly T[], factor: T, maxThrough: number): void {
  for (let a1 = 0; a1 < left.length && a1 <= maxThrough; a1 += 1) {
    const l = left[a1]!;
    if (l === num.zero) continue;
    const fl = num.mul(factor, l);
    for (let a2 = 0; a2 < right.length && a1 + a2 <= maxThrough; a2 += 1) {
      const r = right[a2]!;
      if (r === num.zero) continue;
      out[a1 + a2] = num.add(out[a1 + a2]!, num.mul(fl, r));
    }
  }
}
