/**
 * Engine shapes <-> MeasuredTemplate data (Foundry v13), pure. The rules give shapes in inches
 * (src/rules/geometry: Circle, Sector, Capsule, bands as Polygon); this scales positions to the
 * scene's pixels and keeps lengths in scene units, which ARE inches (system.json: grid units
 * "in"; figures.ts reads grid.distance as inches per grid space), and keeps the
 * bearing: a template's `direction` uses the same convention (0° = +x, clockwise on screen).
 *
 * docs/v14-regions.md: in v14 the same inputs become Scene Regions; only this file and its
 * Foundry-side caller (templates.ts) change.
 */
import {
  type Arc, type CanisterRanges, type CanisterSwath, type Capsule, type Circle, type Point, type Sector, type SolidShotPath,
  SOLID_SHOT_BEYOND, add, bearing, blastTemplate, canisterSwath, distance, pointAlong, scale, shrapnelCone, unitFromBearing,
} from "../../../rules/geometry";
import type { BurstSize } from "../../../rules/cards/schema";
import { type GridScale, toInches, toPixels } from "../figures";

/** What a template stands for (its flag): the system finds and clears its own templates by it. */
export const AREA_KINDS = ["he", "shell", "shrapnel", "canister", "canisterAuto", "solidShot", "arc"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export function isAreaKind(v: unknown): v is AreaKind {
  return typeof v === "string" && (AREA_KINDS as readonly string[]).includes(v);
}

/** The MeasuredTemplate fields an engine shape sets (positions in pixels, lengths in scene units). */
export interface TemplateShape {
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

/** CORE-9 / NAP-7.3.3 a round template (HE blast, shell). */
export function circleTemplate(c: Circle, grid: GridScale): TemplateShape {
  const o = toPixels(c.centre, grid);
  return { t: "circle", x: o.x, y: o.y, distance: c.radius, direction: 0 };
}

/** NAP-7.3.3 a cone (shrapnel), OW-5.2e / NAP-5.4.2 an arc of fire drawn to a length. */
export function coneTemplate(s: Sector, grid: GridScale): TemplateShape {
  const o = toPixels(s.apex, grid);
  return { t: "cone", x: o.x, y: o.y, distance: s.radius, direction: s.bearing, angle: 2 * s.halfAngle };
}

/**
 * NAP-7.3.2 one canister rectangle: from `start` along `bearingDeg` for `length` inches,
 * `width` inches wide (a ray template: its origin is the middle of its near edge).
 */
export function bandTemplate(start: Point, bearingDeg: number, length: number, width: number, grid: GridScale): TemplateShape {
  const o = toPixels(start, grid);
  return { t: "ray", x: o.x, y: o.y, distance: length, direction: bearingDeg, width: width };
}

/** NAP-7.3.1 a path (a capsule: segment widened by its radius), as a ray `minWidth` wide at least. */
export function pathTemplate(c: Capsule, grid: GridScale, minWidth = 0.25): TemplateShape {
  return bandTemplate(c.a, bearing(c.a, c.b), distance(c.a, c.b), Math.max(2 * c.radius, minWidth), grid);
}

/** A template's fields read back as an engine shape (a ray reads as a capsule: its square ends count as round). */
export function shapeOfTemplate(t: TemplateShape, grid: GridScale): Circle | Sector | Capsule {
  const origin = toInches({ x: t.x, y: t.y }, grid);
  const length = t.distance;
  switch (t.t) {
    case "circle":
      return { kind: "circle", centre: origin, radius: length };
    case "cone":
      return { kind: "sector", apex: origin, radius: length, bearing: t.direction, halfAngle: (t.angle ?? 0) / 2 };
    case "ray":
      return { kind: "capsule", a: origin, b: add(origin, scale(unitFromBearing(t.direction), length)), radius: (t.width ?? 0) / 2 };
  }
}

/** A circle template's centre moved by a displacement (inches): the new template position (pixels). */
export function movedBy(t: Pick<TemplateShape, "x" | "y">, displacement: Point, grid: GridScale): { x: number; y: number } {
  const d = toPixels(displacement, grid);
  return { x: t.x + d.x, y: t.y + d.y };
}

/** A template to draw: its shape and what it stands for. */
export interface AreaTemplate {
  readonly kind: AreaKind;
  readonly shape: TemplateShape;
}

/** NAP-7.3.2 the swath's three rectangles and, over the first, its automatic-hit half of the short band. */
export function swathTemplates(swath: CanisterSwath, grid: GridScale): AreaTemplate[] {
  const u = unitFromBearing(swath.bearing);
  const bands = swath.bands.map((b): AreaTemplate => ({
    kind: "canister",
    shape: bandTemplate(add(swath.muzzle, scale(u, b.from)), swath.bearing, b.to - b.from, b.width, grid),
  }));
  const first = swath.bands[0];
  const auto: AreaTemplate[] = first ? [{ kind: "canisterAuto", shape: bandTemplate(swath.muzzle, swath.bearing, first.to / 2, first.width, grid) }] : [];
  return [...bands, ...auto];
}

/** NAP-7.3.1 the path of a solid shot: from the gun through the impact point to 12" beyond. */
export function shotPathTemplate(path: Pick<SolidShotPath, "gun" | "end">, grid: GridScale): AreaTemplate {
  return { kind: "solidShot", shape: pathTemplate({ kind: "capsule", a: path.gun, b: path.end, radius: 0 }, grid) };
}

/** OW-5.2e / OW-5.2f / NAP-5.4.2 an arc of fire drawn `length` inches out. */
export function arcTemplate(arc: Arc, length: number, grid: GridScale): AreaTemplate {
  return { kind: "arc", shape: coneTemplate({ kind: "sector", apex: arc.origin, radius: length, bearing: arc.facing, halfAngle: arc.halfAngle }, grid) };
}

/** A blast a posted result asks the table to place (OW-6.1.1 thrown dynamite), read from the result. */
export interface BlastToPlace {
  /** Where: at the target (the player places it), scattered from the aim point, or on the thrower. */
  readonly at: "target" | "scatter" | "thrower";
  readonly scatter: { readonly clock: number; readonly inches: number } | null;
  readonly size: BurstSize;
}

const BURSTS: readonly BurstSize[] = ["small", "medium", "large"];

/** The blast of a thrown-dynamite result (outcome target, scatter or premature), null for any other result. */
export function blastOfResult(result: object): BlastToPlace | null {
  if (!("procedure" in result) || result.procedure !== "ow.dynamiteThrow" || !("blast" in result)) return null;
  const blast = result.blast;
  if (typeof blast !== "object" || blast === null || !("at" in blast) || !("template" in blast)) return null;
  const at = blast.at === "target" || blast.at === "scatter" || blast.at === "thrower" ? blast.at : null;
  const size = BURSTS.find((b) => b === blast.template) ?? null;
  if (!at || !size) return null;
  const s = "scatter" in blast ? blast.scatter : null;
  const scatter =
    typeof s === "object" && s !== null && "clock" in s && "inches" in s && typeof s.clock === "number" && typeof s.inches === "number"
      ? { clock: s.clock, inches: s.inches }
      : null;
  return { at, scatter: at === "scatter" ? scatter : null, size };
}

/* ------------------------------------------------ the areas an artillery result shows */

function pointOf(v: unknown): Point | null {
  return typeof v === "object" && v !== null && "x" in v && "y" in v && typeof v.x === "number" && typeof v.y === "number" ? { x: v.x, y: v.y } : null;
}

/** Where a posted artillery result's round landed (its aim's impact), null for any other result. */
export function impactOf(result: object): Point | null {
  return "aim" in result && typeof result.aim === "object" && result.aim !== null && "impact" in result.aim ? pointOf(result.aim.impact) : null;
}

/**
 * NAP-7.3.1 / NAP-7.3.2 / NAP-7.3.3 the areas an artillery result covered, to show on the table:
 * the solid shot's path to 12" past the impact, the canister swath along the gun's line to where it
 * landed (the swath's centre line runs through the deviated point, so it is rebuilt from the gun
 * and the impact), the shell's template or the spherical case's cone. `canister`: the gun's Table 3
 * canister ranges (null when unknown: no swath).
 */
export function artilleryAreas(
  result: object,
  gunAt: Point,
  canister: CanisterRanges | null,
  grid: GridScale,
): AreaTemplate[] {
  const impact = impactOf(result);
  if (!impact || !("procedure" in result) || distance(gunAt, impact) === 0) return [];
  const line = bearing(gunAt, impact);
  switch (result.procedure) {
    case "solidShot":
      return [shotPathTemplate({ gun: gunAt, end: pointAlong(impact, line, SOLID_SHOT_BEYOND) }, grid)];
    case "canister":
      return canister ? swathTemplates(canisterSwath({ muzzle: gunAt, lineOfFire: line, ranges: canister }), grid) : [];
    case "shell": {
      const diameter = "diameter" in result && typeof result.diameter === "number" ? result.diameter : 0;
      if (!(diameter > 0)) return [];
      return "kind" in result && result.kind === "case"
        ? [{ kind: "shrapnel", shape: coneTemplate(shrapnelCone(impact, line, diameter), grid) }]
        : [{ kind: "shell", shape: circleTemplate(blastTemplate(impact, diameter), grid) }];
    }
    default:
      return [];
  }
}
