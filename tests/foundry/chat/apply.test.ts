/**
 * A result on the actors: the GM's client applies it as it posts it (one batch), or, with the
 * world option "the GM confirms each result", the card waits and the GM's Apply writes it; the
 * GM's Undo puts the pieces back exactly. Every press is checked against the GM's record of the
 * request (the REAL draw coordinator over the table double); refusals are localized and write nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ApplyCoordinator, applyFromSocket } from "@foundry/kernel/result-apply";
import { SenderLedger } from "@foundry/kernel/query-sender";
import {
  chat,
  COLE,
  docId,
  DUNN,
  FINCH,
  GM,
  HALE,
  OTHER,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
} from "../../table/harness";
import type { TableDouble } from "../../doubles/table";

let table: TableDouble;

/** The Posse fires at the Raiders (Frontier order: Red Finch wounded, Cpl. Dunn out of ammunition). */
async function volley(): Promise<string> {
  table.targets = [HALE];
  expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
  return table.lastMessage().id;
}

/** Every actor's stored system data (to compare before and after an undo). */
function actorsNow(): string {
  return JSON.stringify([...table.actors.entries()].map(([id, a]) => [id, a.snapshot.system]));
}

const desk = () => new ApplyCoordinator(table.applyPorts());

beforeEach(() => {
  table = posseAndRaiders();
});

describe("applied at once (the world option off)", () => {
  beforeEach(() => {
    table.gmConfirms = false;
  });

  it("CORE-5.6 a volley's result is on the actors when its chat card appears: ONE actor batch, the deck, the message", async () => {
    const id = await volley();
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(1);
    expect(table.unitSource(RAIDERS).moraleMarkers).toBe(1);
    expect(table.messages.get(id)).toMatchObject({ applied: { done: true, by: PLAYER }, waiting: false });
    const view = chat(table);
    expect(view.appliedText).toBe("Applied by Alice.");
    expect(view.canApply).toBe(false);
  });

  it("CORE-5.6 the GM's Undo puts every piece back exactly, in one batch; the card says who undid it", async () => {
    const before = actorsNow();
    const id = await volley();
    table.writes.length = 0;
    const undo = await desk().apply({ messageId: id, requesterId: GM, action: "undo" });
    expect(undo).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(actorsNow()).toBe(before);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "updateMessage"]);
    expect(table.messages.get(id)).toMatchObject({ applied: { done: false, by: null }, undoneBy: GM });
    // undone stays undone: neither a second undo nor an apply writes anything
    table.writes.length = 0;
    expect(await desk().apply({ messageId: id, requesterId: GM, action: "undo" })).toMatchObject({
      key: "COMBAT_PATROL.Error.alreadyUndone",
    });
    expect(await desk().apply({ messageId: id, requesterId: GM })).toMatchObject({
      key: "COMBAT_PATROL.Error.resultUndone",
    });
    expect(table.writes).toEqual([]);
    expect(actorsNow()).toBe(before);
  });

  it("only the last result applied can be undone, and only by the GM", async () => {
    const first = await volley();
    table.stackDeck(PLAYER, []); // the same cards again: the second volley changes pieces too
    const second = await volley();
    expect(await desk().apply({ messageId: first, requesterId: GM, action: "undo" })).toMatchObject({
      key: "COMBAT_PATROL.Error.notLastResult",
    });
    expect(await desk().apply({ messageId: second, requesterId: PLAYER, action: "undo" })).toMatchObject({
      key: "COMBAT_PATROL.Error.onlyGMUndoes",
    });
    expect(table.messages.get(second)?.applied.done).toBe(true);
    expect(await desk().apply({ messageId: second, requesterId: GM, action: "undo" })).toMatchObject({ ok: true });
    expect(await desk().apply({ messageId: first, requesterId: GM, action: "undo" })).toMatchObject({ ok: true });
    expect(table.figureSource(FINCH).wounds).toBe(0);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(0);
  });
});

