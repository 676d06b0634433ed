/**
 * The allowance flag written when a movement result is posted (CORE-10): on the client of the
 * user who asked for the move (the message's author), onto the moving piece's tokens on the
 * message's scene, in ONE update. The ruler reads it (ruler.ts). Nothing else changes: the flag
 * is display data for the activation, overwritten by the next move drawn.
 */
import { ResultMessageModel } from "../chat/model";
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
  return updates.length;
}
