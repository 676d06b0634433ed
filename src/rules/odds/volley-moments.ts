/**
 * Exact volley odds by factorial moments (CORE-5), the way resolveFire plays the volley: every
 * shot card first, shooter by shooter (an OUT_OF_AMMO card ends the shooting of a shooter whose
 * weapon has a reload rule), then one effect card per hit; from the pool, then the refill pile
 * (the discard pile shuffled back in, CORE-1), then no card at all (a miss, no effect).
 *
 * For a count Z (hits; effect cards not saved by cover; unsaved INCAPACITATE cards) the factorial
 * moments E[C(Z, m)] are sums over the m-subsets of shots of the chance that all of them carry
 * the event: products of falling factorials (roles.ts). The distribution follows by inversion,
 * P(Z = z) = Σ_m (−1)^(m−z) C(m, z) E[C(Z, m)], and "no …" is P(Z = 0): the orderings that avoid
 * an event, in product form, with the effect card of a hit (a second card, CORE-5.5) as a role of
 * its own. Every figure is an integer over one known denominator, counted modulo a few primes
 * (residues.ts) and rebuilt exactly: the fraction and its value come from the same count.
 *
 * Two regimes are counted here (where the pile may run out is what changes the count):
 * - "pool": the volley never runs the pool out (every shot card and every possible effect card
 *   fits): E[C(Z, m)] in one sum.
 * - "effects": the shot cards always fit but the effect cards may run the pool out: the cards
 *   the shots read are counted exactly (each reload-rule shooter's shortfall), the effect cards
 *   left in the pool are the next ones after the shots, the rest are a uniform draw from the
 *   refill pile (beyond it, no card).
 * When the shot cards themselves may run the pool out, volley.ts counts the volley card by card.
 */