describe("the GM confirms each result (the world option on)", () => {
  it("CORE-5.6 a player's volley waits: nothing on the actors, the card says it waits for the GM", async () => {
    const id = await volley();
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    expect(table.figureSource(FINCH).wounds).toBe(0);
    expect(table.messages.get(id)).toMatchObject({ applied: { done: false, by: null }, waiting: true });
    const view = chat(table);
    expect(view.waitingText).toBe("Waiting for the GM to apply it: nothing has changed on the pieces yet.");
  });

  it("CORE-5.6 the GM's Apply writes it in ONE actor batch, then his record, then the card; once", async () => {
    const id = await volley();
    table.writes.length = 0;
    expect(await desk().apply({ messageId: id, requesterId: GM })).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes).toEqual([
      { kind: "updateWorldActors", ids: [docId(DUNN), docId(FINCH), docId(RAIDERS)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "updateMessage", id },
    ]);
    expect(table.messages.get(id)).toMatchObject({ applied: { done: true, by: GM }, waiting: false });
    table.writes.length = 0;
    expect(await desk().apply({ messageId: id, requesterId: GM })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyApplied",
      data: {},
    });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(FINCH).wounds).toBe(1);
  });

  it("a player's Apply is refused (only the GM confirms), nothing written", async () => {
    const id = await volley();
    table.writes.length = 0;
    for (const user of [PLAYER, OTHER])
      expect(await desk().apply({ messageId: id, requesterId: user })).toEqual({
        ok: false,
        key: "COMBAT_PATROL.Error.onlyGMConfirms",
        data: {},
      });
    expect(table.writes).toEqual([]);
  });

  it("two presses racing on the GM's client: one applies, the other is refused before any await", async () => {
    const id = await volley();
    const coordinator = desk();
    const [a, b] = await Promise.all([
      coordinator.apply({ messageId: id, requesterId: GM }),
      coordinator.apply({ messageId: id, requesterId: GM }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(b).toMatchObject({ key: "COMBAT_PATROL.Error.applyPending" });
    expect(table.figureSource(FINCH).wounds).toBe(1);
  });

  it("the GM's own action waits too: he confirms each result", async () => {
    table.own(GM, POSSE);
    table.stackDeck(GM, []);
    table.targets = [HALE];
    expect(await press(table, "fire", POSSE, { user: GM, distance: () => 12 })).toBe("done");
    expect(table.lastMessage()).toMatchObject({ applied: { done: false, by: null }, waiting: true });
    expect(table.figureSource(FINCH).wounds).toBe(0);
    expect(await desk().apply({ messageId: table.lastMessage().id, requesterId: GM })).toMatchObject({ ok: true });
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect(table.figureSource(COLE).wounds).toBe(0);
  });

  it("a message that holds no result is refused", async () => {
    expect(await desk().apply({ messageId: "nothing", requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notAResult",
    });
  });
});

/** The payload as the GM's client receives it from the server, the sender recorded (query-sender.ts). */
function relayed(ledger: SenderLedger, senderId: string, payload: object): unknown {
  const data: unknown = JSON.parse(JSON.stringify(payload));
  ledger.record(data, senderId);
  return data;
}

describe("who presses is the sender the server names", () => {
  it("CORE-5.6 a player sends the GM's id with his Apply: refused as his own, nothing written", async () => {
    const id = await volley();
    table.writes.length = 0;
    const ledger = new SenderLedger();
    const answer = await applyFromSocket(desk(), ledger, relayed(ledger, PLAYER, { messageId: id, requesterId: GM }));
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.onlyGMConfirms" });
    expect(table.writes).toEqual([]);
  });

  it("a payload with no sender on record is refused whatever it carries", async () => {
    const id = await volley();
    const answer = await applyFromSocket(desk(), new SenderLedger(), { messageId: id, requesterId: GM });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.unknownSender", data: {} });
  });

  it("the GM's Apply through the socket", async () => {
    const id = await volley();
    const ledger = new SenderLedger();
    expect(await applyFromSocket(desk(), ledger, relayed(ledger, GM, { messageId: id }))).toMatchObject({ ok: true });
    expect(table.figureSource(FINCH).wounds).toBe(1);
  });
});
