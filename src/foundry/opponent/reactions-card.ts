/**
 * CORE-10 the chat card of the engine's wait for reactions (reaction-window.ts): a chat card kind
 * (kernel/chat-card.ts) with its template (templates/chat/opponent-reactions.hbs) and one action,
 * `reactionsDone`: a player whose figure sees the engine's unit says his reactions are done
 * (reactions-done-foundry.ts asks the active GM, who checks it against the wait, reactions-wait.ts).
 * The button is disabled for anyone the card does not name, and the GM checks again.
 */
import type { TableUser } from "@foundry/kernel/table-ports";
import type { Format } from "@foundry/shared/format";
import { defineChatCard, listenForCardActions, type CardRoot } from "@foundry/kernel/chat-card";
import { templatePath } from "@foundry/shared/system";

const KEYS = "COMBAT_PATROL.Opponent.Reactions.";

/** Its data, in words (printed escaped): the line, who it waits for and their button, or how it ended. */
export interface ReactionsCardData {
  readonly text: string;
  readonly waiting: string | null;
  /** The ids of the players waited for, space-separated (the button's data-users). */
  readonly users: string;
  readonly button: string;
  readonly ended: string | null;
}

/** What its button acts on: the message it is on, and how to ask the GM (reactions-done-foundry.ts). */
export interface ReactionsCardContext {
  readonly messageId: string | null;
  readonly send: (messageId: string) => Promise<void>;
}

export const OPPONENT_REACTIONS_CARD = defineChatCard<ReactionsCardContext>({
  template: templatePath("chat/opponent-reactions.hbs"),
  actions: {
    reactionsDone: async ({ messageId, send }) => {
      if (messageId) await send(messageId);
    },
  },
});

/** The card while the engine waits for these players (none: the GM alone goes on). */
export function waitingCard(text: string, players: readonly TableUser[], t: Format): ReactionsCardData {
  return {
    text,
    waiting: players.length ? t(`${KEYS}waitingFor`, { players: players.map((p) => p.name).join(", ") }) : null,
    users: players.map((p) => p.id).join(" "),
    button: t(`${KEYS}done`),
    ended: null,
  };
}

/** The card once the engine goes on: every player said so, or the GM went on. */
export function endedCard(text: string, everyoneDone: boolean, t: Format): ReactionsCardData {
  return {
    text,
    waiting: null,
    users: "",
    button: "",
    ended: t(`${KEYS}${everyoneDone ? "allDone" : "wentOn"}`),
  };
}

/** The parts of a rendered message this needs: its "reactions done" buttons, and the one listener. */
export interface ReactionsCardRoot extends CardRoot {
  querySelectorAll(selector: string): Iterable<{ readonly dataset: DOMStringMap; disabled: boolean }>;
}

/** A rendered card's button: disabled for a user it does not name; a card with one gets the card's listener. */
export function listenForReactionsDone(
  html: ReactionsCardRoot,
  context: ReactionsCardContext,
  userId: string | null,
): void {
  const buttons = [...html.querySelectorAll('button[data-action="reactionsDone"]')];
  if (buttons.length === 0) return;
  for (const button of buttons)
    if (!userId || !(button.dataset.users ?? "").split(" ").includes(userId)) button.disabled = true;
  listenForCardActions(html, OPPONENT_REACTIONS_CARD, context);
}
