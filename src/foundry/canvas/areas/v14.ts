/**
 * Foundry v14: an area is a Scene Region with one shape (pure data; the placement is in
 * foundry.ts). v14 retired the MeasuredTemplate into Regions, and its template-like shapes
 * carry the same geometry in PIXELS (foundry-v14.d.ts cites where each was read):
 * - Circle -> `circle` (`radius` px);
 * - Sector -> `cone` (`angle` = twice the half-angle, `rotation` = bearing, curvature "round":
 *   a round-ended sector, as the engine's);
 * - Band -> `line` (`length`, `width` px, `rotation` = bearing, origin in the middle of the near
 *   edge as the v13 ray: core's own template migration maps ray -> line with the same x, y and
 *   rotation = direction, per the "Templates with Regions" reference, BaseRegion._migrateMeasuredTemplateData).
 * Display only: no behaviors (the engine decides who is covered and what happens).
 */
import { z } from "@rules/zod";
import { type GridScale, pixelsOf, toInches, toPixels } from "../figures";
import type { V14AreaShape, V14RegionData } from "./foundry-v14";
import { type AreaContext, type AreaFlag, type AreaPort, AREA_COLOURS, AREA_FLAG_SCOPE, areaFlagOf } from "./port";
import { type Area, type AreaShape } from "./shapes";

/** src/foundry/common/constants.d.mts (14.366): REGION_VISIBILITY.ALWAYS, visible to anyone. */
const REGION_VISIBILITY_ALWAYS = 2;

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (v13 and v14 common/constants): OBSERVER 2, OWNER 3. */
const OBSERVER = 2;
const OWNER = 3;

/**
 * v14 Regions have their own `ownership` (foundryvtt/foundryvtt#13270, "Added `ownership` field to
 * Region, the `REGION_CREATE` permission…": LIMITED sees it in the legend, OBSERVER sees it on the
 * canvas and its sheet, OWNER may modify and delete it). The system sets it explicitly rather than
 * trusting a default (as Foundryborne/daggerheart#1855 sets `ownership` on the regions its players
 * place): every user OBSERVER, so all see the area; its creator OWNER, so the client that drew it
 * can move it (a blast's scatter). The active GM, who clears an area with its message, owns every
 * document anyway.
 */
export function regionOwnership(owner: string | undefined): Record<string, number> {
  return owner ? { default: OBSERVER, [owner]: OWNER } : { default: OBSERVER };
}

/** An area's Region shape. */
function regionShape(shape: AreaShape, grid: GridScale): V14AreaShape {
  switch (shape.kind) {
    case "circle": {
      const o = toPixels(shape.centre, grid);
      return { type: "circle", x: o.x, y: o.y, radius: pixelsOf(shape.radius, grid) };
    }
    case "sector": {
      const o = toPixels(shape.apex, grid);
      return {
        type: "cone",
        x: o.x,
        y: o.y,
        radius: pixelsOf(shape.radius, grid),
        angle: 2 * shape.halfAngle,
        rotation: shape.bearing,
        curvature: "round",
      };
    }
    case "band": {
      const o = toPixels(shape.start, grid);
      return {
        type: "line",
        x: o.x,
        y: o.y,
        length: pixelsOf(shape.length, grid),
        width: pixelsOf(shape.width, grid),
        rotation: shape.bearing,
      };
    }
  }
}

const inches = (px: number, grid: GridScale) => (px * grid.distance) / grid.size;

/** A Region shape read back as the area shape it draws. */
function shapeOfRegion(shape: V14AreaShape, grid: GridScale): AreaShape {
  const origin = toInches({ x: shape.x, y: shape.y }, grid);
  switch (shape.type) {
    case "circle":
      return { kind: "circle", centre: origin, radius: inches(shape.radius, grid) };
    case "cone":
      return {
        kind: "sector",
        apex: origin,
        radius: inches(shape.radius, grid),
        bearing: shape.rotation,
        halfAngle: shape.angle / 2,
      };
    case "line":
      return {
        kind: "band",
        start: origin,
        bearing: shape.rotation,
        length: inches(shape.length, grid),
        width: inches(shape.width, grid),
      };
  }
}

/** The Region data of an area: one shape, its colour and name, always visible, the system flag. */
export function regionData(
  area: Area,
  context: AreaContext,
  levels: readonly string[] | undefined = context.levels,
): V14RegionData {
  const flag: AreaFlag = { area: area.kind, messageId: context.messageId };
  return {
    name: context.name(area.kind),
    color: AREA_COLOURS[area.kind][0],
    shapes: [regionShape(area.shape, context.grid)],
    visibility: REGION_VISIBILITY_ALWAYS,
    highlightMode: "shapes",
    ownership: regionOwnership(context.owner),
    ...(levels ? { levels } : {}),
    flags: { [AREA_FLAG_SCOPE]: flag },
  };
}

const point = { x: z.number(), y: z.number() };
/** The Region shapes the port reads back (others — rectangles, polygons, emanations — are not ours). */
const shapeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("circle"), ...point, radius: z.number() }),
  z.object({
    type: z.literal("cone"),
    ...point,
    radius: z.number(),
    angle: z.number(),
    rotation: z._default(z.number(), 0),
  }),
  z.object({
    type: z.literal("line"),
    ...point,
    length: z.number(),
    width: z.number(),
    rotation: z._default(z.number(), 0),
  }),
]);
const regionSource = z.object({ shapes: z.array(z.unknown()) });

/** The v14 implementation of the port. */
export const v14Areas: AreaPort = {
  generation: 14,
  documentName: "Region",
  toData: (area, context) => regionData(area, context),
  fromData(source, grid) {
    const parsed = regionSource.safeParse(source);
    if (!parsed.success || parsed.data.shapes.length !== 1) return null;
    const shape = shapeSchema.safeParse(parsed.data.shapes[0]);
    if (!shape.success) return null;
    const kind =
      areaFlagOf(source)?.area ??
      (shape.data.type === "circle" ? "he" : shape.data.type === "cone" ? "shrapnel" : "canister");
    return { kind, shape: shapeOfRegion(shape.data, grid) };
  },
  flagOf: areaFlagOf,
  updateData: (id, area, context) => ({ _id: id, shapes: [regionShape(area.shape, context.grid)] }),
};
