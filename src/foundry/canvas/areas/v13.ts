/**
 * Foundry v13: an area is a MeasuredTemplate (pure data; the preview is in foundry.ts).
 * Positions are pixels (`grid.size / grid.distance` per inch), lengths stay in scene units,
 * which ARE inches (system.json grid units "in"; figures.ts). A template's `direction` uses the
 * engine's convention (0° = +x, clockwise on screen):
 * - Circle -> `t: "circle"`, `distance` = radius;
 * - Sector -> `t: "cone"`, `angle` = twice the half-angle, `direction` = bearing;
 * - Band -> `t: "ray"` (`distance` = length, `width`), its origin the middle of the near edge.
 * Read from fvtt-types 13.345 MeasuredTemplateDocument (src/foundry/common/documents/measured-template.d.mts).
 */
import { z } from "@rules/zod";
import { type GridScale, toInches, toPixels } from "../figures";
import { type AreaContext, type AreaFlag, type AreaPort, AREA_COLOURS, AREA_FLAG_SCOPE, areaFlagOf } from "./port";
import type { Area, AreaShape } from "./shapes";

/** The MeasuredTemplate fields an area sets (positions in pixels, lengths in scene units). */
interface TemplateShape {
  readonly t: "circle" | "cone" | "ray";
  readonly x: number;
  readonly y: number;
  readonly distance: number;
  readonly direction: number;
  /** Cone: the full opening angle (twice the half-angle). */
  readonly angle?: number;
  /** Ray: its width in scene units. */
  readonly width?: number;
}

/** An area's template fields. */
export function templateShape(shape: AreaShape, grid: GridScale): TemplateShape {
  switch (shape.kind) {
    case "circle": {
      const o = toPixels(shape.centre, grid);
      return { t: "circle", x: o.x, y: o.y, distance: shape.radius, direction: 0 };
    }
    case "sector": {
      const o = toPixels(shape.apex, grid);
      return {
        t: "cone",
        x: o.x,
        y: o.y,
        distance: shape.radius,
        direction: shape.bearing,
        angle: 2 * shape.halfAngle,
      };
    }
    case "band": {
      const o = toPixels(shape.start, grid);
      return { t: "ray", x: o.x, y: o.y, distance: shape.length, direction: shape.bearing, width: shape.width };
    }
  }
}

/** A template's fields read back as the area shape it draws. */
export function shapeOfTemplate(t: TemplateShape, grid: GridScale): AreaShape {
  const origin = toInches({ x: t.x, y: t.y }, grid);
  switch (t.t) {
    case "circle":
      return { kind: "circle", centre: origin, radius: t.distance };
    case "cone":
      return { kind: "sector", apex: origin, radius: t.distance, bearing: t.direction, halfAngle: (t.angle ?? 0) / 2 };
    case "ray":
      return { kind: "band", start: origin, bearing: t.direction, length: t.distance, width: t.width ?? 0 };
  }
}

/** The template data of an area: its fields, colours and the system flag. */
function templateData(area: Area, context: Pick<AreaContext, "grid" | "messageId">) {
  const [fillColor, borderColor] = AREA_COLOURS[area.kind];
  const flag: AreaFlag = { area: area.kind, messageId: context.messageId };
  return { ...templateShape(area.shape, context.grid), fillColor, borderColor, flags: { [AREA_FLAG_SCOPE]: flag } };
}

/** A stored MeasuredTemplate's source, the fields the port reads (nullable as v13 stores them). */
/**
 * The constructor arguments of the unsaved preview template of an area, embedded in
 * `scene`. v13's PlaceableObject constructor throws "You must provide an embedded Document
 * instance as the input for a PlaceableObject" unless `document.isEmbedded`, which needs a
 * parent (foundryvtt v13 client/canvas/placeables/placeable.mjs, the constructor); v13's own
 * PlaceableObject#_pasteObject builds its throwaway object the same way:
 * `getDocumentClass(...).fromSource(data, {parent: canvas.scene})`.
 */
export function previewTemplateArgs<S extends object>(
  area: Area,
  grid: GridScale,
  scene: S,
): [ReturnType<typeof templateData>, { parent: S }] {
  return [templateData(area, { grid, messageId: null }), { parent: scene }];
}

const templateSource = z.object({
  t: z.enum(["circle", "cone", "ray", "rect"]),
  x: z.nullish(z.number()),
  y: z.nullish(z.number()),
  distance: z.nullish(z.number()),
  direction: z.nullish(z.number()),
  angle: z.nullish(z.number()),
  width: z.nullish(z.number()),
});

/** The v13 implementation of the port. */
export const v13Areas: AreaPort = {
  generation: 13,
  documentName: "MeasuredTemplate",
  toData: (area, context) => templateData(area, context),
  fromData(source, grid) {
    const parsed = templateSource.safeParse(source);
    if (!parsed.success) return null;
    const d = parsed.data;
    const t = d.t === "rect" ? null : d.t;
    if (!t) return null;
    const shape = shapeOfTemplate(
      {
        t,
        x: d.x ?? 0,
        y: d.y ?? 0,
        distance: d.distance ?? 0,
        direction: d.direction ?? 0,
        angle: d.angle ?? 0,
        width: d.width ?? 0,
      },
      grid,
    );
    const kind = areaFlagOf(source)?.area ?? (t === "circle" ? "he" : t === "cone" ? "shrapnel" : "canister");
    return { kind, shape };
  },
  flagOf: areaFlagOf,
  updateData(id, area, context) {
    const { x, y, distance, direction, angle, width } = templateShape(area.shape, context.grid);
    return {
      _id: id,
      x,
      y,
      distance,
      direction,
      ...(angle !== undefined ? { angle } : {}),
      ...(width !== undefined ? { width } : {}),
    };
  },
};
