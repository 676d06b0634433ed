/**
 * Item "weapon": a row of a weapons table (OW-5 Table 1, NAP-3 Table 1) or a home-made one.
 * Its schema is the one definition of its fields (WeaponSource in ../sources.ts is derived from it). Derived: whether
 * the scenario year makes it rare.
 */
import type { WeaponProfile } from "@rules/model";
import { WEAPON_KINDS } from "@rules/tables/weapon-kinds";
import type { Availability } from "@rules/tables/frontier-weapons";
import { BURST_SIZES, ERAS, RELOAD_KINDS } from "../constants";
import { availabilityInYear, weaponProfile } from "../derive";
import { CombatPatrolItemModel } from "../base";
import { choiceField, flagField, inchesField, intField, nullableChoiceField, nullableIntField } from "../fields";
import { tableServices } from "../services";
import { INITIAL } from "../sources";

const { fields } = foundry.data;

function defineWeaponSchema() {
  const d = INITIAL.weapon();
  const band = (initial: number | null) => inchesField(initial);
  const rof = (initial: number) => intField(initial, 1, 20);
  return {
    // The table row it was made from ("ow.musket"), "" for a home-made weapon.
    tableId: new fields.StringField({ required: true, blank: true, initial: d.tableId }),
    // Our classification (OW-7.1f pistols fire moving, OW-7.1.1 Horsemanship weapons).
    kind: choiceField(WEAPON_KINDS, d.kind),
    era: choiceField(ERAS, d.era),
    range: new fields.SchemaField({
      short: band(d.range.short),
      medium: band(d.range.medium),
      long: band(d.range.long),
    }),
    rof: new fields.SchemaField({ short: rof(d.rof.short), medium: rof(d.rof.medium), long: rof(d.rof.long) }),
    reload: nullableChoiceField(RELOAD_KINDS, d.reload),
    hth: nullableIntField(d.hth, -5),
    bayonetHth: nullableIntField(d.bayonetHth, -5),
    // Lance "moving (not moving) 3 (1)": the moving value; `hth` holds the not-moving one. null = no such column.
    hthMoving: nullableIntField(d.hthMoving, -5),
    // OW-5.1d year of general use, null = "Any".
    date: nullableIntField(d.date, 1500, 2000),
    he: nullableChoiceField(BURST_SIZES, d.he),
    crewServed: flagField(d.crewServed),
    notes: new fields.HTMLField({ required: true, blank: true, initial: d.notes }),
  };
}
export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class WeaponModel extends CombatPatrolItemModel<WeaponSchema> {
  static override metadata = { documentName: "Item", type: "weapon" } as const;

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  /** OW-5.1d "any", "available" or "rare" in the GM's scenario year. */
  declare availability: Availability;

  override prepareDerivedData(): void {
    this.availability = availabilityInYear(this, tableServices().rulesOptions().year);
  }

  /** The engine's WeaponProfile (id: the table row, or this item's UUID for a home-made weapon). */
  toWeaponProfile(): WeaponProfile {
    return weaponProfile(this.source, this.parent.uuid);
  }
}
