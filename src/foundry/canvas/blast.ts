/**
 * HE on the table (CORE-9, OW-6.1.1): the template is placed on the canvas, the figures under it
 * (geometry) become the user's targets, and the action layer's "blast" action resolves them.
 * - "placeBlast" (an action: a button or macro with params.size) places a template by preview;
 * - a thrown-dynamite result, once posted, asks its author to place the blast it calls for: at the
 *   target, scattered from the aim point by the card's arrow (read from the thrower's line), or on
 *   the thrower (premature).
 */
import type { BurstSize } from "@rules/cards/schema";
import { heTemplateDiameter } from "@rules/geometry";
import { type ActionRequest, hasAction, performAction, registerAction } from "@foundry/kernel/action-layer";
import { foundryFormat } from "@foundry/shared/format";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { currentOptions } from "@foundry/settings/current";
import { blastOfResult } from "./areas";
import { type PlacedBlast, blastAt, placeBlast, scatterBlast } from "./templates";
import { figureFromToken } from "./tokens";

const SIZES: readonly BurstSize[] = ["small", "medium", "large"];

/** Make these tokens the user's targets (and only these). */
function targetTokens(tokens: readonly TokenDocument.Implementation[]): void {
  for (const t of game.user?.targets ?? [])
    if (!tokens.some((x) => x.id === t.id)) t.setTarget(false, { releaseOthers: false });
  tokens.forEach((t, i) => t.object?.setTarget(true, { releaseOthers: i === 0 }));
}

/** Target the figures under a placed blast and let the action layer resolve it. */
async function resolveUnder(
  placed: PlacedBlast,
  size: BurstSize,
  actor: Actor.Implementation,
  token: TokenDocument.Implementation | null,
): Promise<void> {
  if (placed.tokens.length === 0) {
    ui.notifications?.info(foundryFormat("COMBAT_PATROL.Canvas.Blast.nobody"));
    return;
  }
  targetTokens(placed.tokens);
  await performAction("blast", { actor, token, params: { size } });
}

/** CORE-9 the "placeBlast" action: place a template of params.size, then resolve the figures under it. */
async function placeBlastAction(request: ActionRequest): Promise<void> {
  const size = SIZES.find((s) => s === request.params.size) ?? "small";
  ui.notifications?.info(
    foundryFormat("COMBAT_PATROL.Canvas.Blast.place", { size: foundryFormat(`COMBAT_PATROL.Chat.BurstName.${size}`) }),
  );
  const placed = await placeBlast(size);
  if (placed) await resolveUnder(placed, size, request.actor, request.token ?? null);
}

export function registerBlastAction(): void {
  if (!hasAction("placeBlast")) registerAction("placeBlast", placeBlastAction);
}

/** createChatMessage (the author's client): OW-6.1.1 place the blast a dynamite throw calls for. */
export async function onDynamiteResult(message: ChatMessage.Implementation): Promise<void> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || message.author?.id !== game.user?.id) return;
  const record = system.result;
  const blast = record ? blastOfResult(record.result) : null;
  const scene = canvas?.scene ?? null;
  if (!blast || !scene || (message.speaker?.scene && message.speaker.scene !== scene.id)) return;
  const throwerToken = message.speaker?.token ? (scene.tokens.get(message.speaker.token) ?? null) : null;
  const actor = throwerToken?.actor ?? null;
  if (!throwerToken || !actor) return;
  const thrower = figureFromToken(throwerToken);
  let placed: PlacedBlast | null;
  if (blast.at === "thrower") {
    placed = await blastAt(scene, thrower.at, heTemplateDiameter(blast.size, currentOptions(scene).heTemplate), {
      messageId: message.id ?? null,
    });
  } else {
    ui.notifications?.info(
      foundryFormat(blast.at === "scatter" ? "COMBAT_PATROL.Canvas.Blast.aim" : "COMBAT_PATROL.Canvas.Blast.place", {
        size: foundryFormat(`COMBAT_PATROL.Chat.BurstName.${blast.size}`),
      }),
    );
    placed = await placeBlast(blast.size, { messageId: message.id ?? null });
    // CORE-9 a miss: the template moves by the scatter arrow, 12 o'clock straight on from the thrower.
    if (placed && blast.scatter) placed = await scatterBlast(placed, blast.scatter, thrower.at);
  }
  if (placed) await resolveUnder(placed, blast.size, actor, throwerToken);
}

/**
 * OW-6.1.2 an exploded charge's blast (the charges-explode card's placeBlast, charge-blast-card.ts): the user places
 * its template, the figures under it are targeted and, when the charge is carried by an actor, resolved for it.
 */
export async function placeChargeBlast(size: BurstSize, chargeId: string, messageId: string | null): Promise<void> {
  ui.notifications?.info(
    foundryFormat("COMBAT_PATROL.Canvas.Blast.place", { size: foundryFormat(`COMBAT_PATROL.Chat.BurstName.${size}`) }),
  );
  const placed = await placeBlast(size, { messageId });
  if (!placed) return;
  const item = fromUuidSync<Item.Implementation>(chargeId, { strict: false });
  const actor = item instanceof Item && item.parent instanceof Actor ? item.parent : null;
  if (actor) await resolveUnder(placed, size, actor, null);
  else targetTokens(placed.tokens);
}

/** OW-6.1.2 may this user place the charge's blast (item UUID): the GM or the charge's owner. */
export function mayPlaceChargeBlast(chargeId: string): boolean {
  const item = fromUuidSync<Item.Implementation>(chargeId, { strict: false });
  return !!game.user?.isGM || (item instanceof Item && item.isOwner);
}
