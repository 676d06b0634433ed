/**
 * The scene's Terrain regions and obstacle walls read into the engine's terrain model, through
 * the table's scene role (the shared double runs the same reader as the Foundry port): shapes in
 * pixels come back as polygons in inches (DOUBLE_GRID: 100 px to the inch), walls as obstacles.
 */
import { describe, expect, it } from "vitest";
import { coverFor, lineOfSight, standingIn } from "@rules/terrain";
import { roundBase } from "@rules/geometry";
import { GM, TableDouble } from "../../../doubles/table";
import type { TerrainWallData } from "@foundry/canvas/terrain/wall-terrain";

const terrainBehavior = (system: object, disabled = false) => ({ type: "terrain", disabled, system });

const wall = (id: string, c: number[], extra: Partial<TerrainWallData> = {}): TerrainWallData => ({
  id,
  c,
  door: 0,
  ds: 0,
  sight: 20,
  obstacle: undefined,
  window: false,
  ...extra,
});

function tableWith(regions: object[], walls: TerrainWallData[]) {
  const table = new TableDouble();
  table.sceneDocuments.set("scene1", {
    regions: regions.map((r, i) => ({ id: `region${i}`, shapes: [], behaviors: [], ...r })),
    walls,
  });
  return table.port(GM).scene;
}

