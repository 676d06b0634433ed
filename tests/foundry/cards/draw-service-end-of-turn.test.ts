/** The draw service at End of Turn (CORE-1) and the GM's Activation Deck (CORE-3). */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { mergedTurn } from "@foundry/kernel/draw-audit";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";
import { procedures } from "./draw-service-procedures";

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("End of Turn and the Activation Deck", () => {
  it("CORE-3 the GM draws Activation Cards in order; a player is refused", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    const order = [...table.activation!.state!.drawPile];
    const gmClient = client(jsonLink(gm), GM, null, table);
    const first = await gmClient.drawActivation();
    const second = await gmClient.drawActivation();
    if (!first.ok || !second.ok) throw new Error("refused");
    expect([first.output.card.id, second.output.card.id]).toEqual(order.slice(0, 2));
    expect(second.output.before.drawn).toEqual([order[0]]);
    const refused = await client(jsonLink(gm), PLAYER, null, table).drawActivation();
    expect(refused).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.gmOnly" });
  });

  it("CORE-3 physical-card mode: the GM names the Activation Card he drew; one not in the pile is refused", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    const answer = await gm.drawActivation({ requesterId: GM, cardId: "end#1" });
    expect(answer.ok && answer.output.card).toEqual({ id: "end#1", kind: "end" });
    const again = await gm.drawActivation({ requesterId: GM, cardId: "end#1" });
    expect(again).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.activationCardNotInDeck" });
  });

  it("CORE-1 End of Turn recalls and reshuffles every Action Deck in ONE write; the audit keeps the finished turn", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "end-of-turn" });
    await gm.ensureActivationDeck();
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    await client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 2 });
    await gm.drawActivation({ requesterId: GM, cardId: null });
    table.writes.length = 0;

    const done = await client(jsonLink(gm), GM, null, table).endOfTurn();
    if (!done.ok) throw new Error(done.key);
    expect(done.output).toEqual({ turn: 2, recalled: [PLAYER, OTHER], discarded: [] });
    expect(table.writes).toEqual(["saveDecks(3)"]);
    for (const user of [PLAYER, OTHER]) {
      const state = table.actionDeck(user)!.state!;
      expect(state.drawPile).toHaveLength(50);
      expect(state.drawn.length + state.discardPile.length).toBe(0);
    }
    expect(table.activation!.state!.turn).toBe(2);
    expect(table.activation!.state!.drawn).toEqual([]);
    const logs = [...table.action.values(), table.activation!].map((r) => r.audit!);
    expect(mergedTurn(logs, 1).map((e) => e.deck)).toEqual([
      "action",
      "action",
      "action",
      "action",
      "action",
      "activation",
    ]);
    expect(mergedTurn(logs, 2)).toEqual([]);
  });

  it("CORE-1 with 'reshuffle when empty' End of Turn only discards the shown cards", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "when-empty" });
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    const before = table.actionDeck(PLAYER)!.state!;
    const done = await gm.endOfTurn({ requesterId: GM });
    expect(done.ok && done.output.discarded).toEqual([PLAYER]);
    const after = table.actionDeck(PLAYER)!.state!;
    expect(after.drawPile).toEqual(before.drawPile);
    expect(after.discardPile).toEqual(before.drawn);
    expect(after.drawn).toEqual([]);
  });

  it("End of Turn waits for a draw in progress and the draw is not undone", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    table.saveDelay = 5;
    const alice = client(jsonLink(gm), PLAYER, null, table);
    const [drawn, ended] = await Promise.all([
      alice.resolveErased("shoot", { n: 2 }),
      gm.endOfTurn({ requesterId: GM }),
    ]);
    expect(drawn.ok && ended.ok).toBe(true);
    expect(table.writes.slice(-2)).toEqual(["saveDecks(1)", "saveDecks(2)"]);
    expect(table.actionDeck(PLAYER)!.state!.drawPile).toHaveLength(50);
    expect(mergedTurn([table.actionDeck(PLAYER)!.audit!], 1)).toHaveLength(2);
  });

  it("End of Turn is the GM's", async () => {
    const gm = coordinator(table, procedures());
    expect(await gm.endOfTurn({ requesterId: PLAYER })).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.gmOnly" });
    expect(table.writes).toEqual([]);
  });
});
