/**
 * Deck states as stored in a Cards document's flags, read back with a shape check (a flag is
 * only JSON: a hand-edited or older world may hold anything), and the Activation Deck helpers
 * the draw service needs on top of the engine (rules/procedures/activation.ts).
 *
 * A world made before the draws were decided at draw time stored a shuffled draw pile and the
 * seed of the next shuffle: they are read as the set of cards left (sorted) and the seed is
 * dropped, so nothing read from a flag orders the cards.
 */
import type { DeckState } from "@rules/cards/deck";
import { RulesError } from "@rules/errors";
import type { ActivationCardKind } from "@rules/procedures/data";
import { FIRST_CARD } from "@rules/cards/random";
import { drawActivationCard, type ActivationCard, type ActivationDeckState } from "@rules/procedures/activation";

const ACTIVATION_KINDS: readonly ActivationCardKind[] = ["1", "2", "3", "4", "5", "6", "elite", "green", "hero", "end"];

function isActivationKind(v: unknown): v is ActivationCardKind {
  return typeof v === "string" && (ACTIVATION_KINDS as readonly string[]).includes(v);
}

/** The kind of an Activation Card id ("3#2" -> "3"). */
export function activationKindOf(id: string): ActivationCardKind | null {
  const kind = id.split("#")[0];
  return isActivationKind(kind) ? kind : null;
}

/**
 * The card ids of an Activation Deck whose cards are listed in serial order: the n-th card of
 * a kind is "<kind>#n" (as activationDeckCards numbers them), so serial <-> id is fixed by the deck.
 */
export function activationIds(kinds: readonly ActivationCardKind[]): string[] {
  const seen = new Map<string, number>();
  return kinds.map((kind) => {
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    return `${kind}#${n}`;
  });
}

/**
 * Physical-card mode for the Activation Deck: the GM drew card `id` at the real table. It must
 * still be in the draw pile; it is then drawn as if it were on top (CORE-3 resolution unchanged).
 */
export function drawActivationById(
  state: ActivationDeckState,
  id: string,
): { readonly card: ActivationCard; readonly state: ActivationDeckState } {
  if (!state.drawPile.includes(id))
    throw new RulesError("COMBAT_PATROL.Error.activationCardNotInDeck", { card: id, turn: state.turn });
  // The card drawn at the real table stands, the End of Turn card too ("bury" only rules the digital draw).
  const { endNotBefore, ...rest } = state;
  const drawn = drawActivationCard({ ...rest, drawPile: [id] }, FIRST_CARD);
  const left = state.drawPile.filter((c) => c !== id);
  return {
    card: drawn.card,
    state: { ...drawn.state, drawPile: left, ...(endNotBefore === undefined ? {} : { endNotBefore }) },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isIntList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/** A stored Action Deck state, or null when the flag does not hold one. */
export function deckStateFrom(raw: unknown): DeckState | null {
  if (!isRecord(raw)) return null;
  const { drawPile, drawn, discardPile, shuffles } = raw;
  if (!isIntList(drawPile) || !isIntList(drawn) || !isIntList(discardPile)) return null;
  if (typeof shuffles !== "number") return null;
  return { drawPile: [...drawPile].sort((a, b) => a - b), drawn, discardPile, shuffles };
}

/** A stored Activation Deck state, or null. */
export function activationStateFrom(raw: unknown): ActivationDeckState | null {
  if (!isRecord(raw)) return null;
  const { drawPile, drawn, pending, lastNumber, turn, endNotBefore } = raw;
  if (!isStringList(drawPile) || !isStringList(drawn) || typeof turn !== "number") return null;
  if (!Array.isArray(pending) || !pending.every((p) => p === "elite" || p === "green")) return null;
  if (lastNumber !== null && typeof lastNumber !== "number") return null;
  const state: ActivationDeckState = { drawPile: [...drawPile].sort(), drawn, pending, lastNumber, turn };
  return typeof endNotBefore === "number" ? { ...state, endNotBefore } : state;
}

/** True when the state holds exactly `ids`, each once (else the deck changed: reshuffle it). */
export function activationStateMatches(state: ActivationDeckState, ids: readonly string[]): boolean {
  const held = [...state.drawPile, ...state.drawn];
  const all = new Set(ids);
  return held.length === new Set(held).size && held.every((id) => all.has(id));
}
