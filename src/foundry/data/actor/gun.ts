/**
 * Actor "gun": a Gatling (OW-5.2) or an artillery piece (NAP-7, OW-8) with its crew (figure
 * actors) and limber. Its schema is the one definition of its fields (GunSource in ../sources.ts is derived from it).
 */
import type { UnitState } from "@rules/model";
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
import { INITIAL } from "../sources";
import { resolveFigure } from "./unit";

const { fields } = foundry.data;

function defineGunSchema() {
  const d = INITIAL.gun();
  return {
    kind: choiceField(GUN_KINDS, d.kind),
    // NAP-7.4 Table 3 row; null for a Gatling.
    weightClass: nullableChoiceField(GUN_WEIGHT_CLASSES, d.weightClass),
    // Shot weight in pounds (canister grade, penetration), null = the row's default.
    shotWeight: new fields.NumberField({ required: true, nullable: true, min: 0, initial: d.shotWeight }),
    grade: gradeField(d.grade),
    crewIds: actorRefsField(d.crewIds),
    leaderId: actorRefField(d.leaderId),
    limbered: flagField(d.limbered),
    // OW-5.2b/NAP-7.1 limber team: distance from the gun in inches (null = not on the table) and its state.
    limber: new fields.SchemaField({
      distance: inchesField(d.limber.distance),
      state: choiceField(TEAM_STATES, d.limber.state),
    }),
    // NAP-7.2 round loaded.
    round: choiceField(GUN_ROUNDS, d.round),
    outOfAmmo: countField(d.outOfAmmo),
    // Facing in degrees, 0-359 (OW-5.2e traverse arc).
    facing: intField(d.facing, 0, 359),
    ...activationFields(d),
    ruleFlags: ruleFlagsField(d.ruleFlags),
    notes: notesField(d.notes),
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

  /** The crew as a crew unit, the limber as a figure ("<uuid>#limber") while it is on the table. */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const crew = this.crewIds.map(resolve).filter((f) => f !== null);
    return gunState(
      this.parent.uuid,
      this.parent.name,
      this.source,
      crew,
      game.i18n?.localize("COMBAT_PATROL.Gun.limber") ?? "Limber",
    );
  }
}
