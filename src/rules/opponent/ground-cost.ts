/**
 * CORE-10 / CORE-8 what a straight path costs a figure of the engine's unit out of its move, and
 * whether it may go that way at all: no impassable ground (water; for riders, ground closed to
 * them), no wall or building across it (what blocks sight on the map, woods apart: a man walks into
 * woods that hide him), slow ground dearer (OPPONENT_READINGS.slowGroundCost). The same reading for
 * a move's straight path (move-options.ts) and for each step of the way to the objective
 * (objective-field.ts).
 */
import { type Point, EPSILON, closestOnSegment, distance } from "../geometry";
import { lineOfSight, obstacleTraits, readPath, type Terrain, type TerrainData } from "../terrain";
import { OPPONENT_READINGS } from "./doctrine-data";

/** A point this near a wall's line stands on it (floating point: the places tried are computed). */
const ON_THE_LINE = 1e-6;

/**
 * What the straight path from `from` to `to` costs out of a move (inches); null when it may not go
 * that way. It never ends with the figure's centre on the line of a wall or building wall: the
 * sight line ignores a wall at its ends, so from there a path out would cross none.
 */
export function groundCost(
  terrain: Terrain,
  data: TerrainData,
  from: Point,
  to: Point,
  mounted: boolean,
): number | null {
  const onAWall = terrain.obstacles.some(
    (o) => obstacleTraits(o, data).blocksSight && distance(closestOnSegment(to, o.a, o.b).point, to) < ON_THE_LINE,
  );
  if (onAWall) return null;
  const path = readPath(terrain, [from, to], data);
  if (path.impassable.length > 0 || (mounted && path.impassableToMounted.length > 0)) return null;
  const sight = lineOfSight(terrain, from, to, data);
  // a wall or a building stops a man; woods that hide him do not
  if (!sight.clear && sight.blockedBy?.kind !== "woods") return null;
  return path.length + path.slowInches * (OPPONENT_READINGS.slowGroundCost - 1);
}

/**
 * OW-9.3b / NAP-7.1 / OW-5.2b the straight way a wheeled piece (a wagon, a limbered gun) may drive:
 * ground open to riders (groundCost's reading for a rider), no linear obstacle crossed (no gap to
 * clear) and no rough or slow ground on it (no bog check). The way as the map reads it; null when
 * it may not go that way.
 */
export function drivableWay(
  terrain: Terrain,
  data: TerrainData,
  from: Point,
  to: Point,
): ReturnType<typeof readPath> | null {
  if (groundCost(terrain, data, from, to, true) === null) return null;
  const path = readPath(terrain, [from, to], data);
  return path.obstacles.length === 0 && path.slowInches <= EPSILON ? path : null;
}
