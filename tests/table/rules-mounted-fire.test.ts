/**
 * NAP-6.2.2 and OW-7.1.1 on the fire the table runs: the Fire button pressed on a unit with a
 * rider, the fire dialog's "moved" box as told, the holes each shot needs as the chat reads them
 * and the writes Apply makes. Mounted moving fire is three shifts in all; Horsemanship takes off
 * the saddle shift only, and only an elite cavalry unit has it.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type { FigureSource, UnitSource } from "@foundry/data/sources";
import { apply, chat, GM, lines, OTHER, PLAYER, press, stack, TableDouble, writeKinds } from "./harness";
import { GRENADIER, HUSSARS, LINE, MOUNTED, NAPOLEONIC, TROOPER } from "./scenes";

const SCOUT = "Actor.scout00000000001";
const RAIDER = "Actor.raider0000000001";
const RAIDERS = "Actor.raiders000000001";
const HORSEMANSHIP: RulesOptions = {
  ...DEFAULT_OPTIONS,
  optional: { ...DEFAULT_OPTIONS.optional, horsemanship: true },
};

/** Press Fire on `unit` 6" from its target, the first figure alone shooting, "moved" as told; the chat lines. */
async function firesAt6(table: TableDouble, unit: string, moved: boolean): Promise<string> {
  table.fireAnswer = (state) => ({
    ...state,
    shooters: state.shooters.map((s, i) =>
      i === 0 ? { ...s, shifts: { ...s.shifts, moved } } : { ...s, include: false },
    ),
  });
  expect(await press(table, "fire", unit, { distance: () => 6 })).toBe("done");
  return lines(chat(table)).join("\n");
}

/** Horse and Musket: Tpr. Bold of the Hussars with a carbine (mounted unless told), the Line company 6" away. */
function hussarCarbine(over: Partial<FigureSource> = {}): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  table.addFigure(TROOPER, "Tpr. Bold", { states: { ...MOUNTED }, ...over }, "nap.carbine", PLAYER);
  table.addUnit(HUSSARS, "Hussars", [TROOPER], { kind: "cavalry" }, PLAYER);
  table.addFigure(GRENADIER, "Gren. Marc", {}, "nap.musket", OTHER);
  table.addUnit(LINE, "Line company", [GRENADIER], {}, OTHER);
  table.onScene = [TROOPER, GRENADIER];
  table.targets = [GRENADIER];
  stack(table, []);
  return table;
}

/** Old West: Scout Reed (carbine, Horsemanship, mounted) in a unit of `unit`'s kind and grade, the Raiders 6" away. */
function horseman(unit: Partial<UnitSource>, options: RulesOptions = HORSEMANSHIP): TableDouble {
  const table = new TableDouble();
  table.options = options;
  table.addFigure(SCOUT, "Scout Reed", { states: { ...MOUNTED }, horsemanship: true }, "ow.carbine", PLAYER);
  table.addUnit(HUSSARS, "Scouts", [SCOUT], unit, PLAYER);
  table.addFigure(RAIDER, "Red Finch", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [RAIDER], {}, OTHER);
  table.onScene = [SCOUT, RAIDER];
  table.targets = [RAIDER];
  stack(table, []);
  return table;
}

const ELITE_CAVALRY: Partial<UnitSource> = { kind: "cavalry", grade: "elite" };

describe("mounted moving fire: three shifts (NAP-6.2.2)", () => {
  it('NAP-6.2.2 Tpr. Bold fires his carbine 6" out while riding: moved, saddle and the third shift (Regular, medium band: 2 + 1 + 3 = 6 holes); Apply writes his reload marker', async () => {
    const table = hussarCarbine();
    expect(await firesAt6(table, HUSSARS, true)).toMatch(/^Tpr\. Bold: needs 6 holes/);
    expect(table.warnings).toEqual([]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage", "updateMessage", "updateWorldActors"]);
    expect(table.figureSource(TROOPER).outOfAmmo).toBe(1);
  });

  it("NAP-6.2.2 the same rider standing still takes the saddle shift alone (4 holes); on foot and moving, the moved shift alone (4 holes)", async () => {
    expect(await firesAt6(hussarCarbine(), HUSSARS, false)).toMatch(/^Tpr\. Bold: needs 4 holes/);
    const onFoot = hussarCarbine({ states: { ...MOUNTED, mounted: false } });
    expect(await firesAt6(onFoot, HUSSARS, true)).toMatch(/^Tpr\. Bold: needs 4 holes/);
  });
});

describe("Horsemanship on the fire the table runs (OW-7.1.1)", () => {
  it('OW-7.1.1 a horseman of an elite cavalry unit firing his carbine while riding loses the saddle shift only: the moving penalty (two of the three shifts) stays, 5 holes 6" out (Regular, medium band)', async () => {
    const table = horseman(ELITE_CAVALRY);
    expect(await firesAt6(table, HUSSARS, true)).toMatch(/^Scout Reed: needs 5 holes/);
    expect(table.warnings).toEqual([]);
    // Standing still he takes no shift at all: 3 holes.
    expect(await firesAt6(horseman(ELITE_CAVALRY), HUSSARS, false)).toMatch(/^Scout Reed: needs 3 holes/);
  });

  it("OW-7.1.1 Horsemanship is for elite cavalry only: the same scout in a Regular cavalry unit, or in an elite foot unit, fires from the saddle with its shift (4 holes standing) and may not fire his carbine moving", async () => {
    expect(await firesAt6(horseman({ kind: "cavalry", grade: "regular" }), HUSSARS, false)).toMatch(
      /^Scout Reed: needs 4 holes/,
    );
    expect(await firesAt6(horseman({ kind: "infantry", grade: "elite" }), HUSSARS, false)).toMatch(
      /^Scout Reed: needs 4 holes/,
    );
    const moving = horseman({ kind: "cavalry", grade: "regular" });
    moving.fireAnswer = (state) => ({
      ...state,
      shooters: state.shooters.map((s) => ({ ...s, shifts: { ...s.shifts, moved: true } })),
    });
    expect(await press(moving, "fire", HUSSARS, { distance: () => 6 })).toBe("done");
    expect(moving.warnings.map((w) => w.text)).toEqual(["Scout Reed cannot fire a carbine while moving on horseback."]);
    expect(moving.writes).toEqual([]);
  });
});
