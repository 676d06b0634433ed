/**
 * OW-9.3f as the seed wrote it, from the runaway's button: a galloping or runaway wagon makes a
 * bog check "any time" it turns more than 45° or crosses a linear obstacle, each its own check.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { apply, chat, GM, lines, pick, press, stack } from "./harness";
import { stagecoach, WAGON } from "./scenes";

const moveCard = (not: ActionCard[]) => pick("a movement card", (c) => c.move > 0, not);
const holds = (not: ActionCard[]) => pick("no bog, Regular", (c) => !c.bog.regular, not);
const bogs = (not: ActionCard[]) => pick("bog, Regular", (c) => c.bog.regular, not);

describe("runaway bog checks (OW-9.3f)", () => {
  it("OW-9.3f the runaway turns 60° and crosses a fence on one move: two bog checks, one for each; both hold, it careers on", async () => {
    const table = stagecoach({ runaway: true });
    const m1 = moveCard([]);
    const m2 = moveCard([m1]);
    const b1 = holds([m1, m2]);
    const b2 = holds([m1, m2, b1]);
    stack(table, [m1, m2, b1, b2], GM);
    table.answers = [{ turn: "2", obstacles: 1 }];
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    const said = lines(chat(table));
    expect(said).toContain(`Turning, Regular column, card ${b1.serial}: not bogged`);
    expect(said).toContain(`Crossing an obstacle, Regular column, card ${b2.serial}: not bogged`);
    expect(chat(table).summary).toBe(`Runaway Stagecoach careers ${m1.move + m2.move}" straight on.`);
  });

  it("OW-9.3f two sharp turns and two fences: four checks in order; the third bogs, the wagon overturns and the fourth is never drawn; Apply writes it wrecked", async () => {
    const table = stagecoach({ runaway: true });
    const m1 = moveCard([]);
    const m2 = moveCard([m1]);
    const b1 = holds([m1, m2]);
    const b2 = holds([m1, m2, b1]);
    const b3 = bogs([m1, m2, b1, b2]);
    stack(table, [m1, m2, b1, b2, b3], GM);
    table.answers = [{ turn: "2", sharpTurns: 2, obstacles: 2 }];
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    const bogLines = lines(chat(table)).filter((l) => l.includes("Regular column"));
    expect(bogLines).toEqual([
      `Turning, Regular column, card ${b1.serial}: not bogged`,
      `Turning, Regular column, card ${b2.serial}: not bogged`,
      `Crossing an obstacle, Regular column, card ${b3.serial}: bogged`,
    ]);
    expect(chat(table).summary).toBe("Runaway Stagecoach overturns!");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.actors.get(WAGON)?.snapshot.system).toMatchObject({ overturned: true, runaway: false });
  });
});
