/**
 * NAP-8.2b "If using rule 7.12, shooting a bow does not result in the shooter being
 * automatically spotted": with the optional spotting rule (a world option) a hidden figure that
 * fires is spotted, except a bowman. Without the option firing spots nobody (spotting stays the
 * CORE-10 check). Units start hidden or spotted as the scenario sets them (the figure's Hidden state).
 */
import type { Effect } from "../model";
import type { Shooter } from "../procedures/fire";
import { rulesOf, type ProcedureOptions } from "../procedures/reader";
import { FRONTIER_WEAPONS } from "../tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "../tables/napoleonic-weapons";
import type { WeaponKind } from "../tables/weapon-kinds";
import { firingSpotsIndian } from "./indians";

/** The printed weapon kind of a weapon id (either era's Table 1); null when it is in neither. */
function weaponKindOf(id: string): WeaponKind | null {
  return [...NAPOLEONIC_WEAPONS, ...FRONTIER_WEAPONS].find((w) => w.id === id)?.kind ?? null;
}

/** The hidden shooters this volley spots (their Hidden state cleared), under the optional spotting rule. */
export function spottedByFiring(unitId: string, shooters: readonly Shooter[], options?: ProcedureOptions): Effect[] {
  if (!rulesOf(options).optional.firingSpots) return [];
  return shooters
    .filter((s) => s.figure.hidden)
    .filter((s) => {
      const kind = weaponKindOf(s.weapon.id);
      return kind === null || firingSpotsIndian("7.12", kind);
    })
    .map((s) => ({ kind: "hidden", unitId, figureId: s.figure.id, hidden: false }));
}
