/**
 * Actor "herd" (OW-9.2, Hollywood): one unit card for a herd or a bear. Its schema is the one
 * definition of its fields (HerdSource in ../sources.ts is derived from it); its attributes come from Table 3 when made
 * from a preset.
 */
import type { UnitState } from "@rules/model";
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
import { INITIAL } from "../sources";

const { fields } = foundry.data;

function defineHerdSchema() {
  const d = INITIAL.herd();
  return {
    species: choiceField(HERD_SPECIES, d.species),
    guts: gradeField(d.guts),
    melee: intField(d.melee, -3, 6),
    endurance: intField(d.endurance, 1, 6),
    reaction: intField(d.reaction, 1, 6),
    // Animals left (OW-9.2.2: one removed per Incapacitate).
    animals: countField(d.animals),
    // The token the herd keeps within 6" of (OW-9.2.2), by token id on its scene.
    centralTokenId: new fields.DocumentIdField({ required: true, nullable: true, initial: d.centralTokenId }),
    stunned: flagField(d.stunned),
    // OW-9.2.7 stampede and its scatter-arrow direction (clock 1-12).
    stampede: new fields.SchemaField({
      active: flagField(d.stampede.active),
      clock: nullableIntField(d.stampede.clock, 1, 12),
    }),
    // OW-9.2.3 the herding unit's UUID.
    herdedBy: actorRefField(d.herdedBy),
    ...activationFields(d),
    ruleFlags: ruleFlagsField(d.ruleFlags),
    notes: notesField(d.notes),
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

  /** OW-9.2.2 the herd as one unit, one figure per animal ("<uuid>#animal-N"). */
  toUnitState(): UnitState {
    return herdState(this.parent.uuid, this.parent.name, this.source);
  }
}
