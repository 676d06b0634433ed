/**
 * Cavalry's new rule IDs at the table: NAP-6.1.2b one bog check for the unit (a mounted officer
 * apart) and ground the GM marked impassable to riders refused at the Move button; NAP-6.2.1.2b
 * the counter-charge prorated with the charge to find where they meet.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, lines, OTHER, pick, PLAYER, press, stack, TableDouble } from "./harness";
import { MOUNTED, NAPOLEONIC } from "./scenes";

const HUSSARS = "Actor.hussars000000001";
const RIDERS = ["Actor.hussar0000000001", "Actor.hussar0000000002", "Actor.hussar0000000003"];

/** Three hussars (the first their officer), tokens side by side along y = 0, facing +y. */
function hussars(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  RIDERS.forEach((id, i) => {
    table.addFigure(id, i === 0 ? "Lt. Murat" : `Hussar ${i}`, { states: { ...MOUNTED } }, "nap.sword", PLAYER);
    table.positions.set(id, { id, at: { x: i, y: 0 }, base: roundBase(1), facing: 90 });
  });
  table.addUnit(HUSSARS, "Hussars", RIDERS, {}, PLAYER);
  table.onScene = [...RIDERS];
  return table;
}

/** A marsh the GM marked impassable to riders: 4" wide, from 3" to 6" ahead of the hussars. */
const MARSH = {
  kind: "polygon" as const,
  vertices: [
    { x: -1, y: 3 },
    { x: 3, y: 3 },
    { x: 3, y: 6 },
    { x: -1, y: 6 },
  ],
};

describe("impassable to mounted troops (NAP-6.1.2b)", () => {
  it("NAP-6.1.2b Lt. Murat rides into the marsh the GM marked impassable to horses: refused with the reason after the click, no card drawn, nothing written", async () => {
    const table = hussars();
    table.impassable = [MARSH];
    table.pickedPoint = { x: 0, y: 8 };
    stack(table, []);
    expect(await press(table, "move", RIDERS[0]!)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Move.clickDestination"]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Lt. Murat cannot ride there: the GM marked that ground impassable to horses.",
    ]);
    expect(table.asked).toEqual([]);
    expect(table.messages.size).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("NAP-6.1.2b a path that stays clear of the marsh is ridden (the cards drawn); a hussar on foot is never asked to click", async () => {
    const table = hussars();
    table.impassable = [MARSH];
    table.pickedPoint = { x: 6, y: 4 };
    const seven = pick('a 7" move', (c) => c.move === 7);
    stack(table, [seven, pick('a 5" move', (c) => c.move === 5, [seven])]);
    expect(await press(table, "move", RIDERS[0]!)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(lines(chat(table)).join("\n")).toContain('12"');

    const onFoot = hussars();
    onFoot.impassable = [MARSH];
    onFoot.patchFigure(RIDERS[1]!, { states: { ...MOUNTED, mounted: false } });
    stack(onFoot, [pick('a 7" move', (c) => c.move === 7)]);
    expect(await press(onFoot, "move", RIDERS[1]!)).toBe("done");
    expect(onFoot.pointPrompts).toEqual([]);
    expect(onFoot.warnings).toEqual([]);
  });
});

describe("bog checks are made for the unit (NAP-6.1.2b)", () => {
  it("NAP-6.1.2b the Hussars jump a hedge and bog: the unit's one check picks the stuck rider among the two troopers (randomizer 4: Hussar 2), never their officer; Lt. Murat's own button checks him alone", async () => {
    const table = hussars();
    const bogs = pick("bogs (Regular)", (c) => c.bog.regular);
    stack(table, [bogs, pick("randomizer 4", (c) => c.randomizer === 4, [bogs])]);
    table.answers = [{ place: "linear-obstacle", grade: "regular" }];
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    expect(lines(chat(table)).join("\n")).toContain("Hussar 2");
    expect(table.lastMessage().record?.result.effects).toEqual([
      { kind: "flag", unitId: HUSSARS, figureId: RIDERS[2], flag: "stuckOverObstacle", value: true },
    ]);

    const officer = hussars();
    stack(officer, [pick("bogs (Regular)", (c) => c.bog.regular)]);
    officer.answers = [{ place: "woods", inchesInWoods: 4, grade: "regular" }];
    expect(await press(officer, "mountedBog", RIDERS[0]!)).toBe("done");
    expect(officer.asked[0]?.title).toContain("Lt. Murat");
    expect(lines(chat(officer))).toEqual(["In the woods, card 3: bogged.", 'The unit stops 2" into the woods.']);
  });
});

describe("the counter-charge meets the charge (NAP-6.2.1.2b)", () => {
  const DRAGOON = "Actor.dragoon000000001";
  const DRAGOONS = "Actor.dragoons00000001";
  function charged(): TableDouble {
    const table = hussars();
    table.addFigure(DRAGOON, "Sgt. Blake", { states: { ...MOUNTED } }, "nap.sword", OTHER);
    table.addUnit(DRAGOONS, "Dragoons", [DRAGOON], {}, OTHER);
    table.onScene = [...RIDERS, DRAGOON];
    table.targets = [DRAGOON];
    return table;
  }

  it('NAP-6.2.1.2b the Hussars counter-charge Sgt. Blake 9" away with 8" left to ride: the dialog asks the gap (the scene\'s 9") and his inches; a 4" card: they meet after 3" of theirs, he rides 6"', async () => {
    const table = charged();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    table.answers = [{ chargerInches: 8 }];
    expect(await press(table, "counterCharge", HUSSARS, { distance: () => 9 })).toBe("done");
    expect(table.asked[0]?.fields.find((f) => f.name === "gapInches")?.value).toBe(9);
    expect(lines(chat(table))).toEqual([
      'They may move 4".',
      'They meet the charger after 3" of their ride; the charger rides 6".',
    ]);
  });

  it("NAP-6.2.1.2b the two moves fall short of the gap: the chat says they do not meet; with no charger targeted nothing is asked", async () => {
    const table = charged();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    table.answers = [{ chargerInches: 3 }];
    expect(await press(table, "counterCharge", HUSSARS, { distance: () => 9 })).toBe("done");
    expect(lines(chat(table))).toContain('They ride 4" and the charger 3": not enough to meet.');

    const alone = hussars();
    const passed = pick("reaction 1", (c) => c.reaction === 1);
    stack(alone, [passed, pick('move 4"', (c) => c.move === 4, [passed])]);
    expect(await press(alone, "counterCharge", HUSSARS)).toBe("done");
    expect(alone.asked).toEqual([]);
    expect(lines(chat(alone))).toEqual(['They may move 4".']);
  });
});
