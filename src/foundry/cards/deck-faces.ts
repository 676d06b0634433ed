/**
 * Where a deck's card faces are (pure: no Foundry global): the shipped folder for the Frontier
 * deck, else the storage folder of the deck's slug and the hash of its cards, so an edited deck
 * never reuses another's faces. The Frontier deck is known by its cards' hash, so the deck itself
 * loads only when a deck is made.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { ActionCard } from "@rules/cards/schema";
import { textHash } from "@rules/cards/random";
import { deckSlug, SYSTEM_FACES_ROOT } from "./card-face-paths";

/** Faces of imported decks: the system's persistent storage (survives system updates). */
const STORAGE_ROOT = `systems/${SYSTEM_ID}/storage/cards`;

/** Where a deck's faces are: the shipped folder for the Frontier deck, else the storage folder of its slug. */
export function facesOf(deck: DeckDefinition): { readonly root: string; readonly slug: string } {
  const hash = hashCards(deck.cards);
  if (hash === FRONTIER_FACES.hash) return { root: SYSTEM_FACES_ROOT, slug: deckSlug(FRONTIER_FACES.name) };
  return { root: STORAGE_ROOT, slug: `${deckSlug(deck.name)}-${hash}` };
}

/**
 * The shipped Frontier deck as its faces know it: its name and the hash of its cards (so the
 * deck itself need not load at start; tests/foundry/cards/faces-of.test.ts keeps both true).
 */
export const FRONTIER_FACES = { name: "Frontier", hash: "d44f8fa1" } as const;

/** 32-bit FNV-1a of the cards, 8 hex digits: an edited deck never reuses another's faces. */
export function hashCards(cards: readonly ActionCard[]): string {
  return textHash(JSON.stringify(cards)).toString(16).padStart(8, "0");
}
