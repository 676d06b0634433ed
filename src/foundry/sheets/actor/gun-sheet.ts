/** The gun sheet: Gatling (OW-5.2) or artillery piece (NAP-7). */
import { ARTILLERY_CREW, GATLING_CREW } from "@rules/tables/crews";
import { GunModel } from "@foundry/data/actor/gun";
import { CombatPatrolActorSheet, bodyPart } from "../base";
import { memberInput } from "../members";
import type { FrameInput } from "../view/common";
import { gunView } from "../view/gun";

export class GunSheet extends CombatPatrolActorSheet {
  static readonly types = ["gun"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.GunSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-gun-sheet"], position: { width: 700, height: 680 } };

  static override PARTS = { body: bodyPart("actor/gun.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.actor.system;
    if (!(system instanceof GunModel)) throw new Error(`GunSheet on a ${this.actor.type} actor`);
    return gunView({
      ...frame,
      system: system.source,
      crew: system.crewIds.map(memberInput),
      fullCrew: system.kind === "gatling" ? GATLING_CREW.size : ARTILLERY_CREW.size,
    });
  }
}
