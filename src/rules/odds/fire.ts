/**
 * Exact odds of a volley (CORE-5), for the fire dialog.
 *
 * The rule (the same order as resolveFire): every shot card first, shooter by shooter in the
 * given order, each his rate of fire; a card hits when it shows the holes that shooter needs
 * (showsHoles); an OUT_OF_AMMO card misses and ends THAT shooter's shooting when his weapon has
 * a reload rule (outOfAmmoEnds), a bow just misses and shoots on. Then one effect card per hit:
 * its cover section may save the hit (coverSaves), its damage section (damageIs) gives WOUND or
 * INCAPACITATE. All cards without replacement from the pool, then the refill pile (CORE-1: the
 * discard pile shuffled back in), then no card (a miss, no effect). (The procedure stops
 * reading effect cards once every target figure is down; the counts below read every hit's
 * card, the next ones in the pile, which changes no casualty.)
 *
 * Method (counting, never sampling): while the shot cards fit in the pool, by factorial moments
 * in product form (volley-moments.ts: a few milliseconds for 24 shots at 6 thresholds); when the
 * shot cards themselves may run the pool out, card by card (volley.ts: up to seconds). Every figure
 * is counted the first time it is read.
 */
import { FRONTIER_DECK } from "../cards/frontier";
import type { CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { LazyProbability, countedProbability, probability, sum, type Probability } from "./fraction";
import { VolleyMoments, regimeOf, type Counted, type EffectKind } from "./volley-moments";
import { countEnded, countVolley } from "./volley";
import { BIG_ARITH, FLOAT_ARITH, pileCounts, type Arith, type EffectTyping } from "./volley-piles";

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
  /** The mean number of hits. */
  readonly expectedHits: number;
  /**
   * How the volley is counted: "moments" at once (the shot cards fit in the pool), or "cards" card by
   * card (they may run it out: slow for many shots at several thresholds).
   */
  readonly method: "moments" | "cards";
}

/** CORE-5: distributions of hits, hits through cover, unsaved damage and incapacitation. */
export function fireOdds(input: FireOddsInput): FireOdds {
  const pool = input.pool ?? FRONTIER_DECK.cards;
  const shooters = input.shooters ?? [{ needed: input.needed, shots: input.shots, outOfAmmoEnds: true }];
  const woundsToFall = checkInput(input, shooters, pool);
  const refill = input.refill ?? [];
  const allShots = shooters.reduce((n, s) => n + s.shots, 0);
  const counts: VolleyCounts = regimeOf(pool, shooters)
    ? new MomentCounts(new VolleyMoments(pool, refill, shooters, input.cover))
    : new CardCounts(pool, refill, shooters, input.cover);
  const memo = new Map<string, unknown>();
  const once = <R>(key: string, make: () => R): R => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as R;
  };
  const hits = () => once("hits", () => counts.hits());
  const ended = () => once("ended", () => counts.ended());
  const unsaved = () =>
    once("unsaved", () => {
      const flat = counts.effects("joint");
      return Array.from({ length: allShots + 1 }, (_, w) =>
        Array.from({ length: allShots + 1 - w }, (_, i) => flat[w * (allShots + 1) + i]!),
      );
    });
  const through = () => once("through", () => counts.effects("through"));
  // CORE-5.6 one figure stays up: fewer unsaved WOUNDs than it can take, no unsaved INCAPACITATE
  const clean = () =>
    once("clean", () =>
      woundsToFall === 1
        ? through()[0]!
        : sumOf(
            unsaved()
              .slice(0, woundsToFall)
              .map((row) => row[0]!),
          ),
    );
  return {
    poolSize: pool.length,
    get hits() {
      return hits();
    },
    get through() {
      return through();
    },
    get incapacitated() {
      return once("incapacitated", () => [clean(), complementOf(clean())]);
    },
    get unsaved() {
      return unsaved();
    },
    get outOfAmmo() {
      return once("outOfAmmo", () => complementOf(ended()[0]!));
    },
    get outOfAmmoEnded() {
      return ended();
    },
    noChance: !shooters.some((s) => s.shots > 0 && pool.some((c) => c.hit !== "OUT_OF_AMMO" && c.hit >= s.needed)),
    get noneDown() {
      return once("down", () => counts.effects("down")[0]!);
    },
    get expectedHits() {
      return once("expected", () => hits().reduce((sum, p, x) => sum + x * p.value, 0));
    },
    method: counts.method,
  };
}

