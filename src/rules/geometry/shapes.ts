/**
 * Plain shapes on the table (inches) and the distance between any two of them.
 * A base is a circle or a rectangle (a convex polygon); an area is a circle, a convex
 * polygon, a capsule (a segment widened by a radius: a path, a swept round base) or a sector.
 * Distances are edge to edge and never negative: 0 means the shapes touch or overlap.
 */
import {
  EPSILON,
  type Point,
  add,
  closestOnSegment,
  cross,
  distance,
  distancePointSegment,
  distanceSegmentSegment,
  dot,
  length,
  angleDifference,
  bearing,
  perpRight,
  scale,
  segmentsIntersect,
  sub,
  unitFromBearing,
} from "./vec";

export interface Circle {
  readonly kind: "circle";
  readonly centre: Point;
  readonly radius: number;
}
/** Convex polygon, vertices in order (either winding). */
export interface Polygon {
  readonly kind: "polygon";
  readonly vertices: readonly Point[];
}
/** All points within `radius` of segment ab (radius 0: the segment itself). */
export interface Capsule {
  readonly kind: "capsule";
  readonly a: Point;
  readonly b: Point;
  readonly radius: number;
}
/** Pie slice: apex, radius, centre bearing and half-angle in degrees (≤ 180). */
export interface Sector {
  readonly kind: "sector";
  readonly apex: Point;
  readonly radius: number;
  readonly bearing: number;
  readonly halfAngle: number;
}
export type Shape = Circle | Polygon | Capsule | Sector;

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const circle = (centre: Point, radius: number): Circle => ({ kind: "circle", centre, radius });
export const segment = (a: Point, b: Point, radius = 0): Capsule => ({ kind: "capsule", a, b, radius });

/**
 * Rectangle centred on `centre`: `depth` along `facing` (front to back), `width` across it.
 * Vertices: front-right, front-left, back-left, back-right.
 */
export function rectangle(centre: Point, width: number, depth: number, facing: number): Polygon {
  const u = scale(unitFromBearing(facing), depth / 2);
  const v = scale(perpRight(unitFromBearing(facing)), width / 2);
  return {
    kind: "polygon",
    vertices: [add(add(centre, u), v), sub(add(centre, u), v), sub(sub(centre, u), v), add(sub(centre, u), v)],
  };
}

/** Rectangle that starts at `from` and runs `len` inches along `dir` (a unit vector), `width` wide. */
export function band(from: Point, dir: Point, len: number, width: number): Polygon {
  const v = scale(perpRight(dir), width / 2);
  const to = add(from, scale(dir, len));
  return { kind: "polygon", vertices: [add(from, v), add(to, v), sub(to, v), sub(from, v)] };
}

