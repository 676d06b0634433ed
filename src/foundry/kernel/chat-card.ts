/**
 * A chat card kind: the template it renders through and the buttons it answers, declared in one
 * place (as dnd5e's chat message data models declare `metadata.template` and `metadata.actions`,
 * and draw-steel's message parts `TEMPLATE` and `ACTIONS`). A button in the template is
 * `<button type="button" data-action="<name>">`; the rendered message gets ONE delegated click
 * listener (`listenForCardActions`) that runs the handler the card kind declares for that name.
 * No button is built in code.
 *
 * A Foundry note (docs/foundry-behaviour.md, "chat card actions"): the chat log is an
 * ApplicationV2 whose own click listener also sees every `[data-action]` inside it
 * (`ApplicationV2#onClickAction`, client/applications/api/application.mjs, search id 6114990798):
 * "close", "tab" and "toggleControls" are the application's own, then ChatLog's `actions`
 * (deleteMessage, dismissMessage, expandRoll, export, flush, jumpToBottom, messageMode); a name not
 * among them goes to `_onClickAction`, which does nothing. A card's action names stay clear of
 * those (FOUNDRY_CHAT_ACTIONS; tests/foundry/chat/card-actions.test.ts checks every card kind).
 */

/** What a press does: the card's context (its message, its offers), the button pressed. */
type CardAction<Ctx> = (context: Ctx, button: CardButton) => unknown;

/** The pressed button as a handler sees it (a real HTMLButtonElement in Foundry). */
export interface CardButton {
  readonly dataset: DOMStringMap;
  /** Set while its request runs (whileDisabled); a disabled button is not pressed. */
  disabled: boolean;
}

export interface ChatCard<Ctx = void> {
  /** Its template: `templatePath("chat/….hbs")` (shared/system.ts). */
  readonly template: string;
  /** What each `[data-action]` button of the template does, by its data-action. */
  readonly actions: { readonly [action: string]: CardAction<Ctx> };
}

/** A chat card kind, typed: a template and its actions (a kind without a template fails the type check). */
export function defineChatCard<Ctx = void>(card: ChatCard<Ctx>): ChatCard<Ctx> {
  return card;
}

/** The data-action names Foundry's chat log answers itself (see above): no card uses them. */
export const FOUNDRY_CHAT_ACTIONS: readonly string[] = [
  "close",
  "tab",
  "toggleControls",
  "deleteMessage",
  "dismissMessage",
  "expandRoll",
  "export",
  "flush",
  "jumpToBottom",
  "messageMode",
];

/** The parts of a DOM element the listener uses (tests pass a small double). */
export interface CardRoot {
  addEventListener(type: "click", listener: (event: CardClick) => void): void;
}

export interface CardClick {
  readonly target: unknown;
  preventDefault(): void;
}

interface ClosestTarget {
  closest(selector: string): CardButton | null;
}

function hasClosest(target: unknown): target is ClosestTarget {
  return (
    typeof target === "object" && target !== null && typeof (target as { closest?: unknown }).closest === "function"
  );
}

/**
 * ONE delegated listener on a rendered card: a click on (or inside) a `[data-action]` button runs
 * the handler the card kind declares for its name; a name the kind does not declare is left to
 * Foundry (the chat log's own actions), a disabled button does nothing.
 */
export function listenForCardActions<Ctx>(root: CardRoot, card: ChatCard<Ctx>, context: Ctx): void {
  root.addEventListener("click", (event) => {
    if (!hasClosest(event.target)) return;
    const button = event.target.closest("[data-action]");
    const name = button?.dataset.action;
    const handler = name !== undefined && Object.hasOwn(card.actions, name) ? card.actions[name] : undefined;
    if (!button || !handler || button.disabled === true) return;
    event.preventDefault();
    void handler(context, button);
  });
}
