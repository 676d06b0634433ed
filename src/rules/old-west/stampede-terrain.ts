/**
 * OW-9.2.7 a stampede over terrain. Seed 000: "When moving the herd tramples small obstacles and
 * flows around medium ones. Walls and fences are jumped. Large obstacles can force the herd to
 * change direction or even split but do not stop the momentum."
 *
 * stampedeTerrainPath walks the herd's centre line (its central figure) from where it stands
 * along the stampede's bearing for the inches the card gave, and says what happened at each
 * obstacle the line meets, in order:
 * - a wall or fence (a segment): jumped, the line goes on;
 * - a small obstacle: trampled, the line goes on through it;
 * - a medium obstacle: the herd flows around it (both sides) and closes up behind it: the line
 *   goes on;
 * - a large obstacle: the momentum is not stopped: `turnBefore` inches short of it the herd
 *   turns to pass the obstacle on its narrower side (diverted) and runs the rest of its move on
 *   the new bearing; when the line strikes it near the middle (the two sides differ by no more
 *   than `splitTolerance`), the herd splits: one path each side, half the herd each.
 * The seed gives no geometry for "change direction or even split": the side, where the turn
 * starts, the turn (just enough to clear every corner on that side by `clearance`) and the split
 * tolerance are OUR reading, numbers as data (STAMPEDE_TERRAIN_DEFAULTS). Deterministic: no card.
 */
import { RulesError } from "../errors";
import {
  type Point,
  EPSILON,
  add,
  crossingAt,
  insideArea,
  distance,
  dot,
  normalizeDegrees,
  perpRight,
  scale,
  sub,
  unitFromBearing,
} from "../geometry";

export const OBSTACLE_SIZES = ["small", "medium", "large"] as const;
export type ObstacleSize = (typeof OBSTACLE_SIZES)[number];

/** An obstacle on the table: a wall or fence line, or an area the GM marked with a size. */
export type StampedeObstacle =
  | { readonly id: string; readonly kind: "wall" | "fence"; readonly a: Point; readonly b: Point }
  | { readonly id: string; readonly kind: "area"; readonly size: ObstacleSize; readonly vertices: readonly Point[] };

type ObstacleOutcome = "trampled" | "flowedAround" | "jumped" | "diverted" | "split";

interface StampedeTerrainData {
  /** OUR default: a large obstacle splits the herd when its two sides differ by at most this (inches). */
  readonly splitTolerance: number;
  /** OUR default: a diverted herd clears the obstacle's outermost corner by this (inches). */
  readonly clearance: number;
  /** OUR default: the herd starts to turn this many inches before it would strike a large obstacle. */
  readonly turnBefore: number;
  /** Guard: at most this many large obstacles turn one path (a maze cannot loop the walk). */
  readonly maxTurns: number;
}

const STAMPEDE_TERRAIN_DEFAULTS: StampedeTerrainData = {
  splitTolerance: 1,
  clearance: 0.5,
  turnBefore: 2,
  maxTurns: 8,
};

interface StampedeTerrainInput {
  /** The herd's central figure. */
  readonly start: Point;
  /** Bearing of the stampede (the scatter arrow read against the table), degrees. */
  readonly bearing: number;
  /** Inches of this move (one card of movement). */
  readonly inches: number;
  readonly obstacles: readonly StampedeObstacle[];
  readonly data?: StampedeTerrainData;
}

interface ObstacleEvent {
  readonly obstacleId: string;
  readonly outcome: ObstacleOutcome;
  /** Where the centre line met the obstacle (a large one: where the herd turned). */
  readonly at: Point;
  /** Inches into the move at that point. */
  readonly along: number;
  /** Index of the path (in `paths`) this event lies on; a split names the first branch. */
  readonly path: number;
  /** Diverted / split: the new bearing(s) the herd runs on. */
  readonly bearings?: readonly number[];
}

export interface StampedePath {
  /** The centre line: start, every turn, end. */
  readonly points: readonly Point[];
  readonly end: Point;
  /** Bearing of the last stretch. */
  readonly finalBearing: number;
  /** Inches run (always the whole move: the momentum is not stopped). */
  readonly inches: number;
  /** Share of the herd on this path (1, or halves after each split). */
  readonly share: number;
  /** After a split: the side of the obstacle this part passed ("left" = counter-clockwise of the line). */
  readonly side: "left" | "right" | null;
}

export interface StampedeTerrainResult {
  readonly paths: readonly StampedePath[];
  /** Every obstacle met, in the order met along each path. */
  readonly events: readonly ObstacleEvent[];
}

interface Hit {
  readonly obstacle: StampedeObstacle;
  /** Inches from the stretch's start. */
  readonly t: number;
}

/** Where the segment from `s` along `u` for `len` inches first meets segment ab (inches), null if never. */
function segmentHit(s: Point, u: Point, len: number, a: Point, b: Point): number | null {
  const t = crossingAt(s, add(s, scale(u, len)), a, b); // parallel: a fence along the line is not crossed
  return t === null ? null : t * len;
}

function firstHit(s: Point, u: Point, len: number, o: StampedeObstacle): number | null {
  if (o.kind !== "area") return segmentHit(s, u, len, o.a, o.b);
  if (insideArea(s, o.vertices)) return 0;
  let best: number | null = null;
  const vs = o.vertices;
  for (let i = 0; i < vs.length; i++) {
    const t = segmentHit(s, u, len, vs[i]!, vs[(i + 1) % vs.length]!);
    if (t !== null && (best === null || t < best)) best = t;
  }
  return best;
}

