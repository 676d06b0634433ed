/**
 * NAP-8.1 a bridge the engineers blow up, as table geometry (inches, pure).
 * The seed: "they detonated properly, and the bridge or other structure is destroyed". A bridge on
 * the table is a footprint (its outline's corners); the charges lie at a spot on or near it. Which
 * bridge the charges were set on, and where its crossing closes (a segment across each end: a
 * destroyed bridge can no longer be walked over), are decided here; the table only writes them.
 */
import {
  EPSILON,
  convexHull,
  distance,
  distancePointSegment,
  dot,
  normalize,
  pointInPolygon,
  sub,
  type Point,
} from "../geometry";

export const BRIDGE_DATA = {
  /** Charges lying off every bridge still belong to the nearest one this close (inches: "a few inches"). */
  reach: 3,
  /** Each closing segment runs this far past the bridge's sides (inches), so no base slips round the corner. */
  endOverhang: 0.5,
} as const;

/** A bridge on the table: its id and its outline's corners (inches, any order, convex or not). */
export interface BridgeFootprint {
  readonly id: string;
  readonly corners: readonly Point[];
}

export type Segment = readonly [Point, Point];

/** How far a point lies from a footprint (0 on or inside it). */
export function distanceToFootprint(at: Point, corners: readonly Point[]): number {
  if (corners.length === 0) return Infinity;
  if (corners.length === 1) return distance(at, corners[0]!);
  const hull = convexHull(corners);
  if (hull.vertices.length >= 3 && pointInPolygon(at, hull)) return 0;
  let best = Infinity;
  const vs = hull.vertices;
  for (let i = 0; i < vs.length; i += 1)
    best = Math.min(best, distancePointSegment(at, vs[i]!, vs[(i + 1) % vs.length]!));
  return best;
}

/**
 * NAP-8.1 the bridge the charges lying at `at` were set on: the one under them, else the nearest
 * within `reach` inches; null when none is that close.
 */
export function bridgeAt<B extends BridgeFootprint>(
  at: Point,
  bridges: readonly B[],
  reach: number = BRIDGE_DATA.reach,
): B | null {
  let best: B | null = null;
  let bestDistance = Infinity;
  for (const b of bridges) {
    const d = distanceToFootprint(at, b.corners);
    if (d < bestDistance - EPSILON) {
      best = b;
      bestDistance = d;
    }
  }
  return best && bestDistance <= reach + EPSILON ? best : null;
}

/**
 * NAP-8.1 where a destroyed bridge's crossing closes: one segment across each end. The footprint's
 * smallest enclosing rectangle (its sides along one of the outline's edges) gives the bridge's
 * length (the longer side: the way across) and its two ends (the shorter sides); a square one runs
 * left to right on the screen (its ends are its most nearly vertical sides). Each segment runs
 * `overhang` inches past the bridge's sides. Null when the footprint has no area.
 */
export function bridgeEnds(
  corners: readonly Point[],
  overhang: number = BRIDGE_DATA.endOverhang,
): readonly [Segment, Segment] | null {
  const hull = convexHull(corners).vertices;
  if (hull.length < 3) return null;
  let best: { u: Point; v: Point; minU: number; maxU: number; minV: number; maxV: number; area: number } | null = null;
  for (let i = 0; i < hull.length; i += 1) {
    const edge = sub(hull[(i + 1) % hull.length]!, hull[i]!);
    if (Math.hypot(edge.x, edge.y) <= EPSILON) continue;
    const u = normalize(edge);
    const v = { x: -u.y, y: u.x };
    const us = hull.map((p) => dot(p, u));
    const vs = hull.map((p) => dot(p, v));
    const box = { u, v, minU: Math.min(...us), maxU: Math.max(...us), minV: Math.min(...vs), maxV: Math.max(...vs) };
    const area = (box.maxU - box.minU) * (box.maxV - box.minV);
    if (!best || area < best.area - EPSILON) best = { ...box, area };
  }
  if (!best || best.area <= EPSILON) return null;
  const lenU = best.maxU - best.minU;
  const lenV = best.maxV - best.minV;
  // The length axis: the longer side; on a square, the side nearer the screen's x axis.
  const alongU = Math.abs(lenU - lenV) > EPSILON ? lenU > lenV : Math.abs(best.u.x) >= Math.abs(best.v.x);
  const [a, b] = alongU ? [best.u, best.v] : [best.v, best.u];
  const [minA, maxA, minB, maxB] = alongU
    ? [best.minU, best.maxU, best.minV, best.maxV]
    : [best.minV, best.maxV, best.minU, best.maxU];
  const at = (s: number, t: number): Point => ({ x: a.x * s + b.x * t, y: a.y * s + b.y * t });
  const end = (s: number): Segment => [at(s, minB - overhang), at(s, maxB + overhang)];
  return [end(minA), end(maxA)];
}
