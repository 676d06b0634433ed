/**
 * Exact odds of a volley (CORE-5), for the fire dialog.
 *
 * The rule (the same order as resolveFire): every shot card first, shooter by shooter in the
 * given order, each his rate of fire; a card hits when it shows the holes that shooter needs
 * (showsHoles); an OUT_OF_AMMO card misses and ends THAT shooter's shooting when his weapon has
 * a reload rule (outOfAmmoEnds), a bow just misses and shoots on. Then one effect card per hit:
 * its cover section may save the hit (coverSaves), its damage section (damageIs) gives WOUND or
 * INCAPACITATE. All cards without replacement from the pool. (The procedure stops reading
 * effect cards once every target figure is down; the counts below read every hit's card, the
 * next ones in the pile, which changes no casualty.)
 *
 * Method (counting, never sampling). Cards fall into shot classes: OUT_OF_AMMO, or how many of
 * the volley's distinct thresholds (holes needed) the card meets. Every card read is uniform among
 * the cards not yet seen, whoever reads it, so the order of the shooters changes no distribution
 * and shooters alike (shots, needed, reload) are counted as one group. A dynamic programme over
 * the groups gives the weight (ordered ways) of every (cards taken from each class, hits, shooters
 * ended). Given that, the effect cards are a uniform draw from the rest of the pool; by symmetry
 * the effect cards taken from one class are a uniform subset of the whole class, so the effect
 * outcome is a product of per-class hypergeometric counts (saved / wound / incapacitate)
 * weighted by how many effect cards each class supplies. Every weight is an integer over a
 * known common denominator. The work grows quickly with the number of distinct thresholds
 * (a few tens of ms for 3 thresholds and 12 shots); beyond FIRE_ODDS_TUNING's limits, or when
 * the shot cards can run the pool out, the card-by-card programme of volley.ts counts the volley
 * instead (class Either): no volley is refused (issue 19).
 *
 * The same programme runs over two kinds of numbers: floating point for `value` (fast enough
 * for a dialog that recomputes while the player changes inputs), and big integers for the exact
 * fractions, computed the first time a numerator or denominator is read. The WOUND/INCAPACITATE
 * split (`unsaved`) is counted the first time it is read.
 */
