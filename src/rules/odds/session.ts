/**
 * The fire dialog's odds as a session (CORE-5): what one change of the dialog costs.
 *
 * - Each shooter's own odds are cached by his inputs (shots, holes needed, reload rule, the
 *   target's cover, Endurance and wounds): a change recomputes only the shooters it touched.
 * - The whole volley is never counted on the interaction path: its first call only starts the
 *   count, which runs in slices (`schedule`) that each stop after SLICE_MS of work, `onReady` told
 *   when its exact figures (fractions included) are there. By moments when the shot cards fit in
 *   the pool (tens of milliseconds of work in all), card by card when they may run it out (up to
 *   seconds: then the first slices estimate it from shuffles of the pool, estimate.ts, and the
 *   dialog shows that estimate until the exact figures replace it). Meanwhile the dialog may show
 *   the figures of the volley it showed before the change (`previous`), marked as being counted.
 * Every step of the counts is a fraction of a millisecond (the kernels yield every few states), so
 * the main thread never blocks for much more than SLICE_MS.
 * Pure: no DOM, no Foundry; the scheduler and the clock are injected (the dialog passes setTimeout).
 */
import type { CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { estimateVolleySteps, type VolleyEstimate } from "./estimate";
import { fireOdds, type FireOdds, type FireOddsShooter } from "./fire";
import { countedProbability, type Probability } from "./fraction";
import { countEndedSteps, countVolleySteps, type EndedCounts, type VolleyCounts } from "./volley";
import { FLOAT_ARITH, pileCounts } from "./volley-piles";
import { VolleyMoments, regimeOf, type Counted } from "./volley-moments";

export interface OddsTarget {
  readonly cover: CoverKind;
  readonly endurance: number;
  readonly wounds: number;
}

export interface OddsValues<P> {
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
export interface OddsFigures extends OddsValues<number> {
  readonly expectedHits: number;
  readonly exact: OddsValues<Probability> | null;
}

interface VolleyFigures {
  /** The exact figures (with their fractions) once counted; null while the volley is counted in slices. */
  readonly figures: OddsFigures | null;
  /** While `figures` is null: the figures estimated from shuffles of the pool, once the first slices made them. */
  readonly estimate: VolleyEstimate | null;
  /** While `figures` is null: the exact figures of the volley the session counted last (before the change), if any. */
  readonly previous: OddsFigures | null;
  /**
   * Exact at once: the volley's, or while it is counted the sum of each shooter's (every card read is uniform among
   * the cards not yet seen, so each shooter's hits have the same distribution in the volley as alone, while the pool
   * lasts); NaN when the pool may not last.
   */
  readonly expectedHits: number;
}

/** Run `slice` again and again (each call about SLICE_MS of work) until it returns true. */
export type Scheduler = (slice: () => boolean) => void;

/**
 * Counts a whole volley elsewhere (the dialog's odds worker, odds-worker-client.ts): the session then only hands
 * the volley over and keeps what comes back. `estimate` may come first; a newer `count` supersedes older ones.
 */
export interface VolleyCounter {
  count(
    volley: { shooters: readonly FireOddsShooter[]; target: OddsTarget },
    answer: { estimate(e: VolleyEstimate): void; figures(f: OddsFigures | null): void },
  ): void;
}

/** What a slice reads to stop after SLICE_MS (milliseconds); the tests pass one that counts its reads. */
export type Clock = () => number;

/**
 * Work per slice: a slice stops at its first step after SLICE_MS, so the longest the main thread blocks is
 * SLICE_MS and one step (a fraction of a millisecond); under the 4 ms that keep a 60 Hz canvas smooth.
 */
const SLICE_MS = 3;

/** How the volley counts were cut: steps taken, slices run, and the most steps one slice took. */
interface SliceWork {
  steps: number;
  slices: number;
  longest: number;
}

function atLeastOne(ps: readonly Probability[]): Probability {
  const none = ps[0]!;
  return { numerator: none.denominator - none.numerator, denominator: none.denominator, value: 1 - none.value };
}

/** One shooter's figures (the nearest figure incapacitated by his shots): values at once, fractions when read. */
function figuresOf(odds: FireOdds): OddsFigures {
  const expectedHits = odds.hits.reduce((sum, p, x) => sum + x * p.value, 0);
  const down = odds.incapacitated[1]!;
  let exact: OddsValues<Probability> | undefined;
  return {
    hit: 1 - odds.hits[0]!.value,
    through: 1 - odds.through[0]!.value,
    down: down.value,
    outOfAmmo: odds.outOfAmmo.value,
    expectedHits,
    // the fractions (big integers) are counted when first read, not on the interaction path
    get exact() {
      return (exact ??= {
        hit: atLeastOne(odds.hits),
        through: atLeastOne(odds.through),
        down,
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

export class OddsSession {
  private readonly shooters = new Map<string, OddsFigures>();
  private readonly volleys = new Map<string, OddsFigures | "pending">();
  private readonly estimates = new Map<string, VolleyEstimate>();
  /** The volley the dialog asked for last: a count for another one is dropped at its next slice. */
  private wanted = "";
  private last: OddsFigures | null = null;
  /** The volley handed to the counter last. */
  private handed = "";
  /** Counted since the session began: how many shooters' odds were computed (the rest came from the cache). */
  computed = 0;
  readonly work: SliceWork = { steps: 0, slices: 0, longest: 0 };

  constructor(
    readonly pool: readonly ActionCard[],
    private readonly schedule: Scheduler,
    private readonly onReady: () => void = () => undefined,
    readonly refill: readonly ActionCard[] = [],
    private readonly clock: Clock = () => performance.now(),
    /** Given (a Worker exists): the volley is counted there; else in slices on this thread. */
    private readonly counter: VolleyCounter | null = null,
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
      );
      this.shooters.set(key, found);
    }
    return found;
  }

  /** The whole volley: its figures when counted, else null while they are counted in slices. */
  volley(shooters: readonly FireOddsShooter[], target: OddsTarget): VolleyFigures {
    const firing = shooters.filter((s) => s.shots > 0);
    const allShots = firing.reduce((n, s) => n + s.shots, 0);
    const key = `${target.cover}|${target.endurance}|${target.wounds}|${firing.map((s) => `${s.shots}:${s.needed}:${s.outOfAmmoEnds}`).join(",")}`;
    this.wanted = key;
    const known = this.volleys.get(key);
    if (known && known !== "pending") {
      this.last = known;
      return { figures: known, estimate: null, previous: null, expectedHits: known.expectedHits };
    }
    if (firing.length === 0) return { figures: null, estimate: null, previous: null, expectedHits: 0 };
    if (!known) {
      this.volleys.set(key, "pending");
      if (this.counter) this.handOver(key, firing, target);
      else this.start(key, this.steps(key, firing, target));
    }
    // every card read is uniform among the cards not yet seen: each shooter's hits are as alone while the pool lasts
    const own = () => firing.reduce((sum, s) => sum + this.shooter(s, target).expectedHits, 0);
    return {
      figures: null,
      estimate: this.estimates.get(key) ?? null,
      previous: this.last,
      expectedHits: allShots <= this.pool.length ? own() : NaN,
    };
  }

  /** Have the counter count the volley; its answers kept (the counter drops those of superseded volleys). */
  private handOver(key: string, shooters: readonly FireOddsShooter[], target: OddsTarget): void {
    // the count handed over before is superseded (its answer dropped): asked again later, it is handed over afresh
    if (this.volleys.get(this.handed) === "pending") this.volleys.delete(this.handed);
    this.handed = key;
    this.counter!.count(
      { shooters, target },
      {
        estimate: (e) => {
          this.estimates.set(key, e);
          this.onReady();
        },
        figures: (f) => {
          if (f) this.volleys.set(key, f);
          else this.volleys.delete(key);
          this.onReady();
        },
      },
    );
  }

  /** Run a count in slices of SLICE_MS; its figures kept and the dialog told when done, or dropped if no longer asked. */
  private start(key: string, steps: Generator<void, OddsFigures>): void {
    this.schedule(() => {
      if (this.wanted !== key) {
        this.volleys.delete(key); // asked again later, it starts afresh
        return true;
      }
      const until = this.clock() + SLICE_MS;
      let taken = 0;
      let next: IteratorResult<void, OddsFigures>;
      do {
        next = steps.next();
        taken += 1;
      } while (!next.done && this.clock() < until);
      this.work.steps += taken;
      this.work.slices += 1;
      this.work.longest = Math.max(this.work.longest, taken);
      if (!next.done) return false;
      this.volleys.set(key, next.value);
      this.onReady();
      return true;
    });
  }

  /**
   * The volley's count as steps: by moments when its shot cards fit in the pool ("pool": at once in one sum;
   * "effects": its effect cards may run the pool out); else an estimate from shuffles first (shown meanwhile), then
   * the card-by-card programme.
   */
  private *steps(key: string, firing: readonly FireOddsShooter[], target: OddsTarget): Generator<void, OddsFigures> {
    if (regimeOf(this.pool, firing)) {
      const moments = new VolleyMoments(this.pool, this.refill, firing, target.cover);
      const through = yield* moments.effectsSteps("through");
      const down = yield* moments.effectsSteps("down");
      const hits = yield* moments.hitsSteps();
      yield;
      return countedFigures({ through, down, hits, ended: moments.ended() });
    }
    this.estimates.set(key, yield* estimateVolleySteps(this.pool, firing, target.cover, this.refill));
    this.onReady();
    yield; // the dialog shows the estimate before the count goes on
    const piles = (typing: "through" | "down" | "none") => [
      pileCounts(this.pool, target.cover, typing),
      pileCounts(this.refill, target.cover, typing),
    ];
    const through = yield* countVolleySteps(FLOAT_ARITH, piles("through"), firing);
    const down = yield* countVolleySteps(FLOAT_ARITH, piles("down"), firing);
    const ended = yield* countEndedSteps(FLOAT_ARITH, piles("none"), firing);
    return cardFigures(through, down, ended);
  }
}

/** The figures of a volley counted card by card (in floating point: values, no fractions). */
function cardFigures(
  through: VolleyCounts<number>,
  down: VolleyCounts<number>,
  ended: EndedCounts<number>,
): OddsFigures {
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

/** The dialog's scheduler: one slice per macrotask, so the window repaints between slices. */
export const timeoutScheduler: Scheduler = (slice) => {
  const step = () => {
    if (!slice()) setTimeout(step, 0);
  };
  setTimeout(step, 0);
};