export function pointInPolygon(p: Point, poly: Polygon): boolean {
  const vs = poly.vertices;
  let sign = 0;
  for (let i = 0; i < vs.length; i++) {
    const a = vs[i]!;
    const b = vs[(i + 1) % vs.length]!;
    const c = cross(sub(b, a), sub(p, a));
    if (Math.abs(c) <= EPSILON * Math.max(1, length(sub(b, a)))) continue;
    const s = c > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

function edges(poly: Polygon): Array<[Point, Point]> {
  const vs = poly.vertices;
  return vs.map((a, i) => [a, vs[(i + 1) % vs.length]!] as [Point, Point]);
}

function pointPolygonDistance(p: Point, poly: Polygon): number {
  if (pointInPolygon(p, poly)) return 0;
  let best = Infinity;
  for (const [a, b] of edges(poly)) best = Math.min(best, distancePointSegment(p, a, b));
  return best;
}

function segmentPolygonDistance(a: Point, b: Point, poly: Polygon): number {
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return 0;
  let best = Infinity;
  for (const [c, d] of edges(poly)) best = Math.min(best, distanceSegmentSegment(a, b, c, d));
  return best;
}

function polygonPolygonDistance(p: Polygon, q: Polygon): number {
  if (p.vertices.some((v) => pointInPolygon(v, q)) || q.vertices.some((v) => pointInPolygon(v, p))) return 0;
  let best = Infinity;
  for (const [a, b] of edges(p))
    for (const [c, d] of edges(q)) best = Math.min(best, distanceSegmentSegment(a, b, c, d));
  return best;
}

/** Point in sector, boundary included. */
function pointInSector(p: Point, s: Sector): boolean {
  const d = distance(p, s.apex);
  if (d <= EPSILON) return true;
  return d <= s.radius + EPSILON && Math.abs(angleDifference(s.bearing, bearing(s.apex, p))) <= s.halfAngle + 1e-7;
}

function sectorEnds(s: Sector): [Point, Point] {
  return [
    add(s.apex, scale(unitFromBearing(s.bearing - s.halfAngle), s.radius)),
    add(s.apex, scale(unitFromBearing(s.bearing + s.halfAngle), s.radius)),
  ];
}

function pointSectorDistance(p: Point, s: Sector): number {
  if (pointInSector(p, s)) return 0;
  const [e1, e2] = sectorEnds(s);
  let best = Math.min(distancePointSegment(p, s.apex, e1), distancePointSegment(p, s.apex, e2));
  if (Math.abs(angleDifference(s.bearing, bearing(s.apex, p))) <= s.halfAngle) {
    best = Math.min(best, Math.abs(distance(p, s.apex) - s.radius));
  }
  return best;
}

/** Does segment ab meet the arc of the sector? */
function segmentMeetsArc(a: Point, b: Point, s: Sector): boolean {
  const d = sub(b, a);
  const f = sub(a, s.apex);
  const A = dot(d, d);
  const B = 2 * dot(f, d);
  const C = dot(f, f) - s.radius * s.radius;
  const disc = B * B - 4 * A * C;
  if (A === 0 || disc < 0) return false;
  const root = Math.sqrt(disc);
  for (const t of [(-B - root) / (2 * A), (-B + root) / (2 * A)]) {
    if (t < -EPSILON || t > 1 + EPSILON) continue;
    const q = add(a, scale(d, t));
    if (Math.abs(angleDifference(s.bearing, bearing(s.apex, q))) <= s.halfAngle + 1e-7) return true;
  }
  return false;
}

function polygonOverlapsSector(poly: Polygon, s: Sector): boolean {
  if (poly.vertices.some((v) => pointInSector(v, s))) return true;
  if (pointInPolygon(s.apex, poly)) return true;
  const [e1, e2] = sectorEnds(s);
  for (const [a, b] of edges(poly)) {
    if (segmentsIntersect(a, b, s.apex, e1) || segmentsIntersect(a, b, s.apex, e2)) return true;
    if (segmentMeetsArc(a, b, s)) return true;
  }
  return false;
}

/** Edge-to-edge distance between two shapes (0 = touching or overlapping). */
export function shapeDistance(p: Shape, q: Shape): number {
  if (p.kind === "sector") return sectorDistance(q, p);
  if (q.kind === "sector") return sectorDistance(p, q);
  // Circles and capsules are a core (point / segment) widened by a radius.
  const rp = p.kind === "circle" || p.kind === "capsule" ? p.radius : 0;
  const rq = q.kind === "circle" || q.kind === "capsule" ? q.radius : 0;
  return Math.max(0, coreDistance(p, q) - rp - rq);
}

function coreDistance(p: Exclude<Shape, Sector>, q: Exclude<Shape, Sector>): number {
  if (p.kind === "circle") {
    if (q.kind === "circle") return distance(p.centre, q.centre);
    if (q.kind === "capsule") return distancePointSegment(p.centre, q.a, q.b);
    return pointPolygonDistance(p.centre, q);
  }
  if (p.kind === "capsule") {
    if (q.kind === "circle") return distancePointSegment(q.centre, p.a, p.b);
    if (q.kind === "capsule") return distanceSegmentSegment(p.a, p.b, q.a, q.b);
    return segmentPolygonDistance(p.a, p.b, q);
  }
  if (q.kind === "polygon") return polygonPolygonDistance(p, q);
  return coreDistance(q, p);
}

/** Distance from segment ab to a sector (0 when they meet). */
function segmentSectorDistance(a: Point, b: Point, s: Sector): number {
  const [e1, e2] = sectorEnds(s);
  if (pointInSector(a, s) || pointInSector(b, s)) return 0;
  if (segmentsIntersect(a, b, s.apex, e1) || segmentsIntersect(a, b, s.apex, e2) || segmentMeetsArc(a, b, s)) return 0;
  let best = Math.min(
    pointSectorDistance(a, s),
    pointSectorDistance(b, s),
    distanceSegmentSegment(a, b, s.apex, e1),
    distanceSegmentSegment(a, b, s.apex, e2),
  );
  // Interior of the segment facing the interior of the arc.
  const { point: q } = closestOnSegment(s.apex, a, b);
  const dq = distance(q, s.apex);
  if (dq > s.radius && Math.abs(angleDifference(s.bearing, bearing(s.apex, q))) <= s.halfAngle) {
    best = Math.min(best, dq - s.radius);
  }
  return best;
}

function sectorAsPolygon(s: Sector, steps = 16): Polygon {
  const vertices: Point[] = [s.apex];
  for (let i = 0; i <= steps; i++) {
    vertices.push(
      add(s.apex, scale(unitFromBearing(s.bearing - s.halfAngle + (2 * s.halfAngle * i) / steps), s.radius)),
    );
  }
  return { kind: "polygon", vertices };
}

function sectorDistance(p: Shape, s: Sector): number {
  switch (p.kind) {
    case "circle":
      return Math.max(0, pointSectorDistance(p.centre, s) - p.radius);
    case "capsule":
      return Math.max(0, segmentSectorDistance(p.a, p.b, s) - p.radius);
    case "polygon":
      if (polygonOverlapsSector(p, s)) return 0;
      return Math.min(...edges(p).map(([a, b]) => segmentSectorDistance(a, b, s)));
    case "sector":
      // Rare (two cones): the first one's arc drawn as 16 chords.
      return sectorDistance(sectorAsPolygon(p), s);
  }
}

/** Do two shapes touch or overlap (boundary counts)? */
export function overlaps(p: Shape, q: Shape): boolean {
  return shapeDistance(p, q) <= EPSILON;
}

/** Axis-aligned bounds of a shape (loose for sectors: the whole circle). */
export function bounds(s: Shape): Box {
  switch (s.kind) {
    case "circle":
      return {
        minX: s.centre.x - s.radius,
        minY: s.centre.y - s.radius,
        maxX: s.centre.x + s.radius,
        maxY: s.centre.y + s.radius,
      };
    case "capsule":
      return {
        minX: Math.min(s.a.x, s.b.x) - s.radius,
        minY: Math.min(s.a.y, s.b.y) - s.radius,
        maxX: Math.max(s.a.x, s.b.x) + s.radius,
        maxY: Math.max(s.a.y, s.b.y) + s.radius,
      };
    case "polygon": {
      const xs = s.vertices.map((v) => v.x);
      const ys = s.vertices.map((v) => v.y);
      return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
    }
    case "sector":
      return {
        minX: s.apex.x - s.radius,
        minY: s.apex.y - s.radius,
        maxX: s.apex.x + s.radius,
        maxY: s.apex.y + s.radius,
      };
  }
}

/** Convex hull (monotone chain), used for a rectangle swept along a straight move. */
export function convexHull(points: readonly Point[]): Polygon {
  const ps = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const half = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(sub(out[out.length - 1]!, out[out.length - 2]!), sub(p, out[out.length - 2]!)) <= 0
      )
        out.pop();
      out.push(p);
    }
    return out;
  };
  const lower = half(ps);
  const upper = half([...ps].reverse());
  return { kind: "polygon", vertices: [...lower.slice(0, -1), ...upper.slice(0, -1)] };
}
