/**
 * CORE-6 / CORE-7 where a forced move ends (pure, inches): the engine gives the direction and the
 * inches (a move effect); the table gives where the figures and the enemy stand.
 * - CORE-6 recoil, CORE-7 fall back / run for cover: straight away from the nearest enemy figure.
 *   (Run for cover: toward the nearest cover in the rules; the table knows no cover yet, so the
 *   move goes away from the enemy and the owner may adjust it: OUR default.)
 * - CORE-7 advance / toward the enemy: straight toward the nearest enemy figure, stopping at base
 *   contact (never through him).
 * Null when no enemy is on the table, or for a direction with no geometry here (scatter, free).
 */
import type { MoveDirection } from "../model";
import type { Point } from "./vec";

interface ForcedMove {
  /** The vector every moving figure is moved by (inches). */
  readonly by: Point;
  /** The enemy figure the move is measured from. */
  readonly from: Point;
}

const AWAY: readonly MoveDirection[] = ["recoil", "fall-back", "toward-cover"];
const TOWARD: readonly MoveDirection[] = ["advance", "toward-enemy"];

/** The centre of a group of points (the moving figures). */
function centreOf(points: readonly Point[]): Point {
  const n = Math.max(1, points.length);
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/**
 * The move of a figure (or a unit: its figures' centre) `inches` in `direction`, from where the
 * nearest enemy stands. `contact`: the distance between two bases' centres in contact (an advance stops there).
 */
export function forcedMove(
  movers: readonly Point[],
  enemies: readonly Point[],
  direction: MoveDirection,
  inches: number,
  contact = 1,
): ForcedMove | null {
  if (movers.length === 0 || enemies.length === 0 || !(inches > 0)) return null;
  const at = centreOf(movers);
  const nearest = enemies.reduce((best, e) =>
    Math.hypot(e.x - at.x, e.y - at.y) < Math.hypot(best.x - at.x, best.y - at.y) ? e : best,
  );
  const dx = at.x - nearest.x;
  const dy = at.y - nearest.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return null;
  const ux = dx / d;
  const uy = dy / d;
  if (AWAY.includes(direction)) return { by: { x: ux * inches, y: uy * inches }, from: nearest };
  if (TOWARD.includes(direction)) {
    const go = Math.max(0, Math.min(inches, d - contact));
    // 0 - u (not -u): no negative zero in the written position.
    return { by: { x: (0 - ux) * go, y: (0 - uy) * go }, from: nearest };
  }
  return null;
}
