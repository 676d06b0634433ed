/**
 * OW-9.3f the odds of a runaway's move (two cards straight on, a bog check for each sharp turn and
 * each obstacle, the first that bogs overturns it): exact fractions against the engine's procedure
 * run over every order of small pools, and over the full Frontier deck.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { ActionCard } from "@rules/cards/schema";
import { runawayMove, type RunawayMoveInput } from "@rules/old-west/runaway";
import { runawayMoveOdds } from "@rules/odds/check-odds";
import { fractionText, probability } from "@rules/odds/fraction";
import { seeded } from "../../helpers/random";
import { permutations } from "../../helpers/orders";
import { fixedSource } from "@rules/cards/source";
import { runawayBuckboard } from "../old-west/fixtures";

const deck = FRONTIER_DECK.cards;

const running = runawayBuckboard();

function sample(seed: number, n: number): ActionCard[] {
  const random = seeded(seed);
  return [...deck]
    .map((c) => ({ c, k: random() }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map(({ c }) => c);
}

describe("runaway move odds (OW-9.3f)", () => {
  it("OW-9.3f P(overturned) and P(each distance) equal the procedure over every order of 24 seeded 7-card pools", () => {
    const random = seeded(93);
    let overturning = 0;
    for (let n = 0; n < 24; n += 1) {
      const sharpTurns = Math.floor(random() * 3);
      const obstacles = Math.floor(random() * 2);
      const input: RunawayMoveInput = {
        state: running,
        turnDegrees: sharpTurns > 0 ? 60 : 0,
        crossesObstacle: obstacles > 0,
        sharpTurns,
        obstacles,
      };
      const pool = sample(100 + n, 7);
      const odds = runawayMoveOdds(input, { pool });
      // the oracle: the whole procedure over every order of the pool; the driver's melee after an overturn reads on
      // into the rest of the deck (the move and its checks read at most 5 cards, all from the pool)
      const rest = deck.filter((c) => !pool.includes(c));
      const orders = permutations(pool.length);
      let overturned = 0;
      let mean = 0;
      const ways = new Map<number, number>();
      for (const order of orders) {
        const r = runawayMove(input, fixedSource([...order.map((i) => pool[i]!), ...rest]));
        overturned += +r.overturned;
        mean += r.inches;
        ways.set(r.inches, (ways.get(r.inches) ?? 0) + 1);
      }
      expect(fractionText(odds.overturned)).toBe(fractionText(probability(overturned, orders.length)));
      if (overturned > 0 && overturned < orders.length) overturning += 1;
      expect([...odds.inches.keys()].sort()).toEqual([...ways.keys()].sort());
      for (const [inches, count] of ways)
        expect(fractionText(odds.inches.get(inches)!)).toBe(fractionText(probability(count, orders.length)));
      expect(fractionText(odds.meanInches)).toBe(fractionText(probability(mean, orders.length)));
    }
    expect(overturning).toBeGreaterThan(5); // the sample is not all sure: the chance is counted, not 0 or 1
  });

  it("OW-9.3f over the full deck: no bog check due never overturns; each check due adds to the chance of overturning", () => {
    const straight = runawayMoveOdds({ state: running, turnDegrees: 0, crossesObstacle: false }, { pool: deck });
    expect(fractionText(straight.overturned)).toBe("0/1");
    const one = runawayMoveOdds({ state: running, turnDegrees: 60, crossesObstacle: false }, { pool: deck });
    const two = runawayMoveOdds(
      { state: running, turnDegrees: 60, crossesObstacle: true, sharpTurns: 1, obstacles: 1 },
      { pool: deck },
    );
    expect(one.overturned.value).toBeGreaterThan(0);
    expect(two.overturned.value).toBeGreaterThan(one.overturned.value);
    expect(straight.meanInches.value).toBeGreaterThan(0);
  });
});
