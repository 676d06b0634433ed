/**
 * A Scene Region's shapes as the terrain model's polygons (pure: the stored shape data in pixels
 * in, simple polygons in inches out). Read in Foundry v13's common/data/data.mjs (search id
 * 16781673929; docs/foundry-behaviour.md) and the v14 types (fvtt-types 14.366
 * src/foundry/common/data/data.d.mts; docs/foundry-v14.md):
 * - rectangle: v13 `x`, `y` the top-left corner before rotation, turned by `rotation` (degrees)
 *   about its centre; v14 adds `anchorX`, `anchorY` (default 0): `x`, `y` is the anchor point
 *   and the rectangle turns about it. A v13 source has no anchor (v13 cleans unknown keys away),
 *   so the anchor's presence says which reading applies;
 * - circle: `x`, `y` the centre, `radius`; ellipse: `radiusX`, `radiusY`, `rotation` about the centre;
 * - polygon: `points` [x0, y0, x1, y1, …] (at least 3 points, not self-intersecting);
 * - v14 line: origin `x`, `y` in the middle of its near edge, `length`, `width`, `rotation` (the v13 ray, areas/v14.ts).
 * A shape marked `hole` is left out (the model's areas have no holes), as are v14's cone, ring,
 * emanation, token and grid shapes: a GM marks ground with the plain shapes.
 */
import { type Point, band, unitFromBearing } from "@rules/geometry";
import { z } from "@rules/zod";
import { type GridScale, toInches } from "../figures";

/** Sides of the polygon standing for a circle or an ellipse (a 1% shortfall at the flats). */
export const ROUND_SIDES = 32;

const num = z.number();
const optionalNumber = z.optional(z.number());
const shapeSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("rectangle"),
    x: num,
    y: num,
    width: num,
    height: num,
    rotation: optionalNumber,
    anchorX: optionalNumber,
    anchorY: optionalNumber,
    hole: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal("circle"), x: num, y: num, radius: num, hole: z.optional(z.boolean()) }),
  z.object({
    type: z.literal("ellipse"),
    x: num,
    y: num,
    radiusX: num,
    radiusY: num,
    rotation: optionalNumber,
    hole: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal("polygon"), points: z.array(num), hole: z.optional(z.boolean()) }),
  z.object({
    type: z.literal("line"),
    x: num,
    y: num,
    length: num,
    width: num,
    rotation: optionalNumber,
    hole: z.optional(z.boolean()),
  }),
]);

/** `p` turned by `degrees` (clockwise on the screen, y down) about `about`. */
function turned(p: Point, about: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const r = (degrees * Math.PI) / 180;
  const dx = p.x - about.x;
  const dy = p.y - about.y;
  return { x: about.x + dx * Math.cos(r) - dy * Math.sin(r), y: about.y + dx * Math.sin(r) + dy * Math.cos(r) };
}

function ellipse(centre: Point, rx: number, ry: number, rotation: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < ROUND_SIDES; i += 1) {
    const a = (2 * Math.PI * i) / ROUND_SIDES;
    out.push(turned({ x: centre.x + rx * Math.cos(a), y: centre.y + ry * Math.sin(a) }, centre, rotation));
  }
  return out;
}

/** One stored shape's outline in pixels; null for a hole, a shape the terrain does not read, or malformed data. */
export function shapeOutline(source: unknown): Point[] | null {
  const parsed = shapeSchema.safeParse(source);
  if (!parsed.success || parsed.data.hole === true) return null;
  const s = parsed.data;
  switch (s.type) {
    case "rectangle": {
      if (s.width <= 0 || s.height <= 0) return null;
      const v14 = s.anchorX !== undefined || s.anchorY !== undefined;
      const ax = s.anchorX ?? 0;
      const ay = s.anchorY ?? 0;
      const left = v14 ? s.x - ax * s.width : s.x;
      const top = v14 ? s.y - ay * s.height : s.y;
      const pivot = v14 ? { x: s.x, y: s.y } : { x: s.x + s.width / 2, y: s.y + s.height / 2 };
      const corners = [
        { x: left, y: top },
        { x: left + s.width, y: top },
        { x: left + s.width, y: top + s.height },
        { x: left, y: top + s.height },
      ];
      return corners.map((c) => turned(c, pivot, s.rotation ?? 0));
    }
    case "circle":
      return s.radius > 0 ? ellipse({ x: s.x, y: s.y }, s.radius, s.radius, 0) : null;
    case "ellipse":
      return s.radiusX > 0 && s.radiusY > 0 ? ellipse({ x: s.x, y: s.y }, s.radiusX, s.radiusY, s.rotation ?? 0) : null;
    case "polygon": {
      if (s.points.length < 6 || s.points.length % 2 !== 0) return null;
      const out: Point[] = [];
      for (let i = 0; i + 1 < s.points.length; i += 2) out.push({ x: s.points[i]!, y: s.points[i + 1]! });
      return out;
    }
    case "line":
      return s.length > 0 && s.width > 0
        ? [...band({ x: s.x, y: s.y }, unitFromBearing(s.rotation ?? 0), s.length, s.width).vertices]
        : null;
  }
}

/** Every shape of a region the terrain reads, as polygons in inches. */
export function regionPolygons(shapes: readonly unknown[], grid: GridScale): Point[][] {
  return shapes.flatMap((shape) => {
    const outline = shapeOutline(shape);
    return outline ? [outline.map((p) => toInches(p, grid))] : [];
  });
}
