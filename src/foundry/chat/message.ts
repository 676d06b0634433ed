/**
 * The ChatMessage document of the system. A "result" message renders its record through the
 * result card kind (result-card.ts: templates/chat/result.hbs and its buttons) into Foundry's own
 * message frame (header, sender, delete button stay Foundry's), every time it is shown: an apply
 * updates the message and the chat log renders it again with the "applied" line instead of the
 * button. Each render is a new element (ChatMessage#renderHTML parses the frame anew, Foundry's
 * client/documents/chat-message.mjs, search id 18719148835), so each gets its ONE click listener.
 */
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { listenForCardActions } from "@foundry/kernel/chat-card";
import { renderWithContent } from "./prerender";
import { resultView } from "./view";
import { listenForChargeBlasts } from "@foundry/canvas/charge-blast-card";
import { foundryDeckStore } from "@foundry/kernel/deck-store";
import { lastApplied } from "@foundry/kernel/result-ledger";
import { RESULT_CARD, resultCardContext } from "./result-card";

import { SYSTEM_ID, templatePath } from "@foundry/shared/system";
import { foundryFormat } from "@foundry/shared/format";

export { SYSTEM_ID, foundryFormat };
export const RESULT_TEMPLATE = RESULT_CARD.template;
export const RESULT_PARTIALS = [templatePath("chat/parts/card.hbs"), templatePath("chat/parts/lines.hbs")];

export class CombatPatrolChatMessage extends ChatMessage {
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const system = this.system;
    const record = system instanceof ResultMessageModel ? system.result : null;
    // The card is rendered BEFORE Foundry's renderHTML, which fires renderChatMessageHTML
    // with the content it read: other modules' listeners see the card, not a placeholder (prerender.ts).
    let inner: string | null = null;
    const context = record ? resultCardContext(this, record) : null;
    if (record && context && system instanceof ResultMessageModel) {
      const user = game.user;
      const name = (id: string | null) => (id ? (game.users?.get(id)?.name ?? null) : null);
      const gm = user?.isGM ?? false;
      const view = resultView(record, foundryFormat, {
        applied: system.applied.done,
        appliedBy: name(system.applied.by),
        waiting: system.waiting,
        undoneBy: name(system.undoneBy),
        canApply: gm,
        // Only the last result applied can be undone (the GM's record says which: kernel/result-ledger.ts).
        canUndo:
          gm &&
          system.requestId !== null &&
          lastApplied(foundryDeckStore.actionDecks())?.requestId === system.requestId,
      });
      inner = await foundry.applications.handlebars.renderTemplate(RESULT_CARD.template, {
        view,
        offers: context.offers,
      });
    }
    const html =
      inner === null
        ? await super.renderHTML(options)
        : await renderWithContent(this, inner, () => super.renderHTML(options));
    // OW-6.1.2 charges that exploded on an Activation Card: the charges-explode card's blasts to place.
    listenForChargeBlasts(html, this.id ?? null);
    if (!context) return html;
    html.classList.add("cp-result-message");
    listenForCardActions(html, RESULT_CARD, context);
    return html;
  }
}
