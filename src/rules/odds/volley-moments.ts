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
import {
  Term,
  binom,
  compositions,
  fallingBig,
  flatIndex,
  stateAt,
  invertAll,
  invertAxis,
  multinomial,
  numeratorsOf,
  oooSplits,
  sum,
} from "./moment-sums";
import { Moduli, fallingBits, moduliFor, tablesFor, type CountTables } from "./residues";
import {
  ROLE_SLICE,
  countRolesSteps,
  drain,
  shooterOptions,
  type RoleBounds,
  type RoleLayer,
  type RoleShooter,
} from "./roles";
import { effectsOverPilesSteps } from "./moments-over-piles";

interface MomentShooter {
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

type Regime = "pool" | "effects";

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

export type CardTest = (card: ActionCard) => boolean;

function classesOf(kind: EffectKind | null, cover: CoverKind): CardTest[] {
  const unsaved = (c: ActionCard) => !coverSaves(c, cover);
  if (kind === "through") return [unsaved];
  if (kind === "down") return [(c) => unsaved(c) && damageIs(c, "INCAPACITATE")];
  if (kind === "joint")
    return [(c) => unsaved(c) && damageIs(c, "WOUND"), (c) => unsaved(c) && damageIs(c, "INCAPACITATE")];
  return [];
}

/** What the kernel runs over, and the pile counts the sums read. */
export interface KernelInput {
  readonly moduli: Moduli;
  readonly shooters: readonly RoleShooter[];
  readonly bounds: RoleBounds;
  readonly tables: CountTables;
  /** Cards of each type in the pool (types: the effect classes, then the rest). */
  readonly typeSize: readonly number[];
  /** OUT_OF_AMMO cards of each type. */
  readonly ooa: readonly number[];
}

/** The kernel's states, and the pile counts the sums read. */
interface Kernel extends KernelInput {
  readonly layer: RoleLayer;
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
    return drain(this.hitsSteps());
  }

