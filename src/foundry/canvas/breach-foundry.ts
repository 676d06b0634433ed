/**
 * OW-6.1.2b the breach on the Foundry scene: when the GM's client posts a breach result (the
 * "ow.breach" draw procedure, recorded applied: it writes the scene), this client writes it on
 * the scene's walls (breach-plan.ts decides), flagged with the message's id; the GM's Undo
 * (scene-undo-foundry.ts) unwrites it. Only a GM may write walls: the posting client is his.
 */
import { asAnyResult } from "@rules/results";
import type { BreachResult } from "@rules/old-west/dynamite";
import { SYSTEM_ID } from "@foundry/shared/system";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { gridOf } from "./tokens";
import { toInches, toPixels } from "./figures";
import { mendBreach, writeBreach, type BreachScene, type BreachWritten } from "./breach-plan";

/** A door state read from a wall, back as Foundry's constant (CONST.WALL_DOOR_STATES); closed when unknown. */
function doorStateOf(n: number): CONST.WALL_DOOR_STATES {
  return Object.values(CONST.WALL_DOOR_STATES).find((v) => v === n) ?? CONST.WALL_DOOR_STATES.CLOSED;
}

/** The scene's walls as the breach plan reads and writes them (the Quench breach batch drives it too). */
export function breachScene(scene: Scene.Implementation): BreachScene {
  const grid = gridOf(scene);
  return {
    wall(id) {
      const w = scene.walls.get(id);
      if (!w) return null;
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = w.c;
      return {
        id,
        a: toInches({ x: x0, y: y0 }, grid),
        b: toInches({ x: x1, y: y1 }, grid),
        door: (w.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE,
        ds: w.ds ?? CONST.WALL_DOOR_STATES.CLOSED,
      };
    },
    async openDoor(id, openedBy, dsBefore) {
      const flags = { [SYSTEM_ID]: { openedBy, dsBefore } };
      await scene.updateEmbeddedDocuments("Wall", [{ _id: id, ds: CONST.WALL_DOOR_STATES.OPEN, flags }]);
    },
    async splitWall(id, pieces, breachedBy) {
      const wall = scene.walls.get(id);
      if (!wall) return;
      const { _id: _omitted, ...wallBefore } = wall.toObject();
      // The wall's own system flags (a stone wall's obstacle kind) stay on its pieces beside the breach's.
      const own: unknown = Reflect.get(wallBefore.flags ?? {}, SYSTEM_ID);
      const kept = typeof own === "object" && own !== null ? own : {};
      const flags = { ...wallBefore.flags, [SYSTEM_ID]: { ...kept, breachedBy, wallBefore } };
      const rest = pieces.map(([a, b]) => {
        const pa = toPixels(a, grid);
        const pb = toPixels(b, grid);
        const c: [number, number, number, number] = [pa.x, pa.y, pb.x, pb.y];
        return { ...wallBefore, c, flags };
      });
      if (rest.length === 0) {
        // The gap swallowed the whole wall: it stays, blocking nothing, so its copy stays for the Undo.
        const none = CONST.WALL_SENSE_TYPES.NONE;
        const open = { move: CONST.WALL_MOVEMENT_TYPES.NONE, sight: none, light: none, sound: none };
        await scene.updateEmbeddedDocuments("Wall", [{ _id: id, ...open, flags }]);
        return;
      }
      await scene.deleteEmbeddedDocuments("Wall", [id]);
      await scene.createEmbeddedDocuments("Wall", rest);
    },
    walls: () =>
      scene.walls.map((w) => ({ id: w.id ?? "", ds: w.ds ?? CONST.WALL_DOOR_STATES.CLOSED, flags: w.flags })),
    updateWalls: async (updates) =>
      void (await scene.updateEmbeddedDocuments(
        "Wall",
        updates.map((u) => ({ ...u, ds: doorStateOf(u.ds) })),
      )),
    deleteWalls: async (ids) => void (await scene.deleteEmbeddedDocuments("Wall", [...ids])),
    // The copy is the wall's own stored data (toObject() above, its id left out).
    recreateWalls: async (copies) =>
      void (await scene.createEmbeddedDocuments("Wall", copies as WallDocument.CreateData[])),
  };
}

function sceneOf(message: ChatMessage.Implementation): Scene.Implementation | null {
  const sceneId = message.speaker?.scene ?? null;
  return (sceneId ? game.scenes?.get(sceneId) : null) ?? game.scenes?.viewed ?? null;
}

function breachOf(message: ChatMessage.Implementation): BreachResult | null {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.applied.done) return null;
  const result = system.result ? asAnyResult(system.result.result) : null;
  return result?.procedure === "ow.breach" ? result : null;
}

/** createChatMessage: the breach the GM's client just posted, written on the scene; what was written. */
export async function onBreachPosted(message: ChatMessage.Implementation, userId: string): Promise<BreachWritten> {
  if (userId !== game.user?.id || !game.user.isGM || !message.id) return null;
  const breach = breachOf(message);
  const scene = breach ? sceneOf(message) : null;
  if (!breach || !scene) return null;
  return writeBreach(breach, message.id, breachScene(scene), CONST.WALL_DOOR_STATES.OPEN);
}

/** The GM's Undo of a breach message (scene-undo-foundry.ts): the door shut, the wall whole again. */
export async function undoBreach(message: ChatMessage.Implementation, scene: Scene.Implementation): Promise<void> {
  if (!message.id) return;
  await mendBreach(message.id, breachScene(scene), CONST.WALL_DOOR_STATES.CLOSED);
}
