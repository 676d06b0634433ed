/**
 * The allowance flag written when a movement result is posted (CORE-10): on the client of the
 * user who asked for the move (the message's author), onto the moving piece's tokens on the
 * message's scene, in ONE update. The ruler reads it (ruler.ts); the flag is display data for the
 * activation, overwritten by the next move drawn. The moving piece is also flagged "moved" (CORE-5.2:
 * the fire dialog pre-fills the shift from it; the combat turn clears it when its unit's next
 * activation starts): one actor write, only when the flag is not set yet.
 */
import { ResultMessageModel } from "../chat/model";
import { movedEffect } from "../actions/moved";
import { actorByUuid } from "../data/resolve";
import { CombatPatrolActor } from "../documents/actor";
import { SYSTEM_ID } from "../settings/keys";
import { allowanceFlag, drawnMove } from "./allowance";
import { actorUuidOf, baseActorOf } from "./tokens";

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
  if (move.actorId) {
    for (const t of scene.tokens) {
      if (actorUuidOf(t) === move.actorId || baseActorOf(t)?.uuid === move.actorId) ids.add(t.id ?? "");
    }
  }
  const flag = allowanceFlag(move, message.id ?? null);
  const updates = [...ids]
    .map((id) => scene.tokens.get(id))
    .filter((t): t is TokenDocument.Implementation => !!t && t.isOwner)
    .map((t) => ({ _id: t.id ?? "", flags: { [SYSTEM_ID]: { allowance: flag } } }));
  if (updates.length > 0) await scene.updateEmbeddedDocuments("Token", updates);
  await flagMoved(record?.result ?? null);
  return updates.length;
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
