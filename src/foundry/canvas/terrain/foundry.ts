/**
 * The terrain of a live scene, read on the client that asks (the GM's, for every fact a
 * procedure decides): its Region documents' sources (shapes and behaviors, as v13 and v14 both
 * store them: `Scene#regions`, `RegionDocument#name`, `#shapes`, `#behaviors`) and its Wall
 * documents, translated by scene-terrain.ts with the scene's grid scale (inches per pixel).
 */
import type { Terrain } from "@rules/terrain";
import { z } from "@rules/zod";
import { gridOf } from "../tokens";
import { isWindowWall, obstacleFlag } from "../wall-flags";
import { type TerrainRegionData, sceneTerrainOf } from "./scene-terrain";
import type { TerrainWallData, WallConstants } from "./wall-terrain";

const NO_TERRAIN: Terrain = { areas: [], obstacles: [] };

/** A Region's source as the reader needs it (its embedded behaviors are sources too). */
const regionSource = z.object({
  _id: z.nullish(z.string()),
  name: z.nullish(z.string()),
  shapes: z.array(z.unknown()),
  behaviors: z._default(
    z.array(z.object({ type: z.string(), disabled: z.nullish(z.boolean()), system: z.unknown() })),
    [],
  ),
});

function regionData(region: { readonly id: string | null; toObject(): object }): TerrainRegionData | null {
  const parsed = regionSource.safeParse(region.toObject());
  if (!parsed.success) return null;
  const { name, shapes, behaviors } = parsed.data;
  return { id: region.id ?? parsed.data._id ?? "", name, shapes, behaviors };
}

function wallData(wall: WallDocument.Implementation): TerrainWallData {
  return {
    id: wall.id ?? "",
    c: [...wall.c],
    door: wall.door ?? CONST.WALL_DOOR_TYPES.NONE,
    ds: wall.ds ?? CONST.WALL_DOOR_STATES.CLOSED,
    sight: wall.sight ?? CONST.WALL_SENSE_TYPES.NORMAL,
    obstacle: obstacleFlag(wall),
    window: isWindowWall(wall),
  };
}

function wallConstants(): WallConstants {
  return {
    doorNone: CONST.WALL_DOOR_TYPES.NONE,
    doorOpen: CONST.WALL_DOOR_STATES.OPEN,
    senseNone: CONST.WALL_SENSE_TYPES.NONE,
  };
}

/** The terrain of a scene (by id, else the viewed scene; empty when there is no such scene). */
export function sceneTerrain(sceneId?: string): Terrain {
  const scene = (sceneId === undefined ? game.scenes?.viewed : game.scenes?.get(sceneId)) ?? null;
  if (!scene) return NO_TERRAIN;
  const regions = scene.regions.map((r) => regionData(r)).filter((r): r is TerrainRegionData => r !== null);
  return sceneTerrainOf(regions, scene.walls.map(wallData), gridOf(scene), wallConstants());
}
