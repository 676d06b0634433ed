/**
 * The allowance flag written when a movement result is posted (CORE-10): on the client of the
 * user who asked for the move (the message's author), onto the moving piece's tokens on the
 * message's scene, in ONE update. The ruler reads it (ruler.ts); the flag is display data for the
 * activation, overwritten by the next move drawn. The moving piece is also flagged "moved" (CORE-5.2:
 * the fire dialog pre-fills the shift from it; the combat turn clears it when its unit's next
 * activation starts): one actor write, only when the flag is not set yet.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { movedEffect } from "./moved-flags";
import { actorByUuid } from "@foundry/data/resolve";
import { CombatPatrolActor } from "@foundry/documents/actor";
import { allowanceFlag, drawnMove, type AllowanceFlag } from "./allowance";
import { actorUuidOf, baseActorOf, memberships, unitOfToken } from "./tokens";
import { moveProcedure, type MoveOffer } from "@foundry/kernel/result-moves";

/** createChatMessage: write the allowance of a drawn move onto its tokens (the author's client). */
export async function recordAllowance(message: ChatMessage.Implementation): Promise<number> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || message.author?.id !== game.user?.id) return 0;
  const record = system.result;
  const move = record ? drawnMove(record.result) : null;
  if (!move) return 0;
  const speaker = message.speaker;
  const scene = (speaker?.scene ? game.scenes?.get(speaker.scene) : null) ?? game.scenes?.viewed ?? null;
  if (!scene) return 0;
  const ids = new Set<string>();
  if (speaker?.token) ids.add(speaker.token);
  if (move.actorId) for (const id of tokenIdsOf(scene, move.actorId, false)) ids.add(id);
  const written = await writeAllowance(scene, ids, allowanceFlag(move, message.id ?? null));
  await flagMoved(record?.result ?? null);
  return written;
}

/** The tokens of an actor on a scene (linked or unlinked), and with `wholeUnit` every member's of that unit. */
function tokenIdsOf(scene: Scene.Implementation, actorId: string, wholeUnit: boolean): Set<string> {
  const members = wholeUnit ? memberships() : null;
  const ids = new Set<string>();
  for (const t of scene.tokens) {
    const mine = actorUuidOf(t) === actorId || baseActorOf(t)?.uuid === actorId;
    if (mine || (members && unitOfToken(t, members) === actorId)) ids.add(t.id ?? "");
  }
  return ids;
}

/** The allowance onto those of the tokens this user owns: one update; the number of tokens. */
async function writeAllowance(
  scene: Scene.Implementation,
  ids: Iterable<string>,
  flag: AllowanceFlag,
): Promise<number> {
  const updates = [...ids]
    .map((id) => scene.tokens.get(id))
    .filter((t): t is TokenDocument.Implementation => !!t && t.isOwner)
    .map((t) => ({ _id: t.id ?? "", flags: { [SYSTEM_ID]: { allowance: flag } } }));
  if (updates.length > 0) await scene.updateEmbeddedDocuments("Token", updates);
  return updates.length;
}

/**
 * A move a result asks for (recoil, fall back, advance, run for cover: chat/moves.ts), offered to
 * the owner as a ruler preview: its inches become the allowance of the piece's tokens (of the
 * whole unit's for a unit move) on the message's scene. Returns the tokens flagged.
 */
export async function offerMove(message: ChatMessage.Implementation, offer: MoveOffer): Promise<number> {
  const scene =
    (message.speaker?.scene ? game.scenes?.get(message.speaker.scene) : null) ?? game.scenes?.viewed ?? null;
  if (!scene) return 0;
  const flag: AllowanceFlag = {
    inches: offer.inches,
    cards: [],
    procedure: moveProcedure(offer),
    messageId: message.id ?? null,
  };
  return writeAllowance(scene, tokenIdsOf(scene, offer.actorId, offer.wholeUnit), flag);
}

/** CORE-5.2 the piece that drew the move has moved this activation (its owner writes it). */
async function flagMoved(result: Parameters<typeof movedEffect>[0] | null): Promise<void> {
  const effect = result ? movedEffect(result) : null;
  if (!effect?.figureId) return;
  const actor = actorByUuid(effect.figureId);
  if (!actor?.isOwner) return;
  // planEffects writes nothing when the flag is already set.
  await CombatPatrolActor.applyEffects([effect]);
}
