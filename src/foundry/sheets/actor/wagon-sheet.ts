/** The wagon sheet (OW-9.3). */
import { WAGONS } from "@rules/tables/wagons";
import { WagonModel } from "@foundry/data/actor/wagon";
import { CombatPatrolActorSheet, bodyPart } from "../base";
import { memberInput, refInput } from "../members";
import type { FrameInput } from "../view/common";
import { wagonView } from "../view/wagon";

export class WagonSheet extends CombatPatrolActorSheet {
  static readonly types = ["wagon"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.WagonSheet";

  static override DEFAULT_OPTIONS = { classes: ["cp-wagon-sheet"], position: { width: 700, height: 680 } };

  static override PARTS = { body: bodyPart("actor/wagon.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.actor.system;
    if (!(system instanceof WagonModel)) throw new Error(`WagonSheet on a ${this.actor.type} actor`);
    const row = WAGONS.find((w) => w.id === `ow.${system.kind}`);
    return wagonView({
      ...frame,
      system: system.source,
      driver: system.driverId ? memberInput(system.driverId) : null,
      passengers: system.passengerIds.map(memberInput),
      gun: refInput(system.gunId),
      seats: row?.capacity.passengers ?? null,
    });
  }
}
