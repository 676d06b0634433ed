/**
 * The fire dialog's odds as a session (CORE-5): what one change of the dialog costs.
 *
 * - Each shooter's own odds are cached by his inputs (shots, holes needed, reload rule, the
 *   target's cover, Endurance and wounds): a change recomputes only the shooters it touched.
 * - The whole volley: exact at once, fractions included, when it cannot run the pool out (fireOdds
 *   counts it by factorial moments in a few milliseconds). When it may, it is counted in slices
 *   (`schedule`, at most SLICE_MS of work each) off the interaction path, `onReady` told when its
 *   figures are there: by moments when only its effect cards may run the pool out (tens of
 *   milliseconds of work), card by card when its shot cards may (up to seconds); until then the
 *   volley shows its figures estimated from shuffles of the pool (estimate.ts, a few ms).
 * Pure: no DOM, no Foundry; the scheduler is injected (the dialog passes setTimeout).
 */
import type { CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { estimateVolley, type VolleyEstimate } from "./estimate";
import { fireOdds, type FireOdds, type FireOddsShooter } from "./fire";
import { countedProbability, type Probability } from "./fraction";
import { FLOAT_ARITH, countEnded, countVolleySteps, pileCounts, type VolleyCounts } from "./volley";
import { VolleyMoments, regimeOf, type Counted } from "./volley-moments";

interface OddsTarget {
  readonly cover: CoverKind;
  readonly endurance: number;
  readonly wounds: number;
}

interface OddsValues<P> {
  /** P(at least one hit). */
  readonly hit: P;
  /** P(at least one hit not saved by cover). */
  readonly through: P;
  /** One shooter: P(the nearest figure is incapacitated by his shots). Volley: P(an unsaved INCAPACITATE card). */
  readonly down: P;
  /** P(an OUT_OF_AMMO card ends some shooter's shooting). */
  readonly outOfAmmo: P;
}

/**
 * What the dialog shows for one shooter or for the volley: values at once, exact fractions when counted (read lazily).
 */
interface OddsFigures extends OddsValues<number> {
  readonly expectedHits: number;
  readonly exact: OddsValues<Probability> | null;
}

interface VolleyFigures {
  /**
   * The exact figures (with their fractions) at once when the volley's shot cards fit in the pool; null while a
   * volley that may run the pool out is counted off the interaction path.
   */
  readonly figures: OddsFigures | null;
  /** While `figures` is null: the figures estimated at once from shuffles of the pool (estimate.ts). */
  readonly estimate: VolleyEstimate | null;
  /**
   * Exact at once: the volley's, or while it is counted the sum of each shooter's (every card read is uniform among
   * the cards not yet seen, so each shooter's hits have the same distribution in the volley as alone, while the pool
   * lasts); NaN when the pool may not last.
   */
  readonly expectedHits: number;
}

/** Run `slice` again and again (each call ~8 ms of work) until it returns true. */
export type Scheduler = (slice: () => boolean) => void;

/** Work per slice when a volley that may run the pool out is counted card by card: the longest the main thread blocks. */
const SLICE_MS = 4;

function atLeastOne(ps: readonly Probability[]): Probability {
  const none = ps[0]!;
  return { numerator: none.denominator - none.numerator, denominator: none.denominator, value: 1 - none.value };
}

function figuresOf(odds: FireOdds, volley: boolean): OddsFigures {
  const expectedHits = odds.hits.reduce((sum, p, x) => sum + x * p.value, 0);
  const down = volley ? odds.noneDown : odds.incapacitated[1]!;
  let exact: OddsValues<Probability> | undefined;
  return {
    hit: 1 - odds.hits[0]!.value,
    through: 1 - odds.through[0]!.value,
    down: volley ? 1 - down.value : down.value,
    outOfAmmo: odds.outOfAmmo.value,
    expectedHits,
    // the fractions (big integers) are counted when first read, not on the interaction path
    get exact() {
      return (exact ??= {
        hit: atLeastOne(odds.hits),
        through: atLeastOne(odds.through),
        down: volley ? complementOf(down) : down,
        outOfAmmo: odds.outOfAmmo,
      });
    },
  };
}

/** The figures of a volley counted by moments: exact at once (values and fractions from the same counts). */
function countedFigures(c: { hits: Counted; through: Counted; down: Counted; ended: Counted }): OddsFigures {
  const some = (x: Counted) => countedProbability(x.denominator - x.numerators[0]!, x.denominator);
  const exact = { hit: some(c.hits), through: some(c.through), down: some(c.down), outOfAmmo: some(c.ended) };
  return {
    hit: exact.hit.value,
    through: exact.through.value,
    down: exact.down.value,
    outOfAmmo: exact.outOfAmmo.value,
    expectedHits: c.hits.numerators.reduce((sum, n, x) => sum + x * countedProbability(n, c.hits.denominator).value, 0),
    exact,
  };
}

function complementOf(p: Probability): Probability {
  return { numerator: p.denominator - p.numerator, denominator: p.denominator, value: 1 - p.value };
}

export class OddsSession {
  private readonly shooters = new Map<string, OddsFigures>();
  private readonly volleys = new Map<string, OddsFigures | "pending">();
  private readonly estimates = new Map<string, VolleyEstimate>();
  /** Counted since the session began: how many shooters' odds were computed (the rest came from the cache). */
  computed = 0;

  constructor(
    readonly pool: readonly ActionCard[],
    private readonly schedule: Scheduler,
    private readonly onReady: () => void = () => undefined,
    readonly refill: readonly ActionCard[] = [],
  ) {}

  /** One shooter's own odds, cached by his inputs. */
  shooter(shooter: FireOddsShooter, target: OddsTarget): OddsFigures {
    const key = `${shooter.shots}|${shooter.needed}|${shooter.outOfAmmoEnds}|${target.cover}|${target.endurance}|${target.wounds}`;
    let found = this.shooters.get(key);
    if (!found) {
      this.computed += 1;
      found = figuresOf(
        fireOdds({
          shooters: [shooter],
          cover: target.cover,
          endurance: target.endurance,
          wounds: target.wounds,
          pool: this.pool,
          refill: this.refill,
        }),
        false,
      );
      this.shooters.set(key, found);
    }
    return found;
  }

  /** The whole volley: its figures when known, else null while they are counted in slices. */
  volley(shooters: readonly FireOddsShooter[], target: OddsTarget): VolleyFigures {
    const firing = shooters.filter((s) => s.shots > 0);
    const allShots = firing.reduce((n, s) => n + s.shots, 0);
    const key = `${target.cover}|${target.endurance}|${target.wounds}|${firing.map((s) => `${s.shots}:${s.needed}:${s.outOfAmmoEnds}`).join(",")}`;
    const known = this.volleys.get(key);
    const own = () => firing.reduce((sum, s) => sum + this.shooter(s, target).expectedHits, 0);
    if (known && known !== "pending") return { figures: known, estimate: null, expectedHits: known.expectedHits };
    if (firing.length === 0) return { figures: null, estimate: null, expectedHits: 0 };
    const regime = regimeOf(this.pool, firing);
    if (!known && regime === "pool") {
      const figures = figuresOf(
        fireOdds({
          shooters: firing,
          cover: target.cover,
          endurance: target.endurance,
          wounds: target.wounds,
          pool: this.pool,
          refill: this.refill,
        }),
        true,
      );
      this.volleys.set(key, figures);
      return { figures, estimate: null, expectedHits: figures.expectedHits };
    }
    if (!known) {
      this.volleys.set(key, "pending");
      // the effect cards may run the pool out: the moments in slices (tens of ms of work); the shot cards may:
      // the card-by-card programme, in slices (up to seconds)
      if (regime === "effects") this.countMoments(key, firing, target);
      else this.count(key, firing, target);
    }
    let estimate = this.estimates.get(key);
    if (!estimate) {
      estimate = estimateVolley(this.pool, firing, target.cover, this.refill);
      this.estimates.set(key, estimate);
    }
    return { figures: null, estimate, expectedHits: allShots <= this.pool.length ? own() : NaN };
  }

  /** Regime "effects" (volley-moments.ts) in slices: the effect cards through cover, then unsaved INCAPACITATE. */
  private countMoments(key: string, shooters: readonly FireOddsShooter[], target: OddsTarget): void {
    const moments = new VolleyMoments(this.pool, this.refill, shooters, target.cover);
    const steps = (function* () {
      const through = yield* moments.effectsSteps("through");
      const down = yield* moments.effectsSteps("down");
      yield;
      const hits = moments.hits();
      yield;
      return { through, down, hits, ended: moments.ended() };
    })();
    this.schedule(() => {
      const until = performance.now() + SLICE_MS;
      let next = steps.next();
      while (!next.done && performance.now() < until) next = steps.next();
      if (!next.done) return false;
      this.volleys.set(key, countedFigures(next.value));
      this.onReady();
      return true;
    });
  }

  /**
   * The card-by-card programme in slices: hits and through cover ("through" typing), then unsaved INCAPACITATE
   * ("down").
   */
  private count(key: string, shooters: readonly FireOddsShooter[], target: OddsTarget): void {
    const piles = (typing: "through" | "down") => [
      pileCounts(this.pool, target.cover, typing),
      pileCounts(this.refill, target.cover, typing),
    ];
    const through = countVolleySteps(FLOAT_ARITH, piles("through"), shooters);
    const down = countVolleySteps(FLOAT_ARITH, piles("down"), shooters);
    let first: VolleyCounts<number> | null = null;
    let second: VolleyCounts<number> | null = null;
    this.schedule(() => {
      const until = performance.now() + SLICE_MS;
      while (performance.now() < until) {
        const steps = first ? down : through;
        const next = steps.next();
        if (!next.done) continue;
        if (!first) {
          first = next.value;
          continue;
        }
        second = next.value;
        break;
      }
      if (!first || !second) return false;
      this.volleys.set(key, this.volleyFigures(first, second, shooters, target));
      this.onReady();
      return true;
    });
  }

  private volleyFigures(
    through: VolleyCounts<number>,
    down: VolleyCounts<number>,
    shooters: readonly FireOddsShooter[],
    target: OddsTarget,
  ): OddsFigures {
    const ended = countEnded(
      FLOAT_ARITH,
      [pileCounts(this.pool, target.cover, "none"), pileCounts(this.refill, target.cover, "none")],
      shooters,
    );
    const hitNone = through.hits[0]! / through.hitsDen;
    const throughNone = through.joint[0]![0]! / through.effectDen;
    const downNone = down.joint[0]![0]! / down.effectDen;
    return {
      hit: 1 - hitNone,
      through: 1 - throughNone,
      down: 1 - downNone,
      expectedHits: through.hits.reduce((sum, n, x) => sum + (x * n) / through.hitsDen, 0),
      outOfAmmo: 1 - ended.ended[0]! / ended.den,
      exact: null,
    };
  }
}

/** The dialog's scheduler: one slice per macrotask, so the window repaints between slices. */
export const timeoutScheduler: Scheduler = (slice) => {
  const step = () => {
    if (!slice()) setTimeout(step, 0);
  };
  setTimeout(step, 0);
};
