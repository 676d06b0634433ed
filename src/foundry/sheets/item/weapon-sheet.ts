/** The weapon item sheet: a row of the weapons table. */
import { WeaponModel } from "@foundry/data/item/weapon";
import { tableServices } from "@foundry/data/services";
import { CombatPatrolItemSheet, bodyPart } from "../base";
import type { FrameInput } from "../view/common";
import { weaponView } from "../view/items";

export class WeaponSheet extends CombatPatrolItemSheet {
  static readonly types = ["weapon"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.WeaponSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-weapon-sheet"], position: { width: 600, height: 560 } };

  static override PARTS = { body: bodyPart("item/weapon.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.item.system;
    if (!(system instanceof WeaponModel)) throw new Error(`WeaponSheet on a ${this.item.type} item`);
    return weaponView({ ...frame, system: system.source, year: tableServices().rulesOptions().year });
  }
}
