/**
 * OW-9.1 Indians: "1. Non-Indian leaders cannot swap Command Dice with Indian units. 2. Set Indians'
 * Melee value 1 point higher than regular troops. 3. Indians cannot use crewed weapons (e.g., Gatling
 * guns and artillery) or dynamite." (1: leaders.ts oldWestMayGive; 3: gatling.ts checkGatling and
 * dynamite.ts dynamiteAllowed refuse them.)
 */
import { RulesError } from "../errors";
import type { FigureState, UnitState } from "../model";
import { indianRuleSet, tableWeapon } from "../options";
import { rulesOf } from "../procedures/reader";
import { isIndian, owDataOf, type OldWestOptions } from "./common";

/** OW-9.1 (2) an Indian's Melee: one more than the regular troops of the scenario. */
export function indianMelee(regularTroopsMelee: number, options?: OldWestOptions): number {
  if (!Number.isFinite(regularTroopsMelee))
    throw new RulesError("COMBAT_PATROL.Error.badCount", { what: "melee", value: regularTroopsMelee });
  return regularTroopsMelee + owDataOf(options).indianMeleeBonus;
}

/**
 * OW-9.1 (3) weapons an Indian may not use: crew-served weapons (the Gatling; artillery pieces are not weapons-table
 * rows) and dynamite.
 */
export function indianMayUseWeapon(weaponId: string): boolean {
  const w = tableWeapon(weaponId);
  if (!w) return true;
  return !(w.kind === "machine-gun" || w.kind === "explosive");
}

/** OW-9.1 (3) refuse an Indian figure using a crewed weapon or dynamite. */
export function checkIndianWeapon(
  figure: FigureState,
  unit: UnitState | null,
  weaponId: string,
  options?: OldWestOptions,
): void {
  if (isIndian(figure, unit, options) && !indianMayUseWeapon(weaponId)) {
    throw new RulesError("COMBAT_PATROL.Error.indianWeapon", { figure: figure.name, weapon: weaponId });
  }
}

/**
 * OW-9.1 (3) / OW-8 a crew-served weapon (Gatling, artillery piece) cannot be served by Indians:
 * loaded, fired or served by a crew with an Indian in it (the Old West's Indian rules only; the
 * Napoleonic Indians of NAP-8.2 have no such rule).
 */
export function checkCrewNotIndian(crew: UnitState, options?: OldWestOptions): void {
  if (indianRuleSet(rulesOf(options)) !== "OW-9.1") return;
  if (crew.figures.some((f) => !f.incapacitated && isIndian(f, crew, options))) {
    throw new RulesError("COMBAT_PATROL.Error.indianCrewedWeapon", { unit: crew.name });
  }
}
