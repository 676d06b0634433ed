/**
 * OW-9.3b / OW-9.3f a wagon's move clicked on the map: with its token on the scene, the driver
 * clicks where it goes; the turn off the token's facing and the fences on the straight way come
 * measured (nothing typed). The GM measures the same: a turn typed otherwise is refused, the
 * fences the driver counted otherwise stand and the chat card shows the map's.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { roundBase } from "@rules/geometry";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, GM, lines, pick, press, stack, type TableDouble } from "./harness";
import { stagecoach, WAGON } from "./scenes";

const moveCard = (not: ActionCard[]) => pick("a movement card", (c) => c.move > 0, not);
const holds = (not: ActionCard[]) => pick("no bog, Regular", (c) => !c.bog.regular, not);
const bogs = (not: ActionCard[]) => pick("bog, Regular", (c) => c.bog.regular, not);

/** A fence across the way at x = 3" (pixels, 100 to the inch). */
const FENCE = { id: "fence", c: [300, -1000, 300, 1000], door: 0, ds: 0, sight: 0, obstacle: "fence", window: false };

/** The wagon's token at (0, 0) facing east (0°), the scene's walls, and the click 10" away at `degrees` off its facing. */
function onTheMap(table: TableDouble, degrees: number, walls: object[] = []): TableDouble {
  table.positions.set(WAGON, { id: WAGON, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  table.tokenAt.set(WAGON, { x: 0, y: 0 });
  table.facings.set(WAGON, 0);
  table.sceneDocuments.set(VIEWED_SCENE, { regions: [], walls: walls as never });
  const rad = (degrees * Math.PI) / 180;
  table.pickedPoint = { x: 10 * Math.cos(rad), y: 10 * Math.sin(rad) };
  return table;
}

const field = (table: TableDouble, name: string) => table.asked[0]?.fields.find((f) => f.name === name)?.value;
const refusals = (table: TableDouble) => table.warnings.map((w) => w.text);

describe("a runaway's move measured on the map (OW-9.3f)", () => {
  it("OW-9.3f a runaway's 60° turn measured, nothing typed: the click 60° off its facing; the turn's bog check fails and it overturns", async () => {
    const table = onTheMap(stagecoach({ runaway: true }), 60);
    const m1 = moveCard([]);
    const m2 = moveCard([m1]);
    stack(table, [m1, m2, bogs([m1, m2])], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Runaway.clickDestination"]);
    expect([field(table, "turn"), field(table, "obstacles")]).toEqual(["2", 0]);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toBe("Runaway Stagecoach overturns!");
    expect(lines(chat(table)).filter((l) => l.includes("Regular column"))).toHaveLength(1);
    expect(lines(chat(table))[2]).toMatch(/^Turning, Regular column, card \d+: bogged$/);
  });

  it("OW-9.3f the fence on the runaway's straight way counted from the map: a turn and a crossing, two bog checks, both hold", async () => {
    const table = onTheMap(stagecoach({ runaway: true }), 60, [FENCE]);
    const m1 = moveCard([]);
    const m2 = moveCard([m1]);
    const b1 = holds([m1, m2]);
    const b2 = holds([m1, m2, b1]);
    stack(table, [m1, m2, b1, b2], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(field(table, "obstacles")).toBe(1);
    expect(lines(chat(table))).toContain(`Crossing an obstacle, Regular column, card ${b2.serial}: not bogged`);
  });

  it("OW-9.3f a turn typed otherwise than the map's is refused by the GM: nothing drawn or written", async () => {
    const table = onTheMap(stagecoach({ runaway: true }), 60);
    stack(table, [], GM);
    table.answers = [{ turn: "1" }];
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(refusals(table)).toEqual([
      "Stagecoach turns to its 2 o'clock on the map, from its facing to where it goes, not to its 1 o'clock. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("OW-9.3f the driver counts no fence where the map shows one: his count stands, the card shows the map's", async () => {
    const table = onTheMap(stagecoach({ runaway: true }), 0, [FENCE]);
    stack(table, [], GM);
    table.answers = [{ obstacles: 0 }];
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(lines(chat(table))[0]).toBe("Walls, fences or hedges crossed: declared 0, the map shows 1.");
    expect(lines(chat(table)).some((l) => l.includes("Regular column"))).toBe(false);
  });

  it("OW-9.3f a cancelled click cancels the move: no dialog, nothing written", async () => {
    const table = onTheMap(stagecoach({ runaway: true }), 0);
    table.pickedPoint = null;
    await press(table, "runawayMove", WAGON, { user: GM });
    expect([table.asked, table.writes]).toEqual([[], []]);
  });
});

describe("a galloping wagon's turn measured on the map (OW-9.3b)", () => {
  it("OW-9.3b a galloping wagon's 60° turn measured, only the pace chosen: the turn's bog check fails, it stops before the turn", async () => {
    const a = pick("a move of 4", (c) => c.move === 4);
    const b = pick("a move of 3", (c) => c.move === 3, [a]);
    const table = onTheMap(stagecoach(), -60);
    stack(table, [a, b, bogs([a, b])]);
    table.answers = [{ pace: "gallop" }];
    expect(await press(table, "wagonMove", WAGON)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.WagonMove.clickDestination"]);
    expect(field(table, "turn")).toBe("10");
    expect(lines(chat(table))[3]).toBe("It must stop before the turn.");
  });

  it("OW-9.3b a turn to 1 o'clock (30°) picked where the map shows 2 o'clock (60°) is refused by the GM", async () => {
    const table = onTheMap(stagecoach(), 60);
    stack(table, [pick("a move of 4", (c) => c.move === 4)]);
    table.answers = [{ pace: "gallop", turn: "1" }];
    await press(table, "wagonMove", WAGON);
    expect(refusals(table)).toEqual([
      "Stagecoach turns to its 2 o'clock on the map, from its facing to where it goes, not to its 1 o'clock. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });
});
