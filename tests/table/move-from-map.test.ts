/**
 * NAP-5.3b / NAP-6.1.2 / OW-7.1b the Move dialog starts from the map: the player clicks where the
 * figure goes, the straight way from its token is read on the scene's Terrain regions and obstacle
 * walls (readPath), and the dialog opens with what the map shows: close order's slow ground and
 * inches at the full rate, a rider's bog check ticked with its place and inches in the woods. The
 * GM reads the same way; what the player changed stands and the chat card shows both.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { chat, lines, pick, PLAYER, press, stack, TableDouble } from "./harness";
import { sceneGround } from "./scenes";

const NEY = "Actor.fusilier00000001";
const COMPANY = "Actor.company000000001";
const LANCER = "Actor.lancer0000000001";
const TROOPER = "Actor.trooper000000001";
const HUSSARS = "Actor.hussars000000001";
const MOUNTED = () => ({ stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false });

/** Woods from 3" to 20" along the way east (pixels, 100 to the inch). */
const WOODS = {
  id: "woods",
  shapes: [{ type: "rectangle", x: 300, y: -500, width: 1700, height: 1000 }],
  behaviors: [{ type: "terrain", system: { kind: "woods" } }],
};
/** A hedge across the way east at 3". */
const HEDGE = { id: "hedge", c: [300, -500, 300, 500], door: 0, ds: 0, sight: 0, obstacle: "hedge", window: false };

/** The viewed scene's regions and walls; `id`'s token at (0, 0) facing east; the click at `to`. */
function onTheMap(table: TableDouble, id: string, to: { x: number; y: number }, regions: object[], walls: object[]) {
  table.positions.set(id, { id, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  sceneGround(table, regions, walls);
  table.pickedPoint = to;
}

/** Sgt. Ney of the Fusiliers, in close order (Napoleonic). */
function fusiliers(): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(NEY, "Sgt. Ney", {}, "nap.musket", PLAYER);
  table.addUnit(COMPANY, "Fusiliers", [NEY], {}, PLAYER);
  table.closeOrderUnits.add(COMPANY);
  table.onScene = [NEY];
  return table;
}

/** Cpl. Lance and Tpr. Bold, Hussars (Napoleonic, open order). */
function hussars(): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(LANCER, "Cpl. Lance", { states: MOUNTED() }, "nap.lance", PLAYER);
  table.addFigure(TROOPER, "Tpr. Bold", { states: MOUNTED() }, "nap.sword", PLAYER);
  table.addUnit(HUSSARS, "Hussars", [LANCER, TROOPER], {}, PLAYER);
  return table;
}

const seven = () => pick('a 7" move', (c) => c.move === 7);
const field = (table: TableDouble, dialog: number, name: string) =>
  table.asked[dialog]?.fields.find((f) => f.name === name)?.value;

