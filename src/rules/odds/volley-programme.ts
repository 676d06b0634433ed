/**
 * The card-by-card programme behind the exact volley odds (CORE-5; the method is told in
 * volley.ts): the state's component layout, the firing plan (shooters ordered by holes needed,
 * their distinct thresholds and bands) and the programme that takes every shot card, kills bands
 * no shooter ahead can tell apart and splits them into effect types. volley.ts reads its final
 * layer into hits, effects or shooters ended.
 */
import { OOA_GROUP, TYPES, binomials, type Arith, type PileCounts, type VolleyShooter } from "./volley-piles";
import { Layer } from "./volley-layer";

/** The programme yields every SLICE + 1 states (a fraction of a millisecond), so a caller can spread the work over frames. */
export const SLICE = 63;

// component layout: [stage, counter, dead S, dead W, dead I, OUT_OF_AMMO, band 1 … band k]
export const STAGE = 0;
export const COUNTER = 1;
export const DEAD = 2;
export const OOA = 5;
export const BAND = 6;

export interface Plan {
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
export function planOf(shooters: readonly VolleyShooter[], poolSize: number): Plan {
  const clamp = (n: number) => Math.max(0, Math.min(7, n));
  const firing = shooters.filter((s) => s.shots > 0);
  const ordered = firing.reduce((n, s) => n + s.shots, 0) > poolSize;
  const sorted = ordered ? firing : [...firing].sort((a, b) => clamp(a.needed) - clamp(b.needed));
  const thresholds = [...new Set(sorted.map((s) => clamp(s.needed)))].sort((a, b) => a - b);
  return { shooters: sorted, thresholds, phase: sorted.map((s) => thresholds.indexOf(clamp(s.needed))) };
}

/** band of holes value v: how many thresholds it meets (0 = below every one). */
export function bandOf(v: number, thresholds: readonly number[]): number {
  let b = 0;
  while (b < thresholds.length && v >= thresholds[b]!) b += 1;
  return b;
}

/** The card-by-card programme; counter = hits ("hits") or shooters ended ("ended"). */
export class Programme<T> {
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
      const c = states.comp(i);
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
        let c = active.comp(i);
        let key = active.keys[i]!;
        const w = active.weights[i]!;
        let pile = c[STAGE]!;
        let left = this.left(c, pile);
        if (left === 0 && pile + 1 < this.piles.length) {
          // CORE-1 the pile is exhausted: the refill pile comes in, nothing taken from it yet
          c = new Int16Array(this.width);
          c[STAGE] = pile + 1;
          c[COUNTER] = active.comp(i)[COUNTER]!;
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
    for (let i = 0; i < active.size; i += 1) {
      if ((i & SLICE) === SLICE) yield;
      done.add(active.comp(i), active.weights[i]!);
    }
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
