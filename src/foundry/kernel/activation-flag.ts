/**
 * CORE-3 the current activation as the combat stores it (its system flag "activation", written by
 * the GM's turn: combat/turn.ts): the card drawn and the units it named. Read by the tracker and
 * by the GM's checks of a request (world-facts.ts).
 */
import { activationKey } from "@rules/artillery/activation-key";
import { SYSTEM_ID } from "@foundry/shared/system";

export interface CurrentActivation {
  readonly card: string;
  readonly number: number | null;
  readonly units: readonly string[];
  readonly lost: readonly string[];
  readonly turn: number;
  /** CORE-3 Elite: units whose second activation on this number is still to come. */
  readonly again?: readonly string[];
}

/** The combat's current activation; null when none runs (no combat, or between cards). */
export function currentActivation(combat: Combat.Implementation | null): CurrentActivation | null {
  const flag: unknown = combat?.getFlag(SYSTEM_ID, "activation");
  if (typeof flag !== "object" || flag === null || !("units" in flag) || !Array.isArray(flag.units)) return null;
  return flag as CurrentActivation;
}

/**
 * CORE-3 which activation a unit acts in: the turn, the card and, for an Elite unit with a second
 * activation on this number still to come (`again`), its first one. What a figure did in one
 * activation it may do again in the next (result-ledger.ts spentIn).
 */
export function unitActivationKey(activation: CurrentActivation, unitId: string): string {
  // The turn and card as the rules key an activation (a gun's loading reads the same), then which of Elite's two.
  return `${activationKey(activation.turn, activation.card)}:${activation.again?.includes(unitId) ? "first" : "last"}`;
}
