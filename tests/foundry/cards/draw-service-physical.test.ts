/** The draw service in physical-card mode: each card's serial asked of the player and checked by the GM. */
import { PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";
import { holdsDeckOnce, procedures, serialsOf } from "./draw-service-procedures";

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("draw service: physical-card mode", () => {
  it("each card is asked in turn; a serial already drawn is refused and asked again with the reason", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, { serials: [7, 7, 12] }, table);
    const answer = await alice.resolveErased("shoot", { n: 2 });
    if (!answer.ok) throw new Error(answer.key);
    expect(serialsOf(answer.output)).toEqual([7, 12]);
    expect(answer.draws.every((d) => d.physical)).toBe(true);
    expect(alice.asked).toEqual([
      { index: 0, error: null },
      { index: 1, error: null },
      { index: 1, error: "COMBAT_PATROL.Error.serialAlreadyDrawn" },
    ]);
    // the deck is created on the first request; the draw itself is one write
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toEqual([7, 12]);
    expect(holdsDeckOnce(table.actionDeck(PLAYER)!.state)).toBe(true);
  });

  it("a serial that is not in the deck is refused by the GM (unknownSerial) and asked again", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, { serials: [51, 3] }, table);
    const answer = await alice.resolveErased("shoot", { n: 1 });
    expect(answer.ok && serialsOf(answer.output)).toEqual([3]);
    expect(alice.asked.map((a) => a.error)).toEqual([null, "COMBAT_PATROL.Error.unknownSerial"]);
  });

  it("a serial drawn in an earlier action is refused until the deck is reshuffled", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, { serials: [9] }, table).resolveErased("shoot", { n: 1 });
    const again = client(jsonLink(gm), PLAYER, { serials: [9, null] }, table);
    const answer = await again.resolveErased("shoot", { n: 1 });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.physicalCancelled" });
    expect(again.asked.map((a) => a.error)).toEqual([null, "COMBAT_PATROL.Error.serialAlreadyDrawn"]);
  });

  it("cancelling the serial dialog draws nothing", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 0 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state);
    table.writes.length = 0;
    const alice = client(jsonLink(gm), PLAYER, { serials: [4, null] }, table);
    const answer = await alice.resolveErased("shoot", { n: 2 });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.physicalCancelled" });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
  });
});
