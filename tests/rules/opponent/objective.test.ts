/**
 * OW-2 / NAP-2 the engine plays for its side's objective: which zone each side of the starter
 * adventures steers for, the way to it counted round what a figure may not cross, and the
 * chooser's move toward it (or to keep it) with its reason.
 */
import { describe, expect, it } from "vitest";
import { distance, pt } from "@rules/geometry";
import { DRY_CREEK_SCENARIO, TROIS_MOULINS_SCENARIO, type Zone } from "@rules/scenario";
import { TERRAIN_DEFAULTS, type Terrain } from "@rules/terrain";
import { DOCTRINES, bestCharge, bestMove, chooseAction, objectiveFor } from "@rules/opponent";
import { inchesToObjective, objectiveField, wayToObjective } from "@rules/opponent/objective-field";
import { OPEN, placed, raidersAgainst } from "./fixtures";

/** A building's wall from (10, 0) to (10, 8): a man at (5, 4) must go round its south end to reach x >= 15. */
const WALLED: Terrain = { areas: [], obstacles: [{ id: "wall", kind: "buildingWall", a: pt(10, 0), b: pt(10, 8) }] };
const EAST: Zone = { kind: "rect", x: 15, y: -2, w: 5, h: 20 };

describe("OW-2 / NAP-2 what the engine plays for", () => {
  it("OW-2 NAP-2 each side of the starter adventures: the zone its victory names to reach, else the objective to hold", () => {
    const aims = (s: typeof DRY_CREEK_SCENARIO) =>
      (["a", "b"] as const).map((side) => {
        const o = objectiveFor(s, side);
        return o && [o.name, o.aim];
      });
    expect(aims(DRY_CREEK_SCENARIO)).toEqual([
      ["eastEdge", "reach"],
      ["bridge", "hold"],
    ]);
    expect(aims(TROIS_MOULINS_SCENARIO)).toEqual([
      ["crossroads", "hold"],
      ["west", "reach"],
    ]);
  });

  it("OW-2 the way to the objective goes round a wall: 10 inches in the open, 11.4 round its end, and never through it", () => {
    const open = objectiveField(OPEN, TERRAIN_DEFAULTS, EAST, false, [pt(5, 4)]);
    // straight east from (5, 4): 10 inches to x = 15 (the grid reckons from its cell's centre, under an inch more)
    expect(inchesToObjective(open, pt(5, 4))).toBeGreaterThan(9.5);
    expect(inchesToObjective(open, pt(5, 4))).toBeLessThan(10.8);
    const walled = objectiveField(WALLED, TERRAIN_DEFAULTS, EAST, false, [pt(5, 4)]);
    const round = inchesToObjective(walled, pt(5, 4));
    // round the wall's end at (10, 8), then east: hypot(5, 4) + 5 = 11.4 (the grid's eight ways a little more)
    expect(round).toBeGreaterThan(11.4);
    expect(round).toBeLessThan(13);
    const way = wayToObjective(walled, pt(5, 4));
    expect(way.length).toBeGreaterThan(5);
    // a step crosses the wall's line x = 10 only at or past its end (y >= 8)
    for (let i = 1; i < way.length; i += 1) {
      const [a, b] = [way[i - 1]!, way[i]!];
      if ((a.x - 10) * (b.x - 10) < 0)
        expect(a.y + ((b.y - a.y) * (10 - a.x)) / (b.x - a.x)).toBeGreaterThanOrEqual(8 - 1e-9);
    }
    expect(inchesToObjective(walled, way.at(-1)!)).toBe(0);
    // the zone itself is 0
    expect(inchesToObjective(walled, pt(16, 4))).toBe(0);
  });

  it("OW-2 with nothing else to gain, the raiders move toward the objective and say so; a unit in the zone to hold stays", () => {
    const enemy = placed("posse", 2, 0, 40);
    const goal = { zone: EAST, name: "eastEdge", aim: "reach" as const };
    const s = { ...raidersAgainst([enemy], WALLED), objective: goal };
    const move = bestMove(s, DOCTRINES.steady);
    expect(move?.purpose).toBe("objective");
    expect(move?.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Move.objective",
      data: { unit: "Raiders", inches: Math.round(move!.inches * 10) / 10, enemy: "posse" },
      words: { objective: "COMBAT_PATROL.Report.zone.eastEdge" },
    });
    const field = objectiveField(WALLED, TERRAIN_DEFAULTS, EAST, false, []);
    for (const step of move!.moves) {
      expect(inchesToObjective(field, step.to)).toBeLessThan(inchesToObjective(field, step.from));
      expect(distance(step.from, step.to)).toBeLessThanOrEqual(move!.cost + 1e-9);
    }
    // Without the objective the steady raiders have nothing to move for.
    expect(bestMove(raidersAgainst([enemy], WALLED), DOCTRINES.steady)).toBeNull();
    // Holding a zone they stand in: leaving it costs, so they do not move for it.
    const inside = {
      ...raidersAgainst([enemy], WALLED),
      objective: { ...goal, zone: { kind: "circle", x: 0, y: 2, radius: 3 } as Zone, aim: "hold" as const },
    };
    expect(chooseAction(inside, DOCTRINES.steady).kind).not.toBe("move");
  });
  it("OW-2 a figure the enemy wins by putting down (the gang's boss) charges nobody; the rest of his unit charges", () => {
    const posse = placed("posse", 3, 4);
    const goal = { zone: EAST, name: "eastEdge", aim: "reach" as const };
    const strong = raidersAgainst([posse], OPEN, { melee: 3 });
    const all = bestCharge({ ...strong, objective: goal }, DOCTRINES.aggressive);
    expect(all?.pairs.map((p) => p.figureId)).toEqual(["raiders-1", "raiders-2", "raiders-3"]);
    const boss = bestCharge({ ...strong, objective: { ...goal, keepSafe: ["raiders-1"] } }, DOCTRINES.aggressive);
    expect(boss?.pairs.map((p) => p.figureId)).toEqual(["raiders-2", "raiders-3"]);
  });
});
