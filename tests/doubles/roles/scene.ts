/** The scene role: distances, arcs, facings, positions, walls, charges and terrain as the test set them on the double. */
import type { ScenePort } from "@foundry/kernel/table-ports";
import { type TerrainRegionData, sceneTerrainOf } from "@foundry/canvas/terrain/scene-terrain";
import type { TerrainWallData, WallConstants } from "@foundry/canvas/terrain/wall-terrain";
import { add, closeOrderArc, inArc, roundBase, scale, unitFromBearing } from "@rules/geometry";
import { wallAgainst } from "@rules/geometry/breach";
import { segmentsCross } from "@foundry/canvas/openings-path";
import { DOUBLE_GRID, type TableDouble } from "../table";

/** A scene's Region and Wall documents as Foundry stores them (pixels), read by the same code as on the table. */
export interface SceneDocuments {
  readonly regions: readonly TerrainRegionData[];
  readonly walls: readonly TerrainWallData[];
}

/** The id of the scene the double's user views (the scene role's figures stand on it). */
export const VIEWED_SCENE = "viewed";

/** Foundry v13's wall constants (common/constants.mjs: WALL_DOOR_TYPES.NONE 0, WALL_DOOR_STATES.OPEN 1, WALL_SENSE_TYPES.NONE 0). */
export const V13_WALL_CONSTANTS: WallConstants = { doorNone: 0, doorOpen: 1, senseNone: 0 };

export function sceneDouble(table: TableDouble, distances: (from: string, to: string) => number | null): ScenePort {
  return {
    distance: distances,
    inArc: (shooterId, unitId, targetId) => {
      if (!table.arcsFromTokens) return !table.outOfArc.has(`${shooterId}>${targetId}`);
      const shooter = table.positions.get(shooterId);
      const target = table.positions.get(targetId);
      return !shooter || !target || !table.closeOrderUnits.has(unitId) || inArc(closeOrderArc(shooter), target.at);
    },
    tokenFacing: (request) => table.facings.get(request.actor.uuid) ?? null,
    figuresAt: (ids) =>
      ids.flatMap((id) => {
        const at = table.positions.get(id);
        return at ? [{ ...at, id }] : [];
      }),
    firingLine: (unitId, targetId) => {
      // As the Foundry port: the gun's token (else the wagon carrying it) with its facing, the target's token.
      const carrier =
        [...table.actors.entries()].find(
          ([, e]) => e.snapshot.type === "wagon" && e.snapshot.system.gunId === unitId,
        )?.[0] ?? null;
      const from = table.facings.has(unitId) || !carrier ? unitId : carrier;
      const stored = table.actors.get(unitId)?.snapshot;
      const facing = table.facings.get(from) ?? (stored?.type === "gun" ? stored.system.facing : 0);
      const inches = distances(from, targetId);
      if (inches === null) return null;
      const bearing = table.bearings.get(`${unitId}>${targetId}`) ?? facing;
      const base = roundBase(1);
      return {
        gun: { id: from, at: { x: 0, y: 0 }, base, facing },
        target: { id: targetId, at: add({ x: 0, y: 0 }, scale(unitFromBearing(bearing), inches)), base },
      };
    },
    // Dynamite: placed charges and forced moves.
    charges: () => [...table.chargeItems.values()].filter((c) => c.charge.stage !== "exploded"),
    figureBase: (id) => {
      const at = table.tokenAt.get(id);
      return at ? { id, at, base: roundBase(1) } : null;
    },
    wallAt: (at) => {
      const wall = wallAgainst(
        at,
        [...table.walls.entries()].map(([id, w]) => ({ id, ...w })),
        1.1,
      );
      return wall ? { id: wall.id, kind: wall.door ? "door" : "wall" } : null;
    },
    // NAP-6.1.2b the areas the test marked impassable to mounted troops (inches).
    impassableToMounted: () => table.impassable,
    stampedeGround: async (request) => table.stampedeGrounds.get(request.actor.uuid) ?? null,
    // As the Foundry port (canvas/terrain/foundry.ts): the scene's documents through the same reader.
    terrain: (sceneId = VIEWED_SCENE) => {
      const docs = table.sceneDocuments.get(sceneId);
      return sceneTerrainOf(docs?.regions ?? [], docs?.walls ?? [], DOUBLE_GRID, V13_WALL_CONSTANTS);
    },
    // As the Foundry port (canvas/openings.ts): door walls and walls marked as windows the straight path crosses.
    openingsCrossed: (from, to) =>
      [...table.walls.values()].flatMap((w) =>
        w.door || w.window
          ? segmentsCross(from, to, w.a, w.b)
            ? [w.door ? ("door" as const) : ("window" as const)]
            : []
          : [],
      ),
  };
}
