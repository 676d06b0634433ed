/**
 * A Scene Region's stored shapes as outlines (pixels): v13's rectangle turns about its centre,
 * v14's about its anchor point; circles and ellipses become 32-gons; v14's line is its band.
 */
import { describe, expect, it } from "vitest";
import { ROUND_SIDES, regionPolygons, shapeOutline } from "@foundry/canvas/terrain/region-shapes";

const rounded = (points: { x: number; y: number }[] | null) =>
  points?.map((p) => ({ x: Math.round(p.x * 1000) / 1000 + 0, y: Math.round(p.y * 1000) / 1000 + 0 })) ?? null;

describe("region shapes as outlines", () => {
  it("a v13 rectangle: top-left x, y, turned about its centre", () => {
    expect(rounded(shapeOutline({ type: "rectangle", x: 0, y: 0, width: 200, height: 100, rotation: 90 }))).toEqual([
      { x: 150, y: -50 },
      { x: 150, y: 150 },
      { x: 50, y: 150 },
      { x: 50, y: -50 },
    ]);
  });

  it("a v14 rectangle: its anchor at x, y, turned about it", () => {
    const centred = { type: "rectangle", x: 100, y: 50, width: 200, height: 100, anchorX: 0.5, anchorY: 0.5 };
    expect(rounded(shapeOutline({ ...centred, rotation: 0 }))).toEqual([
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 100 },
      { x: 0, y: 100 },
    ]);
    expect(rounded(shapeOutline({ ...centred, rotation: 90 }))?.[0]).toEqual({ x: 150, y: -50 });
    const corner = { type: "rectangle", x: 0, y: 0, width: 200, height: 100, anchorX: 0, anchorY: 0, rotation: 90 };
    expect(rounded(shapeOutline(corner))?.[2]).toEqual({ x: -100, y: 200 });
  });

  it("a circle and an ellipse: 32-gons through their extreme points", () => {
    const circle = shapeOutline({ type: "circle", x: 100, y: 100, radius: 50 });
    expect(circle).toHaveLength(ROUND_SIDES);
    expect(rounded(circle)?.[0]).toEqual({ x: 150, y: 100 });
    const ellipse = rounded(shapeOutline({ type: "ellipse", x: 0, y: 0, radiusX: 40, radiusY: 10, rotation: 90 }));
    expect(ellipse?.[0]).toEqual({ x: 0, y: 40 });
    expect(ellipse?.[ROUND_SIDES / 4]).toEqual({ x: -10, y: 0 });
  });

  it("a polygon's points; a v14 line as its band (origin in the middle of the near edge)", () => {
    expect(shapeOutline({ type: "polygon", points: [0, 0, 10, 0, 10, 10] })).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]);
    const line = rounded(shapeOutline({ type: "line", x: 0, y: 0, length: 300, width: 100, rotation: 0 }));
    expect(line).toEqual(
      expect.arrayContaining([
        { x: 0, y: 50 },
        { x: 300, y: 50 },
        { x: 300, y: -50 },
        { x: 0, y: -50 },
      ]),
    );
  });

  it("holes, unread shapes and malformed data give nothing", () => {
    expect(shapeOutline({ type: "circle", x: 0, y: 0, radius: 5, hole: true })).toBeNull();
    expect(shapeOutline({ type: "cone", x: 0, y: 0, radius: 5, angle: 60, rotation: 0 })).toBeNull();
    expect(shapeOutline({ type: "polygon", points: [0, 0, 1, 1] })).toBeNull();
    expect(shapeOutline({ type: "rectangle", x: 0, y: 0, width: 0, height: 10 })).toBeNull();
    expect(shapeOutline("woods")).toBeNull();
  });

  it("outlines in inches by the scene's grid (grid size px = grid distance inches)", () => {
    const grid = { size: 50, distance: 2 };
    expect(regionPolygons([{ type: "polygon", points: [0, 0, 50, 0, 50, 100] }], grid)).toEqual([
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 4 },
      ],
    ]);
  });
});
