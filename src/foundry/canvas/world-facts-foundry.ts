/**
 * The world as the GM's client reads it for a request (kernel/world-facts.ts): the pieces and their
 * weapon items from the actors, the tokens and the Terrain regions and obstacle walls of the scene
 * the pieces stand on, the placed charges' explosive items, the walls a breach reads, the units the combat's current
 * Activation Card named, and the results posted in the chat as the GM's record holds them. Provided to the
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
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { foundryDeckStore } from "@foundry/kernel/deck-store";
import { postedOnRecord } from "@foundry/kernel/result-on-record";

/** A result message as the server stores it (its record checked against the GM's record before it is believed). */
function storedResult(
  message: ChatMessage.Implementation,
): { id: string; requestId: string | null; record: unknown } | null {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !message.id) return null;
  return { id: message.id, requestId: system.requestId, record: system.toObject().record };
}

/** The procedure a stored record names, unchecked (only to pick the messages worth checking). */
function procedureOf(record: unknown): unknown {
  const result: unknown = typeof record === "object" && record !== null ? Reflect.get(record, "result") : null;
  return typeof result === "object" && result !== null ? Reflect.get(result, "procedure") : null;
}

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
  postedResult(messageId) {
    const message = game.messages?.get(messageId);
    const stored = message ? storedResult(message) : null;
    return stored ? postedOnRecord(foundryDeckStore.actionDecks(), stored) : null;
  },
  postedResults(procedure) {
    const decks = foundryDeckStore.actionDecks();
    // The chat's messages in the order they were posted.
    return (game.messages?.contents ?? []).flatMap((message) => {
      const stored = storedResult(message);
      const posted = stored && procedureOf(stored.record) === procedure ? postedOnRecord(decks, stored) : null;
      return posted ? [posted] : [];
    });
  },
};
