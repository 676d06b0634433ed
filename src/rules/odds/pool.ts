/**
 * Exact odds over a pool of Action Cards (CORE-1): the full deck, or the cards left in the
 * draw pile. Every number comes from counting cards, never from sampling. Predicates are
 * built from src/rules/cards/read.ts so the odds read a card exactly as the procedures do.
 */
import type { DeckState } from "../cards/deck";
import { remainingCards } from "../cards/deck";
import type { DeckDefinition } from "../cards/deck-file";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { probability, sum, type Probability } from "./fraction";

export type CardPredicate = (card: ActionCard) => boolean;

/** The cards odds are computed over: the full deck, or the draw pile of a deck state. */
export function poolOf(deck: DeckDefinition, state?: DeckState): readonly ActionCard[] {
  return state ? remainingCards(state, deck) : deck.cards;
}

function requireCards(pool: readonly ActionCard[]): void {
  if (pool.length === 0) throw new RulesError("COMBAT_PATROL.Error.oddsEmptyPool", {});
}

/** P(one card drawn from the pool satisfies `predicate`). */
export function cardProbability(pool: readonly ActionCard[], predicate: CardPredicate): Probability {
  requireCards(pool);
  return probability(pool.filter(predicate).length, pool.length);
}

interface Outcome<K> {
  readonly value: K;
  readonly probability: Probability;
  /** Cards in the pool showing this value. */
  readonly cards: number;
}

/**
 * The distribution of one section over the pool: every value in `values` (in that order,
 * zero when no card shows it), then any other value met, in order of first appearance.
 */
export function sectionDistribution<K>(
  pool: readonly ActionCard[],
  read: (card: ActionCard) => K,
  values: readonly K[] = [],
): Outcome<K>[] {
  requireCards(pool);
  const key = (v: K) => JSON.stringify(v);
  const counts = new Map<string, { value: K; cards: number }>();
  for (const value of values) counts.set(key(value), { value, cards: 0 });
  for (const card of pool) {
    const value = read(card);
    const entry = counts.get(key(value));
    if (entry) entry.cards += 1;
    else counts.set(key(value), { value, cards: 1 });
  }
  return [...counts.values()].map(({ value, cards }) => ({
    value,
    cards,
    probability: probability(cards, pool.length),
  }));
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i += 1) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}

/**
 * How many of `draws` cards drawn without replacement satisfy `predicate`: index x holds
 * P(exactly x) (hypergeometric).
 */
export function countDistribution(pool: readonly ActionCard[], predicate: CardPredicate, draws: number): Probability[] {
  requireCards(pool);
  if (!Number.isInteger(draws) || draws < 0 || draws > pool.length) {
    throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: pool.length, draws });
  }
  const yes = pool.filter(predicate).length;
  const no = pool.length - yes;
  const total = binomial(pool.length, draws);
  return Array.from({ length: draws + 1 }, (_, x) => probability(binomial(yes, x) * binomial(no, draws - x), total));
}

/** P(at least k) from a distribution indexed by count. */
export function atLeast(distribution: readonly Probability[], k: number): Probability {
  return sum(distribution.slice(Math.max(0, k)));
}

/** P(at most k) from a distribution indexed by count. */
export function atMost(distribution: readonly Probability[], k: number): Probability {
  return sum(distribution.slice(0, Math.max(0, k + 1)));
}

/** The mean of a distribution indexed by count, as a number. */
export function expectedCount(distribution: readonly Probability[]): number {
  return distribution.reduce((total, p, x) => total + p.value * x, 0);
}
