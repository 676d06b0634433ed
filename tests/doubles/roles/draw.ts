/** The draw role: the REAL draw coordinator over the double's decks (`table.service`), the command dice from `table.dice`. */
import type { DrawPort } from "@foundry/kernel/table-ports";
import type { ActionCard } from "@rules/cards/schema";
import { activationKey } from "@rules/artillery";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { remainingCards, type DeckState } from "@rules/cards/deck";
import type { TableDouble } from "../table";

export function drawDouble(table: TableDouble, userId: string): DrawPort {
  return {
    pool: () => remaining(table.actionDecks.get(userId)?.state ?? null),
    resolve: (request) => table.service(userId).resolve(request),
    activation: () => {
      const state = table.activation.state;
      const card = state.drawn[state.drawn.length - 1];
      return card === undefined ? null : activationKey(state.turn, card);
    },
    rollD6: async () => table.dice.shift() ?? 1,
  };
}

function remaining(state: DeckState | null): readonly ActionCard[] {
  return state ? remainingCards(state, FRONTIER_DECK) : FRONTIER_DECK.cards;
}