describe("the scene's terrain (regions and walls, read on the GM's client)", () => {
  const woods = {
    id: "woods",
    shapes: [{ type: "rectangle", x: 1000, y: 500, width: 600, height: 400, rotation: 0, hole: false }],
    behaviors: [terrainBehavior({ kind: "woods", cover: "default", going: "default" })],
  };
  const fence = wall("fence", [0, 2000, 2000, 2000], { obstacle: "fence", sight: 0 });

  it("a woods region and a fence wall give one woods area and one fence, in inches", () => {
    const terrain = tableWith([woods], [fence]).terrain("scene1");
    expect(terrain.areas).toEqual([
      {
        id: "woods",
        kind: "woods",
        vertices: [
          { x: 10, y: 5 },
          { x: 16, y: 5 },
          { x: 16, y: 9 },
          { x: 10, y: 9 },
        ],
      },
    ]);
    expect(terrain.obstacles).toEqual([{ id: "fence", kind: "fence", a: { x: 0, y: 20 }, b: { x: 20, y: 20 } }]);
  });

  it("CORE-5 the engine reads them: a figure in the woods has soft cover, one behind the fence soft cover too", () => {
    const terrain = tableWith([woods], [fence]).terrain("scene1");
    expect(standingIn(terrain, { x: 12, y: 7 }).kind).toBe("woods");
    expect(standingIn(terrain, { x: 30, y: 7 }).kind).toBe("open");
    const base = roundBase(1);
    const shooter = { x: 5, y: 30 };
    const behindFence = coverFor(terrain, shooter, { id: "t", at: { x: 5, y: 19.5 }, base });
    expect(behindFence).toEqual({ grade: "soft", source: { from: "obstacle", id: "fence", kind: "fence" } });
    expect(coverFor(terrain, shooter, { id: "u", at: { x: 5, y: 25 }, base }).grade).toBe("none");
    expect(coverFor(terrain, { x: 30, y: 7 }, { id: "v", at: { x: 12, y: 7 }, base }).source).toEqual({
      from: "ground",
      id: "woods",
      kind: "woods",
    });
  });

  it("CORE-5 a region's name travels with its area and names the cover it gives (an unnamed one has none)", () => {
    const bank = {
      id: "bank",
      name: "Bank",
      shapes: [{ type: "rectangle", x: 0, y: 0, width: 400, height: 300, rotation: 0, hole: false }],
      behaviors: [terrainBehavior({ kind: "building" })],
    };
    const terrain = tableWith([bank, { ...woods, name: "" }], []).terrain("scene1");
    expect(terrain.areas.map((a) => [a.id, a.name])).toEqual([
      ["bank", "Bank"],
      ["woods", undefined],
    ]);
    const inside = { id: "t", at: { x: 2, y: 1.5 }, base: roundBase(1) };
    expect(coverFor(terrain, { x: 2, y: 10 }, inside).source).toEqual({
      from: "ground",
      id: "bank",
      kind: "building",
      name: "Bank",
    });
  });

  it("the GM's overrides travel with the area; 'as its kind' sets nothing", () => {
    const building = {
      id: "mill",
      shapes: [{ type: "polygon", points: [0, 0, 300, 0, 300, 300, 0, 300] }],
      behaviors: [
        terrainBehavior({
          kind: "building",
          cover: "default",
          blocksSight: "no",
          going: "default",
          bog: "none",
          impassableToMounted: "yes",
          noCoverAgainstSolidShot: "default",
          protection: 6,
        }),
      ],
    };
    const [area] = tableWith([building], []).terrain("scene1").areas;
    expect(area).toMatchObject({
      kind: "building",
      blocksSight: false,
      bog: null,
      impassableToMounted: true,
      protection: 6,
    });
    expect(area).not.toHaveProperty("cover");
    expect(area).not.toHaveProperty("going");
  });

  it("a region without an enabled Terrain behavior marks nothing", () => {
    const shapes = woods.shapes;
    const terrain = tableWith(
      [
        { shapes, behaviors: [terrainBehavior({ kind: "woods" }, true)] },
        { shapes, behaviors: [{ type: "pauseGame", system: {} }] },
        { shapes, behaviors: [terrainBehavior({ kind: "swamp" })] },
      ],
      [],
    ).terrain("scene1");
    expect(terrain.areas).toEqual([]);
  });

  it("a region of two shapes gives two areas; a hole is left out", () => {
    const terrain = tableWith(
      [
        {
          id: "copse",
          shapes: [
            { type: "circle", x: 500, y: 500, radius: 200 },
            { type: "rectangle", x: 2000, y: 0, width: 100, height: 100 },
            { type: "circle", x: 500, y: 500, radius: 50, hole: true },
          ],
          behaviors: [terrainBehavior({ kind: "rough" })],
        },
      ],
      [],
    ).terrain("scene1");
    expect(terrain.areas.map((a) => a.id)).toEqual(["copse.0", "copse.1"]);
  });

  it("walls: a closed door and a sight-blocking wall are a building's wall, an open door and a movement-only wall nothing, a window lets sight through", () => {
    const terrain = tableWith(
      [],
      [
        wall("plain", [0, 0, 100, 0]),
        wall("closedDoor", [0, 100, 100, 100], { door: 1, ds: 0 }),
        wall("lockedDoor", [0, 200, 100, 200], { door: 1, ds: 2 }),
        wall("openDoor", [0, 300, 100, 300], { door: 1, ds: 1 }),
        wall("bridgeEnd", [0, 400, 100, 400], { sight: 0 }),
        wall("window", [0, 500, 100, 500], { window: true }),
        wall("hedge", [0, 600, 100, 600], { obstacle: "hedge" }),
        wall("unknown", [0, 700, 100, 700], { obstacle: "moat", sight: 0 }),
      ],
    ).terrain("scene1");
    expect(terrain.obstacles.map((o) => [o.id, o.kind, o.blocksSight])).toEqual([
      ["plain", "buildingWall", undefined],
      ["closedDoor", "buildingWall", true],
      ["lockedDoor", "buildingWall", true],
      ["window", "buildingWall", false],
      ["hedge", "hedge", undefined],
    ]);
  });

  it("CORE-5 a building's wall blocks the line of sight, an open door does not", () => {
    const through = (w: TerrainWallData) =>
      lineOfSight(tableWith([], [w]).terrain("scene1"), { x: 5, y: 0 }, { x: 5, y: 10 }).clear;
    expect(through(wall("w", [0, 500, 1000, 500]))).toBe(false);
    expect(through(wall("d", [0, 500, 1000, 500], { door: 1, ds: 1 }))).toBe(true);
  });

  it("a scene the table does not hold has no terrain", () => {
    expect(tableWith([woods], [fence]).terrain("elsewhere")).toEqual({ areas: [], obstacles: [] });
  });
});
