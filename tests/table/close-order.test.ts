/**
 * NAP-5 close order and NAP-8.2 Indians at the table: Turn to face (a group reaction; Apply turns the figures), Change
 * formation, Unit size, Open order, Quit the field.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, docId, GM, lines, PLAYER, pick, press, stack, TableDouble, writeKinds } from "./harness";

const FIGS = ["Actor.fusilier00000001", "Actor.fusilier00000002", "Actor.fusilier00000003", "Actor.fusilier00000004"];
const NAMES = ["Sgt. Ney", "Fus. Abel", "Fus. Brun", "Fus. Caron"];
const COMPANY = "Actor.company000000001";

function company(closeOrder = true): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  FIGS.forEach((id, i) => table.addFigure(id, NAMES[i]!, {}, "nap.musket", PLAYER));
  table.addUnit(COMPANY, "Fusiliers", FIGS, {}, PLAYER);
  if (closeOrder) table.closeOrderUnits.add(COMPANY);
  table.onScene = [...FIGS];
  stack(table, []);
  return table;
}

describe("close order (NAP-5)", () => {
  it("NAP-5.4.1 NAP-5.6 the Fusiliers in close order turn to face an enemy behind: one check with the leader's Guts; Apply writes each figure's facing (the canvas turns the tokens)", async () => {
    const table = company();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass]);
    table.answers = [{ enemyBearing: "5" }];
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([["enemyBearing", "6"]]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Fusiliers: turn to face the enemy behind");
    expect(lines(view)).toEqual([
      `Card ${pass.serial}: the close order group passes, checking with the leader's Guts (3).`,
      "4 figures turn to face the enemy behind, at 5 o'clock of the line's facing.",
    ]);
    expect(view.changes).toEqual(NAMES.map((n) => `${n} turns to face his 5 o'clock`));
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: FIGS.map(docId) });
    for (const id of FIGS) expect(table.figure(id).flags?.["facing"]).toBe(150);
  });

  it("NAP-5.4.1 a failed check: nobody turns, Apply writes nothing", async () => {
    const table = company();
    const fail = pick("reaction 6", (c) => c.reaction === 6);
    stack(table, [fail]);
    table.answers = [{ enemyBearing: "6" }];
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    const view = chat(table);
    expect(lines(view).join("\n")).toContain("fails");
    expect(view.changes).toEqual([]);
    for (const id of FIGS) expect(table.figure(id).flags?.["facing"]).toBeUndefined();
  });

  it("NAP-5.4.1 an enemy at 2 o'clock (60° off the facing) is not behind: refused, nothing drawn", async () => {
    const table = company();
    table.answers = [{ enemyBearing: "2" }];
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.enemyNotBehind"]);
    expect(writeKinds(table)).toEqual([]);
  });

  it("NAP-5.4.1 a unit in open order cannot use it: a warning, nothing drawn", async () => {
    const table = company(false);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Fusiliers: not in close order."]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-2 unit size: 4 figures are too few for a company of ten (8 to 12); the check writes nothing", async () => {
    const table = company();
    table.answers = [{ organisation: "bathtub-company" }];
    expect(await press(table, "checkUnitSize", COMPANY)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.badUnitSize"]);
    expect(table.warnings[0]!.text).toContain("4");
    expect(table.writes).toEqual([]);
  });
});

describe("Indians 1812 (NAP-8.2)", () => {
  it("NAP-8.2 an Indian unit standing in close order is refused; in open order it passes", async () => {
    const table = company();
    expect(await press(table, "indianOpenOrder", COMPANY)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.indianCloseOrder"]);
    table.closeOrderUnits.delete(COMPANY);
    expect(await press(table, "indianOpenOrder", COMPANY)).toBe("done");
    expect(table.notes.map((n) => n.text)).toEqual(["Fusiliers: in open order."]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-8.2 a unit of 4 that started with 9 is below half and quits the field: no card, one write, one message", async () => {
    const table = company(false);
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.answers = [{ original: 9 }];
    expect(await press(table, "indianQuits", COMPANY)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([["original", 4]]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(COMPANY)] });
    expect(chat(table).summary).toBe("Fusiliers: below half strength (4 of 9); the unit quits the field.");
    expect(table.unit(COMPANY).flags?.["leftTable"]).toBe(true);
  });

  it("NAP-8.2 a unit of 4 that started with 8 is at half, not below: it stays, nothing written", async () => {
    const table = company(false);
    table.answers = [{ original: 8 }];
    expect(await press(table, "indianQuits", COMPANY)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe("Fusiliers: the unit stays (4 of 8).");
  });
});

describe("close order morale (NAP-5.5)", () => {
  it("NAP-5.1 NAP-5.5 the Fusiliers standing in close order (measured from their tokens) with 3 markers: the leader removes one more (2), and the Regular unit reads the Elite column; in open order he removes one and it reads the Regular column", async () => {
    const table = company();
    table.patchUnit(COMPANY, { moraleMarkers: 3 });
    const card = pick("a morale card", (c) => c.morale.regular.open !== "OK");
    const second = pick("another", (c) => c.morale.regular.open !== "OK", [card]);
    stack(table, [card, second]);
    expect(await press(table, "moraleCheck", COMPANY)).toBe("done");
    const inClose = lines(chat(table)).join("\n");
    const open = company(false);
    open.patchUnit(COMPANY, { moraleMarkers: 3 });
    stack(open, [card, second]);
    expect(await press(open, "moraleCheck", COMPANY)).toBe("done");
    const inOpen = lines(chat(open)).join("\n");
    expect(inClose).toContain("3 morale markers, the leader removes 2");
    expect(inClose).toContain(`Elite column, open row: card ${card.serial}`);
    expect(inClose).not.toContain("Regular column");
    expect(inOpen).toContain("3 morale markers, the leader removes one");
    expect(inOpen).toContain(`Regular column, open row: card ${card.serial}`);
    expect(inOpen).not.toContain("Elite column");
  });
});
