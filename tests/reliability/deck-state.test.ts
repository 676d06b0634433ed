/**
 * The pure Action Deck state (CORE-1) under 2,000 seeded random operations: draws, physical
 * serials (good, already drawn, unknown, NaN, fractions), discards, reshuffles and recalls.
 * After every operation the deck holds its 50 serials once; every refused operation throws a
 * localized RulesError and leaves the (deep-frozen) state exactly as it was.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import {
  discardDrawn,
  drawCard,
  drawSerial,
  newDeckState,
  recallAll,
  reshuffleDiscards,
  type DeckState,
} from "@rules/cards/deck";
import { seededChance } from "@rules/cards/random";
import { prng, serialsOf } from "../doubles/recording";
import { deepFreeze, notLocalized, thrown } from "./fuzz";

const OPS = 2000;
const ALL = Array.from({ length: 50 }, (_, i) => i + 1);

describe("deck state under random operations", () => {
  it(`CORE-1 ${OPS} operations: 50 serials once after each, refusals localized and changing nothing`, () => {
    const rnd = prng(2024);
    let state: DeckState = deepFreeze(newDeckState(FRONTIER_DECK));
    const chance = seededChance(11);
    const failures: string[] = [];
    const counts = new Map<string, number>();
    const note = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
    for (let i = 0; i < OPS; i += 1) {
      const roll = rnd.next();
      const before = JSON.stringify(state);
      let op = "";
      const error = thrown(() => {
        if (roll < 0.4) {
          op = "draw";
          state = drawCard(state, FRONTIER_DECK, chance).state;
        } else if (roll < 0.6) {
          const serial = rnd.chance(0.5)
            ? (state.drawPile[rnd.int(Math.max(1, state.drawPile.length))] ?? 1)
            : rnd.pick([0, 51, -3, Number.NaN, 2.5, ...state.drawn]);
          op = `serial ${serial}`;
          state = drawSerial(state, FRONTIER_DECK, serial).state;
        } else if (roll < 0.8) {
          op = "discard";
          state = discardDrawn(state, rnd.chance(0.5) ? state.drawn : state.drawn.filter(() => rnd.chance(0.5)));
        } else if (roll < 0.9) {
          op = "reshuffle";
          state = reshuffleDiscards(state);
        } else {
          op = "recall";
          state = recallAll(state);
        }
      });
      deepFreeze(state);
      if (error !== undefined) {
        note("refused");
        const problem = notLocalized(error);
        if (problem) failures.push(`op ${i} (${op}): ${problem}`);
        if (JSON.stringify(state) !== before) failures.push(`op ${i} (${op}): refused but the state changed`);
      } else note(op.split(" ")[0]!);
      const held = serialsOf(state);
      if (JSON.stringify(held) !== JSON.stringify(ALL)) failures.push(`op ${i} (${op}): holds ${held.length} cards`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    for (const k of ["draw", "serial", "discard", "reshuffle", "recall", "refused"])
      expect(counts.get(k) ?? 0, k).toBeGreaterThan(50);
  });
});
