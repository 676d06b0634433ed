/**
 * Applying a result message at the adapter seam: once only (also when two requests race on the
 * GM's client), by an owner or the GM only, in ONE batched write of the actors, refusals
 * localized and writing nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { card } from "../../helpers/cards";
import { fixedSource } from "@rules/cards/source";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { resolveFire } from "@rules/procedures";
import { ApplyCoordinator, applyFromSocket } from "@foundry/kernel/result-apply";
import { SenderLedger } from "@foundry/kernel/query-sender";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { makeRecord } from "@foundry/kernel/result-record";
import { resultMessageData } from "@foundry/kernel/result-message";
import { GM, OTHER, PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const POSSE = "Actor.posse00000000001";
const HALE = "Actor.hale000000000001";
const FINCH = "Actor.finch00000000001";
const RAIDERS = "Actor.raiders000000001";

let table: TableDouble;
let messageId: string;

/** Cole hits Sgt. Hale (card 27 shows 4, card 12 randomizer 1: wound); the message waits for Apply. */
async function postFire(): Promise<string> {
  const cards = [card({ serial: 27, hit: 4 }), card({ serial: 12, randomizer: 1, damage: "WOUND" })];
  const raiders = table.unit(RAIDERS);
  const result = resolveFire(
    {
      unitId: POSSE,
      shooters: [{ figure: table.figure(COLE), weapon: frontierWeapon("ow.rifle"), rangeInches: 18 }],
      target: {
        unitId: RAIDERS,
        closeOrder: false,
        figures: raiders.figures.map((figure) => ({ figure, cover: "none" as const })),
      },
    },
    fixedSource(cards),
  );
  const record = makeRecord({ result, drawn: cards, units: [table.unit(POSSE), raiders] });
  // The draw service drew 27 and 12 from the author's deck for this result (Apply checks it).
  await table.logDraws(PLAYER, [27, 12], record.result);
  await table.tableWriter.createMessage(resultMessageData(record, {}, PLAYER));
  return table.lastMessage().id;
}

beforeEach(async () => {
  table = new TableDouble();
  table.addFigure(COLE, "Pvt. Cole", {}, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE], {}, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
  messageId = await postFire();
  table.writes.length = 0;
});

