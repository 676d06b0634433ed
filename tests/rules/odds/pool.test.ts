import { describe, expect, it } from "vitest";
import { seededChance } from "@rules/cards/random";
import { discardDrawn, drawCard, newDeckState } from "@rules/cards/deck";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { showsHoles } from "@rules/cards/read";
import { RulesError } from "@rules/errors";
import { fireOdds } from "@rules/odds/fire";
import { add, complement, fractionText, percentText, probability, sum } from "@rules/odds/fraction";
import {
  atLeast,
  atMost,
  binomial,
  cardProbability,
  countDistribution,
  expectedCount,
  poolOf,
  sectionDistribution,
} from "@rules/odds/pool";
import { card } from "../../helpers/cards";

describe("exact odds over a pool of cards (CORE-1)", () => {
  it("fractions reduce, add and print exactly", () => {
    expect(fractionText(probability(35, 50))).toBe("7/10");
    expect(fractionText(add(probability(1, 3), probability(1, 6)))).toBe("1/2");
    expect(fractionText(complement(probability(2, 5)))).toBe("3/5");
    expect(percentText(probability(21, 50))).toBe("42.0%");
    expect(fractionText(sum([]))).toBe("0/1");
    expect(binomial(50, 3)).toBe(19600n);
  });

  it("CORE-2 P(one card) over the full deck and over the remaining draw pile", () => {
    expect(fractionText(cardProbability(FRONTIER_DECK.cards, (c) => showsHoles(c, 3)))).toBe("21/50");
    let state = newDeckState(FRONTIER_DECK);
    const chance = seededChance(17);
    const drawn = [];
    for (let i = 0; i < 10; i += 1) {
      const r = drawCard(state, FRONTIER_DECK, chance);
      state = r.state;
      drawn.push(r.card);
    }
    state = discardDrawn(state);
    const pool = poolOf(FRONTIER_DECK, state);
    expect(pool).toHaveLength(40);
    const left = 21 - drawn.filter((c) => showsHoles(c, 3)).length;
    expect(fractionText(cardProbability(pool, (c) => showsHoles(c, 3)))).toBe(fractionText(probability(left, 40)));
    expect(poolOf(FRONTIER_DECK)).toBe(FRONTIER_DECK.cards);
  });

  it("CORE-2 section distribution lists every value asked for, zero included", () => {
    const pool = [card({ melee: 2 }), card({ melee: 2 }), card({ melee: 5 })];
    const dist = sectionDistribution(pool, (c) => c.melee, [0, 1, 2, 3, 4, 5]);
    expect(dist.map((o) => [o.value, o.cards, fractionText(o.probability)])).toEqual([
      [0, 0, "0/1"],
      [1, 0, "0/1"],
      [2, 2, "2/3"],
      [3, 0, "0/1"],
      [4, 0, "0/1"],
      [5, 1, "1/3"],
    ]);
  });

  it("CORE-1 draws without replacement: P(at least 2 of 3 cards show 3+ holes) is hypergeometric", () => {
    const dist = countDistribution(FRONTIER_DECK.cards, (c) => showsHoles(c, 3), 3);
    // C(21,2)·C(29,1) + C(21,3) over C(50,3) = (210·29 + 1330) / 19600 = 7420/19600 = 53/140
    expect(fractionText(atLeast(dist, 2))).toBe("53/140");
    expect(fractionText(atMost(dist, 1))).toBe("87/140");
    expect(expectedCount(dist)).toBeCloseTo(3 * 0.42, 12);
    // without Out of Ammunition cards in the pool, fireOdds' hits agree with the hypergeometric count
    const noAmmo = FRONTIER_DECK.cards.filter((c) => c.hit !== "OUT_OF_AMMO");
    const fire = fireOdds({ needed: 3, shots: 3, cover: "none", endurance: 1, pool: noAmmo });
    expect(fire.hits.map(fractionText)).toEqual(
      countDistribution(noAmmo, (c) => showsHoles(c, 3), 3).map(fractionText),
    );
  });

  it("fireOdds values agree with the exact fractions", () => {
    const odds = fireOdds({ needed: 3, shots: 12, cover: "soft", endurance: 2 });
    for (const p of [...odds.hits, ...odds.through, ...odds.incapacitated, odds.outOfAmmo]) {
      const exact = Number((p.numerator * 10n ** 15n) / p.denominator) / 1e15;
      expect(Math.abs(p.value - exact)).toBeLessThan(1e-12);
    }
    expect(JSON.parse(JSON.stringify(odds.outOfAmmo))).toEqual({
      value: odds.outOfAmmo.value,
      fraction: fractionText(odds.outOfAmmo),
    });
  });

  it("refuses an empty pool and more draws than cards", () => {
    expect(() => cardProbability([], () => true)).toThrow(RulesError);
    expect(() => countDistribution([card()], () => true, 2)).toThrow(RulesError);
  });
});
