/**
 * OW-9.2.8 createToken on the active GM: a livestock token gets its Endurance in its Table 3
 * range (livestock.ts), in ONE write: the token's own actor (an unlinked animal), or the linked
 * actor (a herd) once, with its `enduranceDrawn` flag in the same update.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { drawService } from "@foundry/kernel/draw-service";
import { enduranceModeOf, enduranceRangeOf, enduranceTarget, needsEndurance } from "./livestock";

export async function onLivestockToken(token: TokenDocument.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  const actor = token.actor;
  if (!actor) return;
  const range = enduranceRangeOf(actor.getFlag(SYSTEM_ID, "enduranceRange"));
  if (!needsEndurance(range)) return;
  const target = enduranceTarget(
    { actorLink: token.actorLink ?? false },
    { enduranceDrawn: actor.getFlag(SYSTEM_ID, "enduranceDrawn") },
  );
  if (target === null) return;
  let endurance = range.min;
  if (enduranceModeOf(game.settings?.get(SYSTEM_ID, "livestockEndurance")) === "draw") {
    const answer = await drawService.resolve({
      procedure: "ow.livestockEndurance",
      input: { actorId: actor.uuid, name: actor.name ?? "", range },
    });
    // A refusal (no deck yet, physical card cancelled) is shown by the service: the low end stands.
    if (answer.ok) endurance = answer.output.endurance;
  }
  // An unlinked token's actor writes its token's delta; a linked actor itself, once.
  if (target === "token") await actor.update({ system: { endurance } });
  else await actor.update({ system: { endurance }, flags: { [SYSTEM_ID]: { enduranceDrawn: true } } });
}
