/**
 * NAP-5.3 "a unit obviously cannot move through a door or window in close order": a token of a
 * figure standing in its unit's close order group may not be moved across a door wall (a Wall
 * whose `door` type is not NONE) or a wall the GM marked as a window (the system's `window`
 * flag on the wall). preUpdateToken returns false to refuse the move (Foundry v13 client
 * ClientDatabaseBackend#_preUpdateDocumentArray: `const allowed = options.noHook ||
 * Hooks.call(\`preUpdate${doc.documentName}\`, doc, changes, options, user.id); if (allowed ===
 * false) … continue` — the update is dropped; canvas/herd-foundry.ts checkHerdMove relies on it too); the
 * engine decides (checkCloseOrderOpening), this file only finds the opening crossed.
 */
import { RulesError } from "@rules/errors";
import { checkCloseOrderOpening, type Opening } from "@rules/napoleonic/close-order-opening";
import { isWindowWall } from "./wall-flags";
import { openingCrossed, segmentsCross, type WallSegment } from "./openings-path";
import type { Point } from "@rules/geometry";
import { toPixels } from "./figures";
import { notifyKey } from "@foundry/shared/format";
import { currentOptions } from "@foundry/settings/current";
import { tokenInCloseOrder } from "./close-order";
import { gridOf, unitOfToken, baseActorOf } from "./tokens";

/** The scene's walls that are doors or windows. */
function openingsOf(scene: Scene.Implementation): WallSegment[] {
  const out: WallSegment[] = [];
  for (const wall of scene.walls) {
    const [x0, y0, x1, y1] = wall.c;
    const door = (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE;
    const window = isWindowWall(wall);
    const opening: Opening | null = door ? "door" : window ? "window" : null;
    if (opening && x0 !== undefined && y0 !== undefined && x1 !== undefined && y1 !== undefined)
      out.push({ a: { x: x0, y: y0 }, b: { x: x1, y: y1 }, opening });
  }
  return out;
}

/**
 * NAP-5.3 the doors and windows the straight path between two points (inches) of the scene
 * crosses (the Move action's check before the cards are drawn; the token hook below checks the drag).
 */
export function openingsOnPath(
  from: Point,
  to: Point,
  scene: Scene.Implementation | null = game.scenes?.viewed ?? null,
): Opening[] {
  if (!scene) return [];
  const grid = gridOf(scene);
  const a = toPixels(from, grid);
  const b = toPixels(to, grid);
  return openingsOf(scene).flatMap((w) => (w.opening !== null && segmentsCross(a, b, w.a, w.b) ? [w.opening] : []));
}

/** preUpdateToken: NAP-5.3 refuse moving a close order figure's token through a door or window. */
export function checkCloseOrderOpeningMove(
  token: TokenDocument.Implementation,
  changes: { readonly x?: number | null; readonly y?: number | null },
): boolean {
  const scene = token.parent;
  if (!scene || (typeof changes.x !== "number" && typeof changes.y !== "number")) return true;
  // Close order is the Napoleonic supplement's (NAP-5): an Old West group touching bases is no formation.
  if (currentOptions(scene).era !== "napoleonic") return true;
  const unitId = unitOfToken(token);
  if (!unitId) return true;
  const closeOrder = tokenInCloseOrder(scene, token.id ?? "");
  if (!closeOrder) return true;
  const size = scene.grid.size;
  const half = { x: ((token.width ?? 1) * size) / 2, y: ((token.height ?? 1) * size) / 2 };
  const from = { x: (token.x ?? 0) + half.x, y: (token.y ?? 0) + half.y };
  const to = { x: (changes.x ?? token.x ?? 0) + half.x, y: (changes.y ?? token.y ?? 0) + half.y };
  const opening = openingCrossed(from, to, openingsOf(scene));
  try {
    checkCloseOrderOpening(baseActorOf(token)?.name ?? token.name ?? "", closeOrder, opening);
    return true;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    notifyKey("warn", error.localizationKey, error.data);
    return false;
  }
}
