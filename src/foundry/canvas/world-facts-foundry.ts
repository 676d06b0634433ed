/**
 * The world as the GM's client reads it for a request (kernel/world-facts.ts): the pieces and their
 * weapon items from the actors, the tokens and the Terrain regions and obstacle walls of the scene
 * the pieces stand on, the placed charges' explosive items, the walls a breach reads, and the units the combat's current Activation Card named. Provided to the
 * kernel at init (canvas/canvas-hooks.ts), loaded with the first request the GM answers.
 */
import { armedWith, tablePiece, tokenOf } from "@foundry/kernel/foundry-pieces";
import { currentActivation } from "@foundry/kernel/activation-flag";
import { allegianceOf } from "@foundry/kernel/foundry-allegiance";
import type { WorldFacts, WorldWall } from "@foundry/kernel/world-facts";
import { figureFromToken } from "./tokens";
import { sceneTerrain } from "./terrain/foundry";
import { chargeById } from "./charges";
import { WagonModel } from "@foundry/data/actor/wagon";

/** The scene a piece's token stands on: the viewed one first, then the active one, then any. */
function sceneOf(actorId: string): Scene.Implementation | null {
  const scenes = game.scenes;
  if (!scenes) return null;
  for (const scene of [scenes.viewed, scenes.active, ...scenes]) if (scene && tokenOf(actorId, scene)) return scene;
  return null;
}

/** OW-5.2f the wagon whose sheet names this gun as the Gatling it carries (the gun's own sheet does not say). */
function carrierOf(gunId: string): string | null {
  for (const actor of game.actors ?? [])
    if (actor.system instanceof WagonModel && actor.system.gatling && actor.system.gunId === gunId) return actor.uuid;
  return null;
}

/** OW-6.1.2b a wall by id: on the viewed scene first, then the active one, then any. */
function wallById(id: string): WorldWall | null {
  const scenes = game.scenes;
  if (!scenes) return null;
  for (const scene of [scenes.viewed, scenes.active, ...scenes]) {
    const wall = scene?.walls.get(id);
    if (wall)
      return {
        door: (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE,
        open: wall.ds === CONST.WALL_DOOR_STATES.OPEN,
      };
  }
  return null;
}

export const foundryWorldFacts: WorldFacts = {
  piece: tablePiece,
  // The player's dialog reads the same item (kernel/foundry-table.ts pieces.weaponOf).
  weaponOf: (figureId) => armedWith(figureId)?.profile ?? null,
  ground(ids) {
    const first = ids[0];
    const scene = first === undefined ? null : sceneOf(first);
    if (!scene) return null;
    // A token's figure carries the token's id (canvas/tokens.ts); the checks address actors.
    const figures = ids.flatMap((id) => {
      const token = tokenOf(id, scene);
      return token ? [{ ...figureFromToken(token), id }] : [];
    });
    return { figures, terrain: sceneTerrain(scene.id ?? undefined) };
  },
  charge: chargeById,
  wall: wallById,
  wagonCarrying: (gunId) => carrierOf(gunId),
  // The player's dialog reads the same sides (kernel/foundry-table.ts pieces.allegiance).
  allegiance: allegianceOf,
  activation: () => currentActivation(game.combat ?? null),
};
