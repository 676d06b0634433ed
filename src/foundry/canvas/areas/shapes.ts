/**
 * The areas the system shows on a scene, as plain shapes in inches, whichever Foundry version
 * draws them: the rules give shapes (src/rules/geometry: Circle, Sector, and bands
 * that start at a point and run along a bearing), and this module picks the ones each result or
 * action shows. It knows no template and no region: the version's implementation (v13.ts:
 * MeasuredTemplate, v14.ts: Scene Region) turns an Area into its document data and back, and
 * which figures an area covers is always the engine's answer (`figuresInArea`), so both
 * versions agree by construction.
 */
import {
  type Arc,
  type CanisterRanges,
  type CanisterSwath,
  type Circle,
  type Figure,
  type Point,
  type Sector,
  type Shape,
  type SolidShotPath,
  SOLID_SHOT_BEYOND,
  add,
  asIndex,
  band,
  baseReach,
  bearing,
  blastTemplate,
  canisterSwath,
  distance,
  pointAlong,
  scale,
  shrapnelCone,
  unitFromBearing,
} from "@rules/geometry";
import type { Figures } from "@rules/geometry/spatial";
import type { BurstSize } from "@rules/cards/schema";

/** What an area stands for (its flag): the system finds and clears its own areas by it. */
const AREA_KINDS = [
  "he",
  "shell",
  "shrapnel",
  "canister",
  "canisterAuto",
  "solidShot",
  "arc",
  "command",
  "move",
  "charges",
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export function isAreaKind(v: unknown): v is AreaKind {
  return typeof v === "string" && (AREA_KINDS as readonly string[]).includes(v);
}

/**
 * A straight band: from `start` along `bearing` for `length` inches, `width` inches wide,
 * centred on its line (a v13 ray template, a v14 line shape: both put their origin in the
 * middle of the near edge).
 */
export interface Band {
  readonly kind: "band";
  readonly start: Point;
  readonly bearing: number;
  readonly length: number;
  readonly width: number;
}

/** The shapes an area can take (inches, bearings in degrees: 0 = +x, clockwise on screen). */
export type AreaShape = Circle | Sector | Band;

/** An area to show: its shape and what it stands for. */
export interface Area {
  readonly kind: AreaKind;
  readonly shape: AreaShape;
}

/** The engine shape of an area (a band is the rectangle it covers). */
export function engineShape(shape: AreaShape): Shape {
  return shape.kind === "band" ? band(shape.start, unitFromBearing(shape.bearing), shape.length, shape.width) : shape;
}

/**
 * The figures an area covers (base touching or overlapping it), by the engine's geometry: the
 * same answer on every Foundry version, since both read their document back to the same Area.
 */
export function figuresInArea(figures: Figures, shape: AreaShape): Figure[] {
  return asIndex(figures).under(engineShape(shape));
}

/** The point an area is placed by (a circle's centre, a cone's apex, a band's start). */
export function anchorOf(shape: AreaShape): Point {
  switch (shape.kind) {
    case "circle":
      return shape.centre;
    case "sector":
      return shape.apex;
    case "band":
      return shape.start;
  }
}

/** The same area with its anchor at `to` (inches): a blast moved by its scatter. */
export function areaMovedTo(shape: AreaShape, to: Point): AreaShape {
  switch (shape.kind) {
    case "circle":
      return { ...shape, centre: to };
    case "sector":
      return { ...shape, apex: to };
    case "band":
      return { ...shape, start: to };
  }
}

/** CORE-9 / NAP-7.3.3 a round template (HE blast, shell) of `diameter` inches at `centre`. */
export function blastArea(centre: Point, diameter: number, kind: "he" | "shell" = "he"): Area {
  return { kind, shape: blastTemplate(centre, diameter) };
}

/** NAP-7.3.3 the spherical case's shrapnel cone. */
export function shrapnelArea(cone: Sector): Area {
  return { kind: "shrapnel", shape: cone };
}

/** NAP-7.3.2 one canister band from `start` along `bearingDeg`. */
export function bandArea(kind: AreaKind, start: Point, bearingDeg: number, length: number, width: number): Area {
  return { kind, shape: { kind: "band", start, bearing: bearingDeg, length, width } };
}

/** NAP-7.3.2 the swath's three rectangles and, over the first, its automatic-hit half of the short band. */
export function swathAreas(swath: CanisterSwath): Area[] {
  const u = unitFromBearing(swath.bearing);
  const bands = swath.bands.map((b) =>
    bandArea("canister", add(swath.muzzle, scale(u, b.from)), swath.bearing, b.to - b.from, b.width),
  );
  const first = swath.bands[0];
  const auto = first ? [bandArea("canisterAuto", swath.muzzle, swath.bearing, first.to / 2, first.width)] : [];
  return [...bands, ...auto];
}

/** How wide the solid shot's path is drawn (display only: the ranks it strikes are the engine's). */
const SHOT_PATH_WIDTH = 0.25;

/** NAP-7.3.1 the path of a solid shot: from the gun through the impact point to 12" beyond. */
export function shotPathArea(path: Pick<SolidShotPath, "gun" | "end">): Area {
  return bandArea("solidShot", path.gun, bearing(path.gun, path.end), distance(path.gun, path.end), SHOT_PATH_WIDTH);
}

/** OW-5.2e / OW-5.2f / NAP-5.4.2 an arc of fire drawn `length` inches out. */
export function arcArea(arc: Arc, length: number): Area {
  return {
    kind: "arc",
    shape: { kind: "sector", apex: arc.origin, radius: length, bearing: arc.facing, halfAngle: arc.halfAngle },
  };
}

/**
 * CORE-11 / OW-3a a leader's command radius: measured from his base edge, so drawn from his centre radius + base reach.
 */
export function commandArea(leader: Figure, radius: number): Area {
  return { kind: "command", shape: { kind: "circle", centre: leader.at, radius: radius + baseReach(leader) } };
}

/** A blast a posted result asks the table to place (OW-6.1.1 thrown dynamite), read from the result. */
interface BlastToPlace {
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
    typeof s === "object" &&
    s !== null &&
    "clock" in s &&
    "inches" in s &&
    typeof s.clock === "number" &&
    typeof s.inches === "number"
      ? { clock: s.clock, inches: s.inches }
      : null;
  return { at, scatter: at === "scatter" ? scatter : null, size };
}

/* ------------------------------------------------ the areas an artillery result shows */

function pointOf(v: unknown): Point | null {
  return typeof v === "object" &&
    v !== null &&
    "x" in v &&
    "y" in v &&
    typeof v.x === "number" &&
    typeof v.y === "number"
    ? { x: v.x, y: v.y }
    : null;
}

/** Where a posted artillery result's round landed (its aim's impact), null for any other result. */
export function impactOf(result: object): Point | null {
  return "aim" in result && typeof result.aim === "object" && result.aim !== null && "impact" in result.aim
    ? pointOf(result.aim.impact)
    : null;
}

/**
 * NAP-7.3.1 / NAP-7.3.2 / NAP-7.3.3 the areas an artillery result covered, to show on the table:
 * the solid shot's path to 12" past the impact, the canister swath along the gun's line to where it
 * landed (the swath's centre line runs through the deviated point, so it is rebuilt from the gun
 * and the impact), the shell's template or the spherical case's cone. `canister`: the gun's Table 3
 * canister ranges (null when unknown: no swath).
 */
export function artilleryAreas(result: object, gunAt: Point, canister: CanisterRanges | null): Area[] {
  const impact = impactOf(result);
  if (!impact || !("procedure" in result) || distance(gunAt, impact) === 0) return [];
  const line = bearing(gunAt, impact);
  switch (result.procedure) {
    case "solidShot":
      return [shotPathArea({ gun: gunAt, end: pointAlong(impact, line, SOLID_SHOT_BEYOND) })];
    case "canister":
      return canister ? swathAreas(canisterSwath({ muzzle: gunAt, lineOfFire: line, ranges: canister })) : [];
    case "shell": {
      const diameter = "diameter" in result && typeof result.diameter === "number" ? result.diameter : 0;
      if (!(diameter > 0)) return [];
      return "kind" in result && result.kind === "case"
        ? [shrapnelArea(shrapnelCone(impact, line, diameter))]
        : [blastArea(impact, diameter, "shell")];
    }
    default:
      return [];
  }
}
