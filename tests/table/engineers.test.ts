/**
 * NAP-8.1 engineers at the table: Emplace charges (no card; the first press records where they lie,
 * clicked on the canvas), Detonate (one card; its Apply brings the bridge there down on the
 * scene, canvas/bridge-foundry.ts), Attack door (axes against the door's Endurance).
 */
import { describe, expect, it } from "vitest";
import { bringBridgeDown, detonationOf } from "@foundry/canvas/bridge-plan";
import { V13_SCENE_CONSTANTS, type Write } from "../doubles/table";
import { apply, chat, docId, format, GM, lines, pick, press, stack, TableDouble, writeKinds } from "./harness";
import { ENGINEERS, MINER, SAPPER, engineers } from "./scenes";

const BRIDGE = "bridge0000000001";
function withBridge(table: TableDouble): TableDouble {
  table.drawings.set(BRIDGE, {
    id: BRIDGE,
    x: 4300,
    y: 1850,
    rotation: 0,
    shape: { type: "r", width: 500, height: 400 },
    flags: { "combat-patrol": { bridge: true } },
  });
  return table;
}

/**
 * What the GM's client does when the applied message is updated (canvas/bridge-foundry.ts onDetonationApplied), over the
 * double's scene.
 */
async function afterApply(table: TableDouble) {
  expect(table.lastMessage().applied.done).toBe(true);
  const detonation = detonationOf(table.lastMessage().record);
  if (!detonation) return null;
  const texts = {
    destroyed: format("COMBAT_PATROL.Canvas.Bridge.destroyed"),
    detonated: format("COMBAT_PATROL.Canvas.Bridge.detonated"),
  };
  return bringBridgeDown(detonation, table.bridgeScene(), texts, V13_SCENE_CONSTANTS);
}

/**
 * A wall write's segments, each from its upper end, west to east (the order the engine gives them in is not the point).
 */
function wallSegments(write: Write | undefined): number[][] {
  if (write?.kind !== "createWalls") throw new Error(`not a wall write: ${write?.kind}`);
  return write.walls
    .map((w) => (w.c[1] <= w.c[3] ? [...w.c] : [w.c[2], w.c[3], w.c[0], w.c[1]]))
    .sort((a, b) => a[0]! - b[0]!);
}