/** The distributions of one volley, however they are counted. */
interface VolleyCounts {
  readonly method: FireOdds["method"];
  hits(): Probability[];
  ended(): Probability[];
  /** "joint": flat [w · (all + 1) + i]. */
  effects(kind: EffectKind): Probability[];
}

const fromCounted = (c: Counted): Probability[] => c.numerators.map((n) => countedProbability(n, c.denominator));

class MomentCounts implements VolleyCounts {
  readonly method = "moments";
  constructor(private readonly moments: VolleyMoments) {}
  hits(): Probability[] {
    return fromCounted(this.moments.hits());
  }
  ended(): Probability[] {
    return fromCounted(this.moments.ended());
  }
  effects(kind: EffectKind): Probability[] {
    return fromCounted(this.moments.effects(kind));
  }
}

/**
 * The card-by-card programme (volley.ts), for volleys whose shot cards may run the pool out:
 * values counted in floating point, fractions in big integers when first read.
 */
class CardCounts implements VolleyCounts {
  readonly method = "cards";
  constructor(
    private readonly pool: readonly ActionCard[],
    private readonly refill: readonly ActionCard[],
    private readonly shooters: readonly FireOddsShooter[],
    private readonly cover: CoverKind,
  ) {}
  private piles(typing: EffectTyping) {
    return [pileCounts(this.pool, this.cover, typing), pileCounts(this.refill, this.cover, typing)];
  }
  private both(count: <T>(num: Arith<T>) => { n: T[]; d: T }): Probability[] {
    let float: { n: number[]; d: number } | undefined;
    let exact: { n: bigint[]; d: bigint } | undefined;
    const length = (float ??= count(FLOAT_ARITH)).n.length;
    return Array.from({ length }, (_, x) =>
      lazyProbability(
        () => float!.n[x]! / float!.d,
        () => {
          exact ??= count(BIG_ARITH);
          return probability(exact.n[x]!, exact.d);
        },
      ),
    );
  }
  hits(): Probability[] {
    return this.both((num) => {
      const r = countVolley(num, this.piles("none"), this.shooters);
      return { n: r.hits, d: r.hitsDen };
    });
  }
  ended(): Probability[] {
    return this.both((num) => {
      const r = countEnded(num, this.piles("none"), this.shooters);
      return { n: r.ended, d: r.den };
    });
  }
  effects(kind: EffectKind): Probability[] {
    // "through": unsaved cards typed WOUND; "down": an unsaved INCAPACITATE typed INCAPACITATE, the rest "saved"
    return this.both((num) => {
      const r = countVolley(num, this.piles(kind), this.shooters);
      if (kind === "through") return { n: r.joint.map((row) => row[0]!), d: r.effectDen };
      if (kind === "down") return { n: r.joint[0]!, d: r.effectDen };
      // flat [w · (all + 1) + i], as the moments give it
      const side = r.joint.length;
      const flat = new Array<(typeof r.joint)[number][number]>(side * side).fill(num.zero);
      r.joint.forEach((row, w) => row.forEach((v, i) => (flat[w * side + i] = v)));
      return { n: flat, d: r.effectDen };
    });
  }
}

function lazyProbability(value: () => number, count: () => Probability): Probability {
  return new LazyProbability(value, count);
}

function sumOf(ps: readonly Probability[]): Probability {
  return lazyProbability(
    () => ps.reduce((total, p) => total + p.value, 0),
    () => sum(ps),
  );
}

function complementOf(p: Probability): Probability {
  return lazyProbability(
    () => 1 - p.value,
    () => probability(p.denominator - p.numerator, p.denominator),
  );
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
