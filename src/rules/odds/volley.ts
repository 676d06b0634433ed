/**
 * Exact odds of any volley (CORE-5), without a limit on the number of distinct thresholds.
 *
 * The rule is the one of fire.ts: every shot card first, shooter by shooter, a card hits when it
 * shows the holes that shooter needs, an OUT_OF_AMMO card ends the shooting of a shooter whose
 * weapon has a reload rule; then one effect card per hit (cover section, damage section). Every
 * card read is uniform among the cards not yet seen, whoever reads it, so the shooters are taken
 * in ASCENDING order of holes needed.
 *
 * Method: a programme card by card. The state counts the cards taken from each class and the
 * hits so far; its weight counts the ordered ways to draw specific cards. A class is a "band" of
 * holes between two thresholds still ahead (every band hits the current shooter, since he needs
 * the fewest), OUT_OF_AMMO while someone ahead stops on it, and three "dead" classes by effect type
 * (saved by cover, WOUND, INCAPACITATE) for the cards nobody ahead can tell apart. When a band
 * falls below every threshold ahead it dies: the cards taken from it are a uniform subset of the
 * band (nobody told its cards apart), so they are split into effect types by the hypergeometric
 * weights C(saved, s) C(wound, w) C(incap, i) / C(band, k), an exact division. The state space
 * shrinks as the draws grow. At the end the effect cards are one draw over the three effect types
 * of the cards left.
 *
 * When the pool runs out, the draws go on in the refill pile (CORE-1: the discard pile shuffled
 * back in); when both are empty a draw finds no card (a miss, no effect).
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
const TYPES = 3;

/**
 * One pile's cards: counts[group][type], group = holes value 0..6 (a card showing more counts as 6+), 7 = OUT_OF_AMMO.
 */
export interface PileCounts {
  readonly size: number;
  readonly counts: readonly (readonly number[])[];
}

const OOA_GROUP = 7;
/** The programme yields every SLICE + 1 states, so a caller can spread the work over frames (chunked work). */
const SLICE = 255;
/** States per block of a layer's rows. */
const ROWS = 4096;

