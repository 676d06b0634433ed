/**
 * NAP-4 Leaders and morale (base 3.14, used in Horse and Musket games): a present, unstunned
 * leader may remove morale markers before the checks (Elite 2, Regular 1, Green 0; NAP-5.5 one
 * more in close order). The player decides before any check; if he removes markers, "his men
 * must apply the column shift for the leader not being present when they fire later in the
 * activation". NAP-5.5 checks one grade better with half the unit (rounded up) in close order.
 * NAP-8.2 (8) Indians: a one-figure result affects the hit randomizer number of figures.
 */
import type { Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import type { Effect, UnitState } from "../model";
import { LEADER_REMOVED_MARKERS_FLAG } from "../procedures/data";
import { leaderAbsentFlag, resolveMorale, type MoraleOutcome } from "../procedures/morale";
import { rulesOf, type ProcedureOptions } from "../procedures/reader";
import { CLOSE_ORDER_DATA } from "./closeOrder";
import { indianMoraleSpread, type IndianSpread } from "./indians";

interface NapMoraleInput {
  readonly unit: UnitState;
  readonly terrain: Terrain;
  /** NAP-4 the player's choice, made before any check: the leader removes what he can. */
  readonly leaderRemovesMarkers: boolean;
  /** NAP-5.5 at least half the unit (rounded up) in close order (closeOrderOf(...).units). */
  readonly closeOrder: boolean;
  /** NAP-8.2 an Indian unit (with the Indian rules in play). */
  readonly indian?: boolean;
}

export interface NapMoraleResult extends Omit<MoraleOutcome, "procedure"> {
  readonly procedure: "napMorale";
  /**
   * NAP-4 the leader removed markers: the unit fires with the leader-absent shift for the rest of
   * this activation (the flag is cleared when it ends: the next Activation Card, or endActivation).
   */
  readonly leaderAbsentForFire: boolean;
  /** NAP-8.2 (8) the extra figures each one-figure result reached. */
  readonly indianSpread: readonly IndianSpread[];
}

/** NAP-4 / NAP-5.5 / NAP-8.2 the morale checks of a Napoleonic unit at the start of its activation. */
export function resolveNapMorale(
  input: NapMoraleInput,
  source: CardSource,
  options?: ProcedureOptions,
): NapMoraleResult {
  const rules = rulesOf(options);
  const gradeShift = input.closeOrder ? CLOSE_ORDER_DATA.gradeShift : 0;
  const canRemoveMarkers = rules.optional.leadersMorale314 && input.leaderRemovesMarkers;
  const indian = input.indian === true && rules.optional.indianRules;
  const spread = indian ? indianMoraleSpread() : null;
  const outcome = resolveMorale({ unit: input.unit, terrain: input.terrain, gradeShift, canRemoveMarkers }, source, {
    ...options,
    ...(spread ? { hooks: { pickFigures: spread.pickFigures } } : {}),
  });
  const effects: Effect[] = [...outcome.effects];
  const leaderAbsentForFire = outcome.removed > 0;
  if (leaderAbsentForFire) effects.push(leaderAbsentFlag(input.unit.id));
  return {
    ...outcome,
    procedure: "napMorale",
    effects,
    leaderAbsentForFire,
    indianSpread: spread?.spreads() ?? [],
  };
}

/** NAP-4 the shift the unit's shooters take later in an activation where the leader removed markers. */
export function leaderAbsentAfterMorale(unit: UnitState): boolean {
  return unit.flags?.[LEADER_REMOVED_MARKERS_FLAG] === true;
}
