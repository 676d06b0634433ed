/**
 * OW-6.1.2 the charges-explode card: the chat prompt of lit charges that went off on an Activation
 * Card (combat/fuses.ts builds its data), a chat card kind (kernel/chat-card.ts) with its template
 * (templates/chat/charges-explode.hbs) and one action, `placeBlast`: the user places the charge's
 * blast template (canvas/blast.ts). The GM or the charge's owner may press it; for anyone else the
 * button is disabled when the message renders, and the action checks again.
 *
 * A Foundry note: the rendered template is the message's `content`, an HTMLField (v13
 * common/documents/chat-message.mjs, search id 8100244046), so the buttons and their data-*
 * come back in every render of the message (chat/message.ts), which gets the card's ONE listener.
 */
import type { BurstSize } from "@rules/cards/schema";
import { defineChatCard, listenForCardActions, type CardRoot } from "@foundry/kernel/chat-card";
import { templatePath } from "@foundry/shared/system";
import { mayPlaceChargeBlast, placeChargeBlast } from "./blast";

/** Its data: the line and the buttons, in words (printed escaped). */
export interface ChargesExplodeData {
  readonly text: string;
  readonly blasts: readonly { readonly size: BurstSize; readonly chargeId: string; readonly label: string }[];
}

/** What its button acts on: the message it is on (the template placed is linked to it). */
export interface ChargesExplodeContext {
  readonly messageId: string | null;
}

const SIZES: readonly BurstSize[] = ["small", "medium", "large"];

export const CHARGES_EXPLODE_CARD = defineChatCard<ChargesExplodeContext>({
  template: templatePath("chat/charges-explode.hbs"),
  actions: {
    // data-size: the blast's template, data-charge: the charge's item UUID.
    placeBlast: async ({ messageId }, button) => {
      const size = SIZES.find((s) => s === button.dataset.size);
      const chargeId = button.dataset.charge ?? "";
      if (!size || !mayPlaceChargeBlast(chargeId)) return;
      await placeChargeBlast(size, chargeId, messageId);
    },
  },
});

/** The parts of a rendered message this needs: its place-the-blast buttons, and the one listener. */
export interface ChargesExplodeRoot extends CardRoot {
  querySelectorAll(selector: string): Iterable<{ readonly dataset: DOMStringMap; disabled: boolean }>;
}

/**
 * A rendered message's place-the-blast buttons: disabled for a user who may not press them (not the
 * GM, not the charge's owner) or a size the card does not know; a message with any gets the card's listener.
 */
export function listenForChargeBlasts(html: ChargesExplodeRoot, messageId: string | null): void {
  const buttons = [...html.querySelectorAll('button[data-action="placeBlast"]')];
  if (buttons.length === 0) return;
  for (const button of buttons)
    if (!SIZES.some((s) => s === button.dataset.size) || !mayPlaceChargeBlast(button.dataset.charge ?? ""))
      button.disabled = true;
  listenForCardActions(html, CHARGES_EXPLODE_CARD, { messageId });
}
