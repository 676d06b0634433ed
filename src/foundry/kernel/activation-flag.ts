/**
 * CORE-3 the current activation as the combat stores it (its system flag "activation", written by
 * the GM's turn: combat/turn.ts): the card drawn and the units it named. Read by the tracker and
 * by the GM's checks of a request (world-facts.ts).
 */
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

/** The units activated now; null when no activation runs (free play). */
export function activatedUnits(combat: Combat.Implementation | null): readonly string[] | null {
  return currentActivation(combat)?.units ?? null;
}
