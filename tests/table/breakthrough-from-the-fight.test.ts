/**
 * NAP-6.2.1.3 / OW-7.1e the breakthrough is the fight's: the request names the fight (its result
 * message; from the sheet, none: the last fight on record the figure fought in) and what lay on the
 * line, and the GM reads the advance from his own record of the fight (the message's record checked
 * against his fingerprint of it), once per fight. A forged offer changes nothing; a fight not on
 * record, not won by the figure, or whose advance was made already, is refused in one line,
 * nothing written or posted.
 */
import { describe, expect, it, vi } from "vitest";
import { BREAKTHROUGH_BUTTON } from "@foundry/actions/cavalry/cavalry-manifest";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { apply, chat, GM, lines, press, TableDouble } from "./harness";
import { GRENADIER, LANCER, TROOPER, hussarsAndLine } from "./scenes";

const BACK_TO_BACK_6 =
  'Cpl. Lance advances 6": he ends back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.';

/** Cpl. Lance charges Gren. Marc after 5 straight inches and wins: the fight's message, its button's params. */
async function charged(): Promise<{ table: TableDouble; fightId: string; params: Record<string, string> }> {
  const table = hussarsAndLine();
  table.targets = [GRENADIER];
  table.answers = [{ straightInches: 5 }];
  expect(await press(table, "charge", LANCER)).toBe("done");
  const fight = table.lastMessage();
  const offer = BREAKTHROUGH_BUTTON.offers(fight.record!, { messageId: fight.id, carried: () => 0 })[0]!;
  expect(JSON.parse(offer.params["offer"]!)).toMatchObject({ figureId: LANCER, inches: 6, mandatory: true });
  table.asked.length = 0;
  table.writes.length = 0;
  return { table, fightId: fight.id, params: { ...offer.params } };
}

/** What a refused press leaves: the warning's text, and nothing written or posted. */
function refusedAlone(table: TableDouble, messages: number): string[] {
  expect(table.writes).toEqual([]);
  expect(table.messages.size).toBe(messages);
  return table.warnings.map((w) => w.text);
}

/** The request the next press sends to the GM, captured off the wire. */
async function sentBy(table: TableDouble, send: () => Promise<unknown>): Promise<DrawQuery> {
  const spy = vi.spyOn(table.coordinator, "draw");
  await send();
  const query = spy.mock.calls[0]![0];
  spy.mockRestore();
  return query;
}

