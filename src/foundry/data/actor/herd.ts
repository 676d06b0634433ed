/**
 * Actor "herd" (OW-9.2, Hollywood): one unit card for a herd or a bear. Stored shape:
 * HerdSource in ../sources.ts; its attributes come from Table 3 when made from a preset.
 */
import type { UnitState } from "../../../rules/model";
import { HERD_SPECIES } from "../constants";
import { herdState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import {
  activationFields,
  actorRefField,
  choiceField,
  countField,
  flagField,
  gradeField,
  intField,
  notesField,
  nullableIntField,
  ruleFlagsField,
} from "../fields";
import { ruleFlagsOf } from "../rule-flags";
import { DEFAULTS, type HerdSource } from "../sources";

const { fields } = foundry.data;

function defineHerdSchema() {
  const d = DEFAULTS.herd();
  return {
    species: choiceField(HERD_SPECIES, d.species),
    guts: gradeField(d.guts),
    melee: intField(d.melee, -3, 6),
    endurance: intField(d.endurance, 1, 6),
    reaction: intField(d.reaction, 1, 6),
    animals: countField(d.animals),
    centralTokenId: new fields.DocumentIdField({ required: true, nullable: true, initial: d.centralTokenId }),
    stunned: flagField(d.stunned),
    stampede: new fields.SchemaField({
      active: flagField(d.stampede.active),
      clock: nullableIntField(d.stampede.clock, 1, 12),
    }),
    herdedBy: actorRefField(),
    ...activationFields(),
    ruleFlags: ruleFlagsField(),
    notes: notesField(),
  };
}
export type HerdSchema = ReturnType<typeof defineHerdSchema>;

export class HerdModel extends CombatPatrolActorModel<HerdSchema> {
  static override metadata = {
    documentName: "Actor",
    type: "herd",
    trackable: { bar: [], value: ["animals", "commandDie"] },
  } as const;

  static override defineSchema(): HerdSchema {
    return defineHerdSchema();
  }

  get source(): HerdSource {
    return {
      species: this.species,
      guts: this.guts,
      melee: this.melee,
      endurance: this.endurance,
      reaction: this.reaction,
      animals: this.animals,
      centralTokenId: this.centralTokenId,
      stunned: this.stunned,
      stampede: { ...this.stampede },
      herdedBy: this.herdedBy,
      commandDie: this.commandDie,
      moraleMarkers: this.moraleMarkers,
      acted: this.acted,
      ruleFlags: ruleFlagsOf(this.ruleFlags),
      notes: this.notes,
    };
  }

  /** OW-9.2.2 the herd as one unit, one figure per animal ("<uuid>#animal-N"). */
  toUnitState(): UnitState {
    return herdState(this.parent.uuid, this.parent.name, this.source);
  }
}
