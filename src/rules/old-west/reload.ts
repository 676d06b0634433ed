/**
 * OW-5 / OW-5.1 Frontier weapons: the Reload column and the Date column of Table 1.
 *
 * OW-5.1a "Normal: Use the standard Combat Patrol rules for Out of Ammunition results."
 * OW-5.1b "Double: If the result on the Action Card is Out of Ammunition, put 2 markers on the
 *          figure. One action (activation) is required to remove each Out of Ammunition marker."
 * OW-5.1c "Always: When fired, the weapon is automatically marked Out of Ammunition ... when a
 *          shooting result is Out of Ammunition, consult the hit randomizer number ... If the hit
 *          randomizer number is even the figure's weapon fouled. Place two Out of Ammunition
 *          markers ... If the hit randomizer number is odd the result is simply a single Out of
 *          Ammunition marker."
 * OW-5.1d "The Date column indicates when the weapon came into general use."
 */
import type { ActionCard } from "../cards/schema";
import { randomizerIsEven } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, WeaponProfile } from "../model";
import type { ReloadOutcome, ReloadRule } from "../procedures/fire";
import { rulesOf } from "../procedures/reader";
import { frontierWeapon, weaponAvailability, type Availability, type FrontierWeapon } from "../tables";
import { costs, owDataOf, type ActivationCost, type OldWestOptions } from "./common";
import type { OldWestData } from "./data";

/** OW-5.1 the reload rule the fire procedure uses for Old West weapons (its `hooks.reload`). */
export function oldWestReload(options?: OldWestOptions): ReloadRule {
  const data = owDataOf(options).reload;
  return {
    onOutOfAmmo: (weapon, card) => outOfAmmoMarkers(weapon, card, data),
    afterFiring: (weapon, shotsFired) => (weapon.reload === "always" && shotsFired > 0 ? data.alwaysAfterFiring : 0),
  };
}

/** OW-5.1a-c markers an Out of Ammunition result puts on the figure. */
export function outOfAmmoMarkers(
  weapon: WeaponProfile,
  card: ActionCard,
  data: OldWestData["reload"] = owDataOf(undefined).reload,
): ReloadOutcome {
  switch (weapon.reload) {
    case "double":
      return { markers: data.doubleMarkers, note: "COMBAT_PATROL.OldWest.Reload.double" };
    case "always": {
      const fouled = randomizerIsEven(card);
      return {
        markers: fouled ? data.alwaysFouledMarkers : data.alwaysOddMarkers,
        sections: ["randomizer"],
        shows: `randomizer=${card.randomizer} ${fouled ? "even=fouled" : "odd"}`,
        note: fouled ? "COMBAT_PATROL.OldWest.Reload.fouled" : "COMBAT_PATROL.OldWest.Reload.single",
      };
    }
    case "normal":
    case null:
      return { markers: data.normalMarkers };
  }
}

export interface ReloadActionResult extends ProcedureResult<"ow.reload"> {
  readonly figureId: string;
  readonly removed: number;
  readonly remaining: number;
  /** The weapon may fire again (no marker left). */
  readonly ready: boolean;
  readonly cost: ActivationCost;
}

/** OW-5.1b/c the reload action: one activation removes one Out of Ammunition marker. */
export function reloadAction(unitId: string, figure: FigureState, options?: OldWestOptions): ReloadActionResult {
  if (figure.incapacitated) throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.name });
  if (figure.outOfAmmo <= 0) throw new RulesError("COMBAT_PATROL.Error.nothingToReload", { figure: figure.name });
  const removed = Math.min(figure.outOfAmmo, owDataOf(options).reload.removedPerAction);
  const remaining = figure.outOfAmmo - removed;
  const effects: Effect[] = [{ kind: "outOfAmmo", unitId, figureId: figure.id, delta: -removed }];
  return {
    procedure: "ow.reload",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.OldWest.Reload.action", data: { figure: figure.name, removed, remaining } },
    figureId: figure.id,
    removed,
    remaining,
    ready: remaining === 0,
    cost: costs("reload"),
  };
}

interface WeaponForScenario {
  readonly weapon: FrontierWeapon;
  readonly availability: Availability;
  /** OW-5.1d flagged: "Prior to the date, the weapon would be rare or non-existent." */
  readonly rare: boolean;
}

/** OW-5.1d a Table 1 weapon as it stands in the scenario year (RulesOptions.year). */
export function weaponForScenario(weaponId: string, options?: OldWestOptions): WeaponForScenario {
  const weapon = frontierWeapon(weaponId);
  const availability = weaponAvailability(weapon, rulesOf(options).year);
  return { weapon, availability, rare: availability === "rare" };
}