describe("the close order move read from the map (NAP-5.3b)", () => {
  it('NAP-5.3b a close-order move quartered only for the inches in woods, nothing typed: 3" open then woods, a 7" card: 3 + 4 × 0.25 = 4"', async () => {
    const table = fusiliers();
    onTheMap(table, NEY, { x: 7, y: 0 }, [WOODS], []);
    const card = seven();
    stack(table, [card]);
    expect(await press(table, "move", NEY)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Move.clickDestination"]);
    expect([field(table, 0, "terrain"), field(table, 0, "openInches"), field(table, 0, "obstacles")]).toEqual([
      "0.25",
      3,
      0,
    ]);
    expect(lines(chat(table))).toEqual([
      `Sgt. Ney: card ${card.serial} shows 7"`,
      "× 0.25 (slowed: wounds, load or ground)",
      'May move 4".',
    ]);
  });

  it("NAP-5.3b the player's own inches stand (he goes round): 5\" typed at the full rate gives 5 + 2 × 0.25 = 5.5\"; the GM's card shows the map's 3\"", async () => {
    const table = fusiliers();
    onTheMap(table, NEY, { x: 7, y: 0 }, [WOODS], [HEDGE]);
    stack(table, [seven()]);
    table.answers = [{ openInches: 5, obstacles: 0 }];
    expect(await press(table, "move", NEY)).toBe("done");
    expect(field(table, 0, "obstacles")).toBe(1);
    const shown = lines(chat(table));
    expect(shown.slice(0, 2)).toEqual([
      'Declared 5" at the full rate before the slow ground; the map shows 3".',
      "Walls, fences or hedges crossed: declared 0, the map shows 1.",
    ]);
    expect(shown.at(-1)).toBe('May move 5.5".');
  });

  it("NAP-5.3b clear going chosen over the map's woods: the full 7\" stands; the GM's card says the map shows slow ground", async () => {
    const table = fusiliers();
    onTheMap(table, NEY, { x: 7, y: 0 }, [WOODS], []);
    const card = seven();
    stack(table, [card]);
    table.answers = [{ terrain: "1" }];
    expect(await press(table, "move", NEY)).toBe("done");
    expect(lines(chat(table))).toEqual([
      "Declared clear going; the map shows woods, rough ground or a ford on the way.",
      `Sgt. Ney: card ${card.serial} shows 7"`,
      'May move 7".',
    ]);
  });
});

describe("the mounted bog check read from the map (NAP-6.1.2, OW-7.1b)", () => {
  it("NAP-6.1.2 a mounted bog check offered on crossing a hedge, nothing typed: ticked, at the obstacle; bogged, the officer (checking alone) is stuck over it", async () => {
    const table = hussars();
    onTheMap(table, LANCER, { x: 6, y: 0 }, [], [HEDGE]);
    const moves = [pick("m1", (c) => c.serial === 1), pick("m2", (c) => c.serial === 2)];
    const bog = pick("bogs regular", (c) => c.bog.regular, moves);
    const which = pick("randomizer", (c) => c.randomizer >= 1, [...moves, bog]);
    stack(table, [...moves, bog, which]);
    expect(await press(table, "move", LANCER)).toBe("done");
    expect(table.asked.map((q) => q.title)).toEqual([
      "Cpl. Lance moves",
      "Cpl. Lance: mounted move through difficult ground",
    ]);
    expect(field(table, 0, "badGround")).toBe(true);
    expect(field(table, 1, "place")).toBe("linear-obstacle");
    const check = chat(table);
    expect(lines(check)[0]).toBe(`At the obstacle, card ${bog.serial}: bogged.`);
    expect(lines(check)[1]).toBe("Cpl. Lance is stuck just over the obstacle.");
  });

  it("OW-7.1b a rider's way 6\" into the woods: the check offered with the woods' inches and grade; bogged, he stops 3\" in", async () => {
    const table = hussars();
    table.options = DEFAULT_OPTIONS;
    onTheMap(table, LANCER, { x: 9, y: 0 }, [WOODS], []);
    const moves = [pick("m1", (c) => c.serial === 1), pick("m2", (c) => c.serial === 2)];
    const bog = pick("bogs regular", (c) => c.bog.regular, moves);
    stack(table, [...moves, bog]);
    expect(await press(table, "move", LANCER)).toBe("done");
    expect([field(table, 1, "place"), field(table, 1, "inchesInWoods"), field(table, 1, "grade")]).toEqual([
      "woods",
      6,
      "regular",
    ]);
    expect(lines(chat(table))).toEqual([
      `In the woods, card ${bog.serial}: bogged.`,
      'The unit stops 3" into the woods.',
    ]);
  });

  it("NAP-6.1.2 the rider unticks the check over the hedge: no bog card; the GM's card says the map shows the hedge", async () => {
    const table = hussars();
    onTheMap(table, LANCER, { x: 6, y: 0 }, [], [HEDGE]);
    stack(table, [pick("m1", (c) => c.serial === 1), pick("m2", (c) => c.serial === 2)]);
    table.answers = [{ badGround: false }];
    expect(await press(table, "move", LANCER)).toBe("done");
    expect(table.asked).toHaveLength(1);
    expect(table.messages.size).toBe(1);
    expect(lines(chat(table))[0]).toBe(
      "Declared no bog check; the map shows woods, a fence, a hedge or a ditch on the way.",
    );
  });

  it("NAP-6.1.2 off the map (no token): nothing clicked, the box starts unticked and nothing is declared", async () => {
    const table = hussars();
    stack(table, [pick("m1", (c) => c.serial === 1), pick("m2", (c) => c.serial === 2)]);
    expect(await press(table, "move", LANCER)).toBe("done");
    expect(table.pointPrompts).toEqual([]);
    expect(field(table, 0, "badGround")).toBe(false);
    expect(lines(chat(table)).some((l) => l.startsWith("Declared"))).toBe(false);
  });
});
