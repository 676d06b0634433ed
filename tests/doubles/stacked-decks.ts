/**
 * Decks stacked for a test: the Frontier Action Deck and the Activation Deck with chosen cards on
 * top (the rest in their usual order after), so a draw turns up what the test expects.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures";
import { PROCEDURE_DEFAULTS } from "@rules/procedures";

/** The Frontier deck's state with these serials on top, in this order (the rest after). */
export function stackedDeck(serials: readonly number[]): DeckState {
  const rest = FRONTIER_DECK.cards.map((c) => c.serial).filter((s) => !serials.includes(s));
  return { drawPile: [...serials, ...rest], drawn: [], discardPile: [], shuffles: 1 };
}

/** The default Activation Deck with these card ids on top. */
export function stackedActivation(ids: readonly string[], turn = 1): ActivationDeckState {
  const all = PROCEDURE_DEFAULTS.activationDeck.map(
    (kind, i, list) => `${kind}#${list.slice(0, i + 1).filter((k) => k === kind).length}`,
  );
  return {
    drawPile: [...ids, ...all.filter((id) => !ids.includes(id))],
    drawn: [],
    pending: [],
    lastNumber: null,
    turn,
  };
}
