/**
 * Exact odds of the one-card checks a player decides on (CORE-10 reactions and bog checks,
 * NAP-6.2.1.2 counter-charges, NAP-6.1.2 mounted bog checks, OW-9.2.7 stampede, OW-9.3f runaway and
 * regaining control) and of the morale checks at the start of an activation (CORE-7 / CORE-11),
 * with and without the leader removing markers. Each takes the same input as the procedure and
 * the cards that can be drawn (the remaining pool, then the refill pile); each chance is exact
 * (a fraction of the orders of the cards) with its value as a number.
 *
 * The checks run the engine's procedure over every order of the cards (draws.ts). The morale
 * checks read one card per marker, as many as ten: their counts come from the multivariate
 * hypergeometric law of the results (the cards drawn are a uniform draw from the pool), read with
 * the procedure's own result function.
 */
import { moraleResult } from "../cards/read";
import { MORALE_RESULTS, type ActionCard, type MoraleResult } from "../cards/schema";
import type { MountedBogInput } from "../mounted/terrain";
import { resolveMountedBog } from "../mounted/terrain";
import { prorateCounterCharge, resolveMountedReaction, type MountedReactionInput } from "../mounted/reaction";
import type { MountedOptions } from "../mounted/options";
import type { OldWestOptions } from "../old-west/common";
import {
  regainControl,
  runawayCheck,
  runawayMove,
  type RunawayMoveInput,
  type RunawayTrigger,
} from "../old-west/runaway";
import { stampedeCheck } from "../old-west/stampede";
import type { HerdState, StampedeTrigger } from "../old-west/animals";
import type { WagonState } from "../old-west/wagons";
import {
  markersLeaderRemoves,
  presentLeader,
  shiftGrade,
  type MoraleInput,
  type MoraleOptions,
} from "../procedures/morale";
import { resolveBog, resolveReaction, type BogInput, type ReactionInput } from "../procedures/reaction";
import { rulesOf } from "../procedures/reader";
import type { Terrain } from "../cards/schema";
import { chanceOf, drawOdds } from "./draws";
import { ZERO, countedProbability, type Probability } from "./fraction";
import { binomial } from "./pool";

/** The cards a check can draw: the pool (the remaining draw pile), then the refill pile when it runs out. */
export interface Piles {
  readonly pool: readonly ActionCard[];
  readonly refill?: readonly ActionCard[];
}

const yes = (odds: ReadonlyMap<string, Probability>) => chanceOf(odds, (k) => k === "yes");
const flag = (b: boolean) => (b ? "yes" : "no");

/** CORE-10 P(the reaction check passes); zero when the figure may not check (stunned or down). */
export function reactionOdds(input: ReactionInput, piles: Piles): { readonly pass: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => resolveReaction(input, s),
    (r) => flag(r.passed),
    piles,
  );
  return { pass: yes(odds) };
}

/** CORE-10 P(the bog check bogs down) in terrain of the given grade. */
export function bogOdds(input: BogInput, piles: Piles): { readonly bogged: Probability } {
  return {
    bogged: yes(
      drawOdds(
        piles.pool,
        (s) => resolveBog(input, s),
        (r) => flag(r.bogged),
        piles,
      ),
    ),
  };
}

/**
 * NAP-6.1.2 / OW-7.1b a mounted unit's bog check in woods or at a linear obstacle: P(bogged) and
 * P(a figure is stunned stuck over the obstacle).
 */
export function mountedBogOdds(
  input: MountedBogInput,
  piles: Piles,
  options?: MountedOptions,
): { readonly bogged: Probability; readonly stunned: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => resolveMountedBog(input, s, options),
    (r) => `${flag(r.bogged)}:${flag(r.stunned)}`,
    piles,
  );
  return {
    bogged: chanceOf(odds, (k) => k.startsWith("yes:")),
    stunned: chanceOf(odds, (k) => k.endsWith(":yes")),
  };
}

/** What a counter-charge needs to tell whether it reaches the charger (NAP-6.2.1.2 prorated moves). */
interface CounterChargeContact {
  /** Inches between the two before the counter-charge. */
  readonly gapInches: number;
  /** Inches the charger still moves. */
  readonly chargerInches: number;
}

