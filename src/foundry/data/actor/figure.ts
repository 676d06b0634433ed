/**
 * Actor "figure": one miniature (CORE-4 attributes, CORE-8 states, OW/NAP traits).
 * Its schema is the one definition of its fields (FigureSource in ../sources.ts is derived from it;
 * initial values from INITIAL there). Derived data is computed by the
 * pure functions of ../derive.ts and declared (never a class field: TOOLCHAIN.md).
 */
import { ACCURACIES, type FigureState, type WeaponProfile } from "@rules/model";
import { LEADER_RANKS } from "../constants";
import { figureState, isWounded, woundedMovementMultiplier } from "../derive";
import { CombatPatrolActorModel } from "../base";
import {
  choiceField,
  countField,
  flagField,
  gradeField,
  intField,
  notesField,
  nullableChoiceField,
  nullableIntField,
  ruleFlagsField,
} from "../fields";
import { tableServices } from "../services";
import { WeaponModel } from "../item/weapon";
import { INITIAL } from "../sources";
import { enduranceRefusal } from "../endurance";
import { notifyKey } from "@foundry/shared/format";

const { fields } = foundry.data;

function defineFigureSchema() {
  const d = INITIAL.figure();
  return {
    guts: gradeField(d.guts),
    // A grade, or "NA" for an animal (OW Table 3 prints Accuracy NA; such a figure cannot fire).
    accuracy: choiceField(ACCURACIES, d.accuracy),
    melee: intField(d.melee, -3, 6),
    // OW-4e no schema ceiling: the engine's checkEndurance refuses with a message (_preUpdate below).
    endurance: intField(d.endurance, 1),
    reaction: intField(d.reaction, 1, 6),
    wounds: countField(d.wounds),
    // CORE-8 states.
    states: new fields.SchemaField({
      stunned: flagField(d.states.stunned),
      pinned: flagField(d.states.pinned),
      mounted: flagField(d.states.mounted),
      hidden: flagField(d.states.hidden),
      incapacitated: flagField(d.states.incapacitated),
    }),
    // Out of Ammunition markers (OW-5.1b/c may put two).
    outOfAmmo: countField(d.outOfAmmo),
    leader: new fields.SchemaField({
      rank: nullableChoiceField(LEADER_RANKS, d.leader.rank),
      trained: flagField(d.leader.trained),
    }),
    hero: flagField(d.hero),
    // OW-4a a hero's own command die (1-6, null before the roll): "Each hero has his own unit card,
    // even if attached to a unit". Rolled at turn start for a hero in a unit (a lone hero's die is
    // his unit's; a figure on its own keeps its die here); read on the Hero card (OW-4b).
    commandDie: nullableIntField(d.commandDie, 1, 6),
    sniper: flagField(d.sniper),
    // OW-7.1.1
    horsemanship: flagField(d.horsemanship),
    // OW-9.1 / NAP-8.2
    indian: flagField(d.indian),
    // OW-6a / OW-6.1.4 the dynamite the figure carries: its one home (data/dynamite.ts; an explosive item is a placed
    // charge).
    dynamite: new fields.SchemaField({
      sticks: countField(d.dynamite.sticks),
      bundles: countField(d.dynamite.bundles),
    }),
    // The owned weapon Item in use (its id on this actor), null = the first weapon.
    weaponId: new fields.DocumentIdField({ required: true, nullable: true, initial: d.weaponId }),
    // Supplement flags written by the engine's "flag" effect.
    ruleFlags: ruleFlagsField(d.ruleFlags),
    notes: notesField(d.notes),
  };
}
export type FigureSchema = ReturnType<typeof defineFigureSchema>;

export class FigureModel extends CombatPatrolActorModel<FigureSchema> {
  static override metadata = {
    documentName: "Actor",
    type: "figure",
    trackable: { bar: ["enduranceLeft"], value: ["wounds", "outOfAmmo", "commandDie"] },
  } as const;

  static override defineSchema(): FigureSchema {
    return defineFigureSchema();
  }

  /** CORE-5.6 at least one wound. */
  declare wounded: boolean;
  /** CORE-8 / NAP-6.1.1 movement factor from wounds (1 or the engine's wounded factor). */
  declare movementMultiplier: number;
  /** The token bar: Endurance left of Endurance (wounds count down from Endurance). */
  declare enduranceLeft: { value: number; max: number };

  override prepareDerivedData(): void {
    const s = this.source;
    this.wounded = isWounded(s);
    this.movementMultiplier = woundedMovementMultiplier(s, tableServices().rulesOptions().era);
    this.enduranceLeft = { value: Math.max(0, s.endurance - s.wounds), max: s.endurance };
  }

  /**
   * OW-4e an Endurance (or hero flag) change the engine refuses is cancelled with a message.
   * Foundry v13 client/documents/abstract/client-document.mjs ClientDocument#_preUpdate forwards
   * to `this.system._preUpdate(changes, options, user)`; false cancels the update.
   */
  protected override async _preUpdate(
    ...args: Parameters<CombatPatrolActorModel<FigureSchema>["_preUpdate"]>
  ): Promise<boolean | void> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    const system: unknown = Reflect.get(args[0], "system");
    const endurance: unknown =
      typeof system === "object" && system !== null ? Reflect.get(system, "endurance") : undefined;
    const hero: unknown = typeof system === "object" && system !== null ? Reflect.get(system, "hero") : undefined;
    if (typeof endurance !== "number" && typeof hero !== "boolean") return allowed;
    const refused = this.#enduranceRefused(
      typeof hero === "boolean" ? hero : this.hero,
      typeof endurance === "number" ? endurance : this.endurance,
    );
    return refused ? false : allowed;
  }

  /**
   * OW-4e the same check when a figure is created: made on its sheet, imported from a compendium
   * or by the setup. ClientDocument#_preCreate (client/documents/abstract/client-document.mjs)
   * forwards to `this.system._preCreate(data, options, user)`; false excludes the document from the
   * creation ("Return false to exclude this Document from the creation operation",
   * common/abstract/document.mjs). The system data is already built from the created data here.
   */
  protected override async _preCreate(
    ...args: Parameters<CombatPatrolActorModel<FigureSchema>["_preCreate"]>
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    return this.#enduranceRefused(this.hero, this.endurance) ? false : allowed;
  }

  /** OW-4e the engine refuses this Endurance for this figure: the message is shown, true returned. */
  #enduranceRefused(hero: boolean, endurance: number): boolean {
    const refusal = enduranceRefusal(
      {
        name: this.parent.name,
        hero,
        endurance,
        animal: this.parent.getFlag("combat-patrol", "enduranceRange") !== undefined,
      },
      tableServices().rulesOptions(),
    );
    if (!refusal) return false;
    notifyKey("warn", refusal.localizationKey, refusal.data);
    return true;
  }

  /** The weapon in use: the owned weapon named by weaponId, else the first weapon. */
  get weapon(): Item.Implementation | null {
    const items = this.parent.items;
    const chosen = this.weaponId ? items.get(this.weaponId) : undefined;
    return chosen ?? items.find((i) => i.type === "weapon") ?? null;
  }

  /** The engine's WeaponProfile of the weapon in use, null when unarmed. */
  weaponProfile(): WeaponProfile | null {
    const system = this.weapon?.system;
    return system instanceof WeaponModel ? system.toWeaponProfile() : null;
  }

  /** The engine's view of this figure (id = the actor UUID, also for an unlinked token). */
  toFigureState(): FigureState {
    return figureState(this.parent.uuid, this.parent.name, this.source, this.weaponProfile()?.id ?? null);
  }
}
