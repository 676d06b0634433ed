/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance as the table found it, as a result of
 * its own (no card is drawn): resolveBreakthroughAdvance's moves, stun or second melee, with the
 * offer and what the table found, so the chat card can say it and Apply can write the stun.
 */
import type { ProcedureResult } from "../model";
import { resolveBreakthroughAdvance, type AdvanceOffer, type AdvanceOutcome, type AdvanceResult } from "./breakthrough";

export interface BreakthroughAdvanceResult extends ProcedureResult<"breakthroughAdvance"> {
  readonly offer: AdvanceOffer;
  readonly outcome: AdvanceOutcome;
  readonly advance: AdvanceResult;
}

/** The advance of `offer` after the table found the line `outcome` (inches to the enemy on contact). */
export function breakthroughAdvance(
  offer: AdvanceOffer,
  outcome: AdvanceOutcome,
  inchesToContact?: number,
): BreakthroughAdvanceResult {
  const advance = resolveBreakthroughAdvance(offer, outcome, inchesToContact);
  const key =
    advance.refused !== null
      ? "refused"
      : advance.secondMelee
        ? "contact"
        : advance.stunned
          ? "stunned"
          : advance.inches > 0
            ? "clear"
            : "none";
  return {
    procedure: "breakthroughAdvance",
    cards: [],
    effects: advance.effects,
    summary: { key: `COMBAT_PATROL.Mounted.advance.${key}`, data: { inches: advance.inches } },
    offer,
    outcome,
    advance,
  };
}
