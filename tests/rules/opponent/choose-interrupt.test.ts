/**
 * CORE-10 the engine's reaction to an enemy's move (src/rules/opponent/interrupt-options.ts): the
 * volley it could fire at the mover, times the chance its reaction check passes, against the
 * doctrine's interruptWhenChance; NAP-5.6 a close order group checks once.
 */
import { describe, expect, it } from "vitest";
import { DOCTRINES } from "@rules/opponent";
import { chooseMoveReaction, type InterruptChoice, type MoveReaction } from "@rules/opponent/interrupt-options";
import { volleyAt } from "@rules/opponent/fire-options";
import { reactionOdds } from "@rules/odds/check-odds";
import { DEFAULT_OPTIONS } from "@rules/options";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { placed, raidersAgainst } from "./fixtures";

/** The reaction is a volley's. */
function fires(choice: MoveReaction | null): InterruptChoice {
  expect(choice?.kind).toBe("interrupt");
  return choice as InterruptChoice;
}

/** Reacts as the doctrine says: fires, or null. */
const chooseInterrupt = (...args: Parameters<typeof chooseMoveReaction>) => {
  const choice = chooseMoveReaction(...args);
  return choice === null ? null : fires(choice);
};

describe("CORE-10 the engine reacts to an enemy's move by the odds", () => {
  it("CORE-10 riflemen 10 inches from the moving posse: each rifleman checks, the chance is the volley's times the check's", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const choice = chooseInterrupt(s, "posse", DOCTRINES.steady)!;
    expect(choice.checkers).toEqual(choice.volley.shooterIds);
    expect(choice.checkers).toHaveLength(3);
    const first = s.unit.figures[0]!;
    const pass = reactionOdds(
      { unitId: s.unit.id, figure: first, reaction: first.reaction },
      { pool: FRONTIER_DECK.cards },
    );
    expect(choice.pass).toBeCloseTo(pass.pass.value, 12);
    expect(choice.volley.chance).toBeCloseTo(volleyAt(s, s.others[0]!)!.chance, 12);
    expect(choice.why.key).toBe("COMBAT_PATROL.Opponent.Interrupt.none");
  });

  it("CORE-10 the doctrine's threshold decides: a posse at medium range (30% volley, checks pass half the time) is worth a reaction to the steady, not to the cautious", () => {
    const s = raidersAgainst([placed("posse", 3, 20)]);
    const volley = volleyAt(s, s.others[0]!)!;
    const choice = chooseInterrupt(s, "posse", DOCTRINES.steady);
    const worth = (choice?.pass ?? 0) * volley.chance;
    expect(worth).toBeCloseTo(0.15, 2);
    expect(worth).toBeGreaterThanOrEqual(DOCTRINES.steady.interruptWhenChance);
    expect(worth).toBeLessThan(DOCTRINES.cautious.interruptWhenChance);
    expect(chooseInterrupt(s, "posse", DOCTRINES.cautious)).toBeNull();
  });

  it("CORE-10 no reaction to a friend's move, nor to a unit out of sight and range", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const friend = { ...s, others: s.others.map((o) => ({ ...o, allegiance: s.allegiance! })) };
    expect(chooseInterrupt(friend, "posse", DOCTRINES.aggressive)).toBeNull();
    expect(chooseInterrupt(raidersAgainst([placed("posse", 3, 400)]), "posse", DOCTRINES.aggressive)).toBeNull();
  });

  it("NAP-5.6 a unit in close order checks once for its group", () => {
    const s = raidersAgainst([placed("posse", 3, 10)], undefined, {}, undefined, { closeOrder: true });
    const choice = chooseInterrupt(
      { ...s, rules: { ...DEFAULT_OPTIONS, era: "napoleonic" } },
      "posse",
      DOCTRINES.steady,
    );
    expect(choice?.checkers).toEqual([null]);
  });
});
