/**
 * The weapons a fire request may name (CORE-5): a row of the printed tables ("ow.rifle",
 * "nap.musket"), or a home-made weapon item, whose profile id is the item's UUID
 * (data/derive.ts weaponProfile). The table rows are the engine's; the items are Foundry's, so
 * the Foundry side provides their lookup at init (weapon-lookup.ts provideWeaponLookup) and this
 * module stays free of Foundry globals: the GM's draw procedure, the fire dialog and the tests
 * all call knownWeapon.
 */
import type { WeaponProfile } from "@rules/model";
import { tableWeapon } from "@rules/validation/fire";
import { homeMadeWeapon } from "./weapon-lookup";

export { provideWeaponLookup } from "./weapon-lookup";

/** The weapon a fire request names: a table row, else a home-made weapon item (by UUID). */
export function knownWeapon(id: string): WeaponProfile | undefined {
  return tableWeapon(id) ?? homeMadeWeapon(id);
}