describe("engineers (NAP-8.1)", () => {
  it("NAP-8.1 the GM sets 2 activations: each Emplace spends one (no card, one write, one message); Detonate is refused until both are spent", async () => {
    const table = engineers();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.answers = [{ required: 2 }];
    table.pickedPoint = { x: 45.5, y: 20.5 };
    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([["required", 1]]);
    // The first press: the player clicks where the charges go; kept on the unit and marked on the canvas.
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Engineers.clickCharges"]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage", "markCharges"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(ENGINEERS)] });
    expect(table.writes[3]).toEqual({ kind: "markCharges", at: { x: 45.5, y: 20.5 } });
    expect(chat(table).summary).toBe("One more activation to emplace the charges.");
    expect(table.unit(ENGINEERS).flags).toMatchObject({
      chargesEmplaced: 1,
      chargesRequired: 2,
      chargesAt: "45.5,20.5",
    });
    expect(chat(table).changes).toEqual([
      "Engineers: charges emplaced for one activation",
      "Engineers: the charges take 2 activations to emplace",
      "Engineers: the charges go where the player clicked",
    ]);

    expect(await press(table, "detonate", ENGINEERS)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["The charges are not emplaced yet (1 of 2 activations)."]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage", "markCharges"]);

    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    // The GM's number is kept on the unit: the dialog comes prefilled with it; the spot is not asked again.
    expect(table.asked.at(-1)!.fields.map((f) => [f.name, f.value])).toEqual([["required", 2]]);
    expect(table.pointPrompts).toHaveLength(1);
    expect(writeKinds(table).filter((k) => k === "markCharges")).toHaveLength(1);
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
    expect(lines(view)).toEqual([
      "Sapper Roux: 7 against the door's 1: a blow lands, the door loses one endurance",
      "The door is broken in (endurance 0).",
    ]);
    expect(view.changes).toEqual(["Engineers: the door is broken in"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(ENGINEERS)] });
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
    expect(lines(view)).toEqual(["Sapper Roux: 7 against the door's 1: a blow lands, the door loses one endurance"]);
    expect(view.changes).toEqual(["Engineers: the door holds, endurance 4 left"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.unit(ENGINEERS).flags?.["doorEndurance"]).toBe(4);
    expect(await press(table, "attackDoor", SAPPER)).toBe("done");
    expect(table.asked.at(-1)!.fields.map((f) => [f.name, f.value])).toEqual([["endurance", 4]]);
  });

  it("NAP-8.1 cancelling the click on the first Emplace spends nothing: no write, no message, no spot", async () => {
    const table = engineers();
    table.pickedPoint = null;
    expect(await press(table, "emplaceCharges", ENGINEERS)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Engineers.clickCharges"]);
    expect(table.writes).toEqual([]);
    expect(table.unit(ENGINEERS).flags?.["chargesEmplaced"]).toBeUndefined();
  });

  it("NAP-8.1 from the sapper's token: Emplace on the bridge, Detonate, Apply: the bridge drawing is marked destroyed and walled across both ends (movement only)", async () => {
    const table = withBridge(engineers());
    table.answers = [{ required: 1 }];
    table.pickedPoint = { x: 45.5, y: 20.5 };
    expect(await press(table, "emplaceCharges", SAPPER)).toBe("done");
    expect(chat(table).summary).toBe("The charges are ready to set off.");
    // Computed on the GM's client like any result: the GM confirms it (this table confirms each result).
    expect((await apply(table, GM)).ok).toBe(true);
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 1, chargesAt: "45.5,20.5" });
    const hit = pick("a hit of 1", (c) => c.hit === 1);
    stack(table, [hit]);
    expect(await press(table, "detonate", SAPPER)).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Engineers: set off the charges");
    expect(view.summary).toBe("The charges detonate: the target is destroyed.");
    expect(lines(view)).toEqual([
      `Card ${hit.serial}: the charges go off.`,
      "Apply brings down the bridge where the charges lay and closes its crossing.",
    ]);
    // The charges are spent: none left in place, their spot cleared (the next ones are clicked anew).
    expect(view.changes).toEqual(["Engineers: no charges left in place", "Engineers: the charges' spot is cleared"]);
    const before = table.writes.length;
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 0, chargesAt: null });
    expect(await afterApply(table)).toMatchObject({ kind: "bridge", drawingId: BRIDGE, at: { x: 45.5, y: 20.5 } });
    const scene = table.writes
      .slice(before)
      .filter((w) => w.kind !== "updateMessage" && w.kind !== "updateWorldActors" && w.kind !== "saveDecks");
    expect(scene.map((w) => w.kind)).toEqual(["updateDrawing", "createWalls"]);
    expect(scene[0]).toEqual({
      kind: "updateDrawing",
      update: {
        _id: BRIDGE,
        fillType: 1,
        fillColor: "#c92a2a",
        fillAlpha: 0.45,
        strokeColor: "#5c0000",
        text: "Bridge destroyed",
        fontSize: 60,
        textColor: "#ffffff",
        hidden: false,
        flags: { "combat-patrol": { bridge: true, destroyed: true } },
      },
    });
    // The ends are the bridge's short sides (x 43" and 48"), half an inch past each side (y 18" to 23").
    expect(wallSegments(scene[1])).toEqual([
      [4300, 1800, 4300, 2300],
      [4800, 1800, 4800, 2300],
    ]);
    const walls = scene[1]?.kind === "createWalls" ? scene[1].walls : [];
    for (const w of walls)
      expect({ move: w.move, sight: w.sight, light: w.light, sound: w.sound, door: w.door }).toEqual({
        move: 20,
        sight: 0,
        light: 0,
        sound: 0,
        door: 0,
      });
    // The drawing now says destroyed (a later detonation finds no standing bridge there).
    expect(table.drawings.get(BRIDGE)?.flags).toEqual({ "combat-patrol": { bridge: true, destroyed: true } });
  });

  it("NAP-8.1 charges 2 inches off the bridge still bring it down (the nearest within 3 inches); 4 inches off, a 'Charges detonated' marker at the spot", async () => {
    for (const [x, expected] of [
      [50, "bridge"],
      [52, "marker"],
    ] as const) {
      const table = withBridge(engineers());
      table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1, chargesAt: `${x},20.5` } });
      stack(table, [pick("a hit of 2", (c) => c.hit === 2)]);
      expect(await press(table, "detonate", ENGINEERS)).toBe("done");
      expect(await apply(table, GM)).toMatchObject({ ok: true });
      expect((await afterApply(table))?.kind).toBe(expected);
      const last = table.writes.at(-1);
      if (expected === "marker") {
        expect(last).toEqual({
          kind: "createDrawing",
          data: {
            x: 5000,
            y: 1990,
            shape: { type: "r", width: 400, height: 120 },
            fillType: 1,
            fillColor: "#c92a2a",
            fillAlpha: 0.45,
            strokeWidth: 2,
            strokeColor: "#5c0000",
            text: "Charges detonated",
            fontSize: 60,
            textColor: "#ffffff",
            hidden: false,
            flags: { "combat-patrol": { detonation: true } },
          },
        });
      } else {
        expect(last?.kind).toBe("createWalls");
      }
    }
  });

  it("NAP-8.1 charges that fail to detonate (all misses) leave the bridge standing: no bridge line, nothing written on the scene", async () => {
    const table = withBridge(engineers());
    table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1, chargesAt: "45.5,20.5" } });
    const miss = pick("a miss", (c) => c.hit === 0);
    stack(table, [miss]);
    expect(await press(table, "detonate", ENGINEERS)).toBe("done");
    expect(lines(chat(table))).toEqual([`Card ${miss.serial} shows no bullet hole: the charges fail.`]);
    // Charges that failed stay in place (they may be set off again).
    expect(chat(table).changes).toEqual([]);
    expect(await apply(table, GM)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.nothingToApply" });
    expect(detonationOf(table.lastMessage().record)).toBeNull();
    expect(writeKinds(table).filter((k) => ["updateDrawing", "createWalls", "createDrawing"].includes(k))).toEqual([]);
    expect(table.drawings.get(BRIDGE)?.flags).toEqual({ "combat-patrol": { bridge: true } });
  });

  it("NAP-8.1 a unit without an axe cannot attack a door: a warning, nothing drawn", async () => {
    const table = engineers();
    expect(await press(table, "attackDoor", MINER)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Miner Blanc: nobody with an axe."]);
    expect(table.writes).toEqual([]);
  });
});