import { FRONTIER_DECK } from "../cards/frontier";
import { coverSaves, damageIs, isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { probability, type Probability } from "./fraction";
import {
  BIG_ARITH,
  FLOAT_ARITH,
  countEnded,
  countVolley,
  pileCounts,
  type Arith,
  type EffectTyping,
  type PileCounts,
  type VolleyCounts,
} from "./volley";

/** One shooter of the volley (CORE-5.2/5.3): planFire gives shots and needed (see oddsShooters). */
export interface FireOddsShooter {
  /** Cards drawn for his shots (rate of fire). */
  readonly shots: number;
  /** Bullet holes he needs (CORE-5.2); more than 6 = no chance. */
  readonly needed: number;
  /** CORE-5.4 an OUT_OF_AMMO card ends his shooting (his weapon has a reload rule; a bow: false). */
  readonly outOfAmmoEnds: boolean;
}

interface FireOddsTarget {
  readonly cover: CoverKind;
  /** The target figure's Endurance: wounds equal to it incapacitate (CORE-5.6). */
  readonly endurance: number;
  /** Wounds the target already has. Default 0. */
  readonly wounds?: number;
  /** Cards that can be drawn: the full deck by default, or the remaining draw pile. */
  readonly pool?: readonly ActionCard[];
  /**
   * CORE-1 the cards shuffled back in when the pool runs out (the discard pile); none by default (a draw then finds no
   * card).
   */
  readonly refill?: readonly ActionCard[];
}

/** A volley of shooters, or the shorthand of one shooter `{ needed, shots }` (Out of Ammunition ends it). */
export type FireOddsInput = FireOddsTarget &
  (
    | { readonly shooters: readonly FireOddsShooter[]; readonly needed?: undefined; readonly shots?: undefined }
    | { readonly needed: number; readonly shots: number; readonly shooters?: undefined }
  );

export interface FireOdds {
  readonly poolSize: number;
  /** hits[x] = P(exactly x shots hit), x = 0..all shots of the volley. */
  readonly hits: readonly Probability[];
  /** through[x] = P(exactly x hits are not negated by cover). */
  readonly through: readonly Probability[];
  /** incapacitated[x] = P(x figures incapacitated) for a one-figure target, so x = 0 or 1. */
  readonly incapacitated: readonly Probability[];
  /**
   * unsaved[w][i] = P(w effect cards showing WOUND and i showing INCAPACITATE are not saved by
   * cover), w + i ≤ all shots: what a multi-figure target in that cover suffers. Counted when first read.
   */
  readonly unsaved: readonly (readonly Probability[])[];
  /** P(an OUT_OF_AMMO card ends some shooter's shooting). */
  readonly outOfAmmo: Probability;
  /** outOfAmmoEnded[x] = P(exactly x shooters' shooting is ended by an OUT_OF_AMMO card). */
  readonly outOfAmmoEnded: readonly Probability[];
  /** No card in the pool can hit (e.g. more than 6 holes needed): say so before drawing. */
  readonly noChance: boolean;
  /** P(no effect card shows an INCAPACITATE not saved by cover): no figure of the target goes down to one card. */
  readonly noneDown: Probability;
}

/** CORE-5: distributions of hits, hits through cover, unsaved damage and incapacitation. */
export function fireOdds(input: FireOddsInput): FireOdds {
  const pool = input.pool ?? FRONTIER_DECK.cards;
  const shooters = input.shooters ?? [{ needed: input.needed, shots: input.shots, outOfAmmoEnds: true }];
  const woundsToFall = checkInput(input, shooters, pool);
  const volley = volleyOf(pool, shooters, input.cover, woundsToFall);
  const refill = input.refill ?? [];
  const float = new Either(FLOAT, FLOAT_ARITH, volley, pool, refill, input.cover, shooters);
  const exact = new Either(BIG, BIG_ARITH, volley, pool, refill, input.cover, shooters);
  const at = (value: () => number, pick: (c: Either<bigint>) => readonly [bigint, bigint]) =>
    new LazyProbability(value, () => pick(exact));
  let unsaved: Probability[][] | undefined;
  let hits: Probability[] | undefined;
  let through: Probability[] | undefined;
  let ended: Probability[] | undefined;
  const allShots = volley.allShots;
  return {
    poolSize: pool.length,
    get hits() {
      return (hits ??= Array.from({ length: allShots + 1 }, (_, x) =>
        at(
          () => float.hits.n[x]! / float.hits.d,
          (c) => [c.hits.n[x]!, c.hits.d],
        ),
      ));
    },
    get through() {
      return (through ??= Array.from({ length: allShots + 1 }, (_, x) =>
        at(
          () => float.through.n[x]! / float.through.d,
          (c) => [c.through.n[x]!, c.through.d],
        ),
      ));
    },
    incapacitated: [
      at(
        () => float.clean.n / float.clean.d,
        (c) => [c.clean.n, c.clean.d],
      ),
      at(
        () => 1 - float.clean.n / float.clean.d,
        (c) => [c.clean.d - c.clean.n, c.clean.d],
      ),
    ],
    get unsaved() {
      return (unsaved ??= Array.from({ length: allShots + 1 }, (_, w) =>
        Array.from({ length: allShots + 1 - w }, (_, i) =>
          at(
            () => float.unsaved.n[w]![i]! / float.unsaved.d,
            (c) => [c.unsaved.n[w]![i]!, c.unsaved.d],
          ),
        ),
      ));
    },
    outOfAmmo: at(
      () => 1 - float.ended.n[0]! / float.ended.d,
      (c) => [c.ended.d - c.ended.n[0]!, c.ended.d],
    ),
    get outOfAmmoEnded() {
      return (ended ??= Array.from({ length: shooters.length + 1 }, (_, x) =>
        at(
          () => float.ended.n[x]! / float.ended.d,
          (c) => [c.ended.n[x]!, c.ended.d],
        ),
      ));
    },
    noChance: volley.noChance,
    noneDown: at(
      () => float.noneDown.n / float.noneDown.d,
      (c) => [c.noneDown.n, c.noneDown.d],
    ),
  };
}

/** Counts over a denominator. */
interface Over<T, N> {
  readonly n: N;
  readonly d: T;
}

/**
 * Today's group programme (fast with few thresholds) where it can count the volley; beyond its
 * limits, or when the shot cards can run the pool out, the card-by-card programme (volley.ts),
 * which refuses nothing. Each figure is counted when first read.
 */
class Either<T> {
  private old: Counting<T> | null;
  private memo = new Map<string, unknown>();
  constructor(
    num: Numbers<T>,
    private readonly arith: Arith<T>,
    volley: Volley,
    private readonly pool: readonly ActionCard[],
    private readonly refill: readonly ActionCard[],
    private readonly cover: CoverKind,
    private readonly shooters: readonly FireOddsShooter[],
  ) {
    this.old =
      volley.allShots <= pool.length && volley.thresholds <= FIRE_ODDS_TUNING.groupThresholds
        ? new Counting(num, volley)
        : null;
    this.woundsToFall = volley.woundsToFall;
  }
  private readonly woundsToFall: number;
  private once<R>(key: string, make: () => R): R {
    if (!this.memo.has(key)) this.memo.set(key, make());
    return this.memo.get(key) as R;
  }
  /** The old programme's figure, or null when it cannot count the volley (then the new one is used from here on). */
  private tryOld<R>(read: (c: Counting<T>) => R): R | null {
    if (!this.old) return null;
    try {
      return read(this.old);
    } catch (error) {
      if (
        error instanceof RulesError &&
        (error.key === "COMBAT_PATROL.Error.oddsTooComplex" || error.key === "COMBAT_PATROL.Error.oddsPoolTooSmall")
      ) {
        this.old = null;
        return null;
      }
      throw error;
    }
  }
  private piles(typing: EffectTyping): PileCounts[] {
    return [pileCounts(this.pool, this.cover, typing), pileCounts(this.refill, this.cover, typing)];
  }
  private run(typing: EffectTyping): VolleyCounts<T> {
    return this.once(`run:${typing}`, () => countVolley(this.arith, this.piles(typing), this.shooters));
  }
  get hits(): Over<T, T[]> {
    return this.once("hits", () => {
      const old = this.tryOld((c) => ({ n: c.shots.hits, d: c.shots.hitsDen }));
      if (old) return old;
      const r = this.run("none");
      return { n: r.hits, d: r.hitsDen };
    });
  }
  get ended(): Over<T, T[]> {
    return this.once("ended", () => {
      const old = this.tryOld((c) => ({ n: c.shots.ended, d: c.shots.hitsDen }));
      if (old) return old;
      const r = countEnded(this.arith, this.piles("none"), this.shooters);
      return { n: r.ended, d: r.den };
    });
  }
  get through(): Over<T, T[]> {
    return this.once("through", () => {
      const old = this.tryOld((c) => ({ n: c.effects.through, d: c.effects.den }));
      if (old) return old;
      // "through" typing: unsaved cards are WOUND
      const r = this.run("through");
      return { n: r.joint.map((row) => row[0]!), d: r.effectDen };
    });
  }
  get unsaved(): Over<T, T[][]> {
    return this.once("unsaved", () => {
      const old = this.tryOld((c) => ({ n: c.unsaved, d: c.effects.den }));
      if (old) return old;
      const r = this.run("joint");
      return { n: r.joint, d: r.effectDen };
    });
  }
  /** CORE-5.6 one figure stays up: fewer unsaved WOUNDs than it can take, no unsaved INCAPACITATE. */
  get clean(): Over<T, T> {
    return this.once("clean", () => {
      const old = this.tryOld((c) => ({ n: c.effects.clean, d: c.effects.den }));
      if (old) return old;
      if (this.woundsToFall === 1) {
        const t = this.through;
        return { n: t.n[0]!, d: t.d };
      }
      const u = this.unsaved;
      let n = this.arith.zero;
      for (let w = 0; w < this.woundsToFall && w < u.n.length; w += 1) n = this.arith.add(n, u.n[w]![0]!);
      return { n, d: u.d };
    });
  }
  /** P(no unsaved INCAPACITATE among the effect cards). */
  get noneDown(): Over<T, T> {
    return this.once("noneDown", () => {
      const sumFirst = (rows: T[][]) => rows.reduce((acc, row) => this.arith.add(acc, row[0]!), this.arith.zero);
      const old = this.tryOld((c) => ({ n: sumFirst(c.unsaved), d: c.effects.den }));
      if (old) return old;
      // "down" typing: an unsaved INCAPACITATE is type INCAPACITATE, every other card "saved"
      const r = this.run("down");
      return { n: r.joint[0]![0]!, d: r.effectDen };
    });
  }
}

/** A Probability whose value is known now and whose fraction is counted when first read. */
class LazyProbability implements Probability {
  private exact: Probability | undefined;
  private float: number | undefined;
  constructor(
    private readonly measure: () => number,
    private readonly count: () => readonly [bigint, bigint],
  ) {}
  get value(): number {
    return (this.float ??= this.measure());
  }
  private resolve(): Probability {
    if (!this.exact) {
      const [n, d] = this.count();
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

function checkInput(input: FireOddsInput, shooters: readonly FireOddsShooter[], pool: readonly ActionCard[]): number {
  const wounds = input.wounds ?? 0;
  const bad = (field: string, value: number) => new RulesError("COMBAT_PATROL.Error.oddsInput", { field, value });
  if (shooters.length === 0) throw bad("shooters", 0);
  for (const s of shooters) {
    if (!Number.isInteger(s.needed)) throw bad("needed", s.needed);
    if (!Number.isInteger(s.shots) || s.shots < 0) throw bad("shots", s.shots);
  }
  if (!Number.isInteger(input.endurance) || input.endurance < 1) throw bad("endurance", input.endurance);
  if (!Number.isInteger(wounds) || wounds < 0 || wounds >= input.endurance) throw bad("wounds", wounds);
  if (pool.length === 0) throw new RulesError("COMBAT_PATROL.Error.oddsEmptyPool", {});
  return input.endurance - wounds;
}

/** Cards of one shot class and how their effect sections read: saved by cover, WOUND, INCAPACITATE. */
interface ShotClass {
  readonly size: number;
  readonly saved: number;
  readonly wound: number;
  readonly incap: number;
}

/** A shooter as the programme needs him: for each class, does its card hit him, does it end his shooting. */
interface ClassShooter {
  readonly shots: number;
  readonly hits: readonly boolean[];
  readonly ends: readonly boolean[];
}

interface Volley {
  readonly classes: readonly ShotClass[];
  readonly shooters: readonly ClassShooter[];
  readonly size: number;
  readonly allShots: number;
  /** Distinct holes needed among the shooters. */
  readonly thresholds: number;
  readonly woundsToFall: number;
  readonly noChance: boolean;
}

/**
 * The pool as shot classes: cards grouped by OUT_OF_AMMO, or by how many of the volley's distinct
 * thresholds they meet (a card meeting a threshold meets every lower one); empty classes dropped.
 */
function volleyOf(
  pool: readonly ActionCard[],
  shooters: readonly FireOddsShooter[],
  cover: CoverKind,
  woundsToFall: number,
): Volley {
  const thresholds = [...new Set(shooters.map((s) => s.needed))].sort((a, b) => a - b);
  const ammoKey = thresholds.length + 1;
  const byKey = new Map<number, { size: number; saved: number; wound: number; incap: number }>();
  for (const card of pool) {
    let key = ammoKey;
    if (!isOutOfAmmo(card)) for (key = 0; key < thresholds.length && showsHoles(card, thresholds[key]!); key += 1);
    const c = byKey.get(key) ?? { size: 0, saved: 0, wound: 0, incap: 0 };
    byKey.set(key, c);
    c.size += 1;
    if (coverSaves(card, cover)) c.saved += 1;
    else if (damageIs(card, "INCAPACITATE")) c.incap += 1;
    else c.wound += 1;
  }
  const keys = [...byKey.keys()].sort((a, b) => a - b);
  const classes = keys.map((k) => byKey.get(k)!);
  const classShooters = shooters.map((s) => {
    const rank = thresholds.indexOf(s.needed) + 1;
    return {
      shots: s.shots,
      hits: keys.map((k) => k !== ammoKey && k >= rank),
      ends: keys.map((k) => k === ammoKey && s.outOfAmmoEnds),
    };
  });
  const noChance = !classShooters.some((s) => s.shots > 0 && s.hits.some(Boolean));
  const allShots = shooters.reduce((sum, s) => sum + s.shots, 0);
  return {
    classes,
    shooters: classShooters,
    size: pool.length,
    allShots,
    thresholds: thresholds.length,
    woundsToFall,
    noChance,
  };
}

/** Integers or floats: the programme only adds and multiplies. */
interface Numbers<T> {
  readonly zero: T;
  readonly one: T;
  int(n: number): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
}
const FLOAT: Numbers<number> = {
  zero: 0,
  one: 1,
  int: (n) => n,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};
const BIG: Numbers<bigint> = {
  zero: 0n,
  one: 1n,
  int: (n) => BigInt(n),
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

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
    falling[n * n1] = num.one;
    binomial[n * n1] = num.one;
    for (let k = 1; k <= n; k += 1) {
      falling[n * n1 + k] = num.mul(falling[n * n1 + k - 1]!, num.int(n - k + 1));
      binomial[n * n1 + k] = num.add(binomial[(n - 1) * n1 + k - 1]!, binomial[(n - 1) * n1 + k]!);
    }
  }
  // n < n1 always: every n counts cards of a pool no larger than size
  const tables: Tables<T> = {
    size: n1 - 1,
    ff: (n, k) => (k >= 0 && k <= n && n >= 0 ? falling[n * n1 + k]! : num.zero),
    choose: (n, k) => (k >= 0 && k <= n && n >= 0 ? binomial[n * n1 + k]! : num.zero),
  };
  tableCache.set(num as Numbers<never>, tables as Tables<never>);
  return tables;
}

/** After the shot cards: cards taken from each class, hits, shooters ended, and the ordered ways. */
interface ShotState<T> {
  readonly taken: number[];
  readonly hits: number;
  readonly ended: number;
  readonly drawn: number;
  readonly weight: T;
}

/** Hits and shooters ended over hitsDen = ff(pool, most shot cards drawn). */
interface ShotCounts<T> {
  readonly states: readonly ShotState<T>[];
  readonly hits: T[];
  readonly ended: T[];
  readonly hitsDen: T;
}

/** Effect weights over den: hits through cover, and "clean" (no incapacitation of one figure). */
interface EffectCounts<T> {
  readonly through: T[];
  readonly clean: T;
  readonly den: T;
}

/** The programme over one kind of numbers; each part counted when first asked for. */
class Counting<T> {
  private shotCounts: ShotCounts<T> | undefined;
  private effectCounts: EffectCounts<T> | undefined;
  private joint: T[][] | undefined;
  private effect: EffectPhase<T> | undefined;
  constructor(
    private readonly num: Numbers<T>,
    private readonly volley: Volley,
  ) {}
  get shots(): ShotCounts<T> {
    return (this.shotCounts ??= countShots(this.num, this.volley));
  }
  private get phase(): EffectPhase<T> {
    return (this.effect ??= new EffectPhase(this.num, this.volley, this.shots.states));
  }
  get effects(): EffectCounts<T> {
    if (!this.effectCounts) {
      const { num, volley } = this;
      const through = this.phase.fold({ kind: "through", a: volley.allShots, b: 0 });
      const clean = this.phase.fold({ kind: "clean", a: volley.woundsToFall - 1, b: 0 });
      let notIncap = num.zero;
      for (const w of clean) notIncap = num.add(notIncap, w);
      this.effectCounts = { through, clean: notIncap, den: this.phase.den };
    }
    return this.effectCounts;
  }
  /** unsaved[w][i] over the effects' den. */
  get unsaved(): T[][] {
    if (!this.joint) {
      const n = this.volley.allShots;
      const flat = this.phase.fold({ kind: "joint", a: n, b: n });
      this.joint = Array.from({ length: n + 1 }, (_, w) =>
        Array.from({ length: n + 1 - w }, (_, i) => flat[w * (n + 1) + i]!),
      );
    }
    return this.joint;
  }
}

/** States of the shot programme: a mixed-radix key (cards taken per class, hits, shooters ended) and its weight. */
class Layer<T> {
  readonly keys: number[] = [];
  readonly weights: T[] = [];
  constructor(
    private readonly num: Numbers<T>,
    private readonly index: LayerIndex,
    readonly slot: number,
  ) {
    index.open(slot);
  }
  add(key: number, weight: T): void {
    const at = this.index.find(this.slot, key);
    if (at >= 0) {
      this.weights[at] = this.num.add(this.weights[at]!, weight);
      return;
    }
    this.index.set(this.slot, key, this.keys.length);
    if (this.keys.length >= FIRE_ODDS_TUNING.maxStates) throw this.index.tooComplex();
    this.keys.push(key);
    this.weights.push(weight);
  }
}

/**
 * Where a key sits in each of the two layers alive at once (the states, and the next ones): a
 * table of (generation stamp, position) pairs for small key spaces (the common volley), maps beyond.
 */
class LayerIndex {
  private readonly table: Int32Array | null;
  private readonly maps: Map<number, number>[] = [new Map(), new Map()];
  private readonly generation = [0, 0];
  private next = 0;
  constructor(
    private readonly keySpace: number,
    readonly tooComplex: () => RulesError,
  ) {
    this.table = keySpace <= FIRE_ODDS_TUNING.denseKeys ? new Int32Array(4 * keySpace) : null;
  }
  open(slot: number): void {
    this.next += 1;
    this.generation[slot] = this.next;
    if (!this.table) this.maps[slot]!.clear();
  }
  find(slot: number, key: number): number {
    if (!this.table) return this.maps[slot]!.get(key) ?? -1;
    const at = 2 * (slot * this.keySpace + key);
    return this.table[at] === this.generation[slot] ? this.table[at + 1]! : -1;
  }
  set(slot: number, key: number, position: number): void {
    if (!this.table) {
      this.maps[slot]!.set(key, position);
      return;
    }
    const at = 2 * (slot * this.keySpace + key);
    this.table[at] = this.generation[slot]!;
    this.table[at + 1] = position;
  }
}

/**
 * Engineering limits of the counting (not game numbers). Key spaces up to `denseKeys` index
 * states in tables rather than maps (tests set it to try both). The work grows with the number
 * of distinct thresholds and shots: beyond `maxStates` shot states, or `maxEffectTerms` terms
 * of the effect phase (or beyond `groupThresholds` distinct thresholds), the group programme
 * gives way to the card-by-card one (volley.ts); nothing is refused.
 */
export const FIRE_ODDS_TUNING = {
  denseKeys: 1 << 14,
  maxStates: 60_000,
  maxEffectTerms: 4_000_000,
  groupThresholds: 6,
};

function tooComplex(volley: Volley): RulesError {
  return new RulesError("COMBAT_PATROL.Error.oddsTooComplex", {
    shots: volley.allShots,
    thresholds: volley.thresholds,
  });
}

/** Shooters alike (shots, the classes that hit them, Out of Ammunition ends them or not), counted together. */
interface ShooterGroup extends ClassShooter {
  readonly count: number;
}

/**
 * The order of the shooters changes no distribution (every card read is uniform among the cards
 * not yet seen, whoever reads it), so shooters alike are counted as one group.
 */
function groupShooters(shooters: readonly ClassShooter[]): ShooterGroup[] {
  const groups = new Map<string, ShooterGroup>();
  for (const s of shooters) {
    if (s.shots === 0) continue;
    const key = `${s.shots}|${s.hits.join()}|${s.ends.join()}`;
    const known = groups.get(key);
    groups.set(key, { ...s, count: (known?.count ?? 0) + 1 });
  }
  return [...groups.values()];
}

/**
 * tuples[e][t] = how many ways e shooters, each keeping 0..most cards before his Out of Ammunition card, keep t in all.
 */
function boundedTuples(shooters: number, most: number): number[][] {
  const rows: number[][] = [[1]];
  for (let e = 1; e <= shooters; e += 1) {
    const prev = rows[e - 1]!;
    const row = new Array<number>(e * most + 1).fill(0);
    prev.forEach((ways, t) => {
      for (let u = 0; u <= most; u += 1) row[t + u] = row[t + u]! + ways;
    });
    rows.push(row);
  }
  return rows;
}

/**
 * CORE-5.3 / 5.4 the shot cards: the weight of each state is the number of ordered ways to draw
 * its cards. A group of n shooters of k shots each: with an Out of Ammunition rule, e of them
 * draw it (after 0..k-1 other cards; their other shots are lost) and the rest draw k cards
 * without one; the U other cards fill their slots in U! · Π C(left, x) ways by class counts x.
 * A group without the rule (bows) draws n · k cards of any class.
 */
function countShots<T>(num: Numbers<T>, volley: Volley): ShotCounts<T> {
  const { classes, size: N, allShots } = volley;
  if (allShots > N) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: allShots });
  const K = classes.length;
  const { ff, choose } = tablesFor(num, N);
  const sizes = classes.map((c) => c.size);
  const base = sizes.map((size) => Math.min(size, allShots) + 1);
  const radix: number[] = [];
  let r = 1;
  for (const b of base) {
    radix.push(r);
    r *= b;
  }
  // hits and shooters ended join the key only when the cards taken do not tell them
  const first = volley.shooters[0]!;
  const oneThreshold = volley.shooters.every((s) => s.hits.every((hit, c) => hit === first.hits[c]));
  const sameEnds = volley.shooters.every((s) => s.ends.every((end, c) => end === first.ends[c]));
  const hitRadix = oneThreshold ? 0 : r;
  if (!oneThreshold) r *= allShots + 1;
  const endRadix = sameEnds ? 0 : r;
  if (!sameEnds) r *= volley.shooters.length + 1;
  const index = new LayerIndex(r, () => tooComplex(volley));
  let states = new Layer(num, index, 0);
  states.add(0, num.one);
  const left = new Array<number>(K).fill(0);
  for (const group of groupShooters(volley.shooters)) {
    const next = new Layer(num, index, 1 - states.slot);
    const ammo = group.ends.indexOf(true);
    const tuples = ammo < 0 ? [] : boundedTuples(group.count, group.shots - 1);
    const lastFill = ammo === K - 1 ? K - 2 : K - 1;
    for (let s = 0; s < states.keys.length; s += 1) {
      const key = states.keys[s]!;
      let rest = key;
      for (let c = 0; c < K; c += 1) {
        const quotient = Math.floor(rest / base[c]!);
        left[c] = sizes[c]! - (rest - quotient * base[c]!);
        rest = quotient;
      }
      // x cards of each class into `total` slots (not the Out of Ammunition class when it ends shooting);
      // the last class takes what is left
      const spread = (c: number, total: number, to: number, hits: number, weight: T): void => {
        if (c === ammo) c += 1;
        if (c > lastFill) {
          if (total === 0) next.add(to + hits * hitRadix, weight);
          return;
        }
        const top = Math.min(total, left[c]!);
        for (let x = c === lastFill ? total : 0; x <= top; x += 1) {
          const ways = x === 0 ? weight : num.mul(weight, choose(left[c]!, x));
          spread(c + 1, total - x, to + x * radix[c]!, hits + (group.hits[c] ? x : 0), ways);
        }
      };
      const weight = states.weights[s]!;
      if (ammo < 0) {
        const total = group.count * group.shots;
        spread(0, total, key, 0, num.mul(weight, ff(total, total)));
        continue;
      }
      for (let e = 0; e <= group.count && e <= left[ammo]!; e += 1) {
        const ended = num.mul(num.mul(weight, choose(group.count, e)), ff(left[ammo]!, e));
        const full = (group.count - e) * group.shots;
        tuples[e]!.forEach((ways, extra) => {
          if (ways === 0) return;
          const total = full + extra;
          spread(
            0,
            total,
            key + e * radix[ammo]! + e * endRadix,
            0,
            num.mul(num.mul(ended, num.int(ways)), ff(total, total)),
          );
        });
      }
    }
    states = next;
  }
  const list: ShotState<T>[] = [];
  for (let s = 0; s < states.keys.length; s += 1) {
    const key = states.keys[s]!;
    const taken: number[] = [];
    let rest = key;
    let drawn = 0;
    let hits = 0;
    let ended = 0;
    for (let c = 0; c < K; c += 1) {
      const quotient = Math.floor(rest / base[c]!);
      const t = rest - quotient * base[c]!;
      rest = quotient;
      taken.push(t);
      drawn += t;
      if (first.hits[c]) hits += t;
      if (first.ends[c]) ended += t;
    }
    if (!oneThreshold) hits = Math.floor(key / hitRadix) % (allShots + 1);
    if (!sameEnds) ended = Math.floor(key / endRadix);
    list.push({ taken, hits, ended, drawn, weight: states.weights[s]! });
  }
  const most = list.reduce((m, s) => Math.max(m, s.drawn), 0);
  const hits: T[] = new Array<T>(allShots + 1).fill(num.zero);
  const ended: T[] = new Array<T>(volley.shooters.length + 1).fill(num.zero);
  for (const s of list) {
    const lifted = num.mul(s.weight, ff(N - s.drawn, most - s.drawn));
    hits[s.hits] = num.add(hits[s.hits]!, lifted);
    ended[s.ended] = num.add(ended[s.ended]!, lifted);
  }
  return { states: list, hits, ended, hitsDen: ff(N, most) };
}

/**
 * How the unsaved effect cards are counted in one fold: `through` counts WOUND and INCAPACITATE
 * alike in a; `clean` counts WOUND in a and drops every INCAPACITATE; `joint` counts WOUND in a
 * and INCAPACITATE in b. Outcomes beyond a or b are dropped (counts only grow).
 */
interface Projection {
  readonly kind: "through" | "clean" | "joint";
  readonly a: number;
  readonly b: number;
}

/** A polynomial in (a, b), flat [a * (b + 1) + b], with every non-zero term of degree ≤ deg. */
interface Poly<T> {
  readonly c: T[];
  deg: number;
}

/**
 * CORE-5.5 / 5.6 the effect cards. Class c supplying j of the h effect cards when R of its
 * cards are left weighs C(R, j) / C(size, j) times the ways its j cards read; over the class
 * constant ff(size, J) (J = the most it can supply) that is ff(R, j) · ff(size − j, J − j) · ways.
 * The state-dependent part ff(R, j) is summed first over every shot state into one weight per
 * vector (j per class); the fold then combines the classes' rows, a linear combination for the
 * innermost class and a product for each outer one.
 */
class EffectPhase<T> {
  readonly den: T;
  private readonly most: number[];
  private readonly stride: number[];
  private readonly weights: T[];
  private readonly order: number[];
  private readonly topHits: number;
  private readonly ff: (n: number, k: number) => T;
  constructor(
    private readonly num: Numbers<T>,
    private readonly volley: Volley,
    states: readonly ShotState<T>[],
  ) {
    const { classes, size: N } = volley;
    const { ff } = tablesFor(num, N);
    this.ff = ff;
    const topHits = states.reduce((m, s) => Math.max(m, s.hits), 0);
    this.topHits = topHits;
    let deepest = 0;
    for (const s of states) {
      if (s.drawn + s.hits > N)
        throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: s.drawn + s.hits });
      deepest = Math.max(deepest, s.drawn + s.hits);
    }
    this.most = classes.map((c) => Math.min(c.size, topHits));
    // the fold's order: most cards outermost, fewest innermost
    this.order = classes.map((_, i) => i).sort((x, y) => this.most[y]! - this.most[x]!);
    this.stride = new Array<number>(classes.length).fill(0);
    let cells = 1;
    for (let level = classes.length - 1; level >= 0; level -= 1) {
      const c = this.order[level]!;
      this.stride[c] = cells;
      cells *= this.most[c]! + 1;
    }
    // the work ahead: every cell, and every way to split each state's hits among the classes
    const { choose } = tablesFor(FLOAT, N + classes.length);
    const terms = states.reduce((n, s) => n + choose(s.hits + classes.length - 1, classes.length - 1), cells);
    if (terms > FIRE_ODDS_TUNING.maxEffectTerms) throw tooComplex(volley);
    this.weights = new Array<T>(cells).fill(num.zero);
    for (const s of states) {
      // the ordered effect cards (h!) and the lift to ff(N, deepest)
      const lifted = num.mul(
        num.mul(s.weight, ff(s.hits, s.hits)),
        ff(N - s.drawn - s.hits, deepest - s.drawn - s.hits),
      );
      this.spread(s, 0, s.hits, 0, lifted);
    }
    let scale = ff(N, deepest);
    classes.forEach((c, i) => (scale = num.mul(scale, ff(c.size, this.most[i]!))));
    this.den = scale;
  }

  /** Add weight · Π ff(left of class, j) to every vector j of effect cards summing to the state's hits. */
  private spread(s: ShotState<T>, level: number, rest: number, cell: number, weight: T): void {
    const { num, ff, order } = this;
    const c = order[level]!;
    const left = this.volley.classes[c]!.size - s.taken[c]!;
    const stride = this.stride[c]!;
    if (level === order.length - 1) {
      if (rest > left) return;
      const at = cell + rest * stride;
      this.weights[at] = num.add(this.weights[at]!, num.mul(weight, ff(left, rest)));
      return;
    }
    if (level === order.length - 2) {
      // the last class takes what is left of the hits
      const last = order[level + 1]!;
      const lastLeft = this.volley.classes[last]!.size - s.taken[last]!;
      const lastStride = this.stride[last]!;
      for (let j = Math.max(0, rest - lastLeft); j <= rest && j <= left; j += 1) {
        const at = cell + j * stride + (rest - j) * lastStride;
        this.weights[at] = num.add(this.weights[at]!, num.mul(num.mul(weight, ff(left, j)), ff(lastLeft, rest - j)));
      }
      return;
    }
    for (let j = 0; j <= rest && j <= left; j += 1)
      this.spread(s, level + 1, rest - j, cell + j * stride, num.mul(weight, ff(left, j)));
  }

  /** Σ over vectors j of weight(j) · Π_c rows_c[j_c], as a flat polynomial in (a, b). */
  fold(p: Projection): T[] {
    const rows = this.volley.classes.map((_, c) => this.rows(c, p));
    // one working polynomial per level: a level's result is added into its parent before the next is made
    const work = this.order.map(() => this.zero(p));
    return this.foldLevel(p, rows, work, 0, 0, 0) ? work[0]!.c : this.zero(p).c;
  }

  /** work[level] = the fold of the levels from `level` inward under the prefix `cell`; false when zero. */
  private foldLevel(
    p: Projection,
    rows: readonly Poly<T>[][],
    work: readonly Poly<T>[],
    level: number,
    cell: number,
    used: number,
  ): boolean {
    const { num } = this;
    const c = this.order[level]!;
    const top = Math.min(this.most[c]!, this.topHits - used);
    const out = work[level]!;
    out.c.fill(num.zero);
    out.deg = 0;
    let any = false;
    for (let j = 0; j <= top; j += 1) {
      const at = cell + j * this.stride[c]!;
      if (level === this.order.length - 1) {
        const w = this.weights[at]!;
        if (w === num.zero) continue;
        scaleAdd(num, p, out, rows[c]![j]!, w);
      } else {
        if (!this.foldLevel(p, rows, work, level + 1, at, used + j)) continue;
        multiplyAdd(num, p, out, rows[c]![j]!, work[level + 1]!);
      }
      any = true;
    }
    return any;
  }

  private zero(p: Projection): Poly<T> {
    return { c: new Array<T>((p.a + 1) * (p.b + 1)).fill(this.num.zero), deg: 0 };
  }

  /** rows[j]: j effect cards from class c, ff(size − j, J − j) · C(saved, ·) C(wound, w) C(incap, i), projected. */
  private rows(c: number, p: Projection): Poly<T>[] {
    const { num } = this;
    const { ff, choose } = tablesFor(num, this.volley.size);
    const k = this.volley.classes[c]!;
    const J = this.most[c]!;
    const B = p.b + 1;
    // through: WOUND and INCAPACITATE count alike (C(wound + incap, x) ways); clean: no INCAPACITATE
    const unsaved = p.kind === "through" ? k.wound + k.incap : k.wound;
    const rows: Poly<T>[] = [];
    for (let j = 0; j <= J; j += 1) {
      const row = this.zero(p);
      row.deg = j;
      const lift = ff(k.size - j, J - j);
      for (let w = 0; w <= j && w <= p.a; w += 1) {
        if (p.kind !== "joint") {
          row.c[w] = num.mul(lift, num.mul(choose(k.saved, j - w), choose(unsaved, w)));
          continue;
        }
        for (let i = 0; i + w <= j && i <= p.b; i += 1) {
          row.c[w * B + i] = num.mul(
            lift,
            num.mul(num.mul(choose(k.saved, j - w - i), choose(k.wound, w)), choose(k.incap, i)),
          );
        }
      }
      rows.push(row);
    }
    return rows;
  }
}