describe("the breakthrough reads its advance from the fight on record (NAP-6.2.1.3, OW-7.1e)", () => {
  it("NAP-6.2.1.3 the request names the fight and what lay on the line only: the advance resolved is the fight's 6\" back to back", async () => {
    const { table, fightId, params } = await charged();
    const query = await sentBy(table, () => press(table, "breakthrough", LANCER, { params }));
    expect(Object.keys(query.input as object).sort()).toEqual(["fight", "figure", "outcome", "speaker"]);
    expect((query.input as Record<string, unknown>)["fight"]).toBe(fightId);
    expect(lines(chat(table))).toEqual([BACK_TO_BACK_6]);
  });

  it("NAP-6.2.1.3 a forged offer on the button (12\", may) is only the dialog's: the GM resolves the fight's 6\" must", async () => {
    const { table, params } = await charged();
    const forged = { ...JSON.parse(params["offer"]!), inches: 12, mandatory: false, backToBack: false };
    table.answers = [{ outcome: "blocked" }];
    expect(await press(table, "breakthrough", LANCER, { params: { ...params, offer: JSON.stringify(forged) } })).toBe(
      "done",
    );
    // "May" would let him stay where he is; the fight's "must" stuns him.
    expect(lines(chat(table))).toEqual(["Cpl. Lance must advance but has no room: stunned."]);
  });

  it("NAP-6.2.1.3 an offer sent to the GM with the request is ignored: the fight's advance is resolved", async () => {
    const { table, params } = await charged();
    const query = await sentBy(table, () => press(table, "breakthrough", LANCER, { params }));
    const fresh = await charged();
    const { requestId: _id, ...again } = query;
    const offer = { ...JSON.parse(params["offer"]!), inches: 12, backToBack: false };
    const answer = await fresh.table.coordinator.draw({ ...again, input: { ...(query.input as object), offer } });
    expect(answer.ok).toBe(true);
    expect(lines(chat(fresh.table))).toEqual([BACK_TO_BACK_6]);
  });

  it("NAP-6.2.1.3 sent twice: the second is refused in one line, nothing written or posted (the button, the sheet, the request replayed)", async () => {
    const { table, params } = await charged();
    const query = await sentBy(table, () => press(table, "breakthrough", LANCER, { params }));
    expect(table.warnings).toEqual([]);
    table.writes.length = 0;
    const messages = table.messages.size;
    expect(await press(table, "breakthrough", LANCER, { params })).toBe("done");
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    const { requestId: _id, ...again } = query;
    const replayed = await table.coordinator.draw(again);
    expect(replayed).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.breakthroughTaken" });
    expect(refusedAlone(table, messages)).toEqual([
      "Cpl. Lance has already made the advance after that fight. Nothing was done.",
      "Cpl. Lance has already made the advance after that fight. Nothing was done.",
    ]);
  });

  it("NAP-6.2.1.3 a message that is no fight on record is refused: an unknown one, the breakthrough's own, one edited after it was posted", async () => {
    const { table, fightId, params } = await charged();
    await press(table, "breakthrough", LANCER, { params });
    const own = table.lastMessage().id;
    table.writes.length = 0;
    await press(table, "breakthrough", LANCER, { params: { messageId: "message999999999" } });
    await press(table, "breakthrough", LANCER, { params: { messageId: own } });
    // The fight's stored record edited: its advance made 12" (the GM's fingerprint no longer matches).
    const fight = table.messages.get(fightId)!;
    const stored = JSON.parse(JSON.stringify(fight.stored)) as { result: { breakthrough: { victorAdvance: object } } };
    stored.result.breakthrough.victorAdvance = { ...stored.result.breakthrough.victorAdvance, inches: 12 };
    fight.stored = stored;
    await press(table, "breakthrough", LANCER, { params: { messageId: fightId } });
    expect(refusedAlone(table, 2)).toEqual(
      Array(3).fill(
        "That fight is not on the GM's record: Cpl. Lance has no advance to make from it. Nothing was done.",
      ),
    );
  });

  it("NAP-6.2.1.3 the fight named for another rider, who did not win it: refused, nothing written", async () => {
    const { table, fightId } = await charged();
    expect(await press(table, "breakthrough", TROOPER, { params: { messageId: fightId } })).toBe("done");
    expect(refusedAlone(table, 1)).toEqual([
      "Tpr. Bold did not win that fight with an advance to make. Nothing was done.",
    ]);
  });

  it("NAP-6.2.1.3 from the sheet with no fight on record: refused, no fight won to follow", async () => {
    const table = hussarsAndLine();
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    expect(refusedAlone(table, 0)).toEqual([
      "Cpl. Lance has no fight won to follow with an advance. Nothing was done.",
    ]);
  });

  it("NAP-6.2.1.3 from the sheet: the last fight he fought follows; once the GM undoes that fight it is no longer on record", async () => {
    const { table } = await charged();
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    const fightId = table.lastMessage().id;
    expect(
      await new ApplyCoordinator(table.applyPorts()).apply({ messageId: fightId, requesterId: GM, action: "undo" }),
    ).toMatchObject({ ok: true });
    table.writes.length = 0;
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    expect(refusedAlone(table, 1)).toEqual([
      "Cpl. Lance has no fight won to follow with an advance. Nothing was done.",
    ]);
  });

  it("NAP-6.2.1.3 the breakthrough the GM undoes did nothing: the advance after the fight may be made again", async () => {
    const { table, params } = await charged();
    table.gmConfirms = false;
    table.answers = [{ outcome: "blocked" }];
    expect(await press(table, "breakthrough", LANCER, { params })).toBe("done");
    expect(table.figureSource(LANCER).states.stunned).toBe(true);
    const stunId = table.lastMessage().id;
    expect(
      await new ApplyCoordinator(table.applyPorts()).apply({ messageId: stunId, requesterId: GM, action: "undo" }),
    ).toMatchObject({ ok: true });
    expect(await press(table, "breakthrough", LANCER, { params })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(lines(chat(table))).toEqual([BACK_TO_BACK_6]);
  });
});
