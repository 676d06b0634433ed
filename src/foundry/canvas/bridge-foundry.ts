/**
 * NAP-8.1 the engineers' charges and the bridge they bring down, on the Foundry scene:
 * - `markChargesAt`: where the charges were emplaced, a small area (canvas areas port: a v13
 *   MeasuredTemplate, a v14 Region) kept until they go off;
 * - `onDetonationApplied`: when a detonation that went off is APPLIED, on the client that applied
 *   it (every apply runs on the active GM's client, chat/apply.ts, which writes `applied`: as
 *   canvas/doors.ts), the flagged bridge drawing there is drawn destroyed and its ends walled, or a
 *   marker is drawn at the spot (bridge-plan.ts decides nothing Foundry: the engine picks the bridge).
 */
import { circle, distance, type Point } from "@rules/geometry";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { foundryFormat } from "@foundry/shared/format";
import {
  bringBridgeDown,
  detonationOf,
  type BridgeDown,
  type BridgeDrawing,
  type BridgeFlags,
  type BridgeScene,
  type SceneConstants,
} from "./bridge-plan";
import { areaPort } from "./areas";
import { areasOn, createAreas } from "./areas/foundry";
import { gridOf } from "./tokens";
import type { DoorFlags } from "./scene-undo";
import type { BreachFlags } from "./breach-plan";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** NAP-8.1 a bridge the GM marked (`bridge`), blown (`destroyed`); a detonation marker (`detonation`). */
    Drawing: { "combat-patrol"?: BridgeFlags["combat-patrol"] };
    /** NAP-8.1 a wall closing a blown bridge's end (the bridge drawing's id); OW-6.1.2b a breached wall's piece. */
    Wall: { "combat-patrol"?: BridgeFlags["combat-patrol"] & DoorFlags & BreachFlags };
  }
}

/** The marker of emplaced charges: a circle this wide (inches, about a base). */
export const CHARGES_MARKER_RADIUS = 0.5;

/** NAP-8.1 mark where the charges lie on the viewed scene (one write). */
export async function markChargesAt(at: Point): Promise<void> {
  const scene = game.scenes?.viewed ?? null;
  if (!scene) return;
  await createAreas(scene, [{ kind: "charges", shape: circle(at, CHARGES_MARKER_RADIUS) }]);
}

/** v13's constants the written data uses (common/constants.mjs; the same names on v14). */
function sceneConstants() {
  return {
    fillSolid: CONST.DRAWING_FILL_TYPES.SOLID,
    moveNormal: CONST.WALL_MOVEMENT_TYPES.NORMAL,
    senseNone: CONST.WALL_SENSE_TYPES.NONE,
    bothDirections: CONST.WALL_DIRECTIONS.BOTH,
    doorNone: CONST.WALL_DOOR_TYPES.NONE,
  } satisfies SceneConstants;
}
type Constants = ReturnType<typeof sceneConstants>;

/** The scene's drawings as the bridge writes and their Undo read them (inches come later; the look as stored). */
export function drawingsOf(scene: Scene.Implementation): BridgeDrawing[] {
  return scene.drawings.map((d) => {
    // The stored source: colours as the "#rrggbb" strings Foundry writes, not the document's Color objects.
    const source = d.toObject();
    return {
      id: d.id ?? "",
      x: d.x ?? 0,
      y: d.y ?? 0,
      rotation: d.rotation ?? 0,
      shape: {
        type: String(d.shape.type ?? "r"),
        width: d.shape.width ?? null,
        height: d.shape.height ?? null,
        points: d.shape.points ? d.shape.points.map(Number) : null,
      },
      flags: d.flags,
      look: {
        fillType: source.fillType ?? 0,
        fillColor: source.fillColor ?? null,
        fillAlpha: source.fillAlpha ?? 0.5,
        strokeColor: source.strokeColor ?? null,
        text: source.text ?? "",
        fontSize: source.fontSize ?? 48,
        textColor: source.textColor ?? null,
        hidden: source.hidden ?? false,
      },
    };
  });
}

/** The scene's drawings and writes (embedded-document calls, one each). */
function bridgeScene(scene: Scene.Implementation): BridgeScene<Constants> {
  return {
    grid: gridOf(scene),
    drawings: () => drawingsOf(scene),
    updateDrawing: async (update) => void (await scene.updateEmbeddedDocuments("Drawing", [update])),
    createWalls: async (data) => void (await scene.createEmbeddedDocuments("Wall", [...data])),
    createDrawing: async (data) => void (await scene.createEmbeddedDocuments("Drawing", [data])),
  };
}

/** updateChatMessage: bring down the bridge an applied detonation blew; what was done, or null. */
export async function onDetonationApplied(
  message: ChatMessage.Implementation,
  changes: { readonly system?: unknown },
  userId: string,
): Promise<BridgeDown | null> {
  if (userId !== game.user?.id) return null;
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.applied.done) return null;
  if (typeof changes.system !== "object" || changes.system === null || !("applied" in changes.system)) return null;
  const result = detonationOf(system.result);
  if (!result) return null;
  const sceneId = message.speaker?.scene ?? null;
  const scene = (sceneId ? game.scenes?.get(sceneId) : null) ?? game.scenes?.viewed ?? null;
  if (!scene) return null;
  const texts = {
    destroyed: foundryFormat("COMBAT_PATROL.Canvas.Bridge.destroyed"),
    detonated: foundryFormat("COMBAT_PATROL.Canvas.Bridge.detonated"),
  };
  const done = await bringBridgeDown(result, bridgeScene(scene), texts, sceneConstants(), message.id ?? undefined);
  // The charges are spent: their marker goes.
  const at = result.at;
  const spent = areasOn(scene)
    .filter(
      (a) =>
        a.area.kind === "charges" &&
        a.area.shape.kind === "circle" &&
        distance(a.area.shape.centre, at) <= CHARGES_MARKER_RADIUS * 2,
    )
    .map((a) => a.id);
  if (spent.length > 0) await scene.deleteEmbeddedDocuments(areaPort().documentName, spent);
  return done;
}
