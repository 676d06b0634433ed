/** NAP-6.2.1.3 / OW-7.1e the chat card's Breakthrough button (the offer: breakthrough-offer.ts). */
import type { ResultRecord } from "@foundry/kernel/result-record";
import { breakthroughOffer } from "./breakthrough-offer";
import { actorByUuid } from "@foundry/data/resolve";
import { actionOfferButton } from "./offer-button";

/** The button at the end of the card, for the victor's owner (or the GM). */
export function offerBreakthrough(
  content: HTMLElement,
  record: ResultRecord,
  messageId: string,
  mayAct: (actorId: string) => boolean,
): void {
  const found = breakthroughOffer(record, messageId);
  const actor = found ? actorByUuid(found.actorId) : null;
  if (!found || !actor || !mayAct(found.actorId)) return;
  content.append(actionOfferButton("breakthrough", actor, found.params));
}
