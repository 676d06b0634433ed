/**
 * NAP-5.4.1 "it does not apply to figures attacked from the rear" and NAP-6.2.1.3 foot "caught from
 * behind", read from the map in a charge: where the charger's run meets the defender's base (the
 * straight line between the tokens, charge-map.ts chargeOnMap) against the defender's facing. The
 * Charge dialog shows the map's rear (not the player's to change) and offers "caught from behind"
 * only to a charge that comes in behind; the GM's client reads the same and refuses a request whose
 * claim differs: one line, nothing drawn, written or posted. Off the map both stay the player's.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { chat, lines, press, type TableDouble } from "./harness";
import { GRENADIER, LANCER, LINE, hussarsAndLine } from "./scenes";
import { at, send, type Json } from "./world-cases";
import { tableSnapshot } from "../reliability/world-alterations";
import { format } from "../doubles/format";

/**
 * Cpl. Lance's 1" token at (0, 0); Gren. Marc's at (10, 0) facing `facing` (0: east, away from
 * Lance, so the charge comes in at his back; 180: toward him), the Line company in close order.
 */
function charge(facing: number, answers: Json | null = null): TableDouble {
  const table = hussarsAndLine();
  table.closeOrderUnits.add(LINE);
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(GRENADIER, { id: GRENADIER, at: { x: 10, y: 0 }, base: roundBase(1), facing });
  table.targets = [GRENADIER];
  if (answers) table.answers = [answers];
  return table;
}

const REAR = 0;
const FRONT = 180;

const box = (table: TableDouble, name: string) => table.asked[0]?.fields.find((f) => f.name === name);
const defenderLine = (table: TableDouble) => lines(chat(table)).find((l) => l.startsWith("Defender Gren. Marc"));