interface CounterChargeOdds {
  /** P(the Reaction check passes). */
  readonly pass: Probability;
  /** P(the counter-charge moves exactly so many inches), passed checks only (a failed check moves 0). */
  readonly inches: ReadonlyMap<number, Probability>;
  /** P(it passes and the prorated moves meet), when the contact geometry is given. */
  readonly contact: Probability | null;
}

/**
 * NAP-6.2.1.2 / OW-7.1c a counter-charge (or a pursuit): a Reaction check, then the movement
 * card(s) of the counter-charge; with `contact`, P(the prorated moves meet the charger).
 */
export function counterChargeOdds(
  input: MountedReactionInput,
  piles: Piles,
  contact?: CounterChargeContact,
  options?: MountedOptions,
): CounterChargeOdds {
  const odds = drawOdds(
    piles.pool,
    (s) => resolveMountedReaction(input, s, options),
    (r) => (r.passed ? `yes:${r.inches}` : "no"),
    piles,
  );
  const inches = new Map<number, Probability>();
  for (const [key, p] of odds) if (key.startsWith("yes:")) inches.set(Number(key.slice(4)), p);
  return {
    pass: chanceOf(odds, (k) => k.startsWith("yes:")),
    inches,
    contact: contact
      ? chanceOf(
          odds,
          (k) =>
            k.startsWith("yes:") &&
            prorateCounterCharge(contact.gapInches, contact.chargerInches, Number(k.slice(4))).contact,
        )
      : null,
  };
}

/** OW-9.2.7 P(the herd stampedes) for a trigger (a herded charge: certain; no check due: its present state). */
export function stampedeOdds(
  herd: HerdState,
  trigger: StampedeTrigger,
  piles: Piles,
  options?: OldWestOptions,
): { readonly stampedes: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => stampedeCheck(herd, trigger, s, options),
    (r) => flag(r.stampedes),
    piles,
  );
  return { stampedes: yes(odds) };
}

/** OW-9.3f P(the team runs away) for a trigger. */
export function runawayOdds(
  state: WagonState,
  trigger: RunawayTrigger,
  piles: Piles,
  options?: OldWestOptions,
): { readonly runaway: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => runawayCheck(state, trigger, s, options),
    (r) => flag(r.runaway),
    piles,
  );
  return { runaway: yes(odds) };
}

/**
 * OW-9.3f a runaway's move: P(one of its bog checks overturns it) and P(it runs exactly so many inches), and the
 * inches it runs on average (an exact fraction).
 */
export function runawayMoveOdds(
  input: RunawayMoveInput,
  piles: Piles,
  options?: OldWestOptions,
): {
  readonly overturned: Probability;
  readonly inches: ReadonlyMap<number, Probability>;
  readonly meanInches: Probability;
} {
  // the overturn's melee against each occupant comes after: it changes neither figure, so it is not enumerated
  const aboard = { ...input.state.unit, figures: [] };
  const odds = drawOdds(
    piles.pool,
    (s) => runawayMove({ ...input, state: { ...input.state, unit: aboard } }, s, options),
    (r) => `${flag(r.overturned)}:${r.inches}`,
    piles,
  );
  const inches = new Map<number, Probability>();
  let mean: Probability = ZERO;
  for (const [key, p] of odds) {
    if (key === "noCard") continue;
    const n = Number(key.slice(key.indexOf(":") + 1));
    const before = inches.get(n);
    inches.set(n, before ? sumOf(before, p) : p);
    mean = sumOf(mean, countedProbability(p.numerator * BigInt(n), p.denominator));
  }
  return { overturned: chanceOf(odds, (k) => k.startsWith("yes:")), inches, meanInches: mean };
}

