/**
 * NAP-5.3 the door or window a token's move crosses (pure: pixels in, the opening out; canvas/openings.ts reads the
 * walls).
 */
import type { Opening } from "@rules/napoleonic/close-order-opening";

interface Pt {
  readonly x: number;
  readonly y: number;
}

/** A wall as this check reads it: its two ends (pixels) and what opening it is, if any. */
export interface WallSegment {
  readonly a: Pt;
  readonly b: Pt;
  readonly opening: Opening | null;
}

function orient(p: Pt, q: Pt, r: Pt): number {
  return Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
}

/** Do the segments pq and rs cross (touching an end counts; collinear overlap does not)? */
export function segmentsCross(p: Pt, q: Pt, r: Pt, s: Pt): boolean {
  const o1 = orient(p, q, r);
  const o2 = orient(p, q, s);
  const o3 = orient(r, s, p);
  const o4 = orient(r, s, q);
  if (o1 === 0 && o2 === 0) return false;
  return o1 !== o2 && o3 !== o4;
}

/** The first door or window the path from `from` to `to` crosses; null when none. */
export function openingCrossed(from: Pt, to: Pt, walls: readonly WallSegment[]): Opening | null {
  for (const w of walls) if (w.opening !== null && segmentsCross(from, to, w.a, w.b)) return w.opening;
  return null;
}

/** Distance (pixels) from point p to the segment ab. */
function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The index of the wall nearest any of the points, within `reach` pixels; null when none is. */
export function nearestWall(
  points: readonly Pt[],
  walls: readonly { readonly a: Pt; readonly b: Pt }[],
  reach: number,
): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  walls.forEach((w, i) => {
    for (const p of points) {
      const d = distanceToSegment(p, w.a, w.b);
      if (d <= reach && d < bestDistance) {
        best = i;
        bestDistance = d;
      }
    }
  });
  return best;
}
