/** NAP-6.2.1.3 / OW-7.1e the chat card's Breakthrough button (the offer: breakthrough-offer.ts). */
import type { ResultRecord } from "./record";
import { breakthroughOffer } from "./breakthrough-offer";
import { performAction } from "../actions/layer";
import { actorByUuid } from "../data/resolve";
import { foundryFormat } from "../shared/format";

/** The button at the end of the card, for the victor's owner (or the GM). */
export function offerBreakthrough(content: HTMLElement, record: ResultRecord, messageId: string, mayAct: (actorId: string) => boolean): void {
  const found = breakthroughOffer(record, messageId);
  const actor = found ? actorByUuid(found.actorId) : null;
  if (!found || !actor || !mayAct(found.actorId)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cp-move-offer";
  button.textContent = `${foundryFormat("COMBAT_PATROL.Action.breakthrough")}: ${actor.name}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void performAction("breakthrough", { actor, token: null, params: found.params });
  });
  content.append(button);
}
