/**
 * NAP-5.3 a door or window on a close order unit's way. A module of its own: the canvas checks a
 * dragged token at start without loading the close order rules.
 */
import { RulesError } from "../errors";

/** What a unit in close order may not go through. */
export type Opening = "door" | "window";

/**
 * NAP-5.3 "a unit obviously cannot move through a door or window in close order": refused (the
 * unit leaves close order first, NAP-5.2).
 */
export function checkCloseOrderOpening(unitName: string, closeOrder: boolean, opening: Opening | null): void {
  if (closeOrder && opening !== null) throw new RulesError("closeOrderOpening", { unit: unitName, opening });
}