import { coverSaves, damageIs, isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { Term, binom, fallingBig, forStates, invertAxis, multinomial, numeratorsOf } from "./moment-sums";
import { Moduli, fallingBits, moduliFor, tablesFor, type CountTables } from "./residues";
import { countRoles, shooterOptions, type RoleLayer, type RoleShooter } from "./roles";

export interface MomentShooter {
  readonly shots: number;
  readonly needed: number;
  readonly outOfAmmoEnds: boolean;
}

/**
 * How effect cards are told apart: "through" not saved by cover; "down" an unsaved INCAPACITATE;
 * "joint" unsaved WOUND and unsaved INCAPACITATE.
 */
export type EffectKind = "through" | "down" | "joint";

/** Numerators over one denominator. */
export interface Counted {
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
}

export type Regime = "pool" | "effects";

/** Where this module counts the volley; null when the shot cards may run the pool out. */
export function regimeOf(pool: readonly ActionCard[], shooters: readonly MomentShooter[]): Regime | null {
  const firing = shooters.filter((s) => s.shots > 0);
  const shots = firing.reduce((n, s) => n + s.shots, 0);
  if (shots > pool.length) return null;
  const lowest = Math.min(...firing.map((s) => s.needed));
  const hitCards = pool.filter((c) => showsHoles(c, lowest)).length;
  const hitters = firing.filter((s) => pool.some((c) => showsHoles(c, s.needed))).reduce((n, s) => n + s.shots, 0);
  return shots + Math.min(hitters, hitCards) <= pool.length ? "pool" : "effects";
}

type CardTest = (card: ActionCard) => boolean;

function classesOf(kind: EffectKind | null, cover: CoverKind): CardTest[] {
  const unsaved = (c: ActionCard) => !coverSaves(c, cover);
  if (kind === "through") return [unsaved];
  if (kind === "down") return [(c) => unsaved(c) && damageIs(c, "INCAPACITATE")];
  if (kind === "joint")
    return [(c) => unsaved(c) && damageIs(c, "WOUND"), (c) => unsaved(c) && damageIs(c, "INCAPACITATE")];
  return [];
}

/** The kernel's states, and the pile counts the sums read. */
interface Kernel {
  readonly layer: RoleLayer;
  readonly tables: CountTables;
  /** Cards of each type in the pool (types: the effect classes, then the rest). */
  readonly typeSize: readonly number[];
  /** OUT_OF_AMMO cards of each type. */
  readonly ooa: readonly number[];
}

/** The exact moments of one volley over one pool (and its refill pile). */
export class VolleyMoments {
  readonly regime: Regime;
  private readonly firing: readonly MomentShooter[];
  /** Every shot of the volley. */
  readonly shots: number;
  /** Shooters, those of no shot included. */
  private readonly shooters: number;

  constructor(
    private readonly pool: readonly ActionCard[],
    private readonly refill: readonly ActionCard[],
    shooters: readonly MomentShooter[],
    private readonly cover: CoverKind,
  ) {
    const regime = regimeOf(pool, shooters);
    if (!regime) throw new Error("the shot cards may run the pool out: count the volley card by card (volley.ts)");
    this.regime = regime;
    this.firing = shooters.filter((s) => s.shots > 0);
    this.shooters = shooters.length;
    this.shots = this.firing.reduce((n, s) => n + s.shots, 0);
  }

  /** CORE-5.3 / 5.4 P(exactly h hits), h = 0 … all shots: E[C(H, s)] = Σ over s shots of P(all hit). */
  hits(): Counted {
    const N = this.pool.length;
    const all = this.shots;
    const { layer, tables, ooa } = this.kernel([], false, fallingBits(N, all));
    const { moduli } = layer;
    const sums = new Float64Array((all + 1) * moduli.count);
    const term = new Term(tables);
    forStates(layer, (x, e, _delta, at) => {
      const s = x[0]!;
      const c = s + e;
      // the Out of Ammunition roles from the OUT_OF_AMMO cards; the lift to ff(N, all)
      if (term.load(layer.weights, at).falling(ooa[0]!, e) && term.falling(N - c, all - c)) term.addTo(sums, s);
    });
    invertAxis(moduli, sums, all + 1, 1, [0]);
    return { numerators: numeratorsOf(moduli, sums, all + 1), denominator: fallingBig(N, all) };
  }

  /**
   * CORE-5.5 / 5.6 the effect cards: "through" P(exactly z hits not saved by cover), "down"
   * P(exactly z unsaved INCAPACITATE cards); "joint" P(w unsaved WOUND and i unsaved INCAPACITATE)
   * at numerators[w · (all + 1) + i].
   */
  effects(kind: EffectKind): Counted {
    const classes = classesOf(kind, this.cover);
    return this.regime === "pool" ? this.effectsInPool(classes) : this.effectsOverPiles(classes);
  }

  /**
   * CORE-5.4 P(exactly x reload-rule shooters are ended by an OUT_OF_AMMO card): the shot cards
   * fit in the pool, so "every shooter of J' reads all his shots without one" is a product,
   * ff(N − O, k) / ff(N, k) for k shots in all, and P(all of J ended) = Σ_{J' ⊆ J} (−1)^|J'| of it.
   */
  ended(): Counted {
    const N = this.pool.length;
    const O = this.pool.filter(isOutOfAmmo).length;
    const enders = this.firing.filter((s) => s.outOfAmmoEnds);
    const all = enders.reduce((n, s) => n + s.shots, 0);
    // ways[m][k]: signed ways to pick m shooters (J) and among them shooters of k shots in all (J')
    let ways: number[][] = [[1]];
    for (const s of enders) {
      const next = Array.from({ length: ways.length + 1 }, () => new Array<number>(all + 1).fill(0));
      ways.forEach((row, m) =>
        row.forEach((w, k) => {
          if (w === 0) return;
          next[m]![k]! += w;
          next[m + 1]![k]! += w;
          next[m + 1]![k + s.shots]! -= w;
        }),
      );
      ways = next;
    }
    const moments = ways.map((row) =>
      row.reduce((sum, w, k) => sum + BigInt(w) * fallingBig(N - O, k) * fallingBig(N - k, all - k), 0n),
    );
    const numerators = Array.from({ length: this.shooters + 1 }, (_, x) =>
      moments.reduce((sum, m, j) => (j < x ? sum : sum + BigInt(((j - x) % 2 === 0 ? 1 : -1) * binom(j, x)) * m), 0n),
    );
    return { numerators, denominator: fallingBig(N, all) };
  }

  /**
   * The kernel over the shooters (smallest hit set first), the cards split into the effect
   * classes and the rest. exact: count each reload-rule shooter's shortfall.
   */
  private kernel(classes: readonly CardTest[], exact: boolean, bits: number): Kernel {
    const types = classes.length + 1;
    const typeOfCard = this.pool.map((c) => {
      const t = classes.findIndex((test) => test(c));
      return t < 0 ? classes.length : t;
    });
    const typeSize = new Array<number>(types).fill(0);
    const ooa = new Array<number>(types).fill(0);
    this.pool.forEach((c, i) => {
      typeSize[typeOfCard[i]!]! += 1;
      if (isOutOfAmmo(c)) ooa[typeOfCard[i]!]! += 1;
    });
    // the cards meeting each threshold, by type
    const hitsAt = new Map<number, number[]>();
    const hitOf = (needed: number): number[] => {
      let found = hitsAt.get(needed);
      if (!found) {
        found = new Array<number>(types).fill(0);
        for (let i = 0; i < this.pool.length; i += 1)
          if (showsHoles(this.pool[i]!, needed)) found[typeOfCard[i]!]! += 1;
        hitsAt.set(needed, found);
      }
      return found;
    };
    const shooters: (RoleShooter & { size: number })[] = [];
    let most = 0;
    let emost = 0;
    let dmost = 0;
    for (const s of this.firing) {
      const hit = hitOf(s.needed);
      const size = hit.reduce((a, b) => a + b, 0);
      const options = shooterOptions(s.shots, s.outOfAmmoEnds, size > 0, exact);
      // a shooter with no role in any term (no hit possible, shortfall not counted) reads free cards only
      if (options.every((o) => o.s === 0 && o.e === 0 && o.delta === 0)) continue;
      shooters.push({ hit, options, size });
      most += Math.max(...options.map((o) => o.s));
      emost += Math.max(...options.map((o) => o.e));
      dmost += Math.max(...options.map((o) => o.delta));
    }
    shooters.sort((a, b) => a.size - b.size);
    const widest = shooters.at(-1)?.hit ?? new Array<number>(types).fill(0);
    const O = ooa.reduce((a, b) => a + b, 0);
    const longest = Math.max(0, ...this.firing.map((s) => s.shots - 1));
    const moduli = moduliFor(bits);
    const layer = countRoles(moduli, shooters, {
      x: widest.map((h) => Math.min(h, most)),
      e: Math.min(emost, O),
      delta: Math.min(dmost, O * longest),
    });
    return { layer, tables: tablesFor(moduli, Math.max(this.pool.length, this.refill.length, 1)), typeSize, ooa };
  }

  /**
   * Regime "pool": E[Π_c C(Z_c, m_c)] = Σ over the hit roles S (|S| = Σ m) of multinomial(|S|; m) ·
   * P(S hit and the effect cards of m_c of them show class c), every role over ff(N, roles).
   */
  private effectsInPool(classes: readonly CardTest[]): Counted {
    const N = this.pool.length;
    const all = this.shots;
    const k = classes.length;
    const { layer, tables, typeSize, ooa } = this.kernel(classes, false, fallingBits(N, N));
    const { moduli } = layer;
    let top = 0;
    forStates(layer, (x, e) => (top = Math.max(top, 2 * sum(x) + e)));
    const side = all + 1;
    const sums = new Float64Array(side ** k * moduli.count);
    const base = new Term(tables);
    const term = new Term(tables);
    const one = new Term(tables);
    forStates(layer, (x, e, _delta, at) => {
      const s = sum(x);
      const c = 2 * s + e;
      base.load(layer.weights, at);
      if (!base.falling(N - c, top - c)) return;
      for (const split of oooSplits(e, ooa)) {
        term.copy(base).times(split.ways);
        if (!split.parts.every((n, t) => term.falling(ooa[t]!, n))) continue;
        const after = (t: number) => typeSize[t]! - x[t]! - split.parts[t]!;
        // the effect cards of the s hit roles: m_c of class c, every one of them an effect card (Σ m = s)
        for (const m of compositions(s, k)) {
          one.copy(term).times(multinomial(s, m));
          if (m.every((n, t) => one.falling(after(t), n))) one.addTo(sums, flatIndex(m, side));
        }
      }
    });
    invertAll(moduli, sums, k, side);
    return { numerators: numeratorsOf(moduli, sums, side ** k), denominator: fallingBig(N, top) };
  }

  /**
   * Regime "effects": the next p cards after the shots stand for the effect cards still in the
   * pool. A(s, d, p) = E[C(H, s) 1[d cards read] 1[the next p show the classes p]] from the kernel
   * (exact shortfall), B(h, d, p) by inversion in s, then the effect cards: min(h, N − d) from the
   * pool, L = min(h − (N − d), R) from the refill pile (uniform), none beyond.
   */
  private effectsOverPiles(classes: readonly CardTest[]): Counted {
    const N = this.pool.length;
    const R = this.refill.length;
    const all = this.shots;
    const k = classes.length;
    const read = this.firing.reduce((n, s) => n + s.shots, 0);
    const rmost = Math.min(R, Math.max(0, all + read - N));
    const { layer, tables, typeSize, ooa } = this.kernel(classes, true, fallingBits(N, N) + fallingBits(R, rmost));
    const { moduli } = layer;
    const side = all + 1;
    const dmost = layer.count
      ? Math.max(...Array.from({ length: layer.count }, (_, i) => layer.comps[i * (k + 3) + k + 2]!))
      : 0;
    // a[((s · (dmost + 1) + delta) · side^k + p)]
    const cells = side ** k;
    // first the states by (s, shortfall, Out of Ammunition roles, class cards taken): the type-free part is summed
    const groups = new Map<number, number>();
    const keys: { s: number; delta: number; e: number; taken: number[] }[] = [];
    const wide = all + ooa.reduce((n, o) => n + o, 0) + 1;
    let agg = new Float64Array(64 * moduli.count);
    const base = new Term(tables);
    forStates(layer, (x, e, delta, at) => {
      const s = sum(x);
      for (const split of oooSplits(e, ooa)) {
        base.load(layer.weights, at).times(split.ways);
        if (!split.parts.every((n, t) => base.falling(ooa[t]!, n))) continue;
        const taken = range(k).map((t) => x[t]! + split.parts[t]!);
        const key = taken.reduce((acc, n) => acc * wide + n, (s * (dmost + 1) + delta) * wide + e);
        let slot = groups.get(key);
        if (slot === undefined) {
          slot = keys.length;
          groups.set(key, slot);
          keys.push({ s, delta, e, taken });
          if ((slot + 1) * moduli.count > agg.length) {
            const grown = new Float64Array(agg.length * 2);
            grown.set(agg);
            agg = grown;
          }
        }
        base.addTo(agg, slot);
      }
    });
    // A(s, d, p): the next |p| cards after the shots show the classes p, over ff(N, N)
    const a = new Float64Array(side * (dmost + 1) * cells * moduli.count);
    const term = new Term(tables);
    keys.forEach(({ s, delta, e, taken }, slot) => {
      const d = read - delta;
      for (const p of compositionsUpTo(Math.min(s, N - d), k)) {
        const c = s + e + sum(p);
        term.load(agg, slot * moduli.count);
        if (!term.falling(N - c, N - c)) continue;
        if (p.every((n, t) => term.falling(typeSize[t]! - taken[t]!, n)))
          term.addTo(a, (s * (dmost + 1) + delta) * cells + flatIndex(p, side));
      }
    });
    // B(h, d, p) = Σ_{s ≥ h} (−1)^(s−h) C(s, h) A(s, d, p)
    invertAxis(moduli, a, side, (dmost + 1) * cells, range((dmost + 1) * cells));
    const refillType = classes.map((test) => this.refill.filter(test).length);
    const sums = new Float64Array(cells * moduli.count);
    // the refill pile's part for L of its cards drawn as effect cards: which r show each class, and the draw
    const refillPart = (L: number) =>
      compositionsUpTo(L, k).flatMap((r) => {
        const t = new Term(tables);
        t.r.fill(1);
        t.times(multinomial(L, r));
        return r.every((n, c) => t.falling(refillType[c]!, n)) && t.falling(R - sum(r), rmost - sum(r))
          ? [{ r, t }]
          : [];
      });
    const refillParts = range(rmost + 1).map(refillPart);
    const pool = new Term(tables);
    const one = new Term(tables);
    for (let h = 0; h <= all; h += 1)
      for (let delta = 0; delta <= dmost; delta += 1) {
        const d = read - delta;
        const inPool = Math.min(h, N - d);
        const L = Math.min(R, Math.max(0, h - (N - d)));
        for (const p of compositionsUpTo(inPool, k)) {
          // the pool's effect cards: which p of them show each class
          pool
            .load(a, ((h * (dmost + 1) + delta) * cells + flatIndex(p, side)) * moduli.count)
            .times(multinomial(inPool, p));
          for (const { r, t } of refillParts[L]!) {
            one.copy(pool).timesTerm(t);
            one.addTo(
              sums,
              flatIndex(
                p.map((n, c) => n + r[c]!),
                side,
              ),
            );
          }
        }
      }
    invertAll(moduli, sums, k, side);
    return {
      numerators: numeratorsOf(moduli, sums, cells),
      denominator: fallingBig(N, N) * fallingBig(R, rmost),
    };
  }
}

const sum = (xs: ArrayLike<number>): number => {
  let t = 0;
  for (let i = 0; i < xs.length; i += 1) t += xs[i]!;
  return t;
};

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

const flatIndex = (m: readonly number[], side: number): number => m.reduce((at, n) => at * side + n, 0);

const compositionMemo = new Map<string, number[][]>();

/** Every k-tuple of non-negative integers summing to n (the same arrays for the same n and k). */
function compositions(n: number, k: number): number[][] {
  const key = `${n}|${k}`;
  let found = compositionMemo.get(key);
  if (!found) compositionMemo.set(key, (found = listCompositions(n, k)));
  return found;
}

function listCompositions(n: number, k: number): number[][] {
  if (k === 0) return n === 0 ? [[]] : [];
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let first = 0; first <= n; first += 1)
    for (const rest of compositions(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

const upToMemo = new Map<string, number[][]>();

function compositionsUpTo(n: number, k: number): number[][] {
  const key = `${n}|${k}`;
  let found = upToMemo.get(key);
  if (!found) upToMemo.set(key, (found = range(Math.max(0, n) + 1).flatMap((total) => compositions(total, k))));
  return found;
}

/** The Out of Ammunition roles split by type (the cards each type has), with the ways to place them. */
function oooSplits(e: number, ooa: readonly number[]): { parts: number[]; ways: number }[] {
  const key = `${e}|${ooa.join()}`;
  let found = splitMemo.get(key);
  if (!found) splitMemo.set(key, (found = listSplits(e, ooa)));
  return found;
}

const splitMemo = new Map<string, { parts: number[]; ways: number }[]>();

function listSplits(e: number, ooa: readonly number[]): { parts: number[]; ways: number }[] {
  return compositions(e, ooa.length)
    .filter((parts) => parts.every((n, t) => n <= ooa[t]!))
    .map((parts) => ({ parts, ways: multinomial(e, parts) }));
}

/** Moments to a distribution along every class axis. */
function invertAll(moduli: Moduli, sums: Float64Array, k: number, side: number): void {
  for (let axis = 0; axis < k; axis += 1) {
    const stride = side ** (k - 1 - axis);
    const blocks = range(side ** k).filter((i) => Math.floor(i / stride) % side === 0);
    invertAxis(moduli, sums, side, stride, blocks);
  }
}
