/** The explosive item sheet: dynamite (OW-6). */
import { EXPLOSIVES } from "@rules/tables/explosives";
import { ExplosiveModel } from "@foundry/data/item/explosive";
import { CombatPatrolItemSheet, bodyPart } from "../base";
import type { FrameInput } from "../view/common";
import { explosiveView } from "../view/items";

export class ExplosiveSheet extends CombatPatrolItemSheet {
  static readonly types = ["explosive"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.ExplosiveSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-explosive-sheet"], position: { width: 560, height: 520 } };

  static override PARTS = { body: bodyPart("item/explosive.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.item.system;
    if (!(system instanceof ExplosiveModel)) throw new Error(`ExplosiveSheet on a ${this.item.type} item`);
    return explosiveView({ ...frame, system: system.source, maxFuseActivations: EXPLOSIVES.placed.maxFuseActivations });
  }
}
