/**
 * OW-6.1.4 "If a figure carrying dynamite is wounded or incapacitated, draw an additional card":
 * a result that wounds or incapacitates a carrier offers, after its line, a "Hit carrying
 * dynamite" button to the carrier's owner (or the GM): it runs the carriedDynamite action
 * (actions/charge) on him. The choice of carriers is pure (carriersHurt); the button is DOM.
 */
import type { ResultRecord } from "@foundry/kernel/result-record";
import { carriersHurt } from "./carriers";
import { FigureModel } from "@foundry/data/actor/figure";
import { actorByUuid } from "@foundry/data/resolve";
import { actionOfferButton } from "./offer-button";

/** The buttons, one per hurt carrier this user may act for, at the end of the card. */
export function offerCarriedDynamite(
  content: HTMLElement,
  record: ResultRecord,
  mayAct: (actorId: string) => boolean,
): void {
  const carried = (id: string): number => {
    const s = actorByUuid(id)?.system;
    return s instanceof FigureModel ? s.dynamite.sticks + s.dynamite.bundles : 0;
  };
  for (const id of carriersHurt(record, carried)) {
    const actor = actorByUuid(id);
    if (!actor || !mayAct(id)) continue;
    content.append(actionOfferButton("carriedDynamite", actor));
  }
}