/** out += w · x */
function scaleAdd<T>(num: Numbers<T>, p: Projection, out: Poly<T>, x: Poly<T>, w: T): void {
  const B = p.b + 1;
  for (let a = 0; a <= p.a && a <= x.deg; a += 1) {
    for (let b = 0; b <= p.b && a + b <= x.deg; b += 1) {
      const v = x.c[a * B + b]!;
      if (v !== num.zero) out.c[a * B + b] = num.add(out.c[a * B + b]!, num.mul(w, v));
    }
  }
  out.deg = Math.max(out.deg, x.deg);
}

/** out += x · y, terms beyond (p.a, p.b) dropped; every term has a + b ≤ its polynomial's degree. */
function multiplyAdd<T>(num: Numbers<T>, p: Projection, out: Poly<T>, x: Poly<T>, y: Poly<T>): void {
  const B = p.b + 1;
  for (let a1 = 0; a1 <= p.a && a1 <= x.deg; a1 += 1) {
    for (let b1 = 0; b1 <= p.b && a1 + b1 <= x.deg; b1 += 1) {
      const l = x.c[a1 * B + b1]!;
      if (l === num.zero) continue;
      for (let a2 = 0; a1 + a2 <= p.a && a2 <= y.deg; a2 += 1) {
        for (let b2 = 0; b1 + b2 <= p.b && a2 + b2 <= y.deg; b2 += 1) {
          const r = y.c[a2 * B + b2]!;
          if (r === num.zero) continue;
          const at = (a1 + a2) * B + b1 + b2;
          out.c[at] = num.add(out.c[at]!, num.mul(l, r));
        }
      }
    }
  }
  out.deg = Math.max(out.deg, x.deg + y.deg);
}
