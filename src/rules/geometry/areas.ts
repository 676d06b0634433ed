/**
 * Where a straight line meets the terrain: the stretches of it inside an area (any simple polygon,
 * concave included) and the points where it crosses a segment (a fence, a wall). Pure geometry in inches.
 */
import { type Point, EPSILON, cross, distance, sub } from "./vec";

/** Even-odd rule: inside a simple polygon of any shape (a point on the edge counts as inside). */
export function insideArea(p: Point, vertices: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i]!;
    const b = vertices[j]!;
    if (onEdge(p, a, b)) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function onEdge(p: Point, a: Point, b: Point): boolean {
  const ab = sub(b, a);
  const len = Math.hypot(ab.x, ab.y);
  if (len < EPSILON) return distance(p, a) < EPSILON;
  if (Math.abs(cross(ab, sub(p, a))) > EPSILON * Math.max(1, len)) return false;
  const t = ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / (len * len);
  return t >= -EPSILON && t <= 1 + EPSILON;
}

/** The parameter t (0 at a, 1 at b) where segment ab crosses segment cd, or null. */
export function crossingAt(a: Point, b: Point, c: Point, d: Point): number | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const denom = cross(r, s);
  if (Math.abs(denom) < EPSILON) return null; // parallel or collinear: runs along, never across
  const t = cross(sub(c, a), s) / denom;
  const u = cross(sub(c, a), r) / denom;
  if (t < -EPSILON || t > 1 + EPSILON || u < -EPSILON || u > 1 + EPSILON) return null;
  return Math.min(1, Math.max(0, t));
}

/** The stretches [from, to] (inches from a) of segment ab that lie inside the polygon. */
export function stretchesInside(a: Point, b: Point, vertices: readonly Point[]): Array<[number, number]> {
  const length = distance(a, b);
  if (length < EPSILON) return insideArea(a, vertices) ? [[0, 0]] : [];
  const cuts = [0, 1];
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const t = crossingAt(a, b, vertices[j]!, vertices[i]!);
    if (t !== null) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  const out: Array<[number, number]> = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const t0 = cuts[k]!;
    const t1 = cuts[k + 1]!;
    if (t1 - t0 < EPSILON) continue;
    const mid = (t0 + t1) / 2;
    if (!insideArea({ x: a.x + (b.x - a.x) * mid, y: a.y + (b.y - a.y) * mid }, vertices)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - t0 * length) < EPSILON) last[1] = t1 * length;
    else out.push([t0 * length, t1 * length]);
  }
  return out;
}

/** Inches of segment ab inside the polygon. */
export function inchesInside(a: Point, b: Point, vertices: readonly Point[]): number {
  return stretchesInside(a, b, vertices).reduce((sum, [from, to]) => sum + (to - from), 0);
}
