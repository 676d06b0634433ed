/**
 * The Action Deck in play (CORE-1): a pure state machine over card serials.
 *
 * Every function takes a DeckState and returns a new one (plus the card drawn), so the
 * Foundry side can load the state, run a procedure, and write the new state in one
 * atomic update. Shuffles are seeded; the state carries the seed of its next shuffle.
 *
 * Zones: the draw pile (next card first), the cards drawn and still shown, and the
 * discard pile. When the draw pile is exhausted the discard pile is shuffled back in
 * with the next seed; at the end of the turn every card is recalled and reshuffled.
 */
import { RulesError } from "../errors";
import type { DeckDefinition } from "./deck-file";
import { cardBySerial } from "./deck-file";
import { normalizeSeed, seededShuffle } from "./random";
import type { ActionCard } from "./schema";
import type { CardSource, DrawPurpose } from "./source";

export interface DeckState {
  /** Serials still to draw; the next card is drawPile[0]. */
  readonly drawPile: readonly number[];
  /** Serials drawn and still shown (not yet discarded). */
  readonly drawn: readonly number[];
  readonly discardPile: readonly number[];
  /** Seed of the next shuffle. */
  readonly seed: number;
  /** Shuffles so far (for the audit log). */
  readonly shuffles: number;
}

export interface DrawResult {
  readonly state: DeckState;
  readonly card: ActionCard;
  /** True when the discard pile was shuffled back in before this draw (CORE-1). */
  readonly reshuffled: boolean;
}

/** CORE-1: a fresh deck, all cards shuffled with `seed`. */
export function newDeckState(deck: DeckDefinition, seed: number): DeckState {
  const shuffled = seededShuffle(
    deck.cards.map((c) => c.serial),
    normalizeSeed(seed),
  );
  return { drawPile: shuffled.items, drawn: [], discardPile: [], seed: shuffled.nextSeed, shuffles: 1 };
}

/** CORE-1: draw the top card; reshuffle the discard pile back in first if the draw pile is exhausted. */
export function drawCard(state: DeckState, deck: DeckDefinition): DrawResult {
  const ready = state.drawPile.length ? state : reshuffleDiscards(state);
  const serial = ready.drawPile[0];
  if (serial === undefined) throw new RulesError("COMBAT_PATROL.Error.deckExhausted", { drawn: ready.drawn.length });
  const card = requireCard(deck, serial);
  return {
    state: { ...ready, drawPile: ready.drawPile.slice(1), drawn: [...ready.drawn, serial] },
    card,
    reshuffled: ready !== state,
  };
}

/**
 * Physical-card mode: the player drew `serial` from a real deck. It must belong to the
 * deck and still be in the draw pile (a card already drawn comes back only by a reshuffle).
 * Refusal throws a RulesError naming the serial and changes nothing.
 */
export function drawSerial(state: DeckState, deck: DeckDefinition, serial: number): DrawResult {
  const card = Number.isInteger(serial) ? cardBySerial(deck, serial) : undefined;
  if (!card) throw new RulesError("COMBAT_PATROL.Error.unknownSerial", { serial: String(serial), deck: deck.name });
  const ready = state.drawPile.length ? state : reshuffleDiscards(state);
  const at = ready.drawPile.indexOf(serial);
  if (at < 0) throw new RulesError("COMBAT_PATROL.Error.serialAlreadyDrawn", { serial });
  return {
    state: {
      ...ready,
      drawPile: [...ready.drawPile.slice(0, at), ...ready.drawPile.slice(at + 1)],
      drawn: [...ready.drawn, serial],
    },
    card,
    reshuffled: ready !== state,
  };
}

/** Put drawn cards on the discard pile (all of them by default). */
export function discardDrawn(state: DeckState, serials: readonly number[] = state.drawn): DeckState {
  const leaving = new Set(serials);
  return {
    ...state,
    drawn: state.drawn.filter((s) => !leaving.has(s)),
    discardPile: [...state.discardPile, ...state.drawn.filter((s) => leaving.has(s))],
  };
}

