/**
 * NAP-6.2 / OW-7.1d a mounted charge's fight as a charger's own side reads it from the map and the
 * sheets, with nothing else claimed: the weapon each fights with (its table row, as the GM's
 * check reads it), the charger's impetus from his run in (impetusEligible), his close order only
 * when his unit stands in it and the run's last 4" allow it (closeOrderForMelee), the defender's
 * close order and whether the charge comes in on his rear (the map's, NAP-5.4.1); no bayonet fixed,
 * no heavy cavalry, no counter-charge, not a second melee. The engine opponent's charge counts its
 * odds and sends its request from this (the GM checks the same facts against his world).
 */
import type { FigureState, UnitState, WeaponProfile } from "../model";
import { tableWeapon } from "../options/forces";
import type { ChargeRun } from "./charge-run";
import { MOUNTED_DEFAULTS, type MountedData } from "./data";
import { closeOrderForMelee, impetusEligible, type MeleeWeapon, type MountedMeleeInput } from "./melee";

/** The weapon a figure fights with as the mounted melee reads it: its table row, else its own profile (unarmed: none). */
export function meleeWeaponFrom(armed: WeaponProfile | null): MeleeWeapon {
  if (!armed) return { id: "unarmed", kind: "melee", hth: 0, lanceHth: null };
  const row = tableWeapon(armed.id);
  if (row) return { id: row.id, kind: row.kind, hth: row.hth, lanceHth: row.lanceHth, bayonetHth: row.bayonetHth };
  return { id: armed.id, kind: "melee", hth: armed.hth, lanceHth: null };
}

/** One side of the fight: the unit, the figure, the weapon he carries. */
export interface ChargeSide {
  readonly unit: UnitState;
  readonly figure: FigureState;
  readonly weapon: WeaponProfile | null;
}

/** The charge of `charger` on `defender` after the run `run`, the defender's rear as the map reads it. */
export function plainCharge(
  charger: ChargeSide,
  defender: ChargeSide,
  run: Pick<ChargeRun, "straightInches" | "openFlat">,
  fromRear: boolean,
  data: MountedData = MOUNTED_DEFAULTS,
): MountedMeleeInput {
  const impetus = impetusEligible(
    { mounted: charger.figure.mounted, straightInchesIntoContact: run.straightInches, openFlatTerrain: run.openFlat },
    data,
  );
  return {
    attacker: {
      unitId: charger.unit.id,
      figure: charger.figure,
      weapon: meleeWeaponFrom(charger.weapon),
      impetus,
      moving: true,
      closeOrder: closeOrderForMelee(charger.unit.closeOrder, true, run.straightInches, data),
      attackedFromRear: false,
      bayonetFixed: false,
      heavy: false,
      armour: false,
    },
    defender: {
      unitId: defender.unit.id,
      figure: defender.figure,
      weapon: meleeWeaponFrom(defender.weapon),
      impetus: false,
      moving: false,
      closeOrder: closeOrderForMelee(defender.unit.closeOrder, false, 0, data),
      attackedFromRear: fromRear,
      bayonetFixed: false,
      heavy: false,
      armour: false,
    },
    secondMelee: false,
    caughtFromBehind: false,
  };
}
