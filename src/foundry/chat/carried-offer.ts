/**
 * OW-6.1.4 "If a figure carrying dynamite is wounded or incapacitated, draw an additional card":
 * a result that wounds or incapacitates a carrier offers, at the end of its card, a "Hit carrying
 * dynamite" button to the carrier's owner (or the GM): it runs the carriedDynamite action
 * (actions/placed-charge) on him. Pure: which carriers were hurt; result-card.ts reads the sticks and
 * bundles each carries, and the result card's template shows the buttons (result-offers.ts).
 */
import { actorOfPart, type ResultRecord } from "@foundry/kernel/result-record";
import type { OfferedAction } from "./result-offers";

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

/** The carriedDynamite action offered on each hurt carrier, in the effects' order. */
export function carriedDynamiteOffers(
  record: Pick<ResultRecord, "result">,
  carried: (figureId: string) => number,
): OfferedAction[] {
  return carriersHurt(record, carried).map((actorId) => ({ action: "carriedDynamite", actorId, params: {} }));
}
