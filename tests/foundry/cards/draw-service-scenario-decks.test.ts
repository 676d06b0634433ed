/**
 * The draw service sets up a scenario's decks: the Action Decks (re)imported by serial (CORE-1)
 * and the Activation Deck with exactly the scenario's cards (CORE-3).
 */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { planCardSync } from "@foundry/kernel/draw-coordinator";
import type { DeckDefinition } from "@rules/cards/deck-file";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";
import { procedures } from "./draw-service-procedures";

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("decks for a scenario", () => {
  const other: DeckDefinition = {
    name: "Printed",
    cards: FRONTIER_DECK.cards.map((c) => ({ ...c, melee: 5 - c.melee })),
  };

  it("re-importing matches cards by serial: no duplicate, foreign and doubled cards removed, missing ones created", () => {
    const existing = [
      ...FRONTIER_DECK.cards.filter((c) => c.serial !== 50).map((c) => ({ id: `c${c.serial}`, serial: c.serial })),
      { id: "again7", serial: 7 },
      { id: "joker", serial: null },
    ];
    const plan = planCardSync(existing, other);
    expect(plan.update).toHaveLength(49);
    expect(plan.create).toEqual([50]);
    expect(plan.delete).toEqual(["again7", "joker"]);
  });

  it("CORE-1 resetActionDecks creates missing decks in one write and re-imports the others without duplicates", async () => {
    table = new MemoryTable({ "": FRONTIER_DECK, "worlds/w/printed.json": other });
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 4 });
    table.writes.length = 0;

    const summary = await gm.resetActionDecks({ userIds: [PLAYER, OTHER], deckFile: "worlds/w/printed.json" });
    expect(summary).toEqual([
      { name: "Printed", cards: 50, userId: PLAYER },
      { name: "Printed", cards: 50, userId: OTHER },
    ]);
    expect(table.writes).toEqual(["createDecks(1)", "replaceCards(50/0/0)", "saveDecks(1)"]);
    expect(table.actionDeck(PLAYER)!.deck.name).toBe("Printed");
    expect(table.actionDeck(PLAYER)!.state!.drawPile).toHaveLength(50);

    table.writes.length = 0;
    await gm.resetActionDecks({ userIds: [PLAYER, OTHER], deckFile: "worlds/w/printed.json" });
    expect(table.writes).toEqual(["saveDecks(2)"]);
    expect(table.action.size).toBe(2);
    expect(table.deckCards(table.actionDeck(PLAYER)!.id)).toHaveLength(50);
  });

  it("CORE-3 resetActivationDeck uses exactly the scenario's cards (no Hero without heroes)", async () => {
    const gm = coordinator(table, procedures());
    const cards = ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "elite", "green", "end"] as const;
    const summary = await gm.resetActivationDeck({ cards });
    expect(summary.cards).toBe(15);
    expect(table.activation!.state!.drawPile).not.toContain("hero#1");
    const ended = await gm.endOfTurn({ requesterId: GM });
    expect(ended.ok).toBe(true);
    expect(table.activation!.state!.drawPile).toHaveLength(15);
  });
});
