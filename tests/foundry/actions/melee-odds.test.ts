/** The melee dialog's exact odds: every pair of cards decided by the engine, counted exactly. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fixedSource } from "@rules/cards/source";
import { add, equals, ONE } from "@rules/odds/fraction";
import { resolveMelee, type MeleeInput } from "@rules/procedures";
import { meleeOdds } from "@foundry/actions/melee/melee-odds";
import { halesAttack } from "./melee-pair";

const input: MeleeInput = halesAttack();

describe("melee odds", () => {
  it("CORE-6 equal the count of every ordered pair of Frontier cards decided one by one", () => {
    const pool = FRONTIER_DECK.cards;
    const wins = { attacker: 0, tie: 0, defender: 0 };
    for (const a of pool) {
      for (const d of pool) {
        if (a === d) continue;
        wins[resolveMelee(input, fixedSource([a, d, pool.find((c) => c !== a && c !== d)!])).winner] += 1;
      }
    }
    const odds = meleeOdds(input, pool)!;
    expect([
      (odds.attacker.numerator * 2450n) / odds.attacker.denominator,
      (odds.tie.numerator * 2450n) / odds.tie.denominator,
    ]).toEqual([BigInt(wins.attacker), BigInt(wins.tie)]);
    expect(equals(add(add(odds.attacker, odds.tie), odds.defender), ONE)).toBe(true);
    // Hale starts 3 ahead (Melee 1 + HtH 2 + close order 1 = 4 against 0 + 1 = 1): he wins more often than he loses.
    expect(odds.attacker.value).toBeGreaterThan(odds.defender.value);
  });

  it("CORE-6 a lead no card can close is a certain win; too small a pool gives no odds", () => {
    const sure = { ...input, attacker: { ...input.attacker, modifiers: [{ key: "other", value: 9 }] } };
    expect(meleeOdds(sure, FRONTIER_DECK.cards)!.attacker).toEqual(ONE);
    expect(meleeOdds(input, FRONTIER_DECK.cards.slice(0, 2))).toBeNull();
  });
});
