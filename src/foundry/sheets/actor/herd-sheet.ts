/** The herd sheet (OW-9.2). */
import { HerdModel } from "@foundry/data/actor/herd";
import { CombatPatrolActorSheet, bodyPart } from "../base";
import { refInput } from "../members";
import type { FrameInput } from "../view/common";
import { herdView } from "../view/herd";

export class HerdSheet extends CombatPatrolActorSheet {
  static readonly types = ["herd"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.HerdSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-herd-sheet"], position: { width: 640, height: 620 } };

  static override PARTS = { body: bodyPart("actor/herd.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.actor.system;
    if (!(system instanceof HerdModel)) throw new Error(`HerdSheet on a ${this.actor.type} actor`);
    return herdView({ ...frame, system: system.source, herdedBy: refInput(system.herdedBy) });
  }
}
