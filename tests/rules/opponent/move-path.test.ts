/**
 * CORE-10 the engine opponent's path check (move-options.ts pathCost): a move goes through no wall
 * or building wall, and never ends with the figure's centre on one's line (the sight line ignores a
 * wall at its ends, so a path out from there would cross none).
 */
import { describe, expect, it } from "vitest";
import { pt } from "@rules/geometry";
import { TERRAIN_DEFAULTS, type Terrain } from "@rules/terrain";
import { pathCost } from "@rules/opponent/move-options";
import { placed, raidersAgainst } from "./fixtures";

/** A building wall across the way at x = 5, from y = -2 to y = 2. */
const WALL: Terrain = { areas: [], obstacles: [{ id: "w", kind: "buildingWall", a: pt(5, -2), b: pt(5, 2) }] };

describe("CORE-10 the engine's move path", () => {
  it("CORE-10 a path through a building wall is refused; one short of it costs its length (4 inches)", () => {
    const s = raidersAgainst([placed("posse", 2, 20)], WALL);
    expect(pathCost(s, TERRAIN_DEFAULTS, pt(0, 0), pt(8, 0), false)).toBeNull();
    expect(pathCost(s, TERRAIN_DEFAULTS, pt(0, 0), pt(4, 0), false)).toBe(4);
  });

  it("CORE-10 a path ending with the figure's centre on the wall's line is refused (from there a path out would cross no wall)", () => {
    const s = raidersAgainst([placed("posse", 2, 20)], WALL);
    expect(pathCost(s, TERRAIN_DEFAULTS, pt(0, 0), pt(5, 0), false)).toBeNull();
    expect(pathCost(s, TERRAIN_DEFAULTS, pt(0, 1), pt(5, 1 + 1e-9), false)).toBeNull();
    // past its end the way is open
    expect(pathCost(s, TERRAIN_DEFAULTS, pt(0, 3), pt(5, 3), false)).toBe(5);
  });
});
