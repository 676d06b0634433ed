/**
 * The fire request the dialog's state makes, and what the GM's fire procedure would refuse in
 * it (CORE-5). Apart from fire-view.ts so the fire action reads it at start while the dialog and
 * its exact odds load on the first fire (bundle budget).
 */
import type { RulesOptions } from "@rules/options";
import type { FireInput, ShotShifts } from "@rules/procedures";
import { RulesError } from "@rules/errors";
import { validateFireParams } from "@rules/validation/fire";
import { knownWeapon } from "@foundry/kernel/known-weapons";
import type { FireDialogShooter, FireDialogState } from "./fire-view";

/**
 * CORE-5 what the GM's fire procedure would refuse in this volley (validateFireParams), as the
 * refusal; null when the request is good or there is nothing to send yet.
 */
export function fireRefusal(state: FireDialogState, options: RulesOptions): RulesError | null {
  // NAP-5.4.2 a shooter the ranks do not let fire (fire.ts rankChecked), ticked again by the player.
  const behind = state.shooters.find((s) => s.include && s.refusal);
  if (behind?.refusal) return new RulesError(behind.refusal.key, behind.refusal.data);
  const input = fireInputOf(state);
  if (!input) return null;
  try {
    validateFireParams(input, { rules: options, weapon: knownWeapon });
    return null;
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
}

/** The engine's fire input from the dialog, null when there is no target or no shooter can take part. */
export function fireInputOf(state: FireDialogState): FireInput | null {
  if (!state.target) return null;
  const shooters = state.shooters
    .filter((s) => s.include && s.weapon !== null && s.rangeInches !== null)
    .map((s) => ({ figure: s.figure, weapon: s.weapon!, rangeInches: s.rangeInches!, shifts: shotShiftsOf(s) }));
  if (shooters.length === 0) return null;
  return {
    unitId: state.unit.id,
    shooters,
    target: {
      unitId: state.target.id,
      closeOrder: state.closeOrder,
      figures: state.target.figures.filter((f) => !f.incapacitated).map((figure) => ({ figure, cover: state.cover })),
    },
  };
}

export function shotShiftsOf(s: FireDialogShooter): ShotShifts {
  return {
    moved: s.shifts.moved,
    wounded: s.shifts.wounded,
    leaderAbsent: s.shifts.leaderAbsent,
    saddle: s.shifts.saddle,
  };
}