describe("apply a result message", () => {
  it("CORE-5.6 the owner of the target applies it: the wound and the marker in ONE actor write, the message marked", async () => {
    const coordinator = new ApplyCoordinator(table.applyPorts());
    const answer = await coordinator.apply({ messageId, requesterId: OTHER });
    expect(answer).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes).toEqual([
      { kind: "updateMessage", id: messageId },
      { kind: "updateWorldActors", ids: ["hale000000000001", "raiders000000001"] },
    ]);
    expect(table.figureSource(HALE).wounds).toBe(1);
    expect(table.unitSource(RAIDERS).moraleMarkers).toBe(1);
    expect(table.messages.get(messageId)!.applied).toEqual({ done: true, by: OTHER });
  });

  it("a second apply is refused and writes nothing", async () => {
    const coordinator = new ApplyCoordinator(table.applyPorts());
    await coordinator.apply({ messageId, requesterId: GM });
    const writes = table.writes.length;
    const again = await coordinator.apply({ messageId, requesterId: GM });
    expect(again).toEqual({ ok: false, key: "COMBAT_PATROL.Error.alreadyApplied", data: {} });
    expect(table.writes).toHaveLength(writes);
    expect(table.figureSource(HALE).wounds).toBe(1);
  });

  it("two requests racing on the GM's client: one applies, the other is refused (the lock is taken before any await)", async () => {
    const coordinator = new ApplyCoordinator(table.applyPorts());
    const [a, b] = await Promise.all([
      coordinator.apply({ messageId, requesterId: GM }),
      coordinator.apply({ messageId, requesterId: OTHER }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(b).toMatchObject({ key: "COMBAT_PATROL.Error.applyPending" });
    expect(table.writes.filter((w) => w.kind === "updateWorldActors")).toHaveLength(1);
    expect(table.figureSource(HALE).wounds).toBe(1);
  });

  it("a player who does not own every actor it changes is refused, nothing written; the GM may", async () => {
    const coordinator = new ApplyCoordinator(table.applyPorts());
    const refused = await coordinator.apply({ messageId, requesterId: PLAYER });
    expect(refused).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notOwnerApply", data: {} });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(HALE).wounds).toBe(0);
    expect((await coordinator.apply({ messageId, requesterId: GM })).ok).toBe(true);
  });

  it("a failed write undoes the record, so the result can be applied again", async () => {
    const ports = table.applyPorts();
    let fail = true;
    const coordinator = new ApplyCoordinator({
      ...ports,
      applyEffects: async (effects) => {
        if (fail) throw new Error("socket closed");
        return ports.applyEffects(effects);
      },
    });
    await expect(coordinator.apply({ messageId, requesterId: GM })).rejects.toThrow("socket closed");
    expect(table.messages.get(messageId)!.applied.done).toBe(false);
    fail = false;
    expect(await coordinator.apply({ messageId, requesterId: GM })).toMatchObject({ ok: true, writes: 1 });
  });

  it("a message that holds no result is refused", async () => {
    const coordinator = new ApplyCoordinator(table.applyPorts());
    expect(await coordinator.apply({ messageId: "nothing", requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notAResult",
    });
  });
});

/** The payload as the GM's client receives it from the server, the sender recorded (queries/sender.ts). */
function relayed(ledger: SenderLedger, senderId: string, payload: object): unknown {
  const data: unknown = JSON.parse(JSON.stringify(payload));
  ledger.record(data, senderId);
  return data;
}

describe("identity: who applies is the sender the server names", () => {
  it("CORE-5.6 Alice (owns the shooter only) sends Bob's id: refused, nothing written", async () => {
    const ledger = new SenderLedger();
    const answer = await applyFromSocket(
      new ApplyCoordinator(table.applyPorts()),
      ledger,
      relayed(ledger, PLAYER, { messageId, requesterId: OTHER }),
    );
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notOwnerApply", data: {} });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("CORE-5.6 Alice sends the GM's id: refused, nothing written", async () => {
    const ledger = new SenderLedger();
    const answer = await applyFromSocket(
      new ApplyCoordinator(table.applyPorts()),
      ledger,
      relayed(ledger, PLAYER, { messageId, requesterId: GM }),
    );
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notOwnerApply" });
    expect(table.writes).toEqual([]);
  });

  it("CORE-5.6 Alice sends an unknown id: refused, nothing written", async () => {
    const ledger = new SenderLedger();
    const answer = await applyFromSocket(
      new ApplyCoordinator(table.applyPorts()),
      ledger,
      relayed(ledger, PLAYER, { messageId, requesterId: "nobody000000000" }),
    );
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notOwnerApply" });
    expect(table.writes).toEqual([]);
  });

  it("a payload with no sender on record is refused whatever id it carries", async () => {
    const answer = await applyFromSocket(new ApplyCoordinator(table.applyPorts()), new SenderLedger(), {
      messageId,
      requesterId: GM,
    });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.unknownSender", data: {} });
    expect(table.writes).toEqual([]);
  });

  it("CORE-5.6 Bob (the target's owner) applies through the socket: the server's sender is used", async () => {
    const ledger = new SenderLedger();
    const answer = await applyFromSocket(
      new ApplyCoordinator(table.applyPorts()),
      ledger,
      relayed(ledger, OTHER, { messageId }),
    );
    expect(answer).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.messages.get(messageId)!.applied).toEqual({ done: true, by: OTHER });
  });
});

describe("forged results: Apply checks the message against the draw log", () => {
  /** A result message a player typed himself (Foundry lets any user create chat messages as himself). */
  async function handMade(record: ResultRecord, author: string): Promise<string> {
    await table.tableWriter.createMessage(resultMessageData(record, {}, author));
    table.writes.length = 0;
    return table.lastMessage().id;
  }
  const posted = () => table.messages.get(messageId)!.record!;

  it("CORE-5.6 a hand-made message naming cards never drawn is refused, even for the GM; nothing written", async () => {
    const record = posted();
    const forged: ResultRecord = {
      ...record,
      result: { ...record.result, cards: record.result.cards.map((c) => ({ ...c, serial: c.serial + 1 })) },
    };
    const id = await handMade(forged, OTHER);
    const answer = await new ApplyCoordinator(table.applyPorts()).apply({ messageId: id, requesterId: GM });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notDrawn", data: {} });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("CORE-5.6 a copy of a real result by another author (cards drawn from someone else's deck) is refused", async () => {
    const id = await handMade(posted(), OTHER);
    expect(await new ApplyCoordinator(table.applyPorts()).apply({ messageId: id, requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notDrawn",
    });
    expect(table.writes).toEqual([]);
  });

  it("CORE-5.6 the real cards with the effects changed (two wounds) are refused: the result is not the one drawn", async () => {
    const record = posted();
    const effects = record.result.effects.map((e) => (e.kind === "wound" ? { ...e, wounds: 2 } : e));
    const id = await handMade({ ...record, result: { ...record.result, effects } }, PLAYER);
    expect(await new ApplyCoordinator(table.applyPorts()).apply({ messageId: id, requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.resultAltered",
    });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("CORE-5.6 an exact copy of a real result by its own author applies once: the original applied, the copy is refused; nothing written twice", async () => {
    const copy = await handMade(posted(), PLAYER);
    const apply = new ApplyCoordinator(table.applyPorts());
    expect(await apply.apply({ messageId, requesterId: GM })).toMatchObject({ ok: true });
    table.writes.length = 0;
    expect(await apply.apply({ messageId: copy, requesterId: GM })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyApplied",
      data: {},
    });
    expect(table.writes).toEqual([]);
    expect(table.figureSource(HALE).wounds).toBe(1);
  });

  it("CORE-5.6 the copy applied first claims the request: the original is then refused (one of the two, never both)", async () => {
    const copy = await handMade(posted(), PLAYER);
    const apply = new ApplyCoordinator(table.applyPorts());
    expect(await apply.apply({ messageId: copy, requesterId: GM })).toMatchObject({ ok: true });
    expect(await apply.apply({ messageId, requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyApplied",
    });
    expect(table.figureSource(HALE).wounds).toBe(1);
  });

  it("CORE-5.6 cards of a turn the log no longer holds are refused", async () => {
    table.actionDecks.set(PLAYER, { state: table.actionDecks.get(PLAYER)!.state, audit: null });
    expect(await new ApplyCoordinator(table.applyPorts()).apply({ messageId, requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notDrawn",
    });
    expect(table.messages.get(messageId)!.applied.done).toBe(false);
  });
});
