/**
 * Herds on the canvas, Foundry side (OW-9.2.2): moving an animal out of 6" of the central figure
 * is refused (preUpdateToken); moving the central figure moves the herd with it in ONE batched
 * update (updateToken, on the client that moved it).
 */
import { HerdModel } from "@foundry/data/actor/herd";
import { notifyKey } from "@foundry/shared/format";
import { type HerdOnTable, centralOf, coherencyAfterMove, followUpdates } from "./herd-coherency";
import { tokenCentre } from "./figures";
import { isExpectedMove, expectMoves, takeExpectedMove } from "./moves";
import { baseActorOf, figureFromToken, gridOf } from "./tokens";

/** Positions before a move, for the displacement the herd follows (taken by the update hook). */
const before = new Map<string, { x: number; y: number }>();

interface PositionChange {
  readonly x?: number | null | undefined;
  readonly y?: number | null | undefined;
}

function moves(changes: PositionChange): boolean {
  return typeof changes.x === "number" || typeof changes.y === "number";
}

/** The herd a token belongs to, with all its tokens on the scene. */
function herdOf(
  token: TokenDocument.Implementation,
): { herd: HerdOnTable; tokens: TokenDocument.Implementation[] } | null {
  const actor = baseActorOf(token);
  const s = actor?.system;
  const scene = token.parent;
  if (!actor || !(s instanceof HerdModel) || !scene) return null;
  const tokens = scene.tokens.filter((t) => baseActorOf(t)?.uuid === actor.uuid);
  return {
    herd: {
      herdId: actor.uuid,
      centralId: s.centralTokenId,
      figures: tokens.map((t) => figureFromToken(t, actor.uuid)),
    },
    tokens,
  };
}

/** preUpdateToken: OW-9.2.2 refuse an animal's move out of coherency (false cancels the update). */
export function checkHerdMove(token: TokenDocument.Implementation, changes: PositionChange): boolean {
  const id = token.id ?? "";
  if (!moves(changes) || isExpectedMove(id)) return true;
  const found = herdOf(token);
  if (!found) return true;
  const x = changes.x ?? token.x ?? 0;
  const y = changes.y ?? token.y ?? 0;
  const to = tokenCentre({ x, y, width: token.width ?? 1, height: token.height ?? 1 }, gridOf(token.parent));
  const result = coherencyAfterMove(found.herd, id, to);
  if (!result.coherent) {
    notifyKey("warn", "COMBAT_PATROL.Canvas.herdCoherency", { name: token.name ?? "" });
    return false;
  }
  if (centralOf(found.herd)?.id === id) before.set(id, { x: token.x ?? 0, y: token.y ?? 0 });
  return true;
}

/** updateToken (the moving client): OW-9.2.2 the herd follows its central figure, in one update. */
export async function followCentral(token: TokenDocument.Implementation, changes: PositionChange): Promise<void> {
  const id = token.id ?? "";
  if (!moves(changes) || takeExpectedMove(id)) return;
  const old = before.get(id);
  before.delete(id);
  const found = herdOf(token);
  const scene = token.parent;
  if (!old || !found || !scene || centralOf(found.herd)?.id !== id) return;
  const delta = { x: (token.x ?? 0) - old.x, y: (token.y ?? 0) - old.y };
  // Animals selected with the central figure moved with it in the same drag: not moved twice.
  const others = found.tokens
    .filter((t) => t.id !== id && !t.object?.controlled)
    .map((t) => ({ id: t.id ?? "", x: t.x ?? 0, y: t.y ?? 0 }));
  const updates = followUpdates(others, delta);
  if (updates.length === 0) return;
  expectMoves(updates.map((u) => u._id));
  await scene.updateEmbeddedDocuments("Token", updates);
}
