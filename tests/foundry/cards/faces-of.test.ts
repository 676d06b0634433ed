/** The shipped deck's faces are found by its cards' hash, so the deck loads only when a deck is made. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { FRONTIER_FACES, facesOf, hashCards } from "@foundry/cards/deck-faces";

describe("facesOf", () => {
  it("CORE-1 the Frontier deck's name and hash are the shipped deck's (regenerate the constant when the deck changes)", () => {
    expect(FRONTIER_FACES).toEqual({ name: FRONTIER_DECK.name, hash: hashCards(FRONTIER_DECK.cards) });
  });

  it("CORE-1 the Frontier deck uses the shipped faces; an edited copy, even under the same name, gets its own folder", () => {
    expect(facesOf(FRONTIER_DECK)).toEqual({ root: "systems/combat-patrol/assets/cards", slug: "frontier" });
    const edited = {
      ...FRONTIER_DECK,
      cards: FRONTIER_DECK.cards.map((c, i) => (i === 0 ? { ...c, hit: c.hit === 1 ? 2 : 1 } : c)),
    };
    const faces = facesOf(edited);
    expect(faces.slug).toBe(`frontier-${hashCards(edited.cards)}`);
    expect(faces.root).not.toBe("systems/combat-patrol/assets/cards");
  });
});
