/**
 * OW-6.1.4 "If a figure carrying dynamite is wounded or incapacitated, draw an additional card":
 * a result that wounds or incapacitates a carrier offers, at the end of its card, a "Hit carrying
 * dynamite" button to the carrier's owner (or the GM): it runs the carriedDynamite action on him.
 * Declared in the folder's manifest; the result card reads the sticks and bundles each carries and
 * shows the buttons (chat/result-offers.ts).
 */
import type { ChatButton } from "@foundry/kernel/action-manifest";
import { actorOfPart, type ResultRecord } from "@foundry/kernel/result-record";

/** The figures a result wounds or incapacitates that carry dynamite (each once, in the effects' order). */
export function carriersHurt(record: Pick<ResultRecord, "result">, carried: (figureId: string) => number): string[] {
  const ids: string[] = [];
  for (const e of record.result.effects) {
    if (e.kind !== "wound" && e.kind !== "incapacitate") continue;
    const id = actorOfPart(e.figureId);
    if (!ids.includes(id) && carried(id) > 0) ids.push(id);
  }
  return ids;
}

export const CARRIED_DYNAMITE_BUTTON: ChatButton = {
  id: "carriedDynamite",
  // First: the extra card is drawn whatever else the card offers.
  order: 10,
  offers: (record, reads) =>
    carriersHurt(record, (id) => reads.carried(id)).map((actorId) => ({
      action: "carriedDynamite",
      actorId,
      params: {},
    })),
};
