/**
 * CORE-3 the Activation Deck: its cards (number cards 1-6 twice, Elite, Green, Hero with heroes
 * in play, End of Turn), the deck state between draws (a set of cards still to draw, the next one
 * chosen when drawn by the caller's chance), the End of Turn card buried under a few cards when
 * the option says so, and a new deck each turn. What a drawn card does is in activation.ts.
 */
import type { DrawChance } from "../cards/random";
import { RulesError } from "../errors";
import type { ActivationCardKind } from "./data";
import { dataOf, rulesOf, type ProcedureOptions } from "./reader";

export interface ActivationCard {
  /** Unique in the deck, e.g. "3#2" for the second 3, "end#1". */
  readonly id: string;
  readonly kind: ActivationCardKind;
}

export interface ActivationDeckState {
  /** Card ids still to draw: a set, not an order (the next card is chosen when drawn, by the caller's DrawChance). */
  readonly drawPile: readonly string[];
  readonly drawn: readonly string[];
  /** RulesOptions.endOfTurn "bury": the End of Turn card comes after this many cards this turn (absent: any time). */
  readonly endNotBefore?: number;
  /** Elite/Green cards waiting for the next number card. */
  readonly pending: readonly ("elite" | "green")[];
  /** The last number drawn this turn (the Hero card reads it, OW-4b). */
  readonly lastNumber: number | null;
  readonly turn: number;
}

/** CORE-3 the deck's cards from its composition; the Hero card only with heroes in play. */
export function activationDeckCards(
  composition: readonly ActivationCardKind[],
  heroesInPlay: boolean,
): ActivationCard[] {
  const seen = new Map<string, number>();
  return composition
    .filter((kind) => heroesInPlay || kind !== "hero")
    .map((kind) => {
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      return { id: `${kind}#${n}`, kind };
    });
}

export interface ActivationDeckOptions extends ProcedureOptions {
  /** The scenario's cards (options/scenario.ts scenarioActivationDeck), used as given. */
  readonly cards?: readonly ActivationCardKind[];
  /** Without `cards`: is the Hero card in? Default: the Hollywood heroes option. */
  readonly heroesInPlay?: boolean;
}

function deckOf(options?: ActivationDeckOptions): ActivationCard[] {
  if (options?.cards) return activationDeckCards(options.cards, true);
  return activationDeckCards(
    dataOf(options).activationDeck,
    options?.heroesInPlay ?? rulesOf(options).hollywood.heroes,
  );
}

/**
 * CORE-3 the deck made ready for a turn: every card in the draw pile. RulesOptions.endOfTurn
 * "bury": the End of Turn card goes to a random place in the lower half, that is it cannot be
 * drawn before half the other cards were (from then on every card left is as likely: the same
 * odds as a shuffle with the End card put at random in the lower half).
 */
function readyDeck(options: ActivationDeckOptions | undefined): Pick<ActivationDeckState, "drawPile" | "endNotBefore"> {
  const drawPile = deckOf(options).map((c) => c.id);
  if (rulesOf(options).endOfTurn !== "bury") return { drawPile };
  const others = drawPile.filter((id) => !isEnd(id)).length;
  return { drawPile, endNotBefore: Math.ceil((others + 1) / 2) };
}

const isEnd = (id: string) => id.startsWith("end#");

/** CORE-3 the Activation Deck for the first turn. */
export function newActivationDeck(options?: ActivationDeckOptions): ActivationDeckState {
  return { ...readyDeck(options), drawn: [], pending: [], lastNumber: null, turn: 1 };
}

/** CORE-3 End of Turn: every card back in the deck for the next turn. */
export function nextTurnDeck(state: ActivationDeckState, options?: ActivationDeckOptions): ActivationDeckState {
  return { ...readyDeck(options), drawn: [], pending: [], lastNumber: null, turn: state.turn + 1 };
}

const ACTIVATION_KINDS: readonly ActivationCardKind[] = ["1", "2", "3", "4", "5", "6", "elite", "green", "hero", "end"];

function isActivationKind(kind: string): kind is ActivationCardKind {
  return (ACTIVATION_KINDS as readonly string[]).includes(kind);
}

function cardOf(id: string): ActivationCard {
  const kind = id.split("#")[0] ?? "";
  if (!isActivationKind(kind)) throw new RulesError("badActivationCard", { card: id });
  return { id, kind };
}

/** The cards the next draw may be: every card left, the End of Turn card only once it may come ("bury"). */
export function drawableActivationCards(state: ActivationDeckState): readonly string[] {
  if (state.drawn.length >= (state.endNotBefore ?? 0)) return state.drawPile;
  const others = state.drawPile.filter((id) => !isEnd(id));
  return others.length > 0 ? others : state.drawPile;
}

/** Draw the next Activation Card, chosen by `chance` among the cards it may be; the state before it is kept for the card's resolution. */
export function drawActivationCard(
  state: ActivationDeckState,
  chance: DrawChance,
): {
  readonly card: ActivationCard;
  readonly state: ActivationDeckState;
} {
  const drawable = drawableActivationCards(state);
  const id = drawable[drawable.length ? chance.pick(drawable) : 0];
  if (id === undefined) throw new RulesError("activationDeckEmpty", { turn: state.turn });
  const card = cardOf(id);
  const number = numberOf(card);
  const pending: ActivationDeckState["pending"] =
    card.kind === "elite" || card.kind === "green"
      ? [...state.pending, card.kind]
      : number !== null
        ? []
        : state.pending;
  return {
    card,
    state: {
      ...state,
      drawPile: state.drawPile.filter((c) => c !== id),
      drawn: [...state.drawn, id],
      pending,
      lastNumber: number ?? state.lastNumber,
    },
  };
}

/** The number on a number card, null for the others. */
export function numberOf(card: ActivationCard): number | null {
  const n = Number(card.kind);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : null;
}
