/** NAP-8.1 engineers at the table: Emplace charges (no card), Detonate (one card), Attack door (axes against the door's Endurance). */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "../../src/rules/options";
import { apply, chat, docId, GM, lines, PLAYER, pick, press, stack, TableDouble, writeKinds } from "./harness";

const SAPPER = "Actor.sapper0000000001";
const MINER = "Actor.miner00000000001";
const ENGINEERS = "Actor.engineers0000000";

function engineers(): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(SAPPER, "Sapper Roux", {}, "nap.axe", PLAYER);
  table.addFigure(MINER, "Miner Blanc", {}, "nap.musket", PLAYER);
  table.addUnit(ENGINEERS, "Engineers", [SAPPER, MINER], {}, PLAYER);
  table.onScene = [SAPPER, MINER];
  stack(table, []);
  return table;
}

describe("engineers (NAP-8.1)", () => {
  it("NAP-8.1 the GM sets 2 activations: each Emplace spends one (no card, one write, one message); Detonate is refused until both are spent", async () => {
    const table = engineers();
    table.answers = [{ required: 2 }];
    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([["required", 1]]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(ENGINEERS)] });
    expect(chat(table).summary).toBe("One more activation to emplace the charges.");
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 1, chargesRequired: 2 });

    expect(await press(table, "detonate", ENGINEERS)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["The charges are not emplaced yet (1 of 2 activations)."]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "createMessage"]);

    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    // The GM's number is kept on the unit: the dialog comes prefilled with it.
    expect(table.asked.at(-1)!.fields.map((f) => [f.name, f.value])).toEqual([["required", 2]]);
    expect(chat(table).summary).toBe("The charges are ready to set off.");
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 2 });

    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    expect(table.warnings.at(-1)!.key).toBe("COMBAT_PATROL.Error.alreadyEmplaced");
  });

  it("NAP-8.1 Detonate draws one card: any bullet hole sets the charges off", async () => {
    const table = engineers();
    table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1 } });
    const hit = pick("a hit of 2", (c) => c.hit === 2);
    stack(table, [hit]);
    expect(await press(table, "detonate", ENGINEERS)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Engineers: set off the charges");
    expect(view.summary).toBe("The charges detonate: the target is destroyed.");
    expect(lines(view)).toEqual([`Card ${hit.serial}: the charges go off.`]);
  });

  it("NAP-8.1 Detonate: a card with no bullet hole (all misses) fails", async () => {
    const table = engineers();
    table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1 } });
    const miss = pick("a miss", (c) => c.hit === 0);
    stack(table, [miss]);
    expect(await press(table, "detonate", ENGINEERS)).toBe("done");
    expect(chat(table).summary).toBe("All misses: the charges fail to detonate.");
  });

  it("NAP-8.1 the axeman attacks a door of Endurance 1: Melee + axe 3 + card against 0 + 0 + card; a win breaches it", async () => {
    const table = engineers();
    const four = pick("melee 4", (c) => c.melee === 4);
    const one = pick("melee 1", (c) => c.melee === 1);
    stack(table, [four, one]);
    table.answers = [{ endurance: 1 }];
    expect(await press(table, "attackDoor", ENGINEERS)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([["endurance", 2]]);
    const view = chat(table);
    expect(view.title).toBe("Engineers: attack the door");
    expect(lines(view)).toEqual(["Sapper Roux: 7 against the door's 1, a blow tells", "The door is broken in (endurance 0)."]);
    expect(view.changes).toEqual(["Engineers: the door is broken in"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-1)).toEqual({ kind: "updateWorldActors", ids: [docId(ENGINEERS)] });
    expect(table.unit(ENGINEERS).flags?.["doorEndurance"]).toBe(0);
  });

  it("NAP-8.1 a town gate of Endurance 5 holds at 4 after one blow; the next attack starts from 4", async () => {
    const table = engineers();
    const four = pick("melee 4", (c) => c.melee === 4);
    const one = pick("melee 1", (c) => c.melee === 1);
    stack(table, [four, one]);
    table.answers = [{ endurance: 5 }];
    expect(await press(table, "attackDoor", SAPPER)).toBe("done");
    const view = chat(table);
    expect(lines(view)).toEqual(["Sapper Roux: 7 against the door's 1, a blow tells"]);
    expect(view.changes).toEqual(["Engineers: the door holds, endurance 4 left"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.unit(ENGINEERS).flags?.["doorEndurance"]).toBe(4);
    expect(await press(table, "attackDoor", SAPPER)).toBe("done");
    expect(table.asked.at(-1)!.fields.map((f) => [f.name, f.value])).toEqual([["endurance", 4]]);
  });

  it("NAP-8.1 a unit without an axe cannot attack a door: a warning, nothing drawn", async () => {
    const table = engineers();
    expect(await press(table, "attackDoor", MINER)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Miner Blanc: nobody with an axe."]);
    expect(table.writes).toEqual([]);
  });
});
