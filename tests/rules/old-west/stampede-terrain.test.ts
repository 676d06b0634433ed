import { describe, expect, it } from "vitest";
import { pt } from "@rules/geometry";
import { stampedeTerrainPath, type StampedeObstacle } from "@rules/old-west";

const square = (
  id: string,
  size: "small" | "medium" | "large",
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): StampedeObstacle => ({
  id,
  kind: "area",
  size,
  vertices: [pt(x0, y0), pt(x1, y0), pt(x1, y1), pt(x0, y1)],
});
const close = (p: { x: number; y: number }, x: number, y: number) => {
  expect(p.x).toBeCloseTo(x, 6);
  expect(p.y).toBeCloseTo(y, 6);
};

// Seed 000 OW-9.2.7: "When moving the herd tramples small obstacles and flows around medium ones.
// Walls and fences are jumped. Large obstacles can force the herd to change direction or even
// split but do not stop the momentum."
describe("OW-9.2.7c stampede over terrain", () => {
  it('OW-9.2.7c a fence is jumped, a small obstacle trampled, a medium one flowed around: the line runs on 20"', () => {
    const r = stampedeTerrainPath({
      start: pt(0, 0),
      bearing: 0,
      inches: 20,
      obstacles: [
        square("m", "medium", 8, -1, 9, 1),
        { id: "f", kind: "fence", a: pt(3, -5), b: pt(3, 5) },
        square("s", "small", 5, -1, 6, 1),
        { id: "beside", kind: "wall", a: pt(0, 4), b: pt(20, 4) }, // along the line, never crossed
        square("off", "large", 30, -1, 31, 1), // beyond the move
      ],
    });
    expect(r.events.map((e) => [e.obstacleId, e.outcome, e.along, e.path])).toEqual([
      ["f", "jumped", 3, 0],
      ["s", "trampled", 5, 0],
      ["m", "flowedAround", 8, 0],
    ]);
    close(r.events[0]!.at, 3, 0);
    expect(r.paths).toHaveLength(1);
    expect(r.paths[0]).toMatchObject({ inches: 20, share: 1, side: null, finalBearing: 0 });
    close(r.paths[0]!.end, 20, 0);
  });

  it('OW-9.2.7c a large obstacle diverts the herd to its narrower side 2" before it; the move keeps its length', () => {
    // x 12..14; 1" to the left of the line (y < 0), 6" to the right: the herd turns left at x=10
    const r = stampedeTerrainPath({
      start: pt(0, 0),
      bearing: 0,
      inches: 20,
      obstacles: [square("barn", "large", 12, -1, 14, 6), { id: "w", kind: "wall", a: pt(14, -10), b: pt(14, 0) }],
    });
    // clear the near left corner (12,-1) by 0.5": atan(1.5 / 2) = 36.87°
    const turn = (Math.atan2(1.5, 2) * 180) / Math.PI;
    expect(r.events.map((e) => [e.obstacleId, e.outcome])).toEqual([
      ["barn", "diverted"],
      ["w", "jumped"],
    ]);
    expect(r.events[0]!.along).toBe(10);
    expect(r.events[1]!.along).toBeCloseTo(15, 9);
    expect(r.events[0]!.bearings![0]).toBeCloseTo(360 - turn, 6);
    close(r.events[1]!.at, 14, -3);
    expect(r.paths).toHaveLength(1);
    const path = r.paths[0]!;
    expect(path.points).toHaveLength(3);
    close(path.points[1]!, 10, 0);
    close(path.end, 18, -6); // 10" more at 36.87° left: (8, -6)
    expect(path.inches).toBe(20);
    expect(path.finalBearing).toBeCloseTo(360 - turn, 6);
  });

  it("OW-9.2.7c a large obstacle struck in the middle splits the herd: half each side", () => {
    const r = stampedeTerrainPath({
      start: pt(0, 0),
      bearing: 0,
      inches: 20,
      obstacles: [square("rock", "large", 12, -3, 14, 3)],
    });
    const turn = (Math.atan2(3.5, 2) * 180) / Math.PI; // 60.26°
    expect(r.events.map((e) => [e.obstacleId, e.outcome, e.along])).toEqual([["rock", "split", 10]]);
    expect(r.events[0]!.bearings![0]).toBeCloseTo(360 - turn, 6);
    expect(r.events[0]!.bearings![1]).toBeCloseTo(turn, 6);
    expect(r.paths.map((p) => [p.side, p.share, p.inches])).toEqual([
      ["left", 0.5, 20],
      ["right", 0.5, 20],
    ]);
    const rad = (turn * Math.PI) / 180;
    close(r.paths[0]!.end, 10 + 10 * Math.cos(rad), -10 * Math.sin(rad));
    close(r.paths[1]!.end, 10 + 10 * Math.cos(rad), 10 * Math.sin(rad));
  });

  it("OW-9.2.7c the same input gives the same paths; a bad obstacle is refused", () => {
    const input = { start: pt(1, 1), bearing: 135, inches: 12, obstacles: [square("barn", "large", -6, 6, -3, 9)] };
    expect(stampedeTerrainPath(input)).toEqual(stampedeTerrainPath(input));
    expect(() =>
      stampedeTerrainPath({
        start: pt(0, 0),
        bearing: 0,
        inches: 5,
        obstacles: [{ id: "x", kind: "fence", a: pt(1, 1), b: pt(1, 1) }],
      }),
    ).toThrow(/badObstacle/);
    expect(() => stampedeTerrainPath({ start: pt(0, 0), bearing: 0, inches: -1, obstacles: [] })).toThrow(/badInches/);
  });
});
