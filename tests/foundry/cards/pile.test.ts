/**
 * The players' discard piles at their seam: the pile mirrors the deck state (the source
 * of truth) after draws, a reshuffle and End of Turn; its writes come after the action's own and
 * a burst of actions shares one sync.
 */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import type { CardSource } from "@rules/cards/source";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { PileMirror, pileSerials, planPileSync } from "@foundry/kernel/deck-pile";
import { MemoryPiles, MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";

const countOf = (input: unknown): number =>
  typeof input === "object" && input !== null && "n" in input && typeof input.n === "number" ? input.n : 1;

function procedures(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("shoot", {
    run(input: unknown, source: CardSource) {
      for (let i = 0; i < countOf(input); i += 1) source.draw({ reason: "fire.hit", section: "hit" });
      return {};
    },
    async commit(_output, draws, _context, writer) {
      await writer.createMessage({ content: `${draws.length} cards` });
    },
  });
  return registry;
}

let table: MemoryTable;
let piles: MemoryPiles;
let mirror: PileMirror;
beforeEach(() => {
  table = new MemoryTable();
  piles = new MemoryPiles(table);
  mirror = new PileMirror(piles, 1500);
});

/** Let the coalescing window end and the sync finish. */
async function settle(): Promise<void> {
  piles.tick();
  await mirror.flush();
}

const deckState = (owner: string) => table.actionDeck(owner)!.state!;

describe("discard pile per player", () => {
  it("CORE-1 the pile shows the deck's discarded and shown cards after draws, in draw order", async () => {
    const gm = coordinator(table, procedures(), {}, {}, mirror);
    const alice = client(jsonLink(gm), PLAYER, null, table);
    const top = [
      ...(await (async () => {
        await alice.resolveErased("shoot", { n: 2 });
        return deckState(PLAYER).drawn;
      })()),
    ];
    await alice.resolveErased("shoot", { n: 3 });
    await settle();
    const state = deckState(PLAYER);
    expect(state.discardPile).toEqual(top);
    expect(piles.serials(PLAYER)).toEqual([...top, ...state.drawn]);
    expect(piles.serials(PLAYER)).toHaveLength(5);
  });

  it("the action keeps its two writes: the pile writes after, once for a burst of actions", async () => {
    const gm = coordinator(table, procedures(), {}, {}, mirror);
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 1 });
    await settle();
    table.writes.length = 0;
    piles.writes.length = 0;

    for (let i = 0; i < 4; i += 1) await alice.resolveErased("shoot", { n: 2 });
    // four actions: 2 writes each, and no pile write yet (the window is open)
    expect(table.writes).toEqual(Array.from({ length: 4 }, () => ["saveDecks(1)", "createMessage"]).flat());
    expect(piles.writes).toEqual([]);
    expect(piles.timers).toHaveLength(1);
    await settle();
    // one pile write for the four: 8 cards added
    expect(piles.writes).toEqual(["addCards(8)"]);
    expect(piles.serials(PLAYER)).toEqual(pileSerials(deckState(PLAYER)));
  });

  it("a deck without a pile (older world) gets one on its first sync", async () => {
    const gm = coordinator(table, procedures(), {}, {}, mirror);
    await client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 2 });
    await settle();
    expect(piles.writes).toEqual(["createPile", "addCards(2)"]);
    expect(piles.serials(OTHER)).toEqual(deckState(OTHER).drawn);
  });

  it("CORE-1 End of Turn recall: every pile emptied in one write each", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "end-of-turn" }, {}, mirror);
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    await client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 2 });
    await settle();
    expect(piles.serials(PLAYER)).toHaveLength(3);
    piles.writes.length = 0;
    const ended = await gm.endOfTurn({ requesterId: GM });
    expect(ended.ok).toBe(true);
    await settle();
    expect(piles.writes).toEqual(["removeCards(3)", "removeCards(2)"]);
    expect(piles.serials(PLAYER)).toEqual([]);
    expect(piles.serials(OTHER)).toEqual([]);
  });

  it("CORE-1 End of Turn without recall: the shown cards stay in the pile (now discarded)", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "when-empty" }, {}, mirror);
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    await settle();
    const before = piles.serials(PLAYER);
    piles.writes.length = 0;
    await gm.endOfTurn({ requesterId: GM });
    await settle();
    expect(deckState(PLAYER).discardPile).toEqual(before);
    expect(piles.serials(PLAYER)).toEqual(before);
    expect(piles.writes).toEqual([]);
  });

  it("CORE-1 reshuffle when the deck runs out: the pile follows the reshuffled deck", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "when-empty" }, {}, mirror);
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 45 });
    await settle();
    expect(piles.serials(PLAYER)).toHaveLength(45);
    piles.writes.length = 0;
    await alice.resolveErased("shoot", { n: 10 });
    await settle();
    const state = deckState(PLAYER);
    expect(state.shuffles).toBe(2);
    expect(piles.serials(PLAYER)).toEqual(pileSerials(state));
    expect(piles.serials(PLAYER)).toHaveLength(state.discardPile.length + 10);
    expect(piles.writes).toEqual(["removeCards(45)", "addCards(10)"]);
  });

  it("a refused action changes no pile", async () => {
    const registry = procedures();
    const gm = coordinator(table, registry, {}, {}, mirror);
    const answer = await gm.draw({
      procedure: "nope",
      input: {},
      requesterId: PLAYER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer.ok).toBe(false);
    expect(piles.timers).toEqual([]);
  });

  it("planPileSync keeps the cards that already match in order, replaces the rest", () => {
    const held = [
      { id: "a", serial: 7 },
      { id: "b", serial: 9 },
      { id: "c", serial: 7 },
      { id: "d", serial: null },
    ];
    expect(planPileSync(held, [7, 3, 1])).toEqual({ create: [3, 1], delete: ["b", "c", "d"] });
    expect(planPileSync([], [])).toEqual({ create: [], delete: [] });
    // a card in another place: it and what follows are replaced, so the order is the deck's
    expect(planPileSync(held.slice(0, 2), [9, 7])).toEqual({ create: [9, 7], delete: ["a", "b"] });
    expect(planPileSync(held.slice(0, 2), [7, 9, 4])).toEqual({ create: [4], delete: [] });
  });
});