function checkObstacle(o: StampedeObstacle): void {
  const bad =
    o.kind === "area"
      ? o.vertices.length < 3 ||
        !OBSTACLE_SIZES.includes(o.size) ||
        o.vertices.some((v) => !Number.isFinite(v.x) || !Number.isFinite(v.y))
      : distance(o.a, o.b) <= 0;
  if (bad) throw new RulesError("COMBAT_PATROL.Error.badObstacle", { obstacle: o.id });
}

function outcomeOf(o: StampedeObstacle): ObstacleOutcome {
  if (o.kind !== "area") return "jumped";
  return o.size === "small" ? "trampled" : o.size === "medium" ? "flowedAround" : "diverted";
}

/** OW-9.2.7 the herd's path(s) over the obstacles and what happened at each. */
export function stampedeTerrainPath(input: StampedeTerrainInput): StampedeTerrainResult {
  const data = input.data ?? STAMPEDE_TERRAIN_DEFAULTS;
  if (!Number.isFinite(input.inches) || input.inches < 0)
    throw new RulesError("badInches", { what: "stampede", value: String(input.inches) });
  if (!Number.isFinite(input.bearing))
    throw new RulesError("badInches", { what: "bearing", value: String(input.bearing) });
  input.obstacles.forEach(checkObstacle);
  const paths: StampedePath[] = [];
  const events: ObstacleEvent[] = [];

  const walk = (
    points: Point[],
    bearingDeg: number,
    remaining: number,
    done: number,
    share: number,
    side: "left" | "right" | null,
    passed: ReadonlySet<string>,
    turns: number,
  ): void => {
    const s = points[points.length - 1]!;
    const u = unitFromBearing(bearingDeg);
    const pathIndex = paths.length; // filled in when this branch ends (branches end depth first)
    const pending: ObstacleEvent[] = [];
    const hits: Hit[] = [];
    for (const o of input.obstacles) {
      if (passed.has(o.id)) continue;
      const t = firstHit(s, u, remaining, o);
      if (t !== null) hits.push({ obstacle: o, t });
    }
    hits.sort((a, b) => a.t - b.t || a.obstacle.id.localeCompare(b.obstacle.id));
    const turning = turns < data.maxTurns ? hits.find((h) => outcomeOf(h.obstacle) === "diverted") : undefined;
    const stopAt = turning ? Math.max(0, turning.t - data.turnBefore) : Infinity;
    for (const h of hits) {
      if (turning && (h === turning || h.t > stopAt)) break;
      pending.push({
        obstacleId: h.obstacle.id,
        outcome: outcomeOf(h.obstacle),
        at: add(s, scale(u, h.t)),
        along: done + h.t,
        path: pathIndex,
      });
    }
    if (!turning || turning.obstacle.kind !== "area") {
      const end = add(s, scale(u, remaining));
      paths.push({
        points: [...points, end],
        end,
        finalBearing: normalizeDegrees(bearingDeg),
        inches: done + remaining,
        share,
        side,
      });
      events.push(...pending.map((e) => ({ ...e, path: paths.length - 1 })));
      return;
    }
    const o = turning.obstacle;
    const turnT = Math.max(0, turning.t - data.turnBefore);
    const at = add(s, scale(u, turnT));
    // Extent of the obstacle each side of the centre line, and the turn that clears every corner on a side.
    const right = perpRight(u);
    let leftExtent = 0;
    let rightExtent = 0;
    let leftTurn = 0;
    let rightTurn = 0;
    for (const v of o.vertices) {
      const off = dot(sub(v, at), right);
      const ahead = Math.max(dot(sub(v, at), u), EPSILON);
      const turn = (extent: number) => Math.min(90, (Math.atan2(extent + data.clearance, ahead) * 180) / Math.PI);
      if (off >= 0) {
        rightExtent = Math.max(rightExtent, off);
        rightTurn = Math.max(rightTurn, turn(off));
      }
      if (off <= 0) {
        leftExtent = Math.max(leftExtent, -off);
        leftTurn = Math.max(leftTurn, turn(-off));
      }
    }
    const leftBearing = normalizeDegrees(bearingDeg - leftTurn);
    const rightBearing = normalizeDegrees(bearingDeg + rightTurn);
    const split = Math.abs(leftExtent - rightExtent) <= data.splitTolerance;
    const nextPassed = new Set(passed).add(o.id);
    const rest = remaining - turnT;
    const prefix = turnT > EPSILON ? [...points, at] : points;
    const firstIndex = paths.length;
    if (split) {
      walk(prefix, leftBearing, rest, done + turnT, share / 2, "left", nextPassed, turns + 1);
      walk(prefix, rightBearing, rest, done + turnT, share / 2, "right", nextPassed, turns + 1);
    } else {
      walk(
        prefix,
        leftExtent < rightExtent ? leftBearing : rightBearing,
        rest,
        done + turnT,
        share,
        side,
        nextPassed,
        turns + 1,
      );
    }
    const here: ObstacleEvent = {
      obstacleId: o.id,
      outcome: split ? "split" : "diverted",
      at,
      along: done + turnT,
      path: firstIndex,
      bearings: split ? [leftBearing, rightBearing] : [leftExtent < rightExtent ? leftBearing : rightBearing],
    };
    // The events before the turn belong to every branch that ran from here: name the first.
    events.splice(eventsBefore(firstIndex), 0, ...pending.map((e) => ({ ...e, path: firstIndex })), here);
  };

  // Events are kept in walking order: a branch's events go in front of those of the paths it started.
  const eventsBefore = (firstPath: number): number => {
    const i = events.findIndex((e) => e.path >= firstPath);
    return i < 0 ? events.length : i;
  };

  walk([input.start], input.bearing, input.inches, 0, 1, null, new Set(), 0);
  return { paths, events };
}