  /** hits() as steps: yields every ROLE_SLICE states, so a caller can spread the work over frames. */
  *hitsSteps(): Generator<void, Counted> {
    const N = this.pool.length;
    const all = this.shots;
    const { layer, tables, ooa } = yield* this.kernelSteps([], false, fallingBits(N, all));
    const { moduli } = layer;
    const sums = new Float64Array((all + 1) * moduli.count);
    const term = new Term(tables);
    for (let i = 0; i < layer.count; i += 1) {
      if (i % ROLE_SLICE === ROLE_SLICE - 1) yield;
      const { x, e, at } = stateAt(layer, i);
      const s = x[0]!;
      const c = s + e;
      // the Out of Ammunition roles from the OUT_OF_AMMO cards; the lift to ff(N, all)
      if (term.load(layer.weights, at).falling(ooa[0]!, e) && term.falling(N - c, all - c)) term.addTo(sums, s);
    }
    yield;
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
    return drain(this.regime === "pool" ? this.effectsInPool(classes) : effectsOverPilesSteps(this, classes));
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
  prepare(classes: readonly CardTest[], exact: boolean, bits: number): KernelInput {
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
    return {
      moduli,
      shooters,
      bounds: { x: widest.map((h) => Math.min(h, most)), e: Math.min(emost, O), delta: Math.min(dmost, O * longest) },
      tables: tablesFor(moduli, Math.max(this.pool.length, this.refill.length, 1)),
      typeSize,
      ooa,
    };
  }

  /** The kernel, in steps. */
  private *kernelSteps(classes: readonly CardTest[], exact: boolean, bits: number): Generator<void, Kernel> {
    const input = this.prepare(classes, exact, bits);
    return { ...input, layer: yield* countRolesSteps(input.moduli, input.shooters, input.bounds) };
  }

  /**
   * Regime "pool": E[Π_c C(Z_c, m_c)] = Σ over the hit roles S (|S| = Σ m) of multinomial(|S|; m) ·
   * P(S hit and the effect cards of m_c of them show class c), every role over ff(N, roles).
   * Counted in two passes: every state and split of its Out of Ammunition roles first, gathered by
   * what the effect cards then read (the cards of each class left, and s); the effect cards' ways
   * once per gathered row. The same sums in remainders (exact), in far fewer products.
   */
  private *effectsInPool(classes: readonly CardTest[]): Generator<void, Counted> {
    const N = this.pool.length;
    const all = this.shots;
    const k = classes.length;
    // every numerator is at most its denominator ff(N, top), top = 2 · hit roles + Out of Ammunition roles at most
    const outOfAmmo = this.pool.filter(isOutOfAmmo).length;
    const { layer, tables, typeSize, ooa } = yield* this.kernelSteps(
      classes,
      false,
      fallingBits(N, 2 * all + outOfAmmo),
    );
    const { moduli } = layer;
    const P = moduli.count;
    let top = 0;
    for (let i = 0; i < layer.count; i += 1) {
      const { x, e } = stateAt(layer, i);
      top = Math.max(top, 2 * sum(x) + e);
    }
    const side = all + 1;
    // a row per (cards left of each class, from −1: none of that class may be read; s)
    const rowSide = typeSize.slice(0, k).map((n) => n + 2);
    const rows = rowSide.reduce((n, d) => n * d, side);
    const gathered = new Float64Array(rows * P);
    const touched = new Uint8Array(rows);
    const base = new Term(tables);
    const term = new Term(tables);
    for (let i = 0; i < layer.count; i += 1) {
      if (i % ROLE_SLICE === ROLE_SLICE - 1) yield;
      const { x, e, at } = stateAt(layer, i);
      const s = sum(x);
      const c = 2 * s + e;
      base.load(layer.weights, at);
      if (!base.falling(N - c, top - c)) continue;
      for (const split of oooSplits(e, ooa)) {
        term.copy(base).times(split.ways);
        if (!split.parts.every((n, t) => term.falling(ooa[t]!, n))) continue;
        let row = 0;
        for (let t = 0; t < k; t += 1)
          row = row * rowSide[t]! + Math.max(-1, typeSize[t]! - x[t]! - split.parts[t]!) + 1;
        row = row * side + s;
        touched[row] = 1;
        term.addTo(gathered, row);
      }
    }
    const sums = new Float64Array(side ** k * P);
    const one = new Term(tables);
    const after = new Array<number>(k);
    for (let row = 0, seen = 0; row < rows; row += 1) {
      if (touched[row] === 0) continue;
      if (seen++ % ROLE_SLICE === ROLE_SLICE - 1) yield;
      const s = row % side;
      let rest = (row - s) / side;
      for (let t = k - 1; t >= 0; t -= 1) {
        after[t] = (rest % rowSide[t]!) - 1;
        rest = Math.floor(rest / rowSide[t]!);
      }
      // the effect cards of the s hit roles: m_c of class c, every one of them an effect card (Σ m = s)
      for (const m of compositions(s, k)) {
        one.load(gathered, row * P).times(multinomial(s, m));
        if (m.every((n, t) => one.falling(after[t]!, n))) one.addTo(sums, flatIndex(m, side));
      }
    }
    yield;
    invertAll(moduli, sums, k, side);
    return { numerators: numeratorsOf(moduli, sums, side ** k), denominator: fallingBig(N, top) };
  }

  /** CORE-1 the effect cards may run the pool out: counted in steps (moments-over-piles.ts). */
  *effectsSteps(kind: EffectKind): Generator<void, Counted> {
    const classes = classesOf(kind, this.cover);
    return yield* this.regime === "pool" ? this.effectsInPool(classes) : effectsOverPilesSteps(this, classes);
  }

  /** What moments-over-piles.ts reads. */
  get piles(): { readonly pool: readonly ActionCard[]; readonly refill: readonly ActionCard[] } {
    return { pool: this.pool, refill: this.refill };
  }

  /** Every card the shots read: all the shots (a shortfall is counted by the kernel). */
  get read(): number {
    return this.firing.reduce((n, s) => n + s.shots, 0);
  }
}
