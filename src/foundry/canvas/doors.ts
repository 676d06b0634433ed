/**
 * NAP-8.1 a door the engineers broke in opens on the canvas when the result is applied: on the
 * client that applied it (the GM's, which wrote `applied`), the closed door wall nearest the
 * attacking engineers' tokens (within DOOR_REACH_INCHES of a token's centre) is set open, in one
 * wall update. Foundry v13 door state: WallDocument `ds` (CONST.WALL_DOOR_STATES CLOSED/OPEN/LOCKED),
 * door type `door` (CONST.WALL_DOOR_TYPES.NONE for a plain wall).
 */
import { asAnyResult } from "@rules/results";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { actorOfPart } from "@foundry/kernel/result-record";
import { SYSTEM_ID } from "@foundry/shared/system";
import { nearestWall } from "./openings-path";

/** How far from an engineer's token centre the door he attacked may be (inches: base contact and a little). */
const DOOR_REACH_INCHES = 2;

/** updateChatMessage: open the door a breached door attack was applied to; the number of walls opened. */
export async function onDoorBreachApplied(
  message: ChatMessage.Implementation,
  changes: { readonly system?: unknown },
  userId: string,
): Promise<number> {
  if (userId !== game.user?.id) return 0;
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.applied.done) return 0;
  if (typeof changes.system !== "object" || changes.system === null || !("applied" in changes.system)) return 0;
  const record = system.result;
  const result = record ? asAnyResult(record.result) : null;
  if (!result || result.procedure !== "doorAttack" || !result.breached) return 0;
  const sceneId = message.speaker?.scene ?? null;
  const scene = (sceneId ? game.scenes?.get(sceneId) : null) ?? game.scenes?.viewed ?? null;
  if (!scene) return 0;
  const attackers = new Set(result.attacks.map((a) => actorOfPart(a.figureId)));
  const size = scene.grid.size;
  const centres = scene.tokens
    .filter((t) => t.actor?.uuid !== undefined && attackers.has(t.actor.uuid))
    .map((t) => ({ x: (t.x ?? 0) + ((t.width ?? 1) * size) / 2, y: (t.y ?? 0) + ((t.height ?? 1) * size) / 2 }));
  const doors = scene.walls
    .filter(
      (w) =>
        (w.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE && w.ds !== CONST.WALL_DOOR_STATES.OPEN,
    )
    .map((w) => ({
      id: w.id ?? "",
      ds: w.ds ?? CONST.WALL_DOOR_STATES.CLOSED,
      a: { x: w.c[0] ?? 0, y: w.c[1] ?? 0 },
      b: { x: w.c[2] ?? 0, y: w.c[3] ?? 0 },
    }));
  const pixelsPerInch = size / (scene.grid.distance || 1);
  const index = nearestWall(centres, doors, DOOR_REACH_INCHES * pixelsPerInch);
  const door = index === null ? null : doors[index];
  if (!door) return 0;
  // Flagged with the message, so the GM's Undo shuts it again as it was (scene-undo.ts).
  const flags = { [SYSTEM_ID]: { openedBy: message.id ?? null, dsBefore: door.ds } };
  await scene.updateEmbeddedDocuments("Wall", [{ _id: door.id, ds: CONST.WALL_DOOR_STATES.OPEN, flags }]);
  return 1;
}
