/**
 * NAP-5.3 close order movement at the Move button: the engine's closeOrderMove takes the
 * -2" sideways/oblique, -3" per obstacle and the wheel off the allowance the card gave; a path
 * through a door or window is refused before any card is drawn (the port's openingsCrossed).
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, GM, lines, PLAYER, pick, press, stack, TableDouble, writeKinds } from "./harness";

const NEY = "Actor.fusilier00000001";
const COMPANY = "Actor.company000000001";
const MURAT = "Actor.hussar0000000001";
const HUSSARS = "Actor.hussars000000001";

/** Sgt. Ney of the Fusiliers (PLAYER's), Napoleonic era; the company in close order unless told. */
function fusiliers(closeOrder = true): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(NEY, "Sgt. Ney", {}, "nap.musket", PLAYER);
  table.addUnit(COMPANY, "Fusiliers", [NEY], {}, PLAYER);
  if (closeOrder) table.closeOrderUnits.add(COMPANY);
  table.onScene = [NEY];
  return table;
}

/** Ney's token at (0, 0) and a wall across the way at x = 5 (a door, a window or a plain wall). */
function withWall(table: TableDouble, kind: "door" | "window" | "wall"): void {
  table.positions.set(NEY, { id: NEY, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  table.walls.set("wall1", {
    a: { x: 5, y: -2 },
    b: { x: 5, y: 2 },
    door: kind === "door",
    open: false,
    window: kind === "window",
  });
}

const seven = pick('a 7" move', (c) => c.move === 7);

describe("close order movement at the Move button (NAP-5.3)", () => {
  it('NAP-5.3 a close-order Fusilier moves obliquely over one hedge: card 7" - 2" - 3" = 2" in chat; Apply writes nothing', async () => {
    const table = fusiliers();
    stack(table, [seven]);
    table.answers = [{ lateral: true, obstacles: 1 }];
    expect(await press(table, "move", NEY)).toBe("done");
    const fields = table.asked[0]!.fields;
    expect(fields.map((f) => f.name)).toEqual([
      "terrain",
      "lateral",
      "obstacles",
      "wheel",
      "wheelTo",
      "wheelAbout",
      "openInches",
    ]);
    expect(fields.map((f) => f.label)).toEqual([
      "Terrain on the way",
      "Sideways or oblique move",
      "Walls, fences or hedges crossed",
      "Wheel first: inches the outside figure travels",
      "Or wheel the line to face, on its clock",
      "The wheel turns",
      "Inches in the open before the slow ground",
    ]);
    expect(table.asked[0]!.notes).toEqual([
      'Fusiliers in close order: a quarter in woods or rough, 2" less sideways or oblique, 3" less for each wall, fence or hedge (none on horseback), and a wheel comes out of the move.',
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(lines(view)).toEqual([
      `Sgt. Ney: card ${seven.serial} shows 7"`,
      'In close order, sideways or oblique: -2"',
      'In close order, over walls, fences or hedges: -3"',
      'May move 2".',
    ]);
    expect(view.summary).toBe('Sgt. Ney may move 2".');
    // a result that changes no piece has nothing to apply (the card shows no Apply)
    expect(await apply(table, GM)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.nothingToApply" });
  });

  it('NAP-5.3 Figure 2: a 7" card, a 4" wheel first, 3" left to advance; woods at a quarter offered for close order', async () => {
    const table = fusiliers();
    stack(table, [seven]);
    table.answers = [{ wheel: 4 }];
    expect(await press(table, "move", NEY)).toBe("done");
    const terrain = table.asked[0]!.fields[0]!;
    expect(terrain.type === "select" ? terrain.options.map((o) => [o.value, o.label]) : null).toEqual([
      ["1", "Clear (full speed)"],
      ["0.25", "Woods or rough (a quarter in close order)"],
    ]);
    expect(lines(chat(table))).toEqual([
      `Sgt. Ney: card ${seven.serial} shows 7"`,
      'Wheeling first: -4"',
      'May move 3".',
    ]);
  });

  it('NAP-5.3 the modifiers come off what is left after woods: 7" × 0.25 = 1.75", sideways -2": no move (never below 0)', async () => {
    const table = fusiliers();
    stack(table, [seven]);
    table.answers = [{ terrain: "0.25", lateral: true }];
    expect(await press(table, "move", NEY)).toBe("done");
    expect(lines(chat(table))).toEqual([
      `Sgt. Ney: card ${seven.serial} shows 7"`,
      "× 0.25 (slowed: wounds, load or ground)",
      'In close order, sideways or oblique: -2"',
      'May move 0".',
    ]);
  });

  it("NAP-5.3 a close order path through a door is refused before the dialog: the warning, no card, nothing written", async () => {
    const table = fusiliers();
    withWall(table, "door");
    table.pickedPoint = { x: 8, y: 0 };
    stack(table, [seven]);
    expect(await press(table, "move", NEY)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Move.clickDestination"]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Fusiliers cannot pass through a door in close order: leave close order first.",
    ]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
    expect(table.messages.size).toBe(0);
  });

  it("NAP-5.3 a window is refused too; a plain wall and a path short of the door are not (the cards are drawn)", async () => {
    const window = fusiliers();
    withWall(window, "window");
    window.pickedPoint = { x: 8, y: 1 };
    stack(window, [seven]);
    await press(window, "move", NEY);
    expect(window.warnings.map((w) => w.text)).toEqual([
      "Fusiliers cannot pass through a window in close order: leave close order first.",
    ]);
    expect(window.writes).toEqual([]);

    const wall = fusiliers();
    withWall(wall, "wall");
    wall.pickedPoint = { x: 8, y: 0 };
    stack(wall, [seven]);
    await press(wall, "move", NEY);
    expect(wall.warnings).toEqual([]);
    expect(writeKinds(wall)).toEqual(["saveDecks", "createMessage"]);

    const short = fusiliers();
    withWall(short, "door");
    short.pickedPoint = { x: 4, y: 0 };
    stack(short, [seven]);
    await press(short, "move", NEY);
    expect(short.warnings).toEqual([]);
    expect(writeKinds(short)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-5.3 a cancelled click cancels the move: no dialog, nothing written", async () => {
    const table = fusiliers();
    withWall(table, "door");
    table.pickedPoint = null;
    await press(table, "move", NEY);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
    expect(table.warnings).toEqual([]);
  });

  it("NAP-5.3 open order (and the Old West) moves as before: no click, no close order fields, no modifiers", async () => {
    const open = fusiliers(false);
    withWall(open, "door");
    open.pickedPoint = { x: 8, y: 0 };
    stack(open, [seven]);
    await press(open, "move", NEY);
    expect(open.pointPrompts).toEqual([]);
    expect(open.asked[0]!.fields.map((f) => f.name)).toEqual(["terrain"]);
    expect(lines(chat(open))).toEqual([`Sgt. Ney: card ${seven.serial} shows 7"`, 'May move 7".']);

    const west = fusiliers();
    west.options = DEFAULT_OPTIONS;
    withWall(west, "door");
    west.pickedPoint = { x: 8, y: 0 };
    stack(west, [seven]);
    await press(west, "move", NEY);
    expect(west.pointPrompts).toEqual([]);
    expect(west.asked[0]!.fields.map((f) => f.name)).toEqual(["terrain"]);
  });

  it('NAP-5.3 / NAP-6.1.2 mounted close order: no distance for the obstacle, -2" sideways still applies', async () => {
    const table = new TableDouble();
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    table.addFigure(
      MURAT,
      "Tpr. Murat",
      { states: { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false } },
      "nap.sabre",
      PLAYER,
    );
    table.addUnit(HUSSARS, "Hussars", [MURAT], {}, PLAYER);
    table.closeOrderUnits.add(HUSSARS);
    const five = pick('a 5" move', (c) => c.move === 5, [seven]);
    stack(table, [seven, five]);
    table.answers = [{ lateral: true, obstacles: 2 }];
    expect(await press(table, "move", MURAT)).toBe("done");
    const view = chat(table);
    expect(lines(view)).toEqual([
      `Tpr. Murat: cards #${seven.serial}, #${five.serial} show 7 + 5 = 12"`,
      'In close order, sideways or oblique: -2"',
      'May move 10".',
    ]);
    expect(view.summary).toBe('Tpr. Murat may move 10" mounted.');
  });

  it('NAP-5.3 the click tells sideways from straight: a destination 6" to the flank comes ticked (and costs 2"); one 8" ahead comes unticked', async () => {
    const flank = fusiliers();
    flank.positions.set(NEY, { id: NEY, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
    flank.pickedPoint = { x: 0, y: 6 };
    stack(flank, [seven]);
    expect(await press(flank, "move", NEY)).toBe("done");
    const lateral = flank.asked[0]!.fields.find((f) => f.name === "lateral")!;
    expect([lateral.value, lateral.hint]).toEqual([
      true,
      "Ticked from your click: the figure moves outside the 15° each side of straight ahead (half an hour either side of 12 o'clock).",
    ]);
    expect(lines(chat(flank))).toEqual([
      `Sgt. Ney: card ${seven.serial} shows 7"`,
      'In close order, sideways or oblique: -2"',
      'May move 5".',
    ]);

    const ahead = fusiliers();
    ahead.positions.set(NEY, { id: NEY, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
    ahead.pickedPoint = { x: 8, y: 1 };
    stack(ahead, [seven]);
    await press(ahead, "move", NEY);
    const straight = ahead.asked[0]!.fields.find((f) => f.name === "lateral")!;
    expect([straight.value, straight.hint]).toEqual([
      false,
      "Unticked from your click: the figure moves within 15° of straight ahead (half an hour either side of 12 o'clock).",
    ]);
    expect(lines(chat(ahead))).toEqual([`Sgt. Ney: card ${seven.serial} shows 7"`, 'May move 7".']);
  });
});
