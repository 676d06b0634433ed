/**
 * Points, vectors and bearings on the table, in inches.
 *
 * Convention (the same as the Foundry canvas, so the adapter only scales):
 * - x grows to the right, y grows DOWN the screen.
 * - A bearing or facing is in degrees, 0° = +x (toward the right edge of the table),
 *   growing CLOCKWISE as seen on screen (90° = +y = down the screen).
 * - "Right" of a line of fire is therefore bearing + 90°, as the firer sees it.
 *
 * Foundry token rotation: 0 means the token art is upright and, by Foundry's vision-cone
 * convention, the token "looks" down the screen (+y); rotation also grows clockwise.
 * So facing = rotation + 90 (see facingFromTokenRotation). The adapter also converts
 * pixels to inches with grid.size / grid.distance; nothing here knows pixels.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Numerical slack for "on the boundary counts" comparisons (inches). */
export const EPSILON = 1e-9;

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** z of the 3-D cross product; > 0 when b is clockwise of a on screen (y down). */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/** The vector turned 90° clockwise on screen: the right-hand side of a direction. */
export const perpRight = (a: Point): Point => ({ x: -a.y, y: a.x });

export function normalize(a: Point): Point {
  const l = length(a);
  return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
}

const RAD = Math.PI / 180;

/** Unit vector pointing along a bearing (degrees). */
export function unitFromBearing(deg: number): Point {
  return { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
}

/** Bearing (degrees, 0..360) of the direction from `from` to `to`. */
export function bearing(from: Point, to: Point): number {
  return normalizeDegrees(Math.atan2(to.y - from.y, to.x - from.x) / RAD);
}

/** Any angle folded into [0, 360). */
export function normalizeDegrees(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/** Signed smallest difference b − a in (−180, 180]: > 0 means b is clockwise of a. */
export function angleDifference(a: number, b: number): number {
  let d = normalizeDegrees(b - a);
  if (d > 180) d -= 360;
  return d;
}

/** Foundry TokenDocument.rotation (degrees) -> facing in this module's convention. */
export function facingFromTokenRotation(rotation: number): number {
  return normalizeDegrees(rotation + 90);
}

/** Facing in this module's convention -> Foundry TokenDocument.rotation. */
export function tokenRotationFromFacing(facing: number): number {
  return normalizeDegrees(facing - 90);
}

/** Closest point to p on segment ab, and its parameter t in [0, 1]. */
export function closestOnSegment(p: Point, a: Point, b: Point): { point: Point; t: number } {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
  return { point: add(a, scale(ab, t)), t };
}

export function distancePointSegment(p: Point, a: Point, b: Point): number {
  return distance(p, closestOnSegment(p, a, b).point);
}

function orientation(a: Point, b: Point, c: Point): number {
  const v = cross(sub(b, a), sub(c, a));
  return Math.abs(v) < EPSILON ? 0 : v > 0 ? 1 : -1;
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    Math.min(a.x, b.x) - EPSILON <= p.x &&
    p.x <= Math.max(a.x, b.x) + EPSILON &&
    Math.min(a.y, b.y) - EPSILON <= p.y &&
    p.y <= Math.max(a.y, b.y) + EPSILON
  );
}

/** Do segments ab and cd touch or cross? */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(c, a, b)) return true;
  if (o2 === 0 && onSegment(d, a, b)) return true;
  if (o3 === 0 && onSegment(a, c, d)) return true;
  if (o4 === 0 && onSegment(b, c, d)) return true;
  return false;
}

export function distanceSegmentSegment(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distancePointSegment(a, c, d),
    distancePointSegment(b, c, d),
    distancePointSegment(c, a, b),
    distancePointSegment(d, a, b),
  );
}
