/**
 * What the scenario setup asks of other parts of the system, as small interfaces. The Cards
 * documents (Action Decks per player, the Activation Deck) are built by src/foundry/cards; it
 * provides a DeckService at init with provideDeckService, and the setup dialog only calls it.
 */
import type { ActivationCardKind } from "@rules/procedures/data";
import type { EndOfTurnMode } from "@rules/options";

interface DeckSummary {
  /** The Cards document's name, for the chat summary. */
  readonly name: string;
  readonly cards: number;
  /** The player holding it; null for the Activation Deck. */
  readonly userId: string | null;
}

export interface DeckService {
  /**
   * CORE-1 create the Action Deck of each player, or reset one that exists (every card recalled
   * and shuffled), from the deck file in use (null = the shipped Frontier deck).
   */
  resetActionDecks(request: {
    readonly userIds: readonly string[];
    readonly deckFile: string | null;
  }): Promise<DeckSummary[]>;
  /**
   * CORE-3 create or reset the Activation Deck with exactly these cards (the Hero card only when
   * heroes are in play, OW-4b), the End of Turn card placed as the option says.
   */
  resetActivationDeck(request: {
    readonly cards: readonly ActivationCardKind[];
    readonly endOfTurn: EndOfTurnMode;
  }): Promise<DeckSummary>;
}

let provided: DeckService | null = null;

/** Called once by the deck implementation (src/foundry/cards) at init. */
export function provideDeckService(service: DeckService): void {
  provided = service;
}

/** The deck service, or null while none is installed (the setup then skips the decks and says so). */
export function deckService(): DeckService | null {
  return provided;
}
