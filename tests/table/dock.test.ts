/**
 * The deck dock's "what this user sees" (src/foundry/dock/view.ts) over deck states as the
 * table stores them: a player sees his own Action Deck only, the GM every deck, everyone the
 * current Activation Card (CORE-3) and the units it activates.
 */
import { describe, expect, it } from "vitest";
import type { DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures/activation";
import { dockView, type DockActivationInput, type DockDeckInput } from "@foundry/dock/view";

const state = (drawPile: number[], drawn: number[], discardPile: number[], shuffles = 1): DeckState => ({
  drawPile,
  drawn,
  discardPile,
  shuffles,
});

function deck(ownerId: string, ownerName: string, s: DeckState | null): DockDeckInput {
  return {
    id: `deck-${ownerId}`,
    name: `${ownerName}'s Action Deck`,
    ownerId,
    ownerName,
    state: s,
    face: (serial) => `faces/${ownerId}/${serial}.svg`,
  };
}

const alice = deck("alice", "Alice", state([5, 6, 7, 8], [3], [1, 2], 3));
const bob = deck("bob", "Bob", state([10, 11], [], [4, 9, 12]));
const activationState: ActivationDeckState = {
  drawPile: ["4#1", "end#1", "1#2"],
  drawn: ["3#1"],
  pending: [],
  lastNumber: 3,
  turn: 2,
};
const activation: DockActivationInput = {
  state: activationState,
  current: {
    kind: "3",
    number: 3,
    face: "faces/activation/5.svg",
    units: [
      { id: "Actor.gang", name: "Dry Creek gang", owners: [{ id: "alice", name: "Alice" }] },
      { id: "Actor.posse", name: "Marshal's posse", owners: [{ id: "bob", name: "Bob" }] },
      { id: "Actor.cattle", name: "Livery cattle", owners: [] },
    ],
    lost: [],
  },
};

describe("deck dock: what each user sees", () => {
  it("CORE-1 a player sees only his own Action Deck: cards left, discards, reshuffles, the last card drawn and its face", () => {
    const view = dockView([alice, bob], activation, { userId: "alice", isGM: false });
    expect(view.decks).toHaveLength(1);
    expect(view.decks[0]).toEqual({
      id: "deck-alice",
      name: "Alice's Action Deck",
      owner: "Alice",
      own: true,
      left: 4,
      discards: 2,
      drawn: 1,
      reshuffles: 2,
      last: { serial: 3, face: "faces/alice/3.svg" },
    });
    // Nothing of Bob's deck reaches Alice's view.
    expect(JSON.stringify(view)).not.toContain("deck-bob");
    expect(JSON.stringify(view)).not.toContain("faces/bob");
    expect(view.gm).toBe(false);
    expect(view.noDeck).toBe(false);
  });

  it("CORE-1 the GM sees every player's deck; with nothing on the table the last card is the newest discard", () => {
    const view = dockView([bob, alice], activation, { userId: "gm", isGM: true });
    expect(view.decks.map((d) => d.owner)).toEqual(["Alice", "Bob"]);
    expect(view.decks.every((d) => !d.own)).toBe(true);
    const b = view.decks[1]!;
    expect([b.left, b.discards, b.drawn, b.reshuffles]).toEqual([2, 3, 0, 0]);
    expect(b.last).toEqual({ serial: 12, face: "faces/bob/12.svg" });
  });

  it("CORE-3 everyone sees the current Activation Card, its turn and cards left, which units it activates and whose they are; a player's own units are marked", () => {
    const alices = dockView([alice, bob], activation, { userId: "alice", isGM: false }).activation!;
    expect(alices).toMatchObject({ kind: "3", number: 3, face: "faces/activation/5.svg", turn: 2, left: 3 });
    expect(alices.units).toEqual([
      { name: "Dry Creek gang", owners: "Alice", mine: true },
      { name: "Marshal's posse", owners: "Bob", mine: false },
      { name: "Livery cattle", owners: "", mine: false },
    ]);
    const bobs = dockView([alice, bob], activation, { userId: "bob", isGM: false }).activation!;
    expect(bobs.units.map((u) => u.mine)).toEqual([false, true, false]);
  });

  it("a player without a deck is told so; a deck never shuffled shows no card; no card drawn yet shows no activation", () => {
    const view = dockView([bob], { state: null, current: null }, { userId: "carol", isGM: false });
    expect(view.decks).toEqual([]);
    expect(view.noDeck).toBe(true);
    expect(view.activation).toBeNull();
    const fresh = dockView(
      [deck("carol", "Carol", null)],
      { state: null, current: null },
      { userId: "carol", isGM: false },
    );
    expect(fresh.decks[0]).toMatchObject({ left: 0, discards: 0, reshuffles: 0, last: null });
  });
});
