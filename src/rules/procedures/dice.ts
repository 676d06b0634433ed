/**
 * Command dice (CORE-3) are the one random result that is not a card: a d6 per leader,
 * rolled each turn. Procedures take a DieSource so tests fix the rolls and play seeds them.
 */
import { RulesError } from "../errors";
import { nextBelow, normalizeSeed, seededStream } from "../cards/random";

export interface DieSource {
  /** One d6 roll (1-6); `reason` names it for the audit log. */
  d6(reason: string): number;
}

/** Rolls given in advance (tests, dice rolled at a real table). */
export function fixedDice(values: readonly number[]): DieSource & { readonly used: number } {
  let next = 0;
  return {
    d6(reason: string): number {
      const value = values[next];
      if (value === undefined) throw new RulesError("noDieRoll", { reason });
      if (!Number.isInteger(value) || value < 1 || value > 6) throw new RulesError("badDieRoll", { value });
      next += 1;
      return value;
    },
    get used() {
      return next;
    },
  };
}

/** Seeded rolls (the same seed gives the same rolls: replayable, auditable). */
export function seededDice(seed: number): DieSource {
  const next = seededStream(normalizeSeed(seed));
  return { d6: () => nextBelow(next, 6) + 1 };
}
