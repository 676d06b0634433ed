/**
 * One activation card of one turn as a key the gun's "loadedOn" flag stores (CORE-3: a card is
 * drawn once a turn, so turn + card id names one activation). A module of its own: the table
 * reads the activation at start without loading the artillery's rules.
 */
export function activationKey(turn: number, cardId: string): string {
  return `${turn}:${cardId}`;
}
