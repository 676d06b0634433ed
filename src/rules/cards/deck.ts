/**
 * The Action Deck in play (CORE-1): a pure state machine over card serials.
 *
 * Every function takes a DeckState and returns a new one (plus the card drawn), so the
 * Foundry side can load the state, run a procedure, and write the new state in one
 * atomic update.
 *
 * Zones: the draw pile (the cards left, as a set: serial order), the cards drawn and still
 * shown, and the discard pile. A deck keeps no order and no seed: which card comes next is
 * decided when it is drawn, by the DrawChance the caller gives (random.ts), so the stored state
 * never tells the next card. When the draw pile is exhausted the discard pile goes back into it
 * (the reshuffle); at the end of the turn every card is recalled.
 */
import { RulesError } from "../errors";
import type { DeckDefinition } from "./deck-file";
import { cardBySerial } from "./deck-file";
import type { DrawChance } from "./random";
import type { ActionCard } from "./schema";
import type { CardSource, DrawPurpose } from "./source";

export interface DeckState {
  /** Serials still to draw, in serial order: a set, not an order (the next card is chosen when drawn). */
  readonly drawPile: readonly number[];
  /** Serials drawn and still shown (not yet discarded). */
  readonly drawn: readonly number[];
  readonly discardPile: readonly number[];
  /** Shuffles so far (for the audit log). */
  readonly shuffles: number;
}

interface DrawResult {
  readonly state: DeckState;
  readonly card: ActionCard;
  /** True when the discard pile was shuffled back in before this draw (CORE-1). */
  readonly reshuffled: boolean;
}

const bySerial = (a: number, b: number) => a - b;

/** CORE-1: a fresh deck, every card in the draw pile. */
export function newDeckState(deck: DeckDefinition): DeckState {
  return { drawPile: deck.cards.map((c) => c.serial).sort(bySerial), drawn: [], discardPile: [], shuffles: 1 };
}

/** CORE-1: draw one of the cards left, chosen by `chance`; the discard pile goes back in first if the pile is exhausted. */
export function drawCard(state: DeckState, deck: DeckDefinition, chance: DrawChance): DrawResult {
  const ready = state.drawPile.length ? state : reshuffleDiscards(state);
  const at = ready.drawPile.length ? chance.pick(ready.drawPile) : 0;
  const serial = ready.drawPile[at];
  if (serial === undefined) throw new RulesError("COMBAT_PATROL.Error.deckExhausted", { drawn: ready.drawn.length });
  const card = requireCard(deck, serial);
  return {
    state: { ...ready, drawPile: without(ready.drawPile, at), drawn: [...ready.drawn, serial] },
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
    state: { ...ready, drawPile: without(ready.drawPile, at), drawn: [...ready.drawn, serial] },
    card,
    reshuffled: ready !== state,
  };
}

function without<T>(items: readonly T[], at: number): T[] {
  return [...items.slice(0, at), ...items.slice(at + 1)];
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

/** CORE-1: the draw pile is exhausted: the discard pile goes back in (the next draws choose among them all). */
export function reshuffleDiscards(state: DeckState): DeckState {
  return {
    ...state,
    drawPile: [...state.drawPile, ...state.discardPile].sort(bySerial),
    discardPile: [],
    shuffles: state.shuffles + 1,
  };
}

/** CORE-1 / CORE-3 end of turn: every card (drawn, discarded, undrawn) back in the draw pile. */
export function recallAll(state: DeckState): DeckState {
  return {
    drawPile: [...state.drawPile, ...state.drawn, ...state.discardPile].sort(bySerial),
    drawn: [],
    discardPile: [],
    shuffles: state.shuffles + 1,
  };
}

/** Cards left in the draw pile, in serial order (the pool for "odds over the remaining cards"). */
export function remainingCards(state: DeckState, deck: DeckDefinition): ActionCard[] {
  return state.drawPile.map((serial) => requireCard(deck, serial));
}

/** True when the state holds exactly the deck's serials, each once (e.g. after importing another deck). */
export function stateMatchesDeck(state: DeckState, deck: DeckDefinition): boolean {
  const all = [...state.drawPile, ...state.drawn, ...state.discardPile].sort(bySerial);
  const serials = deck.cards.map((c) => c.serial).sort(bySerial);
  return all.length === serials.length && all.every((s, i) => s === serials[i]);
}

/** One draw made through a deck source, for the result object and the audit log. */
interface DeckDraw {
  readonly serial: number;
  readonly reason: string;
  readonly reshuffled: boolean;
}

/** A CardSource over a deck state; `state` is the state after every draw so far. */
export interface DeckSource extends CardSource {
  readonly state: DeckState;
  readonly draws: readonly DeckDraw[];
}

/** CORE-1: draw from the deck, each card chosen by `chance` when drawn. Apply `source.state` afterwards in one update. */
export function deckSource(deck: DeckDefinition, state: DeckState, chance: DrawChance): DeckSource {
  return trackingSource(state, (current) => drawCard(current, deck, chance));
}

/** Where physical-card mode gets the serial a player typed: a queue, or a callback asked per draw. */
type SerialInput = readonly number[] | ((purpose: DrawPurpose) => number);

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
