/**
 * OW-9.3f a runaway's activation started from the map: the GM clicks where it careers, and every
 * number of the dialog comes measured on the scene with nothing typed: the turn off the wagon's
 * facing, the sharp turn it makes (that turn, when more than 45°) and the fences on the straight
 * way. Each sharp turn and each fence is a bog check of its own.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { roundBase } from "@rules/geometry";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, GM, lines, pick, press, stack, type TableDouble } from "./harness";
import { stagecoach, WAGON } from "./scenes";

const moveCard = (not: ActionCard[]) => pick("a movement card", (c) => c.move > 0, not);
const holds = (not: ActionCard[]) => pick("no bog, Regular", (c) => !c.bog.regular, not);

/** A fence across the way at x = 3" (pixels, 100 to the inch). */
const FENCE = { id: "fence", c: [300, -1000, 300, 1000], door: 0, ds: 0, sight: 0, obstacle: "fence", window: false };

/** The runaway's token at (0, 0) facing east (0°), the scene's walls, and the click 10" away at `degrees` off its facing. */
function careering(degrees: number, walls: object[] = []): TableDouble {
  const table = stagecoach({ runaway: true });
  table.positions.set(WAGON, { id: WAGON, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  table.tokenAt.set(WAGON, { x: 0, y: 0 });
  table.facings.set(WAGON, 0);
  table.sceneDocuments.set(VIEWED_SCENE, { regions: [], walls: walls as never });
  const rad = (degrees * Math.PI) / 180;
  table.pickedPoint = { x: 10 * Math.cos(rad), y: 10 * Math.sin(rad) };
  return table;
}

const fields = (table: TableDouble) =>
  Object.fromEntries((table.asked[0]?.fields ?? []).map((f) => [f.name, [f.value, f.hint]]));

describe("a runaway's dialog started from the map (OW-9.3f)", () => {
  it("OW-9.3f a runaway's 60° turn measured, nothing typed: the turn 60°, one sharp turn and the fence counted from the map; two bog checks, both hold", async () => {
    const table = careering(60, [FENCE]);
    const m1 = moveCard([]);
    const m2 = moveCard([m1]);
    const b1 = holds([m1, m2]);
    const b2 = holds([m1, m2, b1]);
    stack(table, [m1, m2, b1, b2], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(fields(table)).toEqual({
      turn: ["2", "From the wagon's facing to your click. Past 1 or 11 o'clock (more than 45°) calls for a bog check."],
      sharpTurns: [
        1,
        "From the map: the turn to your click counts as one when it is more than 45°. Add any other turn the way makes.",
      ],
      obstacles: [1, "From the map, along the straight way to your click: change it if the wagon goes another way."],
    });
    expect(table.warnings).toEqual([]);
    expect(lines(chat(table)).filter((l) => l.includes("Regular column"))).toEqual([
      `Turning, Regular column, card ${b1.serial}: not bogged`,
      `Crossing an obstacle, Regular column, card ${b2.serial}: not bogged`,
    ]);
  });

  it("OW-9.3f a 30° turn measured is no sharp turn: none counted, and no bog check on open ground", async () => {
    const table = careering(-30);
    stack(table, [], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect([fields(table)["turn"]?.[0], fields(table)["sharpTurns"]?.[0], fields(table)["obstacles"]?.[0]]).toEqual([
      "11",
      0,
      0,
    ]);
    expect(lines(chat(table)).some((l) => l.includes("Regular column"))).toBe(false);
  });

  it("OW-9.3f off the map (no token): nothing clicked, every number typed from 0 with the typing hints", async () => {
    const table = stagecoach({ runaway: true });
    stack(table, [], GM);
    table.answers = [{ turn: "12" }];
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(table.pointPrompts).toEqual([]);
    expect(fields(table)["sharpTurns"]).toEqual([
      0,
      "Each one is a bog check of its own (a turn above of more than 45° counts as one).",
    ]);
  });
});
