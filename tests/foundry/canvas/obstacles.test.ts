/** OW-9.2.7c the scene's obstacles as the stampede engine reads them, and the path drawn. */
import { describe, expect, it } from "vitest";
import {
  drawingObstacle,
  impassableAreas,
  sceneObstacles,
  splitDisplacements,
  stampedePathAreas,
  wallObstacle,
} from "@foundry/canvas/obstacles";
import { stampedeTerrainPath } from "@rules/old-west/stampede-terrain";

const grid = { size: 100, distance: 1 };

describe("stampede obstacles from the scene (OW-9.2.7c)", () => {
  it("OW-9.2.7c a wall's segment in inches; a wall flagged fence is a fence", () => {
    expect(wallObstacle({ id: "w1", c: [100, 200, 500, 200], flag: undefined }, grid)).toEqual({
      id: "w1",
      kind: "wall",
      a: { x: 1, y: 2 },
      b: { x: 5, y: 2 },
    });
    expect(wallObstacle({ id: "w2", c: [0, 0, 300, 0], flag: "fence" }, grid)?.kind).toBe("fence");
  });

  it("OW-9.2.7c a drawing counts only when the GM marked its size: a rectangle's four corners, a polygon's points from its origin", () => {
    expect(
      drawingObstacle({ id: "d0", x: 0, y: 0, shape: { type: "r", width: 200, height: 100 }, flag: undefined }, grid),
    ).toBeNull();
    expect(
      drawingObstacle({ id: "d1", x: 300, y: 400, shape: { type: "r", width: 200, height: 100 }, flag: "large" }, grid),
    ).toEqual({
      id: "d1",
      kind: "area",
      size: "large",
      vertices: [
        { x: 3, y: 4 },
        { x: 5, y: 4 },
        { x: 5, y: 5 },
        { x: 3, y: 5 },
      ],
    });
    expect(
      drawingObstacle(
        { id: "d2", x: 100, y: 100, shape: { type: "p", points: [0, 0, 200, 0, 100, 200] }, flag: "small" },
        grid,
      ),
    ).toEqual({
      id: "d2",
      kind: "area",
      size: "small",
      vertices: [
        { x: 1, y: 1 },
        { x: 3, y: 1 },
        { x: 2, y: 3 },
      ],
    });
  });

  it("OW-9.2.7c the scene's obstacles go to the engine: a fence across the path is jumped, the path is drawn as one band per stretch", () => {
    const obstacles = sceneObstacles(
      [{ id: "fence", c: [500, -500, 500, 500], flag: "fence" }],
      [{ id: "x", x: 0, y: 0, shape: { type: "r", width: 10, height: 10 }, flag: "huge" }],
      grid,
    );
    expect(obstacles.map((o) => o.id)).toEqual(["fence"]);
    const result = stampedeTerrainPath({ start: { x: 0, y: 0 }, bearing: 0, inches: 10, obstacles });
    expect(result.events.map((e) => [e.obstacleId, e.outcome])).toEqual([["fence", "jumped"]]);
    const areas = stampedePathAreas(result.paths);
    expect(areas).toHaveLength(1);
    expect(areas[0]?.shape).toMatchObject({ kind: "band", start: { x: 0, y: 0 }, bearing: 0, length: 10 });
  });

  it("OW-9.2.7c a large obstacle struck in the middle splits the herd: the animals left of the line run the left path, the others the right", () => {
    const rock = drawingObstacle(
      { id: "rock", x: 500, y: -200, shape: { type: "r", width: 200, height: 400 }, flag: "large" },
      grid,
    );
    const result = stampedeTerrainPath({
      start: { x: 0, y: 0 },
      bearing: 0,
      inches: 12,
      obstacles: rock ? [rock] : [],
    });
    expect(result.events.map((e) => e.outcome)).toEqual(["split"]);
    const herd = [
      { id: "up", at: { x: -1, y: -1 } },
      { id: "down", at: { x: -1, y: 1 } },
    ];
    const moves = splitDisplacements(herd, result.paths);
    const left = result.paths.find((p) => p.side === "left")!;
    const right = result.paths.find((p) => p.side === "right")!;
    const run = (p: typeof left) => ({ x: p.end.x - p.points[0]!.x, y: p.end.y - p.points[0]!.y });
    expect(moves?.get("up")).toEqual(run(left));
    expect(moves?.get("down")).toEqual(run(right));
    // Left is counter-clockwise of the line: upward on the screen when running along +x.
    expect(run(left).y).toBeLessThan(0);
    expect(splitDisplacements(herd, [left])).toBeNull();
  });
});

describe("ground impassable to riders (NAP-6.1.2b)", () => {
  it("NAP-6.1.2b only drawings flagged impassable become the rider's forbidden polygons (inches); a stampede obstacle is no such ground, nor is the impassable flag a stampede obstacle", () => {
    const marsh = { id: "m", x: 100, y: 300, shape: { type: "r", width: 400, height: 300 }, flag: "impassable" };
    const rock = { id: "r", x: 0, y: 0, shape: { type: "r", width: 100, height: 100 }, flag: "large" };
    expect(impassableAreas([marsh, rock], grid)).toEqual([
      {
        kind: "polygon",
        vertices: [
          { x: 1, y: 3 },
          { x: 5, y: 3 },
          { x: 5, y: 6 },
          { x: 1, y: 6 },
        ],
      },
    ]);
    expect(drawingObstacle(marsh, grid)).toBeNull();
  });
});
