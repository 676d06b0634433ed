/**
 * The fire dialog's odds as a session (CORE-5): what one change of the dialog costs.
 *
 * - Each shooter's own odds are cached by his inputs (shots, holes needed, reload rule, the
 *   target's cover, Endurance and wounds): a change recomputes only the shooters it touched. They
 *   are not counted on the interaction path either (a shooter of several shots at an Endurance 2
 *   figure takes up to ten milliseconds and more): the shooters a render asks for are counted as one
 *   batch, in the counter or in slices (shooter-odds.ts), the row shown as being counted meanwhile.
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
import type { FireOddsShooter } from "./fire";
import { countedProbability, type Probability } from "./fraction";
import { shooterBatchSteps, type ShooterAsked } from "./shooter-odds";
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
 * Counts elsewhere (the dialog's odds worker, odds-worker-client.ts): the session then only hands the volley and the
 * shooters over and keeps what comes back. `estimate` may come first; a newer `count` supersedes older ones; every
 * batch of shooters is answered (in its order, null for a shooter whose odds cannot be counted).
 */
export interface OddsCounter {
  count(
    volley: { shooters: readonly FireOddsShooter[]; target: OddsTarget },
    answer: { estimate(e: VolleyEstimate): void; figures(f: OddsFigures | null): void },
  ): void;
  countShooters(batch: readonly ShooterAsked[], answer: (figures: readonly (OddsFigures | null)[]) => void): void;
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

/** What a shooter's own odds depend on. */
const shooterKey = (s: FireOddsShooter, t: OddsTarget) =>
  `${s.shots}|${s.needed}|${s.outOfAmmoEnds}|${t.cover}|${t.endurance}|${t.wounds}`;

export class OddsSession {
  /** Each shooter's own odds by his inputs: null when they cannot be counted, "pending" while they are. */
  private readonly shooters = new Map<string, OddsFigures | null | "pending">();
  /** The shooters asked for and not yet handed over (to the counter, or to the slices counting them). */
  private readonly asked: (ShooterAsked & { readonly key: string })[] = [];
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
    /** Given (a Worker exists): the counts are made there; else in slices on this thread. */
    private readonly counter: OddsCounter | null = null,
  ) {}

  /**
   * One shooter's own odds, cached by his inputs; "counting" while they are counted (the dialog told when they are
   * there), null when they cannot be (a pool the rules refuse).
   */
  shooter(shooter: FireOddsShooter, target: OddsTarget): OddsFigures | "counting" | null {
    const key = shooterKey(shooter, target);
    const found = this.shooters.get(key);
    if (found !== undefined) return found === "pending" ? "counting" : found;
    this.computed += 1;
    this.shooters.set(key, "pending");
    const { shots, needed, outOfAmmoEnds } = shooter;
    const { cover, endurance, wounds } = target;
    this.asked.push({ key, shooter: { shots, needed, outOfAmmoEnds }, target: { cover, endurance, wounds } });
    // handed over after the render asked for every row (or before its volley, whichever comes first)
    if (this.asked.length === 1) this.schedule(() => (this.handShootersOver(), true));
    // a scheduler that runs at once (the preview's) has counted him already
    const now = this.shooters.get(key);
    return now === "pending" ? "counting" : (now ?? null);
  }

  /** The shooters asked for, counted as one batch (the dialog told once, when all are there). */
  private handShootersOver(): void {
    if (this.asked.length === 0) return;
    const batch = this.asked.splice(0);
    const keep = (figures: readonly (OddsFigures | null)[]) => {
      batch.forEach((b, i) => this.shooters.set(b.key, figures[i] ?? null));
      this.onReady();
    };
    if (this.counter) this.counter.countShooters(batch, keep);
    else this.slice(shooterBatchSteps(this.pool, this.refill, batch), () => true, keep);
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
      this.handShootersOver(); // the rows first: their counts are short
      if (this.counter) this.handOver(key, firing, target);
      else this.startVolley(key, this.steps(key, firing, target));
      const now = this.volleys.get(key);
      if (now && now !== "pending") return this.volley(shooters, target); // counted at once (the preview's scheduler)
    }
    // every card read is uniform among the cards not yet seen: each shooter's hits are as alone while the pool lasts
    // (NaN while a shooter's own odds are counted)
    const own = () => firing.reduce((sum, s) => sum + (this.ownIfCounted(s, target)?.expectedHits ?? NaN), 0);
    return {
      figures: null,
      estimate: this.estimates.get(key) ?? null,
      previous: this.last,
      expectedHits: allShots <= this.pool.length ? own() : NaN,
    };
  }

  /** A shooter's own odds if counted already (nothing asked). */
  private ownIfCounted(shooter: FireOddsShooter, target: OddsTarget): OddsFigures | null {
    const key = shooterKey(shooter, target);
    const found = this.shooters.get(key);
    return found && found !== "pending" ? found : null;
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

  /** The volley counted in slices; dropped at its next slice if the dialog no longer asks for it. */
  private startVolley(key: string, steps: Generator<void, OddsFigures>): void {
    const wanted = () => {
      if (this.wanted === key) return true;
      this.volleys.delete(key); // asked again later, it starts afresh
      return false;
    };
    this.slice(steps, wanted, (figures) => {
      this.volleys.set(key, figures);
      this.onReady();
    });
  }

  /** Run a count in slices of SLICE_MS until done (`keep` then given its result), or until it is no longer wanted. */
  private slice<R>(steps: Generator<void, R>, wanted: () => boolean, keep: (result: R) => void): void {
    this.schedule(() => {
      if (!wanted()) return true;
      const until = this.clock() + SLICE_MS;
      let taken = 0;
      let next: IteratorResult<void, R>;
      do {
        next = steps.next();
        taken += 1;
      } while (!next.done && this.clock() < until);
      this.work.steps += taken;
      this.work.slices += 1;
      this.work.longest = Math.max(this.work.longest, taken);
      if (!next.done) return false;
      keep(next.value);
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
