/**
 * What a result card offers the user looking at it, besides Apply and Undo (pure; result-card.ts
 * gives it the world's reads):
 * - each move the result asks for (kernel/result-moves.ts), to the mover's owner (or the GM): "Move
 *   on ruler" writes the inches as the token's movement allowance, "Move token" runs the forcedMove
 *   action (actions/forced);
 * - actions on a figure: every button an action manifest declares in `chatButtons`
 *   (kernel/action-manifest.ts; the carrier of dynamite's extra card, the victor's breakthrough),
 *   each to the figure's owner (or the GM).
 * The result card's template prints them as `[data-action]` buttons; their index is the button's
 * data-offer.
 */
import type { ChatButton, ChatButtonReads } from "@foundry/kernel/action-manifest";
import type { Format } from "@foundry/kernel/result-lines";
import { moveOffers, type MoveOffer } from "@foundry/kernel/result-moves";
import type { ResultRecord } from "@foundry/kernel/result-record";

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
  /** The action buttons at the end of the card, in the manifests' order. */
  readonly actions: readonly ActionOfferView[];
}

/** What the offers read from the world (result-card.ts) and the words. */
export interface OfferReads extends Omit<ChatButtonReads, "messageId"> {
  /** May the user looking at the card act for this actor (its owner, or the GM)? */
  mayAct(actorId: string): boolean;
  /** The actor's name; null when the world has no such actor (no button then). */
  actorName(actorId: string): string | null;
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
  for (const button of chatButtons)
    for (const offer of button.offers(record, { messageId, carried: (id) => reads.carried(id) })) {
      const name = reads.actorName(offer.actorId);
      if (name === null || !reads.mayAct(offer.actorId)) continue;
      actions.push({
        action: offer.action,
        actorId: offer.actorId,
        params: offer.params,
        // Without a label of its own, the button reads "<the action>: <the figure>", as the sheet names the action.
        text: offer.label
          ? reads.format(offer.label.key, offer.label.data)
          : `${reads.format(`COMBAT_PATROL.Action.${offer.action}`)}: ${name}`,
        icon: offer.icon ?? null,
      });
    }
  return { moves, actions };
}