/** CORE-1: the draw pile is exhausted: the discard pile goes back in, shuffled with the next seed. */
export function reshuffleDiscards(state: DeckState): DeckState {
  const shuffled = seededShuffle([...state.drawPile, ...state.discardPile], state.seed);
  return { ...state, drawPile: shuffled.items, discardPile: [], seed: shuffled.nextSeed, shuffles: state.shuffles + 1 };
}

/** CORE-1 / CORE-3 end of turn: every card (drawn, discarded, undrawn) back in and reshuffled. */
export function recallAll(state: DeckState): DeckState {
  const all = [...state.drawPile, ...state.drawn, ...state.discardPile].sort((a, b) => a - b);
  const shuffled = seededShuffle(all, state.seed);
  return {
    drawPile: shuffled.items,
    drawn: [],
    discardPile: [],
    seed: shuffled.nextSeed,
    shuffles: state.shuffles + 1,
  };
}

/** Cards left in the draw pile, in draw order (the pool for "odds over the remaining cards"). */
export function remainingCards(state: DeckState, deck: DeckDefinition): ActionCard[] {
  return state.drawPile.map((serial) => requireCard(deck, serial));
}

/** True when the state holds exactly the deck's serials, each once (e.g. after importing another deck). */
export function stateMatchesDeck(state: DeckState, deck: DeckDefinition): boolean {
  const all = [...state.drawPile, ...state.drawn, ...state.discardPile].sort((a, b) => a - b);
  const serials = deck.cards.map((c) => c.serial).sort((a, b) => a - b);
  return all.length === serials.length && all.every((s, i) => s === serials[i]);
}

/** One draw made through a deck source, for the result object and the audit log. */
export interface DeckDraw {
  readonly serial: number;
  readonly reason: string;
  readonly reshuffled: boolean;
}

/** A CardSource over a deck state; `state` is the state after every draw so far. */
export interface DeckSource extends CardSource {
  readonly state: DeckState;
  readonly draws: readonly DeckDraw[];
}

/** CORE-1: draw from the shuffled deck. Apply `source.state` afterwards in one update. */
export function deckSource(deck: DeckDefinition, state: DeckState): DeckSource {
  return trackingSource(state, (current) => drawCard(current, deck));
}

/** Where physical-card mode gets the serial a player typed: a queue, or a callback asked per draw. */
export type SerialInput = readonly number[] | ((purpose: DrawPurpose) => number);

/**
 * Physical-card mode (CORE.md "Deck files"): each draw takes the serial the player typed,
 * validated against the deck and the state (unknown or already drawn → RulesError).
 */
export function physicalSource(deck: DeckDefinition, state: DeckState, serials: SerialInput): DeckSource {
  let next = 0;
  const typed = (purpose: DrawPurpose): number => {
    if (typeof serials === "function") return serials(purpose);
    const serial = serials[next];
    if (serial === undefined) throw new RulesError("COMBAT_PATROL.Error.noSerialTyped", { reason: purpose.reason });
    next += 1;
    return serial;
  };
  return trackingSource(state, (current, purpose) => drawSerial(current, deck, typed(purpose)));
}

function trackingSource(initial: DeckState, step: (state: DeckState, purpose: DrawPurpose) => DrawResult): DeckSource {
  let current = initial;
  const draws: DeckDraw[] = [];
  return {
    draw(purpose: DrawPurpose): ActionCard {
      const result = step(current, purpose);
      current = result.state;
      draws.push({ serial: result.card.serial, reason: purpose.reason, reshuffled: result.reshuffled });
      return result.card;
    },
    get state() {
      return current;
    },
    get draws() {
      return draws;
    },
  };
}

function requireCard(deck: DeckDefinition, serial: number): ActionCard {
  const card = cardBySerial(deck, serial);
  if (!card) throw new RulesError("COMBAT_PATROL.Error.deckStateMismatch", { serial, deck: deck.name });
  return card;
}
