/** A player observes his Action Deck and discard pile; only the GM's draw service writes them. */
import { describe, expect, it } from "vitest";
import { lowerToObserver, playerDeckOwnership } from "@foundry/kernel/deck-ownership";

/** Foundry v13's CONST.DOCUMENT_OWNERSHIP_LEVELS (common/constants.mjs). */
const LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

describe("player decks: OBSERVER, never OWNER", () => {
  it("CORE-1 a new Action Deck and discard pile: the player observes, nobody else sees it", () => {
    expect(playerDeckOwnership("alice", LEVELS)).toEqual({ default: 0, alice: 2 });
  });

  it("CORE-1 a deck made before this rule: the player's OWNER comes down to OBSERVER, the rest kept", () => {
    expect(lowerToObserver({ default: 0, alice: 3, bob: 1 }, LEVELS)).toEqual({ default: 0, alice: 2, bob: 1 });
  });

  it("a deck already right is left alone (no write)", () => {
    expect(lowerToObserver({ default: 0, alice: 2 }, LEVELS)).toBeNull();
  });
});