/** The request the Charge button sends on an honest table (accepted there), as it left the client. */
async function honestRequest(facing: number, answers: Json | null = null): Promise<DrawQuery> {
  const table = charge(facing, answers);
  const spy = vi.spyOn(table.coordinator, "draw");
  expect(await press(table, "charge", LANCER)).toBe("done");
  expect(table.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error("nothing sent");
  return structuredClone(query);
}

/** `input` sent by a tampering client to a fresh table: the refusal's line and whether the table is untouched. */
async function tampered(facing: number, query: DrawQuery, input: Json) {
  const table = charge(facing);
  const before = tableSnapshot(table);
  const answer = await send(table, query, input);
  return {
    line: answer.ok ? "accepted" : format(answer.key, answer.data),
    untouched: tableSnapshot(table) === before && table.messages.size === 0,
    table,
  };
}

describe("NAP-5.4.1 a charge into the rear, from the map", () => {
  it("NAP-5.4.1 Cpl. Lance charges Gren. Marc's back, nothing typed: the rear box shows ticked and fixed, and the card has no close-order bonus for Marc", async () => {
    const table = charge(REAR);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(box(table, "defender.fromRear")).toMatchObject({ value: true, disabled: true });
    expect(box(table, "defender.closeOrder")?.value).toBe(true);
    expect(table.warnings).toEqual([]);
    expect(defenderLine(table)).toMatch(/^Defender Gren\. Marc: Melee 0 \+ HtH 1 \+ card \d+ shows \d+ = \d+$/);
  });

  it("NAP-5.4.1 the same charge from the front: the box shows unticked and fixed, and Marc keeps close order +1", async () => {
    const table = charge(FRONT);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(box(table, "defender.fromRear")).toMatchObject({ value: false, disabled: true });
    expect(defenderLine(table)).toContain("HtH 1 + close order 1 + card");
  });

  it("NAP-5.4.1 the player's tick on the fixed box changes nothing: from the front the request still says the front", async () => {
    const query = await honestRequest(FRONT, { "defender.fromRear": true });
    expect(query.input).toMatchObject({
      mountedMelee: { defender: { attackedFromRear: false }, caughtFromBehind: false },
    });
  });

  it("NAP-5.4.1 a client claiming the rear on a charge from the front is refused with one line; nothing drawn, written or posted; the honest request passes", async () => {
    const query = await honestRequest(FRONT);
    const input = query.input as Json;
    const out = await tampered(FRONT, query, at(input, ["mountedMelee", "defender", "attackedFromRear"], true));
    expect(out.line).toBe(
      "The map shows Cpl. Lance charging Gren. Marc from the front, not the rear. Nothing was drawn.",
    );
    expect(out.untouched).toBe(true);
    expect((await send(out.table, query, input)).ok).toBe(true);
  });

  it("NAP-5.4.1 a client leaving the rear off a charge into Marc's back (to keep his close-order bonus) is refused, nothing written", async () => {
    const query = await honestRequest(REAR);
    const out = await tampered(
      REAR,
      query,
      at(query.input as Json, ["mountedMelee", "defender", "attackedFromRear"], false),
    );
    expect(out.line).toBe(
      "The map shows Cpl. Lance charging Gren. Marc from the rear: he is attacked from the rear. Nothing was drawn.",
    );
    expect(out.untouched).toBe(true);
  });

  it("NAP-5.4.1 the charger is never the one attacked from the rear: a client claiming it for Cpl. Lance is refused, nothing written", async () => {
    const query = await honestRequest(REAR);
    const out = await tampered(
      REAR,
      query,
      at(query.input as Json, ["mountedMelee", "attacker", "attackedFromRear"], true),
    );
    expect(out.line).toBe(
      "Cpl. Lance is not as the table shows (the sheet changed while the dialog was open?). Open the action again; nothing was drawn.",
    );
    expect(out.untouched).toBe(true);
  });

  it("NAP-5.4.1 a charge into the flank: the run meeting Marc 85° off his facing is not the rear, 95° off it is", async () => {
    const flank = charge(95);
    expect(await press(flank, "charge", LANCER)).toBe("done");
    expect(box(flank, "defender.fromRear")?.value).toBe(false);
    const behind = charge(85);
    expect(await press(behind, "charge", LANCER)).toBe("done");
    expect(box(behind, "defender.fromRear")?.value).toBe(true);
  });
});

describe("NAP-6.2.1.3 caught from behind, from the map", () => {
  it("NAP-6.2.1.3 a charge from the front: the box is unticked and fixed; a tick on it sends nothing caught", async () => {
    const table = charge(FRONT, { caughtFromBehind: true });
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(box(table, "caughtFromBehind")).toMatchObject({ value: false, disabled: true });
    expect(lines(chat(table)).join("\n")).not.toContain("Caught from behind");
  });

  it("NAP-6.2.1.3 a client claiming foot caught from behind on a charge from the front is refused with one line, nothing written", async () => {
    const query = await honestRequest(FRONT);
    const out = await tampered(FRONT, query, at(query.input as Json, ["mountedMelee", "caughtFromBehind"], true));
    expect(out.line).toBe(
      "The map shows Cpl. Lance charging Gren. Marc from the front: he is not caught from behind. Nothing was drawn.",
    );
    expect(out.untouched).toBe(true);
  });

  it("NAP-6.2.1.3 a charge into Marc's back: whether he was retreating is the player's word; ticked, he fights with no weapon", async () => {
    const table = charge(REAR, { caughtFromBehind: true });
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(box(table, "caughtFromBehind")?.type).toBe("checkbox");
    expect(box(table, "caughtFromBehind")).not.toHaveProperty("disabled");
    expect(table.warnings).toEqual([]);
    expect(lines(chat(table)).join("\n")).toContain("Caught from behind: no weapon counts.");
  });
});

describe("NAP-5.4.1 NAP-6.2.1.3 off the map the rear stays the player's", () => {
  it("NAP-5.4.1 no tokens: the box is his to tick, and ticked Marc loses his close-order bonus", async () => {
    const table = hussarsAndLine();
    table.closeOrderUnits.add(LINE);
    table.targets = [GRENADIER];
    table.answers = [{ "defender.fromRear": true }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(box(table, "defender.fromRear")?.type).toBe("checkbox");
    expect(box(table, "defender.fromRear")).not.toHaveProperty("disabled");
    expect(table.warnings).toEqual([]);
    expect(defenderLine(table)).not.toContain("close order");
  });
});
