/**
 * The GM-authoritative draw service at its seam: one action drawn and written (CORE-1), and
 * concurrent requests on one deck run one at a time. Who may draw, physical cards, End of Turn and
 * a scenario's decks are in the draw-service-*.test.ts beside it.
 */
import { OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";
import { holdsDeckOnce, procedures, serialsOf } from "./draw-service-procedures";

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("draw service: one action", () => {
  it("CORE-1 draws from the top of the player's shuffled deck and writes deck state + audit in one write", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    const first = await alice.resolveErased("shoot", { n: 2 });
    expect(first.ok).toBe(true);
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);

    const before = table.actionDeck(PLAYER)!.state!;
    table.writes.length = 0;
    const second = await alice.resolveErased("shoot", { n: 3 });
    if (!second.ok) throw new Error(second.key);
    expect(serialsOf(second.output)).toEqual(before.drawPile.slice(0, 3));
    expect(table.writes).toEqual(["saveDecks(1)"]);
    const after = table.actionDeck(PLAYER)!.state!;
    expect(after.drawn).toEqual(before.drawPile.slice(0, 3));
    // the previous action's cards went to the discard pile when this one began
    expect(after.discardPile).toEqual(before.drawn);
    expect(second.draws.map((d) => [d.userName, d.deck, d.card, d.procedure, d.reason, d.section])).toEqual(
      before.drawPile.slice(0, 3).map((s) => ["Alice", "action", String(s), "shoot", "fire.hit", "hit"]),
    );
  });

  it("an action with its chat message costs two writes in all", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 1 });
    table.writes.length = 0;
    const done = await alice.resolveErased("withMessage", {});
    expect(done.ok).toBe(true);
    expect(table.writes).toEqual(["saveDecks(1)", "createMessage"]);
    expect(table.messages).toHaveLength(1);
  });

  it("a procedure that refuses (RulesError) writes nothing and the deck is unchanged", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 1 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state);
    table.writes.length = 0;
    const refused = await alice.resolveErased("refused", {});
    expect(refused).toEqual({ ok: false, key: "COMBAT_PATROL.Error.outOfRange", data: { range: 40 } });
    expect(alice.notices.map((n) => n.key)).toEqual(["COMBAT_PATROL.Error.outOfRange"]);
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
  });

  it("a save the server refuses is a refusal: the deck is as it was and the next request draws the same card", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 0 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state!);
    table.failNextSave = true;
    const failed = await alice.resolveErased("shoot", { n: 1 });
    expect(failed).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.commitFailed",
      data: { error: "server refused the update" },
    });
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
    const retried = await alice.resolveErased("shoot", { n: 1 });
    expect(retried.ok && serialsOf(retried.output)).toEqual([before.drawPile[0]]);
  });

  it("an unknown procedure is refused before any deck is touched", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "nope",
      input: {},
      requesterId: PLAYER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownProcedure" });
    expect(table.writes).toEqual([]);
  });
});

describe("draw service: atomic per deck", () => {
  it("CORE-1 ten concurrent requests on one deck run one at a time: no card lost or drawn twice", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 0 });
    const order = [...table.actionDeck(PLAYER)!.state!.drawPile];
    table.saveDelay = 3;
    table.writes.length = 0;

    const answers = await Promise.all(Array.from({ length: 10 }, () => alice.resolveErased("shoot", { n: 4 })));
    const drawn = answers.flatMap((a) => (a.ok ? serialsOf(a.output) : []));
    expect(drawn).toEqual(order.slice(0, 40));
    expect(new Set(drawn).size).toBe(40);
    expect(table.writes).toEqual(Array.from({ length: 10 }, () => "saveDecks(1)"));
    const state = table.actionDeck(PLAYER)!.state!;
    expect(holdsDeckOnce(state)).toBe(true);
    expect(state.drawPile).toEqual(order.slice(40));
    expect(state.drawn).toHaveLength(4);
    expect(state.discardPile).toHaveLength(36);
  });

  it("CORE-1 past the end of the deck the discards are reshuffled in, still every card once", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    table.saveDelay = 1;
    const answers = await Promise.all(Array.from({ length: 7 }, () => alice.resolveErased("shoot", { n: 9 })));
    expect(answers.every((a) => a.ok)).toBe(true);
    const draws = answers.flatMap((a) => (a.ok ? a.draws : []));
    expect(draws).toHaveLength(63);
    expect(draws.filter((d) => d.reshuffled)).toHaveLength(1);
    expect(holdsDeckOnce(table.actionDeck(PLAYER)!.state)).toBe(true);
    // audit numbering follows the order the GM drew in
    expect(draws.map((d) => d.seq)).toEqual(draws.map((_, i) => i + 1));
  });

  it("two players' decks are separate: each draws his own shuffle", async () => {
    const gm = coordinator(table, procedures());
    const [a, b] = await Promise.all([
      client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 5 }),
      client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 5 }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(table.action.size).toBe(2);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toHaveLength(5);
    expect(table.actionDeck(OTHER)!.state!.drawn).toHaveLength(5);
    expect(table.actionDeck(PLAYER)!.id).not.toBe(table.actionDeck(OTHER)!.id);
  });
});
