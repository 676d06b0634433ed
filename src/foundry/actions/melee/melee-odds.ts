/**
 * CORE-6 exact odds of a round of hand to hand, before any card is drawn: every ordered pair of
 * cards the two sides can draw from the pool, each decided by the ENGINE (resolveMelee over the
 * pair), counted exactly. No rule is restated here: the engine says who wins each pair.
 */
import type { ActionCard } from "@rules/cards/schema";
import { fixedSource } from "@rules/cards/source";
import { probability, type Probability } from "@rules/odds/fraction";
import { resolveMelee, type MeleeInput, type MeleeWinner } from "@rules/procedures";
import type { RulesOptions } from "@rules/options";

type MeleeOdds = Readonly<Record<MeleeWinner, Probability>>;

/** P(attacker wins), P(tie), P(defender wins) over the pool (the remaining cards of the deck). */
export function meleeOdds(input: MeleeInput, pool: readonly ActionCard[], options?: RulesOptions): MeleeOdds | null {
  if (pool.length < 3) return null;
  // Cards of equal melee value give the same outcome: count by value, decide each value pair once.
  const byValue = new Map<number, ActionCard[]>();
  for (const card of pool) byValue.set(card.melee, [...(byValue.get(card.melee) ?? []), card]);
  const counts: Record<MeleeWinner, number> = { attacker: 0, tie: 0, defender: 0 };
  for (const [a, attackerCards] of byValue) {
    for (const [d, defenderCards] of byValue) {
      const pairs = attackerCards.length * defenderCards.length - (a === d ? attackerCards.length : 0);
      if (pairs === 0) continue;
      const first = attackerCards[0]!;
      const second = defenderCards.find((c) => c !== first)!;
      const damage = pool.find((c) => c !== first && c !== second)!;
      const { winner } = resolveMelee(
        input,
        fixedSource([first, second, damage]),
        options ? { rules: options } : undefined,
      );
      counts[winner] += pairs;
    }
  }
  const total = pool.length * (pool.length - 1);
  return {
    attacker: probability(counts.attacker, total),
    tie: probability(counts.tie, total),
    defender: probability(counts.defender, total),
  };
}
