/** The draw service: who may draw from which deck, and the refusals when no GM answers. */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";
import { procedures } from "./draw-service-procedures";

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("draw service: who may draw", () => {
  it("a player cannot draw from another player's deck (localized refusal, nothing written)", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 1 });
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "shoot",
      input: { n: 1 },
      requesterId: OTHER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.notYourDeck",
      data: { user: "Bob", owner: "Alice" },
    });
    expect(table.writes).toEqual([]);
  });

  it("the GM may draw from a player's deck (he runs a missing player's units)", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "shoot",
      input: { n: 1 },
      requesterId: GM,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer.ok).toBe(true);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toHaveLength(1);
  });

  it("an unknown user is refused", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "shoot",
      input: {},
      requesterId: "mallory",
      deckOwnerId: "mallory",
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownUser" });
  });

  it("no GM connected: a localized message, nothing drawn, nothing sent", async () => {
    const link = jsonLink(null);
    const alice = client(link, PLAYER, null, table);
    const answer = await alice.resolveErased("shoot", { n: 1 });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.noActiveGM", data: {} });
    expect(alice.notices).toEqual([answer]);
    expect(link.sent).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("a query that fails on the way (GM left, timeout) is a refusal, not a throw", async () => {
    const alice = client(
      {
        available: () => true,
        draw: () => Promise.reject(new Error("timeout")),
        activation: () => Promise.reject(new Error("timeout")),
        endOfTurn: () => Promise.reject(new Error("timeout")),
      },
      PLAYER,
    );
    const answer = await alice.resolveErased("shoot", {});
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.queryFailed", data: { error: "timeout" } });
  });
});
