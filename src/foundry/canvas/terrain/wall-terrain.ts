/**
 * A Wall document as the terrain model's linear obstacle (pure: the wall's fields in pixels in,
 * the obstacle in inches out). Read in Foundry v13's common/documents/wall.mjs and
 * common/constants.mjs (docs/foundry-behaviour.md): `c` [x0, y0, x1, y1], `door` (WALL_DOOR_TYPES
 * NONE 0, DOOR 1, SECRET 2), `ds` (WALL_DOOR_STATES CLOSED 0, OPEN 1, LOCKED 2), `sight`
 * (WALL_SENSE_TYPES NONE 0 … NORMAL 20). Our reading (docs/rules-readings.md "Walls on the map"):
 * - a wall the GM flagged as an obstacle (`flags.combat-patrol.obstacle`: fence, hedge, stoneWall,
 *   ditch) is that obstacle, with its kind's cover, size and crossing;
 * - a door: open, it is a gap (nothing); closed or locked, it is part of the building's wall;
 * - a wall marked as a window is the building's wall that lets sight through (a figure at the
 *   window has its hard cover and can see and be seen);
 * - any other wall that blocks sight is a building's wall; a wall that only stops movement (a
 *   blown bridge's ends, canvas/bridge-plan.ts) is no obstacle to the rules.
 */
import { type LinearObstacle, type ObstacleKind, OBSTACLE_KINDS } from "@rules/terrain";
import { type GridScale, toInches } from "../figures";

/** The Foundry constants the reading needs (CONST on the live side, v13's values in tests). */
export interface WallConstants {
  readonly doorNone: number;
  readonly doorOpen: number;
  readonly senseNone: number;
}

/** A Wall document's plain fields. */
export interface TerrainWallData {
  readonly id: string;
  readonly c: readonly number[];
  readonly door: number;
  readonly ds: number;
  readonly sight: number;
  /** The system's obstacle flag (canvas/wall-flags.ts), anything else than an obstacle kind: unset. */
  readonly obstacle: unknown;
  readonly window: boolean;
}

/** The ObstacleKind a wall's flag names, null when it names none. */
export function obstacleKindOf(flag: unknown): ObstacleKind | null {
  return OBSTACLE_KINDS.find((k) => k === flag) ?? null;
}

/** What a wall is to the rules; null: nothing (an open door, a movement-only wall). */
function wallObstacleKind(
  wall: TerrainWallData,
  constants: WallConstants,
): { kind: ObstacleKind; blocksSight?: boolean } | null {
  const flagged = obstacleKindOf(wall.obstacle);
  if (flagged) return { kind: flagged };
  if (wall.door !== constants.doorNone)
    return wall.ds === constants.doorOpen ? null : { kind: "buildingWall", blocksSight: true };
  if (wall.window) return { kind: "buildingWall", blocksSight: false };
  return wall.sight !== constants.senseNone ? { kind: "buildingWall" } : null;
}

/** A wall as the terrain model's obstacle in inches; null when it is none or its segment is malformed. */
export function wallTerrainObstacle(
  wall: TerrainWallData,
  grid: GridScale,
  constants: WallConstants,
): LinearObstacle | null {
  const [x0, y0, x1, y1] = wall.c;
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return null;
  const read = wallObstacleKind(wall, constants);
  if (!read) return null;
  return {
    id: wall.id,
    ...read,
    a: toInches({ x: x0, y: y0 }, grid),
    b: toInches({ x: x1, y: y1 }, grid),
  };
}
