/**
 * The ChatMessage document of the system. A "result" message renders its record through
 * view.ts and templates/chat/result.hbs into Foundry's own message frame (header, sender,
 * delete button stay Foundry's), every time it is shown: an apply updates the message and the
 * chat log renders it again with the "applied" line instead of the button.
 */
import { actorByUuid } from "@foundry/data/resolve";
import {
  ApplyCoordinator,
  applyFromSocket,
  askGM,
  applyRefusal,
  type ApplyAnswer,
  type ApplyPayload,
  type ApplyPorts,
  type ApplyQuery,
  type ResultAction,
  APPLY_QUERY,
} from "@foundry/kernel/result-apply";
import { senderLedger, type QueryOptionsSeen } from "@foundry/kernel/query-sender";
import { QUERY_TIMEOUT_MS, whileDisabled } from "@foundry/kernel/query-timeout";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { renderWithContent } from "./prerender";
import { resultView } from "./view";
import { moveOffers, type MoveOffer } from "@foundry/kernel/result-moves";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { offerMove } from "@foundry/canvas/allowance-flag";
import { performAction } from "@foundry/kernel/action-layer";
import { offerCarriedDynamite } from "./carried";
import { offerBreakthrough } from "./breakthrough-button";
import { wireChargeBlasts } from "@foundry/canvas/blast";
import { gmCoordinator } from "@foundry/kernel/draw-service";
import { foundryDeckStore } from "@foundry/kernel/deck-store";
import { lastApplied } from "@foundry/kernel/result-ledger";

import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryFormat } from "@foundry/shared/format";

