/**
 * Proximity triggers and coherency: herds (OW-9.2.2, OW-9.2.7), wagons (OW-9.3f), trampling
 * (OW-9.2.7b), limbers (OW-5.2b, OW-5.2d, NAP-7.1). Every distance is base edge to base edge
 * by default (GEOMETRY_DEFAULTS.measure).
 */
import { RulesError } from "../errors";
import { type Figure, baseShape, figuresDistance, roundBase } from "./bases";
import { GEOMETRY_DEFAULTS, type Measure } from "./defaults";
import { type Shape, circle, convexHull, segment } from "./shapes";
import { type Figures, asIndex } from "./spatial";
import { type Point, add } from "./vec";

/** OW-9.2.2: all figures of a herd must be within 6" of the central figure. */
export const HERD_COHERENCY = 6;
/** OW-9.2.7 / OW-9.3f: a unit firing (or charged) within 2" of a herd or a wagon team. */
export const STARTLE_RANGE = 2;
/** OW-9.2.7b: figures within 1" of a stampeding herd at any point of its move. */
export const TRAMPLE_RANGE = 1;
/** OW-5.2b, OW-5.2d, NAP-7.1: the limber within 4" of its gun. */
export const LIMBER_RANGE = 4;

function checkRange(r: number): void {
  if (!Number.isFinite(r) || r < 0) throw new RulesError("COMBAT_PATROL.Error.badRadius", { radius: r });
}

export interface Coherency {
  readonly coherent: boolean;
  /** Figures farther than the limit from the central figure. */
  readonly strays: readonly string[];
}

/** OW-9.2.2: is every figure of the herd within 6" of its central figure? */
export function herdCoherency(
  central: Figure,
  herd: readonly Figure[],
  limit = HERD_COHERENCY,
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): Coherency {
  checkRange(limit);
  const strays = herd
    .filter((f) => f.id !== central.id && figuresDistance(central, f, measure) > limit + 1e-9)
    .map((f) => f.id);
  return { coherent: strays.length === 0, strays };
}

/**
 * OW-9.2.7 / OW-9.3f: figures (not of the group) within r inches of any figure of the group
 * (a herd, a wagon team). A unit of which one of these figures fires or is charged startles it.
 */
export function figuresNearGroup(
  figures: Figures,
  group: readonly Figure[],
  r = STARTLE_RANGE,
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): Figure[] {
  checkRange(r);
  const index = asIndex(figures);
  const own = new Set(group.map((f) => f.id));
  const found = new Set<string>();
  for (const g of group) {
    const around: Shape = measure === "edge" ? baseShape(g) : circle(g.at, 0);
    for (const f of index.near(around, r, measure, own)) found.add(f.id);
  }
  return index.figures.filter((f) => found.has(f.id));
}

/** OW-9.2.7 / OW-9.3f: does a shot from `shooter` startle the group (herd or team)? */
export function startles(
  shooter: Figure,
  group: readonly Figure[],
  r = STARTLE_RANGE,
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): boolean {
  checkRange(r);
  return group.some((g) => figuresDistance(shooter, g, measure) <= r + 1e-9);
}

/** The area a base covers while moving straight by `move` (a round base sweeps a capsule). */
function sweptBase(f: Figure, move: Point): Shape {
  const end = add(f.at, move);
  if (f.base.shape === "round") return segment(f.at, end, f.base.diameter / 2);
  const start = baseShape(f);
  if (start.kind !== "polygon") return start;
  return convexHull([...start.vertices, ...start.vertices.map((v) => add(v, move))]);
}

/**
 * OW-9.2.7b: figures (not of the herd) within 1" of the stampeding herd at any point of a
 * straight move of every herd figure by `move` inches.
 */
export function trampledBy(figures: Figures, herd: readonly Figure[], move: Point, r = TRAMPLE_RANGE): Figure[] {
  checkRange(r);
  const index = asIndex(figures);
  const own = new Set(herd.map((f) => f.id));
  const found = new Set<string>();
  for (const h of herd) for (const f of index.near(sweptBase(h, move), r, "edge", own)) found.add(f.id);
  return index.figures.filter((f) => found.has(f.id));
}

/** Figures within r inches of a path (a polyline, e.g. a herd's central figure's route). */
export function figuresNearPath(
  figures: Figures,
  path: readonly Point[],
  r: number,
  exclude: ReadonlySet<string> = new Set(),
): Figure[] {
  checkRange(r);
  const index = asIndex(figures);
  const found = new Set<string>();
  const legs = path.length === 1 ? [segment(path[0]!, path[0]!)] : path.slice(1).map((p, i) => segment(path[i]!, p));
  for (const leg of legs) for (const f of index.near(leg, r, "edge", exclude)) found.add(f.id);
  return index.figures.filter((f) => found.has(f.id));
}

/** OW-5.2b / OW-5.2d / NAP-7.1: is the limber within 4" of its gun? */
export function limberWithin(
  limber: Figure,
  gun: Figure,
  r = LIMBER_RANGE,
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): boolean {
  checkRange(r);
  return figuresDistance(limber, gun, measure) <= r + 1e-9;
}

/** A base small enough that edge and centre measures agree on a stored distance. */
const POINT_BASE = roundBase(0.001);

/**
 * OW-5.2b / NAP-7.1 a gun and its limber as the geometry measures them when the limber has no token:
 * two points on a line, the limber `distance` inches from the gun (the distance its crew stores);
 * the limber null when it is off the table.
 */
export function gunAndStoredLimber(
  gunId: string,
  limberId: string,
  distance: number | null,
): { readonly gunAt: Figure; readonly limberAt: Figure | null } {
  const point = (id: string, x: number): Figure => ({ id, at: { x, y: 0 }, base: POINT_BASE });
  return { gunAt: point(gunId, 0), limberAt: distance === null ? null : point(limberId, distance) };
}