/** a + b, exact. */
function sumOf(a: Probability, b: Probability): Probability {
  return countedProbability(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** OW-9.3f P(the driver regains control) this activation, in the wagon's terrain. */
export function regainControlOdds(
  state: WagonState,
  terrain: Terrain,
  piles: Piles,
  options?: OldWestOptions,
): { readonly regained: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => regainControl(state, terrain, s, options),
    (r) => flag(r.regained),
    piles,
  );
  return { regained: yes(odds) };
}

/** The morale checks of one choice (the leader removes markers, or not). */
export interface MoraleChoiceOdds {
  /** Markers the leader removes first. */
  readonly removed: number;
  /** Cards drawn: one per marker left. */
  readonly checks: number;
  /** P(every check reads OK). */
  readonly allOk: Probability;
  /** P(at least one check reads each result). */
  readonly atLeastOne: Readonly<Record<MoraleResult, Probability>>;
  /** The mean number of checks reading each result (exact fraction). */
  readonly expected: Readonly<Record<MoraleResult, Probability>>;
}

interface MoraleOdds {
  /** The leader removes the markers he may (CORE-11), then the checks. */
  readonly leaderRemoves: MoraleChoiceOdds;
  /** The leader keeps his men's markers (NAP-4: then they do not fire with the leader-absent shift). */
  readonly leaderKeeps: MoraleChoiceOdds;
  /** False when the leader may not remove any (absent, stunned, untrained, or none to remove): both choices agree. */
  readonly choice: boolean;
}

/**
 * CORE-7 / CORE-11 the unit's morale checks at the start of its activation, as resolveMorale reads
 * them (its Guts column, close order one grade better, the terrain row; the `resultFor` hook when a
 * rule changes the results), with and without the leader removing markers.
 */
export function moraleOdds(input: MoraleInput, piles: Piles, options?: MoraleOptions): MoraleOdds {
  const { unit, terrain } = input;
  const gradeShift = input.gradeShift ?? (unit.closeOrder ? 1 : 0);
  const grade = shiftGrade(unit.grade, gradeShift);
  const leader = presentLeader(unit);
  const canRemove =
    input.canRemoveMarkers ?? (rulesOf(options).optional.leadersMorale314 && leader !== null && leader.trained);
  const removed = markersLeaderRemoves(unit, canRemove, gradeShift, options);
  const resultFor = options?.hooks?.resultFor ?? ((c: ActionCard) => moraleResult(c, grade, terrain));
  const read = (c: ActionCard) => resultFor(c, grade, terrain);
  const markers = unit.moraleMarkers;
  return {
    leaderRemoves: checksOdds(markers - removed, removed, read, piles),
    leaderKeeps: checksOdds(markers, 0, read, piles),
    choice: removed > 0,
  };
}

/** n cards read for their morale result: the pool first, then the refill pile. */
function checksOdds(
  n: number,
  removed: number,
  read: (card: ActionCard) => MoraleResult,
  piles: Piles,
): MoraleChoiceOdds {
  const pool = piles.pool;
  const refill = piles.refill ?? [];
  const fromPool = Math.min(n, pool.length);
  const fromRefill = Math.min(n - fromPool, refill.length);
  const count = (cards: readonly ActionCard[], r: MoraleResult) => cards.filter((c) => read(c) === r).length;
  // P(none of the n cards shows a result in `set`): a draw of fromPool then fromRefill avoiding it
  const avoid = (test: (r: MoraleResult) => boolean): Probability => {
    const inPool = pool.filter((c) => !test(read(c))).length;
    const inRefill = refill.filter((c) => !test(read(c))).length;
    return countedProbability(
      binomial(inPool, fromPool) * binomial(inRefill, fromRefill),
      binomial(pool.length, fromPool) * binomial(refill.length, fromRefill),
    );
  };
  const atLeastOne = {} as Record<MoraleResult, Probability>;
  const expected = {} as Record<MoraleResult, Probability>;
  for (const r of MORALE_RESULTS) {
    const none = avoid((x) => x === r);
    atLeastOne[r] = n === 0 ? ZERO : countedProbability(none.denominator - none.numerator, none.denominator);
    // E[count] = fromPool · (share in the pool) + fromRefill · (share in the refill)
    const pn = BigInt(count(pool, r) * fromPool);
    const rn = BigInt(count(refill, r) * fromRefill);
    const pd = BigInt(Math.max(1, pool.length));
    const rd = BigInt(Math.max(1, refill.length));
    expected[r] = countedProbability(pn * rd + rn * pd, pd * rd);
  }
  return { removed, checks: n, allOk: avoid((x) => x !== "OK"), atLeastOne, expected };
}
