/**
 * A volley's odds estimated at once (CORE-5): the fire dialog shows these while the
 * exact count (volley.ts, in slices) is still running, marked as estimates, and replaces them
 * with the exact figures when they are counted.
 *
 * The rule is the one of volley.ts and fire.ts, played out: the pool shuffled (then the refill
 * pile when the pool runs out; a draw from two empty piles is a miss with no effect), every shot
 * card first, shooter by shooter — a card hits when it shows the holes that shooter needs, an
 * OUT_OF_AMMO card ends the shooting of a shooter whose weapon has a reload rule — then one
 * effect card per hit (saved by cover, or a WOUND or INCAPACITATE through it). The cards are
 * read with the same functions as the exact count (pileCounts), so both count the same events.
 *
 * Deterministic: the shuffles come from a seeded generator (xorshift32), the seed from the volley
 * itself, so the same dialog shows the same estimate. With TRIALS shuffles a figure near 50% is
 * within about ±1.5 points (two standard errors), closer near 0% or 100%.
 */
import type { CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { textHash } from "../cards/random";
import { pileCounts, type VolleyShooter } from "./volley-piles";

/** Shuffles per estimate: about 2 ms for 24 shots on the machines we measured (npm run bench). */
export const ESTIMATE_TRIALS = 4096;

/** What the dialog shows for a volley, estimated: P(at least one …). */
export interface VolleyEstimate {
  readonly hit: number;
  readonly through: number;
  readonly down: number;
  readonly outOfAmmo: number;
  readonly trials: number;
}

const OOA_GROUP = 7;
/** Effect types (pileCounts "joint"): 0 saved by cover, 1 WOUND, 2 INCAPACITATE. */
const SAVED = 0;
const INCAP = 2;

/** A pile as card codes (group × 3 + effect type), in the order pileCounts counts them. */
function codesOf(cards: readonly ActionCard[], cover: CoverKind): Int8Array {
  const { counts } = pileCounts(cards, cover, "joint");
  const codes: number[] = [];
  counts.forEach((types, group) =>
    types.forEach((n, type) => {
      for (let i = 0; i < n; i += 1) codes.push(group * 3 + type);
    }),
  );
  return Int8Array.from(codes);
}

/** Shuffles between two yields of estimateVolleySteps (a fraction of a millisecond). */
const ESTIMATE_SLICE = 64;

/** CORE-5 a volley's odds from ESTIMATE_TRIALS shuffles of the pool (then the refill pile). */
export function estimateVolley(
  pool: readonly ActionCard[],
  shooters: readonly VolleyShooter[],
  cover: CoverKind,
  refill: readonly ActionCard[] = [],
  trials = ESTIMATE_TRIALS,
): VolleyEstimate {
  const steps = estimateVolleySteps(pool, shooters, cover, refill, trials);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** estimateVolley as steps: yields every ESTIMATE_SLICE shuffles, so a caller can spread them over frames. */
export function* estimateVolleySteps(
  pool: readonly ActionCard[],
  shooters: readonly VolleyShooter[],
  cover: CoverKind,
  refill: readonly ActionCard[] = [],
  trials = ESTIMATE_TRIALS,
): Generator<void, VolleyEstimate> {
  // one array: the pool's codes, then the refill pile's; a shuffle takes from the pool first
  const source = Int8Array.from([...codesOf(pool, cover), ...codesOf(refill, cover)]);
  const poolEnd = pool.length;
  const total = source.length;
  const cards = new Int8Array(total);
  const serials = [...pool, ...refill].map((c) => c.serial).join(",");
  // xorshift32 (in draw): a seeded generator of uniform 32-bit integers
  let x =
    textHash(`${cover}|${serials}|${shooters.map((s) => `${s.shots}:${s.needed}:${s.outOfAmmoEnds}`).join(",")}`) | 1;
  const shots = shooters.map((s) => s.shots);
  const needed = shooters.map((s) => s.needed);
  const ends = shooters.map((s) => s.outOfAmmoEnds);
  let taken = 0;
  /**
   * The next card of this shuffle (partial Fisher–Yates within the pile being read: the pool, then the refill pile); -1
   * when both are empty.
   */
  const draw = (): number => {
    if (taken >= total) return -1;
    const end = taken < poolEnd ? poolEnd : total;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const pick = taken + Math.floor(((x >>> 0) / 4294967296) * (end - taken));
    const code = cards[pick]!;
    cards[pick] = cards[taken]!;
    taken += 1;
    return code;
  };
  let hit = 0;
  let through = 0;
  let down = 0;
  let ended = 0;
  for (let trial = 0; trial < trials; trial += 1) {
    if (trial % ESTIMATE_SLICE === ESTIMATE_SLICE - 1) yield;
    cards.set(source);
    taken = 0;
    let hits = 0;
    let anyEnded = false;
    for (let s = 0; s < shots.length; s += 1) {
      for (let shot = 0; shot < shots[s]!; shot += 1) {
        const code = draw();
        if (code < 0) break; // both piles empty: a miss
        const group = (code / 3) | 0;
        if (group === OOA_GROUP) {
          if (ends[s]) {
            anyEnded = true;
            break;
          }
          continue;
        }
        if (group >= needed[s]!) hits += 1;
      }
    }
    let anyThrough = false;
    let anyDown = false;
    for (let h = 0; h < hits; h += 1) {
      const code = draw();
      if (code < 0) break;
      const type = code % 3;
      if (type !== SAVED) anyThrough = true;
      if (type === INCAP) anyDown = true;
    }
    if (hits > 0) hit += 1;
    if (anyThrough) through += 1;
    if (anyDown) down += 1;
    if (anyEnded) ended += 1;
  }
  return { hit: hit / trials, through: through / trials, down: down / trials, outOfAmmo: ended / trials, trials };
}
