/**
 * The terrain model (src/rules/terrain): what a figure stands in, sight, cover, the morale column
 * and a move's path read from areas and linear obstacles in inches, with our documented readings.
 */
import { describe, expect, it } from "vitest";
import { type Figure, inchesInside, insideArea, pt, roundBase } from "@rules/geometry";
import {
  type Terrain,
  TERRAIN_DEFAULTS,
  coverFor,
  coverFromNearest,
  lineOfSight,
  moraleColumn,
  readPath,
  standingIn,
} from "@rules/terrain";

const square = (x: number, y: number, w: number, h = w) => [pt(x, y), pt(x + w, y), pt(x + w, y + h), pt(x, y + h)];
const man = (id: string, x: number, y: number): Figure => ({ id, at: pt(x, y), base: roundBase(1) });

/** A 48" × 24" table: woods, a farmhouse inside an orchard of rough, a fence, a stone wall, a stream. */
const TABLE: Terrain = {
  areas: [
    { id: "woods", kind: "woods", vertices: square(10, 0, 6, 24) },
    { id: "orchard", kind: "rough", vertices: square(30, 0, 10, 10) },
    { id: "farm", kind: "building", vertices: square(33, 3, 4, 4) },
    { id: "stream", kind: "water", vertices: square(44, 0, 2, 24) },
    { id: "ford", kind: "ford", vertices: square(44, 11, 2, 2) },
    // an L-shaped (concave) field of crops that blocks nothing
    { id: "crops", kind: "open", vertices: [pt(0, 20), pt(8, 20), pt(8, 24), pt(4, 24), pt(4, 22), pt(0, 22)] },
  ],
  obstacles: [
    { id: "fence", kind: "fence", a: pt(24, 0), b: pt(24, 24) },
    { id: "wall", kind: "stoneWall", a: pt(20, 12), b: pt(22, 12) },
    { id: "barn-wall", kind: "buildingWall", a: pt(5, 5), b: pt(5, 9) },
  ],
};

describe("the ground under a figure", () => {
  it("an area of any shape, concave included; a building inside an orchard is a building", () => {
    expect(insideArea(pt(6, 23), TABLE.areas[5]!.vertices)).toBe(true);
    expect(insideArea(pt(2, 23), TABLE.areas[5]!.vertices)).toBe(false); // in the L's notch
    expect(standingIn(TABLE, pt(35, 5)).kind).toBe("building");
    expect(standingIn(TABLE, pt(31, 1)).kind).toBe("rough");
    expect(standingIn(TABLE, pt(45, 12)).kind).toBe("ford"); // a ford across the stream
    expect(standingIn(TABLE, pt(1, 1))).toMatchObject({ area: null, kind: "open" });
  });

  it("an area's own traits override its kind's defaults", () => {
    const marked: Terrain = {
      areas: [{ id: "w", kind: "woods", vertices: square(0, 0, 4), cover: "hard" }],
      obstacles: [],
    };
    expect(standingIn(marked, pt(1, 1)).traits).toMatchObject({ cover: "hard", going: "slow", bog: "regular" });
  });
});

describe("CORE-5 line of sight", () => {
  it("a fence does not block; a building wall does; a farmhouse blocks a line through it", () => {
    expect(lineOfSight(TABLE, pt(20, 20), pt(28, 20)).clear).toBe(true);
    expect(lineOfSight(TABLE, pt(3, 7), pt(7, 7)).blockedBy).toEqual({
      by: "obstacle",
      id: "barn-wall",
      kind: "buildingWall",
    });
    expect(lineOfSight(TABLE, pt(31, 5), pt(39, 5)).blockedBy).toMatchObject({ by: "area", id: "farm", inches: 4 });
  });

  it("a figure inside the farmhouse sees out and is seen", () => {
    expect(lineOfSight(TABLE, pt(35, 5), pt(28, 5)).clear).toBe(true);
    expect(lineOfSight(TABLE, pt(28, 5), pt(35, 5)).clear).toBe(true);
  });

  it(`woods: seen ${TERRAIN_DEFAULTS.woodsSightDepth}" in; a deeper belt blocks`, () => {
    expect(lineOfSight(TABLE, pt(2, 15), pt(12, 15)).clear).toBe(true); // 2" into the woods
    expect(lineOfSight(TABLE, pt(2, 15), pt(12.5, 15)).clear).toBe(false);
    expect(lineOfSight(TABLE, pt(2, 15), pt(22, 15)).blockedBy).toMatchObject({ by: "area", id: "woods", inches: 6 });
  });
});

