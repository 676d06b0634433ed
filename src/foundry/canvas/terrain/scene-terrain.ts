/**
 * A scene's regions and walls as the engine's terrain model (pure: plain document data in
 * pixels in, src/rules/terrain's Terrain in inches out). Every region with an enabled Terrain
 * behavior gives one area per shape (its id the region's, with the shape's index when it has
 * more than one) and name, of the behavior's kind with the GM's overrides; every wall that is an
 * obstacle gives one linear obstacle (wall-terrain.ts). The Foundry side (foundry.ts) reads the
 * documents; tests feed the same function plain data.
 */
import type { LinearObstacle, Terrain, TerrainArea } from "@rules/terrain";
import type { GridScale } from "../figures";
import { type StoredBehavior, regionTerrainMark } from "./behavior-fields";
import { regionPolygons } from "./region-shapes";
import { type TerrainWallData, type WallConstants, wallTerrainObstacle } from "./wall-terrain";

/** A Region document's plain fields: its shapes (pixels) and behaviors as stored. */
export interface TerrainRegionData {
  readonly id: string;
  /** The region's name ("Bank"): the players' word for the area (a cover's why, CORE-5); absent or empty when unnamed. */
  readonly name?: string | null;
  readonly shapes: readonly unknown[];
  readonly behaviors: readonly StoredBehavior[];
}

/** The areas a region marks (none when it has no enabled Terrain behavior). */
function regionAreas(region: TerrainRegionData, grid: GridScale): TerrainArea[] {
  const mark = regionTerrainMark(region.behaviors);
  if (!mark) return [];
  const polygons = regionPolygons(region.shapes, grid);
  return polygons.map((vertices, i) => ({
    ...mark,
    id: polygons.length > 1 ? `${region.id}.${i}` : region.id,
    ...(region.name ? { name: region.name } : {}),
    vertices,
  }));
}

export function sceneTerrainOf(
  regions: readonly TerrainRegionData[],
  walls: readonly TerrainWallData[],
  grid: GridScale,
  constants: WallConstants,
): Terrain {
  return {
    areas: regions.flatMap((r) => regionAreas(r, grid)),
    obstacles: walls.map((w) => wallTerrainObstacle(w, grid, constants)).filter((o): o is LinearObstacle => o !== null),
  };
}
