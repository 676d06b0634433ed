/**
 * NAP-8.1 the GM's Undo on the Foundry scene: when a result message is marked undone (the active
 * GM's client writes `undoneBy`, kernel/result-apply.ts, and only that client runs this, as
 * doors.ts and bridge-foundry.ts do for Apply), what its Apply wrote on the scene is unwritten
 * (scene-undo.ts decides): a blown bridge drawn standing with its closing walls gone, a
 * "Charges detonated" marker removed, the charges' spot marked again (the Undo put them back on
 * the unit), a broken-in door shut as it was, a breached wall or door (OW-6.1.2b) put back.
 */
import { circle } from "@rules/geometry";
import { asAnyResult } from "@rules/results";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { detonationOf } from "./bridge-plan";
import { CHARGES_MARKER_RADIUS, drawingsOf } from "./bridge-foundry";
import { createAreas } from "./areas/foundry";
import { raiseBridge, shutDoors, type UndoScene } from "./scene-undo";
import { undoBreach } from "./breach-foundry";

/** A fill type read from a drawing, back as Foundry's constant (CONST.DRAWING_FILL_TYPES); undefined: leave it. */
function fillTypeOf(n: number | undefined): CONST.DRAWING_FILL_TYPES | undefined {
  return Object.values(CONST.DRAWING_FILL_TYPES).find((v) => v === n);
}

/** A door state read from a wall, back as Foundry's constant (CONST.WALL_DOOR_STATES); closed when unknown. */
function doorStateOf(n: number): CONST.WALL_DOOR_STATES {
  return Object.values(CONST.WALL_DOOR_STATES).find((v) => v === n) ?? CONST.WALL_DOOR_STATES.CLOSED;
}

function undoScene(scene: Scene.Implementation): UndoScene {
  return {
    drawings: () => drawingsOf(scene),
    walls: () =>
      scene.walls.map((w) => ({ id: w.id ?? "", ds: w.ds ?? CONST.WALL_DOOR_STATES.CLOSED, flags: w.flags })),
    updateDrawings: async (updates) =>
      void (await scene.updateEmbeddedDocuments(
        "Drawing",
        updates.map((u) => ({ ...u, fillType: fillTypeOf(u.fillType) })),
      )),
    updateWalls: async (updates) =>
      void (await scene.updateEmbeddedDocuments(
        "Wall",
        updates.map((u) => ({ ...u, ds: doorStateOf(u.ds) })),
      )),
    deleteWalls: async (ids) => void (await scene.deleteEmbeddedDocuments("Wall", [...ids])),
    deleteDrawings: async (ids) => void (await scene.deleteEmbeddedDocuments("Drawing", [...ids])),
  };
}

/** updateChatMessage: a result just marked undone by this client; what its Apply wrote on the scene is unwritten. */
export async function onResultUndone(
  message: ChatMessage.Implementation,
  changes: { readonly system?: unknown },
  userId: string,
): Promise<void> {
  if (userId !== game.user?.id || !message.id) return;
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || system.undoneBy === null) return;
  if (typeof changes.system !== "object" || changes.system === null || !("undoneBy" in changes.system)) return;
  const sceneId = message.speaker?.scene ?? null;
  const scene = (sceneId ? game.scenes?.get(sceneId) : null) ?? game.scenes?.viewed ?? null;
  if (!scene) return;
  const result = system.result ? asAnyResult(system.result.result) : null;
  if (result?.procedure === "ow.breach") {
    await undoBreach(message, scene);
    return;
  }
  if (result?.procedure === "doorAttack") {
    await shutDoors(message.id, undoScene(scene), CONST.WALL_DOOR_STATES.CLOSED);
    return;
  }
  const detonation = detonationOf(system.result);
  if (!detonation) return;
  const raised = await raiseBridge(message.id, undoScene(scene));
  // The Apply took the charges' marker away with the charges; the Undo gave the unit its charges back.
  if (raised) await createAreas(scene, [{ kind: "charges", shape: circle(detonation.at, CHARGES_MARKER_RADIUS) }]);
}