describe("CORE-5 cover from the map", () => {
  it("behind the fence: soft cover from the obstacle within an inch of the base", () => {
    expect(coverFor(TABLE, pt(18, 20), man("t", 25, 20))).toEqual({
      grade: "soft",
      source: { from: "obstacle", id: "fence", kind: "fence" },
    });
  });

  it("the fence far in front of the target gives nothing; so does one behind it", () => {
    expect(coverFor(TABLE, pt(18, 20), man("t", 28, 20)).grade).toBe("none");
    expect(coverFor(TABLE, pt(28, 20), man("t", 22, 20)).grade).toBe("none");
  });

  it("hard cover in the farmhouse beats the soft cover of the orchard and the fence", () => {
    expect(coverFor(TABLE, pt(20, 5), man("t", 35, 5))).toEqual({
      grade: "hard",
      source: { from: "ground", id: "farm", kind: "building" },
    });
    expect(coverFor(TABLE, pt(20, 5), man("t", 31, 1)).grade).toBe("soft");
  });

  it("behind the stone wall: hard", () => {
    expect(coverFor(TABLE, pt(21, 4), man("t", 21, 12.8)).grade).toBe("hard");
  });

  it("NAP-7.3.1b ground marked no cover against solid shot gives none to a round shot only", () => {
    const field: Terrain = {
      areas: [{ id: "corn", kind: "rough", vertices: square(0, 0, 10), noCoverAgainstSolidShot: true }],
      obstacles: [],
    };
    expect(coverFor(field, pt(30, 5), man("t", 5, 5)).grade).toBe("soft");
    expect(coverFor(field, pt(30, 5), man("t", 5, 5), { solidShot: true }).grade).toBe("none");
  });

  it("NAP-7.3.1b a hedge or wooden fence covers against small arms, not against solid shot; a stone wall does", () => {
    expect(coverFor(TABLE, pt(18, 20), man("t", 25, 20), { solidShot: true }).grade).toBe("none");
    expect(coverFor(TABLE, pt(21, 4), man("t", 21, 12.8), { solidShot: true }).grade).toBe("hard");
  });
});

describe("CORE-5 what gives the cover, in the map's own names", () => {
  const NAMED: Terrain = {
    areas: [{ id: "farm", kind: "building", name: "Farmhouse", vertices: square(33, 3, 4, 4) }],
    obstacles: [{ id: "fence", kind: "fence", name: "corral fence", a: pt(24, 0), b: pt(24, 24) }],
  };

  it("a named fence and a named farmhouse are named as the source; the grade is the unnamed map's", () => {
    expect(coverFor(NAMED, pt(18, 20), man("t", 25, 20))).toEqual({
      grade: "soft",
      source: { from: "obstacle", id: "fence", kind: "fence", name: "corral fence" },
    });
    expect(coverFor(NAMED, pt(20, 5), man("t", 35, 5))).toEqual({
      grade: "hard",
      source: { from: "ground", id: "farm", kind: "building", name: "Farmhouse" },
    });
    // The same ground unnamed reads exactly as before: no name key at all.
    expect(Object.keys(coverFor(TABLE, pt(18, 20), man("t", 25, 20)).source ?? {})).toEqual(["from", "id", "kind"]);
  });

  it("from several shooters, the nearest one's line decides (a fence the far shooter shoots across does not count)", () => {
    const target = man("t", 25, 20);
    // The near shooter stands past the fence with the target: no cover; the far one fires across it: soft.
    expect(coverFromNearest(NAMED, [man("far", 10, 20), man("near", 28, 20)], target)).toEqual({
      grade: "none",
      source: null,
    });
    expect(coverFromNearest(NAMED, [man("far", 10, 20), man("near", 20, 20)], target)?.grade).toBe("soft");
    expect(coverFromNearest(NAMED, [], target)).toBeNull();
  });
});

describe("CORE-7 the morale column", () => {
  it("cover when more than half the unit's figures are in cover; open at half", () => {
    const inWoods = [man("a", 12, 5), man("b", 13, 5)];
    const outside = [man("c", 2, 5), man("d", 3, 5)];
    expect(moraleColumn(TABLE, [...inWoods, outside[0]!])).toBe("cover");
    expect(moraleColumn(TABLE, [...inWoods, ...outside])).toBe("open");
    expect(moraleColumn(TABLE, [man("e", 24.8, 18)])).toBe("cover"); // at the fence
  });
});

describe("NAP-5.3b, OW-7.1b, OW-9.3f a move read along its path", () => {
  it("inches on each ground, slow inches, the obstacles crossed in order, each turn's angle", () => {
    const path = [pt(6, 2), pt(20, 2), pt(28, 10)];
    const r = readPath(TABLE, path);
    expect(r.length).toBeCloseTo(14 + Math.hypot(8, 8), 9);
    expect(r.inches.woods).toBeCloseTo(6, 9);
    expect(r.slowInches).toBeCloseTo(6, 9);
    expect(r.obstacles.map((o) => o.obstacle.id)).toEqual(["fence"]);
    expect(r.obstacles[0]!.inches).toBeCloseTo(14 + Math.hypot(4, 4), 9);
    expect(r.turns).toHaveLength(1);
    expect(r.turns[0]).toBeCloseTo(45, 9);
    expect(r.bog).toEqual(["regular"]);
  });

  it("a building wall is not a linear obstacle; water is impassable and closed to riders, a ford is not", () => {
    const r = readPath(TABLE, [pt(40, 5), pt(48, 5)]);
    expect(r.impassable).toEqual(["stream"]);
    expect(r.impassableToMounted).toEqual(["stream"]);
    const ford = readPath(TABLE, [pt(40, 12), pt(48, 12)]);
    expect(ford.impassable).toEqual([]);
    expect(ford.inches.ford).toBeCloseTo(2, 9);
    expect(readPath(TABLE, [pt(3, 7), pt(7, 7)]).obstacles).toEqual([]);
  });

  it("woods left and entered again make two bog checks' worth of ground", () => {
    const zigzag = [pt(8, 4), pt(12, 4), pt(12, 8), pt(8, 8), pt(8, 12), pt(12, 12)];
    expect(readPath(TABLE, zigzag).bog).toEqual(["regular", "regular"]);
    expect(readPath(TABLE, zigzag).turns).toEqual([90, 90, 90, 90]);
  });

  it("inches inside a concave area follow its notch", () => {
    expect(inchesInside(pt(0, 23), pt(8, 23), TABLE.areas[5]!.vertices)).toBeCloseTo(4, 9);
  });
});
