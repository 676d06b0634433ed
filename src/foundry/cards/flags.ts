/**
 * What a Combat Patrol deck stores in its Cards document's flags["combat-patrol"]: which deck it
 * is (kind and owner: decks are found by these, never by name or id), its state as the engine
 * keeps it (rules/cards/deck.ts, rules/procedures/activation.ts) and its audit log. Plain JSON.
 */
import type { DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures/activation";
import type { ActivationCardKind } from "@rules/procedures/data";
import type { AuditLog } from "./audit";

export type DeckIdentity =
  | {
      readonly kind: "action";
      readonly ownerId: string;
      /** The deck file's name and the folder of its faces. */
      readonly deckName: string;
      readonly facesRoot: string;
      readonly slug: string;
    }
  | { readonly kind: "activation" };

export interface CardsFlag {
  deck?: DeckIdentity;
  /** Issue 7 a player's discard pile (cards/pile.ts): it mirrors his Action Deck's discards. */
  pile?: { readonly ownerId: string };
  state?: DeckState | ActivationDeckState;
  audit?: AuditLog;
  /** Activation Deck: the scenario's cards (null = the deck's cards with the Hero option). */
  scenarioCards?: readonly ActivationCardKind[] | null;
}
