/**
 * Actor "gun": a Gatling (OW-5.2) or an artillery piece (NAP-7, OW-8) with its crew (figure
 * actors) and limber. Stored shape: GunSource in ../sources.ts.
 */
import type { UnitState } from "../../../rules/model";
import { GUN_KINDS, GUN_ROUNDS, GUN_WEIGHT_CLASSES, TEAM_STATES } from "../constants";
import { artilleryTableId, gunState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import {
  activationFields,
  actorRefField,
  actorRefsField,
  choiceField,
  countField,
  flagField,
  gradeField,
  inchesField,
  intField,
  notesField,
  nullableChoiceField,
  ruleFlagsField,
} from "../fields";
import type { FigureResolver } from "../resolve";
import { ruleFlagsOf } from "../rule-flags";
import { DEFAULTS, type GunSource } from "../sources";
import { resolveFigure } from "./unit";

const { fields } = foundry.data;

function defineGunSchema() {
  const d = DEFAULTS.gun();
  return {
    kind: choiceField(GUN_KINDS, d.kind),
    weightClass: nullableChoiceField(GUN_WEIGHT_CLASSES, d.weightClass),
    shotWeight: new fields.NumberField({ required: true, nullable: true, min: 0, initial: d.shotWeight }),
    grade: gradeField(d.grade),
    crewIds: actorRefsField(),
    leaderId: actorRefField(),
    limbered: flagField(d.limbered),
    limber: new fields.SchemaField({ distance: inchesField(d.limber.distance), state: choiceField(TEAM_STATES, d.limber.state) }),
    round: choiceField(GUN_ROUNDS, d.round),
    outOfAmmo: countField(d.outOfAmmo),
    facing: intField(d.facing, 0, 359),
    ...activationFields(),
    ruleFlags: ruleFlagsField(),
    notes: notesField(),
  };
}
export type GunSchema = ReturnType<typeof defineGunSchema>;

export class GunModel extends CombatPatrolActorModel<GunSchema> {
  static override metadata = {
    documentName: "Actor",
    type: "gun",
    trackable: { bar: [], value: ["outOfAmmo", "facing"] },
  } as const;

  static override defineSchema(): GunSchema {
    return defineGunSchema();
  }

  /** NAP-7.4 the artillery table row, null for a Gatling. */
  declare artilleryId: string | null;

  override prepareDerivedData(): void {
    this.artilleryId = artilleryTableId(this);
  }

  get source(): GunSource {
    return {
      kind: this.kind,
      weightClass: this.weightClass,
      shotWeight: this.shotWeight,
      grade: this.grade,
      crewIds: [...this.crewIds],
      leaderId: this.leaderId,
      limbered: this.limbered,
      limber: { ...this.limber },
      round: this.round,
      outOfAmmo: this.outOfAmmo,
      facing: this.facing,
      commandDie: this.commandDie,
      moraleMarkers: this.moraleMarkers,
      acted: this.acted,
      ruleFlags: ruleFlagsOf(this.ruleFlags),
      notes: this.notes,
    };
  }

  /** The crew as a crew unit, the limber as a figure ("<uuid>#limber") while it is on the table. */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const crew = this.crewIds.map(resolve).filter((f) => f !== null);
    return gunState(this.parent.uuid, this.parent.name, this.source, crew, game.i18n?.localize("COMBAT_PATROL.Gun.limber") ?? "Limber");
  }
}
