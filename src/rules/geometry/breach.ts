/**
 * OW-6.1.2b the wall a bundle is set against and the gap its blast opens (pure, inches).
 * "Bundles can be placed to breach walls using the same rules as satchel charges": OUR default
 * (EXPLOSIVES.breach) is a gap as wide as the bundle's template, centred where the charge lies.
 */
import { closestOnSegment, distancePointSegment, type Point } from "./vec";

export interface WallSegment {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
}

/** The wall segment nearest the charge within `reach` inches (its base against the wall), null when none. */
export function wallAgainst<W extends WallSegment>(at: Point, walls: readonly W[], reach: number): W | null {
  let best: W | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const wall of walls) {
    const d = distancePointSegment(at, wall.a, wall.b);
    if (d <= reach + 1e-9 && d < bestDistance) {
      best = wall;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The pieces of a wall segment left standing when a gap `gap` inches wide is blown in it, centred
 * on the point of the wall nearest the charge: zero, one or two segments (pieces shorter than
 * 1e-6 are dropped).
 */
export function wallAfterGap(wall: Pick<WallSegment, "a" | "b">, at: Point, gap: number): [Point, Point][] {
  const { a, b } = wall;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return [];
  const t = closestOnSegment(at, a, b).t;
  const half = gap / 2 / length;
  const lerp = (s: number): Point => ({ x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s });
  const pieces: [Point, Point][] = [];
  const start = t - half;
  const end = t + half;
  if (start * length > 1e-6) pieces.push([a, lerp(start)]);
  if ((1 - end) * length > 1e-6) pieces.push([lerp(end), b]);
  return pieces;
}
