/**
 * The shipped Frontier deck (CORE-1, CORE-2), read from frontier.deck.json, which
 * tools/generate-deck.ts builds from frontier-targets.ts. Validated like any imported deck.
 */
import { parseDeckFile, type DeckDefinition } from "./deck-file";
import frontierDeckFile from "./frontier.deck.json";

export const FRONTIER_DECK: DeckDefinition = parseDeckFile(frontierDeckFile);
