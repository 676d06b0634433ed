/** CombatPatrolItem: the Item document of every subtype (weapon, explosive). */
import type { WeaponProfile } from "@rules/model";
import { WeaponModel } from "@foundry/data/item/weapon";

export class CombatPatrolItem<SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** The engine's WeaponProfile of a weapon item, null for any other item. */
  weaponProfile(): WeaponProfile | null {
    return this.system instanceof WeaponModel ? this.system.toWeaponProfile() : null;
  }
}
