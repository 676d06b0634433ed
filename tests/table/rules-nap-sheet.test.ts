/**
 * NAP-3 and NAP-3.3 have no button of their own: they are the Napoleonic forces
 * pack's weapons and attributes as the figure sheet shows them (the REAL figureView over the
 * pack's stored documents). NAP-5.3 close order movement is read at the Move button a player
 * presses on a close-order figure.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { FigureSource, WeaponSource } from "@foundry/data/sources";
import { figureView, type FigureView } from "@foundry/sheets/view/figure";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, GM, lines, PLAYER, pick, press, stack, TableDouble, writeKinds } from "./harness";

interface PackDoc {
  readonly name: string;
  readonly img: string;
  readonly system: FigureSource;
  readonly items: readonly {
    readonly _id: string;
    readonly name: string;
    readonly img: string;
    readonly type: string;
    readonly system: unknown;
  }[];
}

/** The figure sheet's view (play mode, Napoleonic era) of a stored document of packs/napoleonic-forces. */
function sheetOf(file: string): FigureView {
  const doc: PackDoc = JSON.parse(readFileSync(`packs/napoleonic-forces/${file}.json`, "utf8"));
  const weapons = doc.items
    .filter((i) => i.type === "weapon")
    .map((i) => ({ id: i._id, name: i.name, img: i.img, system: i.system as WeaponSource }));
  return figureView({
    doc: { name: doc.name, img: doc.img },
    editable: true,
    editMode: false,
    system: doc.system,
    weapons,
    explosives: [],
    era: "napoleonic",
    year: null,
  });
}

const rows = (view: FigureView) => view.weapons.map((w) => [w.name, w.bands.join(" / "), w.reload, w.hth]);

describe("Napoleonic weapons and attributes on the figure sheet (NAP-3, NAP-3.3)", () => {
  it("NAP-3 (figure sheet, no button) Table 1 as the pack's Fusilier shows it: musket 5 / 10 / 20, reload Yes, HtH +1 (+2 with the bayonet affixed)", () => {
    expect(rows(sheetOf("Fusilier_7_0Bi8FT3wTiEQ6gOS"))).toEqual([
      ["Musket", "5 / 10 / 20", "COMBAT_PATROL.Choice.reload.always", "+1 (+2)"],
    ]);
  });

  it("NAP-3 (figure sheet, no button) the pack's Corporal: sword HtH +2 with no range and no reload; carbine 4 / 8 / 16 HtH +1; pistol 2 / 4 / 8 HtH 0; the sword in use", () => {
    const view = sheetOf("Corporal_h5DJZbOG3sfdbAed");
    expect(rows(view)).toEqual([
      ["Sword", "— / — / —", "COMBAT_PATROL.Choice.reload.none", "+2"],
      ["Carbine", "4 / 8 / 16", "COMBAT_PATROL.Choice.reload.always", "+1"],
      ["Pistol", "2 / 4 / 8", "COMBAT_PATROL.Choice.reload.always", "0"],
    ]);
    expect(view.weapons.map((w) => w.inUse)).toEqual([true, false, false]);
  });

  it("NAP-3.3 (figure sheet, no button) the pack's Fusilier and Corporal have Endurance 2: the attribute reads 2 and the wound track has 2 boxes", () => {
    for (const file of ["Fusilier_7_0Bi8FT3wTiEQ6gOS", "Corporal_h5DJZbOG3sfdbAed"]) {
      const view = sheetOf(file);
      expect(view.attributes.find((a) => a.key === "endurance")?.display).toBe("2");
      expect(view.woundTrack.boxes.length).toBe(2);
      expect(view.woundTrack.label).toBe("0 / 2");
    }
  });
});

describe("close order movement (NAP-5.3)", () => {
  const NEY = "Actor.fusilier00000001";
  const COMPANY = "Actor.company000000001";

  it('NAP-5.3 (Move button; the player picks the terrain) a close-order Fusilier through woods at a quarter: card 4" × 0.25 = 1"; Apply writes nothing (the move is made on the canvas)', async () => {
    const table = new TableDouble();
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    table.addFigure(NEY, "Sgt. Ney", {}, "nap.musket", PLAYER);
    table.addUnit(COMPANY, "Fusiliers", [NEY], {}, PLAYER);
    table.closeOrderUnits.add(COMPANY);
    table.onScene = [NEY];
    const four = pick('a 4" move', (c) => c.move === 4);
    stack(table, [four]);
    table.answers = [{ terrain: "0.25" }];
    expect(await press(table, "move", NEY)).toBe("done");
    // For a unit in close order the dialog offers woods and rough at a quarter (NAP-5.3) and asks the
    // sideways or oblique move, the obstacles and the wheel (tests/table/move-close-order.test.ts).
    const terrain = table.asked[0]!.fields[0]!;
    expect(terrain.type === "select" ? terrain.options.map((o) => [o.value, o.label]) : null).toEqual([
      ["1", "Clear (full speed)"],
      ["0.25", "Woods or rough (a quarter in close order)"],
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(lines(view)).toEqual([
      `Sgt. Ney: card ${four.serial} shows 4"`,
      "× 0.25 (slowed: wounds, load or ground)",
      'May move 1".',
    ]);
    // One inch reads as 1" (player wording).
    expect(view.summary).toBe('Sgt. Ney may move 1".');
    // a result that changes no piece has nothing to apply (the card shows no Apply)
    expect(await apply(table, GM)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.nothingToApply" });
  });
});
