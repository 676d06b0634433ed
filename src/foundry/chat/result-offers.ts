/**
 * What a result card offers the user looking at it, besides Apply and Undo (pure; result-card.ts
 * gives it the world's reads):
 * - each move the result asks for (kernel/result-moves.ts), to the mover's owner (or the GM): "Move
 *   on ruler" writes the inches as the token's movement allowance, "Move token" runs the forcedMove
 *   action (actions/forced);
 * - actions on a figure: OW-6.1.4 the extra card of each carrier of dynamite hurt (carried-offer.ts),
 *   NAP-6.2.1.3 / OW-7.1e the victor's breakthrough (breakthrough-offer.ts), and every button an
 *   action manifest declares in `chatButtons` (kernel/action-manifest.ts), each to the figure's
 *   owner (or the GM).
 * The result card's template prints them as `[data-action]` buttons; their index is the button's
 * data-offer.
 */
import type { ChatButton } from "@foundry/kernel/action-manifest";
import type { Format } from "@foundry/kernel/result-lines";
import { moveOffers, type MoveOffer } from "@foundry/kernel/result-moves";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { breakthroughOffer } from "./breakthrough-offer";
import { carriedDynamiteOffers } from "./carried-offer";

/** An action offered on a figure (performAction with these params). */
export interface OfferedAction {
  readonly action: string;
  /** The actor UUID it runs for. */
  readonly actorId: string;
  readonly params: Readonly<Record<string, string>>;
}

/** An offered action as its button reads. */
interface ActionOfferView extends OfferedAction {
  readonly text: string;
  /** A Font Awesome class list, null for a button with words only. */
  readonly icon: string | null;
}

/** A move's buttons after its line: the move, and the ruler button's tooltip. */
interface MoveOfferView {
  readonly offer: MoveOffer;
  readonly hint: string;
}

export interface ResultOffers {
  /** By the card's move line (view.moves): that line's buttons, null when it offers none to this user. */
  readonly moves: readonly (MoveOfferView | null)[];
  /** The action buttons at the end of the card, in this order: carriers, breakthrough, the manifests'. */
  readonly actions: readonly ActionOfferView[];
}

/** What the offers read from the world (result-card.ts) and the words. */
export interface OfferReads {
  /** May the user looking at the card act for this actor (its owner, or the GM)? */
  mayAct(actorId: string): boolean;
  /** The actor's name; null when the world has no such actor (no button then). */
  actorName(actorId: string): string | null;
  /** OW-6.1.4 how many sticks and bundles of dynamite the figure carries. */
  carried(actorId: string): number;
  readonly format: Format;
}

export function resultOffers(
  record: ResultRecord,
  messageId: string,
  reads: OfferReads,
  chatButtons: readonly ChatButton[],
): ResultOffers {
  const moves: (MoveOfferView | null)[] = [];
  for (const offer of moveOffers(record)) {
    if (!reads.mayAct(offer.actorId)) continue;
    while (moves.length < offer.index) moves.push(null);
    moves[offer.index] = {
      offer,
      hint: reads.format("COMBAT_PATROL.Chat.moveOnRulerHint", { inches: offer.inches }),
    };
  }
  const actions: ActionOfferView[] = [];
  /** A built-in offer reads "<action>: <figure>", as the sheet names the action. */
  const named = (offer: OfferedAction): void => {
    const name = reads.actorName(offer.actorId);
    if (name === null || !reads.mayAct(offer.actorId)) return;
    actions.push({ ...offer, text: `${reads.format(`COMBAT_PATROL.Action.${offer.action}`)}: ${name}`, icon: null });
  };
  carriedDynamiteOffers(record, (id) => reads.carried(id)).forEach(named);
  const breakthrough = breakthroughOffer(record, messageId);
  if (breakthrough) named({ action: "breakthrough", ...breakthrough });
  for (const button of chatButtons) {
    const offer = button.offer(record);
    if (!offer || reads.actorName(offer.actorId) === null || !reads.mayAct(offer.actorId)) continue;
    actions.push({
      action: offer.action,
      actorId: offer.actorId,
      params: offer.params,
      text: reads.format(offer.label.key, offer.label.data),
      icon: offer.icon,
    });
  }
  return { moves, actions };
}
