/** The unit sheet: members with their states, command die and morale markers. */
import { UnitModel } from "@foundry/data/actor/unit";
import { CombatPatrolActorSheet, bodyPart } from "../base";
import { memberInput, refInput } from "../members";
import type { FrameInput } from "../view/common";
import { unitView } from "../view/unit";

export class UnitSheet extends CombatPatrolActorSheet {
  static readonly types = ["unit"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.UnitSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-unit-sheet"], position: { width: 720, height: 680 } };

  static override PARTS = { body: bodyPart("actor/unit.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.actor.system;
    if (!(system instanceof UnitModel)) throw new Error(`UnitSheet on a ${this.actor.type} actor`);
    return unitView({
      ...frame,
      system: system.source,
      members: system.members.map(memberInput),
      commander: refInput(system.commanderId),
      closeOrder: system.closeOrder,
    });
  }
}
