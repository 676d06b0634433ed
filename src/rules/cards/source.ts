/**
 * A card source: where a procedure gets its next Action Card.
 *
 * Every procedure takes one, so play draws from a shuffled deck, tests fix the cards
 * they need, and physical-card mode hands over the card a player drew at a real table.
 */
import type { ActionCard, CardSection } from "./schema";

/** Why a card was drawn: shown in chat and in the GM's audit log. */
export interface DrawPurpose {
  /** What the procedure is doing, e.g. "fire.hit", "fire.effect", "morale". */
  readonly reason: string;
  /** The section that will decide the result (highlighted on the chat card). */
  readonly section: CardSection;
}

export interface CardSource {
  draw(purpose: DrawPurpose): ActionCard;
}

/** One card read by a procedure, as the result object records it. */
export interface CardRead {
  readonly serial: number;
  readonly reason: string;
  /** Sections that decided something on this card (first is the main one). */
  readonly sections: readonly CardSection[];
  /** Short machine-readable note of what the section showed, e.g. "holes=4". */
  readonly shows: string;
}

/** Thrown when a fixed or physical source has no card left to give. */
export class NoCardError extends Error {
  constructor(readonly reason: string) {
    super(`COMBAT_PATROL.Error.noCard: ${reason}`);
    this.name = "NoCardError";
  }
}

/** A source that hands out the given cards in order (tests, physical-card mode). */
export function fixedSource(
  cards: readonly ActionCard[],
): CardSource & { readonly used: number; readonly remaining: number } {
  let next = 0;
  return {
    draw(purpose: DrawPurpose): ActionCard {
      const card = cards[next];
      if (!card) throw new NoCardError(purpose.reason);
      next += 1;
      return card;
    },
    get used() {
      return next;
    },
    get remaining() {
      return cards.length - next;
    },
  };
}
