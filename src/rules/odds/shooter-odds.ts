/**
 * One shooter's own odds as the fire dialog shows them in his row (CORE-5): P(a hit), P(a hit through cover), P(the
 * nearest figure incapacitated by his shots alone), P(Out of Ammunition ends his shooting), his expected hits.
 *
 * Counted in steps (the kernels yield every few states) so a caller can spread the work: the odds session runs them in
 * slices on the main thread where there is no Worker, the odds worker runs them at once. A shooter of several shots
 * at an Endurance 2 figure reads the WOUND × INCAPACITATE table: up to ten milliseconds and more in one piece.
 * The figures are the same counts fireOdds makes of a one-shooter volley (factorial moments in remainders, exact).
 */
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { fireOdds, type FireOdds, type FireOddsShooter } from "./fire";
import { countedProbability, type Probability } from "./fraction";
import type { OddsFigures, OddsTarget, OddsValues } from "./session";
import { VolleyMoments, regimeOf, type Counted } from "./volley-moments";

/** P(at least one): 1 − P(none), exactly. */
function atLeastOne(none: Probability): Probability {
  return { numerator: none.denominator - none.numerator, denominator: none.denominator, value: 1 - none.value };
}

/** P(none of the outcomes at `indices` happens), over the count's denominator. */
function otherThan(c: Counted, indices: readonly number[]): Probability {
  const kept = indices.reduce((total, i) => total + c.numerators[i]!, 0n);
  return countedProbability(c.denominator - kept, c.denominator);
}

/** The figures with their exact fractions, from the distributions. */
function figuresOf(hits: readonly Probability[], exact: OddsValues<Probability>): OddsFigures {
  return {
    hit: exact.hit.value,
    through: exact.through.value,
    down: exact.down.value,
    outOfAmmo: exact.outOfAmmo.value,
    expectedHits: hits.reduce((sum, p, x) => sum + x * p.value, 0),
    exact,
  };
}

/** When his shot cards may run the pool out (a handful of cards left): fireOdds counts him card by card, at once. */
function cardByCard(odds: FireOdds): OddsFigures {
  return figuresOf(odds.hits, {
    hit: atLeastOne(odds.hits[0]!),
    through: atLeastOne(odds.through[0]!),
    down: odds.incapacitated[1]!,
    outOfAmmo: odds.outOfAmmo,
  });
}

/**
 * His own odds over `pool` (then `refill`), in steps. Throws a RulesError for inputs fireOdds refuses (an empty pool,
 * wounds at or over Endurance).
 */
export function* shooterOddsSteps(
  pool: readonly ActionCard[],
  refill: readonly ActionCard[],
  shooter: FireOddsShooter,
  target: OddsTarget,
): Generator<void, OddsFigures> {
  const input = { shooters: [shooter], cover: target.cover, endurance: target.endurance, wounds: target.wounds };
  // fireOdds checks the input (and counts nothing until a figure is read)
  const odds = fireOdds({ ...input, pool, refill });
  if (!regimeOf(pool, [shooter])) return cardByCard(odds);
  const moments = new VolleyMoments(pool, refill, [shooter], target.cover);
  const hits = yield* moments.hitsSteps();
  yield;
  const through = yield* moments.effectsSteps("through");
  yield;
  // CORE-5.6 the figure stays up: fewer unsaved WOUNDs than he can take, no unsaved INCAPACITATE
  const toFall = target.endurance - target.wounds;
  let down: Probability;
  if (toFall === 1) down = otherThan(through, [0]);
  else {
    const joint = yield* moments.effectsSteps("joint");
    const side = moments.shots + 1;
    // numerators[w · side + i]: w unsaved WOUNDs, i unsaved INCAPACITATEs; he stays up at i = 0, w < toFall
    down = otherThan(
      joint,
      Array.from({ length: Math.min(toFall, side) }, (_, w) => w * side),
    );
  }
  yield;
  const ended = moments.ended();
  const none = (c: Counted) => countedProbability(c.numerators[0]!, c.denominator);
  return figuresOf(
    hits.numerators.map((n) => countedProbability(n, hits.denominator)),
    { hit: atLeastOne(none(hits)), through: atLeastOne(none(through)), down, outOfAmmo: atLeastOne(none(ended)) },
  );
}

/** A shooter whose own odds a render asked for, and his target. */
export interface ShooterAsked {
  readonly shooter: FireOddsShooter;
  readonly target: OddsTarget;
}

/** A batch of shooters' own odds, in steps, in the batch's order: null for one whose input the rules refuse. */
export function* shooterBatchSteps(
  pool: readonly ActionCard[],
  refill: readonly ActionCard[],
  batch: readonly ShooterAsked[],
): Generator<void, (OddsFigures | null)[]> {
  const figures: (OddsFigures | null)[] = [];
  for (const { shooter, target } of batch) {
    try {
      figures.push(yield* shooterOddsSteps(pool, refill, shooter, target));
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      figures.push(null); // the row shows no odds rather than wrong ones
    }
    yield;
  }
  return figures;
}
