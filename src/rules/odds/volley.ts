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
 *
 * This file reads the programme's last layer into the answers (hits and effects, or shooters
 * ended); the inputs are in volley-piles.ts, the programme in volley-programme.ts and its state
 * storage in volley-layer.ts.
 */
import { binomials, type Arith, type PileCounts, type VolleyShooter } from "./volley-piles";
import { COUNTER, SLICE, Programme, planOf } from "./volley-programme";

/** Run a counting generator to its end at once. */
export function drain<R>(steps: Generator<void, R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
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
    const c = states.comp(i);
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
    const c = states.comp(i);
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
  return drain(countEndedSteps(num, piles, shooters));
}

/** countEnded as steps: yields between slices of work, returns the counts. */
export function* countEndedSteps<T>(
  num: Arith<T>,
  piles: readonly PileCounts[],
  shooters: readonly VolleyShooter[],
): Generator<void, EndedCounts<T>> {
  const plan = planOf(shooters, piles[0]?.size ?? 0);
  const prog = new Programme(num, piles, plan, "ended");
  const states = yield* prog.run();
  let most = 0;
  for (let i = 0; i < states.size; i += 1) most = Math.max(most, prog.drawn(states.comp(i)));
  const ended: T[] = new Array<T>(shooters.length + 1).fill(num.zero);
  for (let i = 0; i < states.size; i += 1) {
    if ((i & SLICE) === SLICE) yield;
    const c = states.comp(i);
    const e = c[COUNTER]!;
    ended[e] = num.add(ended[e]!, num.mul(states.weights[i]!, num.div(prog.den[most]!, prog.den[prog.drawn(c)]!)));
  }
  return { ended, den: prog.den[most]! };
}