export { SYSTEM_ID, foundryFormat };
export const RESULT_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/result.hbs`;
export const RESULT_PARTIALS = [
  `systems/${SYSTEM_ID}/templates/chat/parts/card.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/parts/lines.hbs`,
];

/* ------------------------------------------------------------------ the GM side */

/**
 * Apply and Undo on the active GM's client: the message as the server stores it (its record is
 * fingerprinted whole against the GM's record, kernel/result-desk.ts), the draw coordinator's
 * record of results, and the card's mark written back.
 */
export const foundryApplyPorts: ApplyPorts = {
  message(messageId) {
    const system = game.messages?.get(messageId)?.system;
    if (!(system instanceof ResultMessageModel)) return null;
    return { record: system.toObject().record, requestId: system.requestId };
  },
  desk: {
    confirmResult: (requestId, record, by) => gmCoordinator().confirmResult(requestId, record, by),
    undoResult: (requestId, record, by) => gmCoordinator().undoResult(requestId, record, by),
  },
  async markMessage(messageId, mark) {
    await game.messages?.get(messageId)?.update({
      system: { applied: { ...mark.applied }, waiting: mark.waiting, undoneBy: mark.undoneBy },
    });
  },
};

/** Does this user own the actor (UUID)? */
function owns(userId: string, actorId: string): boolean {
  const user = game.users?.get(userId);
  const actor = actorByUuid(actorId);
  return !!user && !!actor && actor.testUserPermission(user, "OWNER");
}

let coordinator: ApplyCoordinator | null = null;

/** The apply coordinator of this client (it serves only while this client is the active GM). */
export function applyCoordinator(): ApplyCoordinator {
  coordinator ??= new ApplyCoordinator(foundryApplyPorts);
  return coordinator;
}

/**
 * CONFIG.queries handler: runs on the active GM's client. The requester is the sender the
 * server names for the query (queries/sender.ts), never the payload's.
 */
export async function handleApplyQuery(data: ApplyPayload, options?: QueryOptionsSeen): Promise<ApplyAnswer> {
  if (!game.users?.activeGM?.isSelf) return applyRefusal("noGM");
  return applyFromSocket(applyCoordinator(), senderLedger, data, options);
}

/* ------------------------------------------------------------------ any client */

/** Ask the active GM to apply a result message; refusals are shown here. */
export async function requestApply(messageId: string, action: ResultAction = "apply"): Promise<ApplyAnswer> {
  const user = game.user;
  const gm = game.users?.activeGM ?? null;
  let answer: ApplyAnswer;
  if (!user || !gm) answer = applyRefusal("noGM");
  else {
    const query: ApplyQuery = { messageId, requesterId: user.id, action };
    const payload: ApplyPayload = { messageId, action };
    answer = await askGM(() =>
      gm.isSelf ? applyCoordinator().apply(query) : gm.query(APPLY_QUERY, payload, { timeout: QUERY_TIMEOUT_MS }),
    );
  }
  if (!answer.ok) ui.notifications?.warn(foundryFormat(answer.key, answer.data));
  else if (action === "undo") ui.notifications?.info(foundryFormat("COMBAT_PATROL.Chat.undone"));
  else if (answer.skipped > 0)
    ui.notifications?.info(foundryFormat("COMBAT_PATROL.Chat.skipped", { count: answer.skipped }));
  return answer;
}

/* ------------------------------------------------------------------ the document */

export class CombatPatrolChatMessage extends ChatMessage {
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const system = this.system;
    const record = system instanceof ResultMessageModel ? system.result : null;
    // The card is rendered BEFORE Foundry's renderHTML, which fires renderChatMessageHTML
    // with the content it read: other modules' listeners see the card, not a placeholder (prerender.ts).
    let inner: string | null = null;
    if (record && system instanceof ResultMessageModel) {
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
      inner = await foundry.applications.handlebars.renderTemplate(RESULT_TEMPLATE, { view });
    }
    const html =
      inner === null
        ? await super.renderHTML(options)
        : await renderWithContent(this, inner, () => super.renderHTML(options));
    // OW-6.1.2 a charge that exploded on an Activation Card: its blast to place (combat/foundry.ts).
    wireChargeBlasts(html, this.id ?? null);
    const content = html.querySelector<HTMLElement>(".message-content");
    if (!record || !content) return html;
    html.classList.add("cp-result-message");
    this.#offerMoves(content, record);
    // OW-6.1.4 a carrier of dynamite hurt: the extra card, offered to his owner (or the GM).
    const user = game.user;
    if (user) offerCarriedDynamite(content, record, (id) => user.isGM || owns(user.id, id));
    // NAP-6.2.1.3 / OW-7.1e the victor's breakthrough with the card's offer, to his owner (or the GM).
    if (user) offerBreakthrough(content, record, this.id ?? "", (id) => user.isGM || owns(user.id, id));
    const button = content.querySelector<HTMLButtonElement>("[data-cp-apply]");
    button?.addEventListener("click", (event) => {
      event.preventDefault();
      // Enabled again after any failure, a thrown one or no answer included.
      void whileDisabled(button, async () => (await requestApply(this.id ?? "")).ok);
    });
    const undo = content.querySelector<HTMLButtonElement>("[data-cp-undo]");
    undo?.addEventListener("click", (event) => {
      event.preventDefault();
      void whileDisabled(undo, async () => (await requestApply(this.id ?? "", "undo")).ok);
    });
    return html;
  }

  /**
   * The moves the result asks for, each offered to its owner (or the GM) as a ruler preview: a
   * button after its line writes the inches as the token's movement allowance (chat/moves.ts).
   */
  #offerMoves(content: HTMLElement, record: ResultRecord): void {
    const user = game.user;
    if (!user) return;
    const items = content.querySelectorAll<HTMLLIElement>(".cp-result-moves li");
    for (const offer of moveOffers(record)) {
      const item = items[offer.index];
      if (!item || !(user.isGM || owns(user.id, offer.actorId))) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cp-move-offer";
      button.dataset.tooltip = foundryFormat("COMBAT_PATROL.Chat.moveOnRulerHint", { inches: offer.inches });
      const icon = document.createElement("i");
      icon.className = "fa-solid fa-ruler";
      icon.inert = true;
      button.append(icon, ` ${foundryFormat("COMBAT_PATROL.Chat.moveOnRuler")}`);
      button.addEventListener("click", (event) => {
        event.preventDefault();
        void offerMove(this, offer).then((tokens) => {
          if (tokens === 0) ui.notifications?.warn(foundryFormat("COMBAT_PATROL.Chat.moveNoToken"));
        });
      });
      item.append(" ", button, " ", moveTokenButton(offer, this.id ?? ""));
    }
  }
}

/**
 * A forced move moves the token: the "forcedMove" action (actions/forced) on the moving
 * actor computes where it ends (away from / toward the nearest enemy) and moves it once confirmed.
 */
function moveTokenButton(offer: MoveOffer, messageId: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cp-move-offer";
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-person-walking-arrow-right";
  icon.inert = true;
  button.append(icon, ` ${foundryFormat("COMBAT_PATROL.Chat.moveToken")}`);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    const actor = actorByUuid(offer.actorId);
    if (!actor) return;
    void performAction("forcedMove", {
      actor,
      token: null,
      params: {
        direction: offer.direction,
        inches: String(offer.inches),
        wholeUnit: String(offer.wholeUnit),
        messageId,
      },
    });
  });
  return button;
}