/** Run a counting generator to its end at once. */
export function drain<R>(steps: Generator<void, R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

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

export interface VolleyCounts<T> {
  /** hits[x] over hitsDen. */
  readonly hits: T[];
  readonly hitsDen: T;
  /** joint[w][i] over effectDen: w WOUND and i INCAPACITATE effect cards not saved by cover. */
  readonly joint: T[][];
  readonly effectDen: T;
}

export interface EndedCounts<T> {
  readonly ended: T[];
  readonly den: T;
}

/** Binomials and a few factorials for pools up to `size` cards. */
function binomials<T>(num: Arith<T>, size: number): { choose(n: number, k: number): T; fact(n: number): T } {
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

/** Layer of states: components (Int16Array) and weights, indexed by a packed key. */
class Layer<T> {
  readonly comps: Int16Array[] = [];
  readonly keys: (number | string)[] = [];
  readonly weights: T[] = [];
  private readonly index = new Map<number | string, number>();
  /**
   * Packed keys: an open-addressing table (keys as doubles, positions + 1; 0 = empty), faster than a Map of doubles.
   */
  private table = new Float64Array(1024);
  private slots = new Int32Array(1024);
  /** Rows are views into blocks of rows (one backing store per ROWS states, not one per state). */
  private block = new Int16Array(0);
  private used = 0;
  constructor(
    private readonly num: Arith<T>,
    private readonly place: readonly number[],
    private readonly packed: boolean,
  ) {}
  /** A fresh row of `width` components (zeros). */
  row(width: number): Int16Array {
    if (this.used + width > this.block.length) {
      this.block = new Int16Array(width * ROWS);
      this.used = 0;
    }
    const r = this.block.subarray(this.used, this.used + width);
    this.used += width;
    return r;
  }
  keyOf(c: Int16Array): number | string {
    if (!this.packed) return c.join(",");
    let k = 0;
    for (let i = 0; i < c.length; i += 1) k += c[i]! * this.place[i]!;
    return k;
  }
  /** Add weight to the state `c` with component `at` raised by one (and `also` by one when ≥ 0); c is not kept. */
  addStep(c: Int16Array, key: number | string, at: number, also: number, weight: T): void {
    let k: number | string;
    if (typeof key === "number") k = key + this.place[at]! + (also >= 0 ? this.place[also]! : 0);
    else {
      c[at]! += 1;
      if (also >= 0) c[also]! += 1;
      k = c.join(",");
      c[at]! -= 1;
      if (also >= 0) c[also]! -= 1;
    }
    const found = this.find(k);
    if (found >= 0) {
      this.weights[found] = this.num.add(this.weights[found]!, weight);
      return;
    }
    const copy = this.row(c.length);
    copy.set(c);
    copy[at]! += 1;
    if (also >= 0) copy[also]! += 1;
    this.remember(k, this.keys.length);
    this.comps.push(copy);
    this.keys.push(k);
    this.weights.push(weight);
  }
  private hash(k: number): number {
    return Math.imul((k | 0) ^ Math.floor(k / 4294967296), 0x9e3779b1) >>> 0;
  }
  /** Position of the state with key k, -1 when none. */
  private find(k: number | string): number {
    if (typeof k === "string") return this.index.get(k) ?? -1;
    const mask = this.table.length - 1;
    for (let h = this.hash(k) & mask; ; h = (h + 1) & mask) {
      const slot = this.slots[h]!;
      if (slot === 0) return -1;
      if (this.table[h] === k) return slot - 1;
    }
  }
  private remember(k: number | string, position: number): void {
    if (typeof k === "string") {
      this.index.set(k, position);
      return;
    }
    if (2 * (position + 1) > this.table.length) {
      // grow: twice the room, every packed key placed again
      const keys = this.keys;
      this.table = new Float64Array(this.table.length * 2);
      this.slots = new Int32Array(this.table.length);
      for (let i = 0; i < keys.length; i += 1) this.place1(keys[i] as number, i);
    }
    this.place1(k, position);
  }
  private place1(k: number, position: number): void {
    const mask = this.table.length - 1;
    let h = this.hash(k) & mask;
    while (this.slots[h] !== 0) h = (h + 1) & mask;
    this.table[h] = k;
    this.slots[h] = position + 1;
  }
  add(c: Int16Array, weight: T): void {
    const k = this.keyOf(c);
    const found = this.find(k);
    if (found >= 0) {
      this.weights[found] = this.num.add(this.weights[found]!, weight);
      return;
    }
    this.remember(k, this.keys.length);
    this.comps.push(c);
    this.keys.push(k);
    this.weights.push(weight);
  }
  get size(): number {
    return this.keys.length;
  }
}

// component layout: [stage, counter, dead S, dead W, dead I, OUT_OF_AMMO, band 1 … band k]
const STAGE = 0;
const COUNTER = 1;
const DEAD = 2;
const OOA = 5;
const BAND = 6;

interface Plan {
  readonly shooters: readonly VolleyShooter[];
  /** Distinct thresholds, ascending, clamped to 0..7. */
  readonly thresholds: readonly number[];
  /** phase of each shooter (index of his threshold). */
  readonly phase: readonly number[];
}

/**
 * The shooters in ascending order of holes needed, unless the shot cards can run the pool out:
 * then the order of the draws matters (the refill pile is not part of the shuffle) and the
 * given order is kept.
 */
function planOf(shooters: readonly VolleyShooter[], poolSize: number): Plan {
  const clamp = (n: number) => Math.max(0, Math.min(7, n));
  const firing = shooters.filter((s) => s.shots > 0);
  const ordered = firing.reduce((n, s) => n + s.shots, 0) > poolSize;
  const sorted = ordered ? firing : [...firing].sort((a, b) => clamp(a.needed) - clamp(b.needed));
  const thresholds = [...new Set(sorted.map((s) => clamp(s.needed)))].sort((a, b) => a - b);
  return { shooters: sorted, thresholds, phase: sorted.map((s) => thresholds.indexOf(clamp(s.needed))) };
}

/** band of holes value v: how many thresholds it meets (0 = below every one). */
function bandOf(v: number, thresholds: readonly number[]): number {
  let b = 0;
  while (b < thresholds.length && v >= thresholds[b]!) b += 1;
  return b;
}

/** The card-by-card programme; counter = hits ("hits") or shooters ended ("ended"). */
class Programme<T> {
  readonly piles: PileCounts[];
  /** bandCounts[pile][band][type], band 0..k; ooa[pile][type]. */
  private readonly bandCounts: number[][][];
  private readonly ooaCounts: number[][];
  /** dead[pile][type]: cards nobody ahead tells apart, by effect type. */
  private readonly dead: number[][];
  private ooaLive: boolean;
  /** Bands still told apart by a shooter ahead (1..k), ascending. */
  private readonly live: number[];
  private readonly choose: (n: number, k: number) => T;
  readonly fact: (n: number) => T;
  private readonly place: number[];
  private readonly packed: boolean;
  readonly width: number;
  /** den[d]: ordered ways to draw d cards (the product of the cards left at each draw). */
  readonly den: T[];

  constructor(
    readonly num: Arith<T>,
    piles: readonly PileCounts[],
    readonly plan: Plan,
    readonly counter: "hits" | "ended",
  ) {
    // counting shooters ended, the effect types do not matter: one type
    const lumped =
      counter === "ended"
        ? piles.map((p) => ({ size: p.size, counts: p.counts.map((g) => [g[0]! + g[1]! + g[2]!, 0, 0]) }))
        : piles;
    this.piles = lumped.filter((p, i) => i === 0 || p.size > 0);
    const k = plan.thresholds.length;
    this.bandCounts = this.piles.map((p) => {
      const bands = Array.from({ length: k + 1 }, () => [0, 0, 0]);
      for (let v = 0; v <= 6; v += 1) {
        const b = counter === "ended" ? 0 : bandOf(v, plan.thresholds);
        for (let t = 0; t < TYPES; t += 1) bands[b]![t]! += p.counts[v]![t]!;
      }
      return bands;
    });
    this.ooaCounts = this.piles.map((p) => [...p.counts[OOA_GROUP]!]);
    this.dead = this.bandCounts.map((bands) => [...bands[0]!]);
    this.ooaLive = true;
    this.live = counter === "hits" ? plan.thresholds.map((_, i) => i + 1) : [];
    const biggest = this.piles.reduce((m, p) => Math.max(m, p.size), 0);
    const { choose, fact } = binomials(num, biggest + 1);
    this.choose = choose;
    this.fact = fact;
    const allShots = plan.shooters.reduce((s, x) => s + x.shots, 0);
    this.width = BAND + k;
    const radix: number[] = new Array<number>(this.width).fill(1);
    radix[STAGE] = this.piles.length;
    radix[COUNTER] = (counter === "hits" ? allShots : plan.shooters.length) + 1;
    const cap = (n: number) => Math.min(n, allShots) + 1;
    for (let t = 0; t < TYPES; t += 1)
      radix[DEAD + t] = cap(
        this.piles.reduce(
          (m, p) =>
            Math.max(
              m,
              p.counts.reduce((s, g) => s + g[t]!, 0),
            ),
          0,
        ),
      );
    radix[OOA] = cap(Math.max(...this.ooaCounts.map((o) => o[0]! + o[1]! + o[2]!)));
    for (let b = 1; b <= k; b += 1)
      radix[BAND + b - 1] = cap(Math.max(...this.bandCounts.map((bands) => bands[b]!.reduce((s, x) => s + x, 0))));
    this.place = new Array<number>(this.width).fill(0);
    let product = 1;
    for (let i = this.width - 1; i >= 0; i -= 1) {
      this.place[i] = product;
      product *= radix[i]!;
    }
    this.packed = product <= Number.MAX_SAFE_INTEGER;
    const den: T[] = [num.one];
    let d = 0;
    for (const p of this.piles)
      for (let left = p.size; left > 0; left -= 1, d += 1) den.push(num.mul(den[d]!, num.int(left)));
    this.den = den;
  }

  layer(): Layer<T> {
    return new Layer(this.num, this.place, this.packed);
  }

  /** Cards drawn in all, from the state's components. */
  drawn(c: Int16Array): number {
    let d = 0;
    for (let i = DEAD; i < this.width; i += 1) d += c[i]!;
    for (let s = 0; s < c[STAGE]!; s += 1) d += this.piles[s]!.size;
    return d;
  }

  /** The states after every shooter's shot cards, every class dead (components: stage, counter, dead by type). */
  *run(): Generator<void, Layer<T>> {
    const { num, plan } = this;
    let states = this.layer();
    states.add(new Int16Array(this.width), num.one);
    for (let s = 0; s < plan.shooters.length; s += 1) {
      // a band that misses every shooter ahead joins the dead (in ascending order: the bands below his threshold)
      const lowest = Math.min(...plan.phase.slice(s));
      while (this.counter === "hits" && this.live.length > 0 && this.live[0]! <= lowest)
        states = yield* this.killBand(states, this.live.shift()!);
      if (this.ooaLive && !plan.shooters.slice(s).some((x) => x.outOfAmmoEnds)) states = yield* this.killOoa(states);
      states = yield* this.shoot(states, plan.shooters[s]!, plan.phase[s]!);
    }
    while (this.live.length > 0) states = yield* this.killBand(states, this.live.shift()!);
    if (this.ooaLive) states = yield* this.killOoa(states);
    return states;
  }

  private *killBand(states: Layer<T>, b: number): Generator<void, Layer<T>> {
    return yield* this.kill(states, BAND + b - 1, (p) => this.bandCounts[p]![b]!);
  }

  private *killOoa(states: Layer<T>): Generator<void, Layer<T>> {
    this.ooaLive = false;
    return yield* this.kill(states, OOA, (p) => this.ooaCounts[p]!);
  }

  /** The class at component `at` dies: its cards taken split into effect types; its cards join the dead. */
  private *kill(states: Layer<T>, at: number, counts: (pile: number) => readonly number[]): Generator<void, Layer<T>> {
    const { num, choose } = this;
    const next = this.layer();
    for (let i = 0; i < states.size; i += 1) {
      if ((i & SLICE) === SLICE) yield;
      const c = states.comps[i]!;
      const w = states.weights[i]!;
      const taken = c[at]!;
      if (taken === 0) {
        next.add(c, w);
        continue;
      }
      const [cs, cw, ci] = counts(c[STAGE]!) as [number, number, number];
      const base = num.div(w, choose(cs + cw + ci, taken));
      for (let ks = Math.max(0, taken - cw - ci); ks <= Math.min(cs, taken); ks += 1) {
        for (let kw = Math.max(0, taken - ks - ci); kw <= Math.min(cw, taken - ks); kw += 1) {
          const ki = taken - ks - kw;
          const copy = next.row(c.length);
          copy.set(c);
          copy[at] = 0;
          copy[DEAD] = copy[DEAD]! + ks;
          copy[DEAD + 1] = copy[DEAD + 1]! + kw;
          copy[DEAD + 2] = copy[DEAD + 2]! + ki;
          next.add(copy, num.mul(base, num.mul(choose(cs, ks), num.mul(choose(cw, kw), choose(ci, ki)))));
        }
      }
    }
    for (let p = 0; p < this.piles.length; p += 1) {
      const add = counts(p);
      for (let t = 0; t < TYPES; t += 1) this.dead[p]![t]! += add[t]!;
    }
    return next;
  }

  /**
   * One shooter's shot cards, card by card; an OUT_OF_AMMO card ends his shooting when his weapon has a reload rule.
   */
  private *shoot(states: Layer<T>, shooter: VolleyShooter, phase: number): Generator<void, Layer<T>> {
    const { num } = this;
    const hits = this.counter === "hits";
    const done = this.layer();
    let active = states;
    for (let slot = 0; slot < shooter.shots; slot += 1) {
      const next = this.layer();
      for (let i = 0; i < active.size; i += 1) {
        if ((i & SLICE) === SLICE) yield;
        let c = active.comps[i]!;
        let key = active.keys[i]!;
        const w = active.weights[i]!;
        let pile = c[STAGE]!;
        let left = this.left(c, pile);
        if (left === 0 && pile + 1 < this.piles.length) {
          // CORE-1 the pile is exhausted: the refill pile comes in, nothing taken from it yet
          c = new Int16Array(this.width);
          c[STAGE] = pile + 1;
          c[COUNTER] = active.comps[i]![COUNTER]!;
          key = next.keyOf(c);
          pile += 1;
          left = this.left(c, pile);
        }
        if (left === 0) {
          next.add(c, w); // no card left anywhere: the shot draws nothing
          continue;
        }
        for (let t = 0; t < TYPES; t += 1) {
          const n = this.dead[pile]![t]! - c[DEAD + t]!;
          if (n > 0) next.addStep(c, key, DEAD + t, -1, num.mul(w, num.int(n)));
        }
        if (this.ooaLive) {
          const o = this.ooaCounts[pile]!;
          const n = o[0]! + o[1]! + o[2]! - c[OOA]!;
          if (n > 0) {
            if (shooter.outOfAmmoEnds) done.addStep(c, key, OOA, hits ? -1 : COUNTER, num.mul(w, num.int(n)));
            else next.addStep(c, key, OOA, -1, num.mul(w, num.int(n)));
          }
        }
        if (hits) {
          for (const b of this.live) {
            const bc = this.bandCounts[pile]![b]!;
            const n = bc[0]! + bc[1]! + bc[2]! - c[BAND + b - 1]!;
            // band b meets the thresholds T[0..b-1]: it hits the shooter of threshold T[phase] when b > phase
            if (n > 0) next.addStep(c, key, BAND + b - 1, b > phase ? COUNTER : -1, num.mul(w, num.int(n)));
          }
        }
      }
      active = next;
    }
    for (let i = 0; i < active.size; i += 1) done.add(active.comps[i]!, active.weights[i]!);
    return done;
  }

  private left(c: Int16Array, pile: number): number {
    let n = 0;
    for (let t = 0; t < TYPES; t += 1) n += this.dead[pile]![t]! - c[DEAD + t]!;
    if (this.ooaLive) {
      const o = this.ooaCounts[pile]!;
      n += o[0]! + o[1]! + o[2]! - c[OOA]!;
    }
    for (const b of this.live) {
      const bc = this.bandCounts[pile]![b]!;
      n += bc[0]! + bc[1]! + bc[2]! - c[BAND + b - 1]!;
    }
    return n;
  }

  /** Cards left of each effect type in the state's pile, and in the piles after it. */
  remaining(c: Int16Array): { here: number[]; later: number[][] } {
    const pile = c[STAGE]!;
    const here = [0, 1, 2].map((t) => this.dead[pile]![t]! - c[DEAD + t]!);
    return { here, later: this.dead.slice(pile + 1) };
  }
}

/** hits, and the effect cards' unsaved WOUND/INCAPACITATE joint distribution. */
export function countVolley<T>(
  num: Arith<T>,
  piles: readonly PileCounts[],
  shooters: readonly VolleyShooter[],
): VolleyCounts<T> {
  return drain(countVolleySteps(num, piles, shooters));
}

/** countVolley as steps: yields between slices of work, returns the counts. */
export function* countVolleySteps<T>(
  num: Arith<T>,
  piles: readonly PileCounts[],
  shooters: readonly VolleyShooter[],
): Generator<void, VolleyCounts<T>> {
  const plan = planOf(shooters, piles[0]?.size ?? 0);
  const allShots = plan.shooters.reduce((s, x) => s + x.shots, 0);
  const prog = new Programme(num, piles, plan, "hits");
  const states = yield* prog.run();
  // hits over den(most drawn)
  let most = 0;
  let deepest = 0;
  const total = prog.den.length - 1;
  for (let i = 0; i < states.size; i += 1) {
    const c = states.comps[i]!;
    const d = prog.drawn(c);
    most = Math.max(most, d);
    deepest = Math.max(deepest, Math.min(total, d + c[COUNTER]!));
  }
  const hits: T[] = new Array<T>(allShots + 1).fill(num.zero);
  const n = allShots;
  const joint: T[][] = Array.from({ length: n + 1 }, (_, w) => new Array<T>(n + 1 - w).fill(num.zero));
  const { fact } = prog;
  const small = binomials(num, prog.piles.reduce((m, p) => Math.max(m, p.size), 0) + 1).choose;
  for (let i = 0; i < states.size; i += 1) {
    if ((i & SLICE) === SLICE) yield;
    const c = states.comps[i]!;
    const w = states.weights[i]!;
    const d = prog.drawn(c);
    const h = c[COUNTER]!;
    hits[h] = num.add(hits[h]!, num.mul(w, num.div(prog.den[most]!, prog.den[d]!)));
    // CORE-5.5/5.6 the effect cards: the next h cards, one draw over the effect types left
    const { here, later } = prog.remaining(c);
    const [rs, rw, ri] = here as [number, number, number];
    const inPile = rs + rw + ri;
    const addJoint = (
      baseW: number,
      baseI: number,
      fromS: number,
      fromW: number,
      fromI: number,
      count: number,
      weight: T,
    ): void => {
      for (let a = 0; a <= count && a <= fromW; a += 1) {
        for (let b = 0; a + b <= count && b <= fromI; b += 1) {
          const s = count - a - b;
          if (s > fromS) continue;
          const ways = num.mul(small(fromS, s), num.mul(small(fromW, a), small(fromI, b)));
          if (num.isZero(ways)) continue;
          const row = joint[baseW + a]!;
          row[baseI + b] = num.add(row[baseI + b]!, num.mul(weight, ways));
        }
      }
    };
    if (h <= inPile) {
      const end = d + h;
      addJoint(0, 0, rs, rw, ri, h, num.mul(num.mul(w, fact(h)), num.div(prog.den[deepest]!, prog.den[end]!)));
      continue;
    }
    // the pile runs out: every card left, then the next pile (if any), then nothing
    const next = later[0];
    const extra = next ? Math.min(h - inPile, next[0]! + next[1]! + next[2]!) : 0;
    const end = d + inPile + extra;
    const weight = num.mul(num.mul(num.mul(w, fact(inPile)), fact(extra)), num.div(prog.den[deepest]!, prog.den[end]!));
    if (next) addJoint(rw, ri, next[0]!, next[1]!, next[2]!, extra, weight);
    else addJoint(rw, ri, 0, 0, 0, 0, weight);
  }
  return { hits, hitsDen: prog.den[most]!, joint, effectDen: prog.den[deepest]! };
}

/** CORE-5.4 how many shooters an OUT_OF_AMMO card ends (a two-class programme). */
export function countEnded<T>(
  num: Arith<T>,
  piles: readonly PileCounts[],
  shooters: readonly VolleyShooter[],
): EndedCounts<T> {
  const plan = planOf(shooters, piles[0]?.size ?? 0);
  const prog = new Programme(num, piles, plan, "ended");
  const states = drain(prog.run());
  let most = 0;
  for (let i = 0; i < states.size; i += 1) most = Math.max(most, prog.drawn(states.comps[i]!));
  const ended: T[] = new Array<T>(shooters.length + 1).fill(num.zero);
  for (let i = 0; i < states.size; i += 1) {
    const c = states.comps[i]!;
    const e = c[COUNTER]!;
    ended[e] = num.add(ended[e]!, num.mul(states.weights[i]!, num.div(prog.den[most]!, prog.den[prog.drawn(c)]!)));
  }
  return { ended, den: prog.den[most]! };
}
