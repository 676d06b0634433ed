/**
 * The result card (ChatMessage subtype "result"): its template and the buttons it answers, in one
 * declaration (kernel/chat-card.ts). The template (templates/chat/result.hbs) prints every button
 * as `[data-action]`; message.ts renders it and gives the rendered message ONE listener that runs
 * these handlers. Who sees which button is decided before the render: Apply and Undo by the
 * status (result-status.ts), the moves and the action offers by ownership (result-offers.ts).
 */
import { actorByUuid } from "@foundry/data/resolve";
import { FigureModel } from "@foundry/data/actor/figure";
import { defineChatCard, type CardButton } from "@foundry/kernel/chat-card";
import { performAction } from "@foundry/kernel/action-layer";
import { whileDisabled } from "@foundry/kernel/query-timeout";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { offerMove } from "@foundry/canvas/allowance-flag";
import { CHAT_BUTTONS } from "@foundry/actions/manifests";
import { foundryFormat } from "@foundry/shared/format";
import { templatePath } from "@foundry/shared/system";
import { requestApply } from "./apply-request";
import { resultOffers, type ResultOffers } from "./result-offers";
import { openRuleReference } from "./rule-reference";

/** What the result card's buttons act on: the message, and what it offers the user looking at it. */
export interface ResultCardContext {
  readonly message: ChatMessage.Implementation;
  readonly offers: ResultOffers;
}

/** The offer a button names by its data-offer (an index into the context's list). */
function nth<T>(list: readonly (T | null)[], button: CardButton): T | null {
  const index = Number(button.dataset.offer);
  return Number.isInteger(index) ? (list[index] ?? null) : null;
}

export const RESULT_CARD = defineChatCard<ResultCardContext>({
  template: templatePath("chat/result.hbs"),
  actions: {
    // The GM's Apply on a result that waits; enabled again after any failure, a thrown one or no answer included.
    apply: ({ message }, button) => whileDisabled(button, async () => (await requestApply(message.id ?? "")).ok),
    // The GM's Undo on the last result applied.
    undo: ({ message }, button) => whileDisabled(button, async () => (await requestApply(message.id ?? "", "undo")).ok),
    // A move as a ruler preview: the inches written as the token's movement allowance (canvas/allowance-flag.ts).
    moveOnRuler: async ({ message, offers }, button) => {
      const move = nth(offers.moves, button);
      if (!move) return;
      const tokens = await offerMove(message, move.offer);
      if (tokens === 0) ui.notifications?.warn(foundryFormat("COMBAT_PATROL.Chat.moveNoToken"));
    },
    // A forced move moves the token: the forcedMove action (actions/forced) on the moving actor computes
    // where it ends (away from / toward the nearest enemy) and moves it once confirmed.
    moveToken: async ({ message, offers }, button) => {
      const offer = nth(offers.moves, button)?.offer;
      const actor = offer ? actorByUuid(offer.actorId) : null;
      if (!offer || !actor) return;
      await performAction("forcedMove", {
        actor,
        token: null,
        params: {
          direction: offer.direction,
          inches: String(offer.inches),
          wholeUnit: String(offer.wholeUnit),
          messageId: message.id ?? "",
        },
      });
    },
    // "Why?": the rule the result comes from, on its page of the rules reference (the help pack).
    openRule: async (_context, button) => {
      if (!(await openRuleReference(button.dataset.rule ?? "")))
        ui.notifications?.warn(foundryFormat("COMBAT_PATROL.Chat.whyMissing"));
    },
    // An action a manifest's chat button offers on a figure (carried dynamite, breakthrough, …).
    runAction: async ({ offers }, button) => {
      const offer = nth(offers.actions, button);
      const actor = offer ? actorByUuid(offer.actorId) : null;
      if (!offer || !actor) return;
      await performAction(offer.action, { actor, token: null, params: offer.params });
    },
  },
});

/** Does this user own the actor (UUID)? */
function owns(user: User.Implementation, actorId: string): boolean {
  const actor = actorByUuid(actorId);
  return !!actor && actor.testUserPermission(user, "OWNER");
}

/** What the card offers this client's user (none without a user). */
export function resultCardContext(message: ChatMessage.Implementation, record: ResultRecord): ResultCardContext {
  const user = game.user;
  const none: ResultOffers = { moves: [], actions: [] };
  if (!user) return { message, offers: none };
  const offers = resultOffers(
    record,
    message.id ?? "",
    {
      mayAct: (id) => user.isGM || owns(user, id),
      actorName: (id) => actorByUuid(id)?.name ?? null,
      carried: (id) => {
        const s = actorByUuid(id)?.system;
        return s instanceof FigureModel ? s.dynamite.sticks + s.dynamite.bundles : 0;
      },
      format: foundryFormat,
    },
    CHAT_BUTTONS,
  );
  return { message, offers };
}
