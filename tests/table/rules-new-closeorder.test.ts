/**
 * Close order's new rule IDs at the Move button: NAP-5.1b close order is for riders too (a quarter
 * in rough ground), NAP-5.3b a wheel measured by the outside figure on the tokens and movement
 * prorated between the open and the slow ground.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, lines, pick, PLAYER, press, stack, TableDouble } from "./harness";
import { MOUNTED, NAPOLEONIC } from "./scenes";

const COMPANY = "Actor.company000000001";
const FUSILIERS = [
  "Actor.fusilier00000001",
  "Actor.fusilier00000002",
  "Actor.fusilier00000003",
  "Actor.fusilier00000004",
];
const HUSSARS = "Actor.hussars000000001";
const RIDERS = ["Actor.hussar0000000001", "Actor.hussar0000000002", "Actor.hussar0000000003", "Actor.hussar0000000004"];

/** Four figures of a unit in close order (mounted or not), their tokens base to base along y = 0 (x = 0..3). */
function formed(mounted: boolean): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  const ids = mounted ? RIDERS : FUSILIERS;
  ids.forEach((id, i) => {
    table.addFigure(
      id,
      `${mounted ? "Hussar" : "Fusilier"} ${i + 1}`,
      mounted ? { states: { ...MOUNTED } } : {},
      mounted ? "nap.sword" : "nap.musket",
      PLAYER,
    );
    table.positions.set(id, { id, at: { x: i, y: 0 }, base: roundBase(1), facing: 90 });
  });
  table.addUnit(mounted ? HUSSARS : COMPANY, mounted ? "Hussars" : "Fusiliers", ids, {}, PLAYER);
  table.closeOrderUnits.add(mounted ? HUSSARS : COMPANY);
  table.onScene = [...ids];
  // The click: straight ahead of the first figure.
  table.pickedPoint = { x: 0, y: 6 };
  return table;
}

const card = (inches: number, not: ReturnType<typeof pick>[] = []) =>
  pick(`a ${inches}" move`, (c) => c.move === inches, not);

describe("close order on horseback (NAP-5.1b)", () => {
  it('NAP-5.1b the Hussars in close order move through woods: the dialog offers the close order quarter, not the half; two cards 7" + 5" at a quarter = 3"', async () => {
    const table = formed(true);
    const seven = card(7);
    stack(table, [seven, card(5, [seven])]);
    table.answers = [{ terrain: "0.25" }];
    expect(await press(table, "move", RIDERS[0]!)).toBe("done");
    const terrain = table.asked[0]!.fields.find((f) => f.name === "terrain");
    expect(terrain).toMatchObject({ options: [{ value: "1" }, { value: "0.25" }] });
    expect(lines(chat(table))).toContain('May move 3".');
  });
});

describe("the outside figure and prorated movement (NAP-5.3b)", () => {
  it('NAP-5.3b movement is prorated: a 7" card, 3" in the open then woods at a quarter: 3 + 4 × 0.25 = 4"', async () => {
    const table = formed(false);
    stack(table, [card(7)]);
    table.answers = [{ terrain: "0.25", openInches: 3 }];
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    expect(lines(chat(table))).toContain('May move 4".');
  });

  it('NAP-5.3b a wheel to 3 o\'clock (90°) from one end is measured by the outside figure: four figures base to base (4" frontage) travel 6.3"; a 7" card leaves 0.7"', async () => {
    const table = formed(false);
    stack(table, [card(7)]);
    table.answers = [{ wheelTo: "3", wheelAbout: "end" }];
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    const said = lines(chat(table)).join("\n");
    expect(said).toContain('Wheeling first: -6.3"');
    expect(said).toContain('May move 0.7".');
  });

  it("NAP-5.3b / NAP-6.1.1 mounted close order may not pivot on its centre: refused with the reason, nothing drawn", async () => {
    const table = formed(true);
    table.answers = [{ wheelTo: "9", wheelAbout: "centre" }];
    expect(await press(table, "move", RIDERS[0]!)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.mountedNoPivot"]);
    expect(table.writes).toEqual([]);
  });
});
