/**
 * Item "explosive": dynamite (OW-6, Hollywood). Its schema is the one
 * definition of its fields (ExplosiveSource in ../sources.ts is derived from it).
 * Derived: the HE template of the charge (OW-6a: stick small, bundle medium).
 *
 * An explosive item is a charge on the table (placed, fused, lit, wired). The dynamite a figure
 * carries is its counts (data/dynamite.ts): a carried one dropped on a figure is handed over.
 */
import type { BurstSize } from "@rules/cards/schema";
import { EXPLOSIVE_CHARGES, FUSE_STATES } from "../constants";
import { CombatPatrolItemModel } from "../base";
import { choiceField, countField, intField, notesField, nullableIntField } from "../fields";
import { chargeTemplate, INITIAL } from "../sources";
import { FigureModel } from "../actor/figure";
import { isCarried, withHandedDynamite } from "../dynamite";
import { foundryFormat } from "@foundry/shared/format";

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

  /**
   * OW-6a one home for carried dynamite: a carried stick or bundle created on a figure
   * (dragged from the compendium onto its sheet or token) adds its quantity to the figure's
   * counts and is not kept as an item. Charges on the table (fuse state past "carried", made by
   * the placing actions) are kept. Foundry v13 client/documents/abstract/client-document.mjs
   * ClientDocument#_preCreate forwards to `this.system._preCreate(data, options, user)` and
   * "Return false to exclude this Document from the creation operation" (common/abstract/document.mjs).
   */
  protected override async _preCreate(
    ...args: Parameters<CombatPatrolItemModel<ExplosiveSchema>["_preCreate"]>
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const actor = this.parent.parent;
    const figure = actor?.system;
    if (!actor || !(figure instanceof FigureModel) || !isCarried(this)) return allowed;
    const dynamite = withHandedDynamite(figure.dynamite, this);
    await actor.update({ system: { dynamite } });
    ui.notifications?.info(
      foundryFormat("COMBAT_PATROL.Figure.dynamiteHanded", {
        figure: actor.name,
        sticks: dynamite.sticks,
        bundles: dynamite.bundles,
      }),
    );
    return false;
  }
}
