/**
 * Item "explosive": dynamite (OW-6, Hollywood). Its schema is the one
 * definition of its fields (ExplosiveSource in ../sources.ts is derived from it).
 * Derived: the HE template of the charge (OW-6a: stick small, bundle medium).
 */
import type { BurstSize } from "../../../rules/cards/schema";
import { EXPLOSIVE_CHARGES, FUSE_STATES } from "../constants";
import { CombatPatrolItemModel } from "../base";
import { choiceField, countField, intField, notesField, nullableIntField } from "../fields";
import { chargeTemplate, INITIAL } from "../sources";

const { fields } = foundry.data;

function defineExplosiveSchema() {
  const d = INITIAL.explosive();
  return {
    charge: choiceField(EXPLOSIVE_CHARGES, d.charge),
    quantity: countField(d.quantity),
    // OW-6.1.2 the fuse: state, activations spent laying it (max 3), its command die once lit.
    fuse: new fields.SchemaField({
      state: choiceField(FUSE_STATES, d.fuse.state),
      // OW-6.1.2 "up to three activations laying the fuse" (the table's maxFuseActivations bounds it in the engine).
      length: intField(d.fuse.length, 0, 10),
      die: nullableIntField(d.fuse.die, 1, 6),
    }),
    notes: notesField(d.notes),
  };
}
export type ExplosiveSchema = ReturnType<typeof defineExplosiveSchema>;

export class ExplosiveModel extends CombatPatrolItemModel<ExplosiveSchema> {
  static override metadata = { documentName: "Item", type: "explosive" } as const;

  static override defineSchema(): ExplosiveSchema {
    return defineExplosiveSchema();
  }

  /** OW-6a the HE template of the charge. */
  declare template: BurstSize;

  override prepareDerivedData(): void {
    this.template = chargeTemplate(this.charge);
  }

}
