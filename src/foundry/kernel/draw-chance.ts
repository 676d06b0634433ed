/**
 * The chance behind every card the GM's client draws (CORE-1, CORE-3): a cryptographic random
 * choice among the cards left, made when the card is drawn (Web Crypto's getRandomValues, the
 * browser's and Node's). No deck stores an order or a seed, so nothing a player's client
 * receives tells the next card. Tests and replays give the coordinator a seeded chance instead
 * (rules/cards/random.ts seededChance).
 */
import { nextBelow, type DrawChance } from "@rules/cards/random";

/** One uniform 32-bit value from the platform's cryptographic generator. */
function cryptoWord(): number {
  const word = crypto.getRandomValues(new Uint32Array(1))[0];
  if (word === undefined) throw new Error("Combat Patrol | no random value from crypto.getRandomValues");
  return word;
}

/** A card chosen uniformly among those left (rejection sampling: no modulo bias). */
export const cryptoChance: DrawChance = {
  pick: (items) => nextBelow(cryptoWord, Math.max(1, items.length)),
};
