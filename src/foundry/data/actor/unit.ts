/**
 * Actor "unit": a team, squad, section or crew (OW-2, NAP-2) made of figure actors.
 * Stored shape: UnitSource in ../sources.ts. Close order (NAP-5.1) is never stored: the canvas
 * measures it from token positions and the `closeOrder` getter asks it each time.
 */
import type { Grade, UnitState } from "../../../rules/model";
import { ERAS, UNIT_TYPES } from "../constants";
import { effectiveGrade, unitState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import { activationFields, actorRefField, actorRefsField, choiceField, flagField, gradeField, notesField, ruleFlagsField } from "../fields";
import { actorByUuid, type FigureResolver } from "../resolve";
import { ruleFlagsOf } from "../rule-flags";
import { tableServices } from "../services";
import { DEFAULTS, type UnitSource } from "../sources";
import { FigureModel } from "./figure";

function defineUnitSchema() {
  const d = DEFAULTS.unit();
  return {
    kind: choiceField(UNIT_TYPES, d.kind),
    grade: gradeField(d.grade),
    era: choiceField(ERAS, d.era),
    members: actorRefsField(),
    leaderId: actorRefField(),
    commanderId: actorRefField(),
    outOfCommand: flagField(d.outOfCommand),
    ...activationFields(),
    ruleFlags: ruleFlagsField(),
    notes: notesField(),
  };
}
export type UnitSchema = ReturnType<typeof defineUnitSchema>;

/** The engine's figure of a figure actor UUID, null when it is gone or not a figure. */
export const resolveFigure: FigureResolver = (uuid) => {
  const system = actorByUuid(uuid)?.system;
  return system instanceof FigureModel ? system.toFigureState() : null;
};

export class UnitModel extends CombatPatrolActorModel<UnitSchema> {
  static override metadata = {
    documentName: "Actor",
    type: "unit",
    trackable: { bar: [], value: ["moraleMarkers", "commandDie"] },
  } as const;

  static override defineSchema(): UnitSchema {
    return defineUnitSchema();
  }

  /** NAP-5.1 close order, measured now by the canvas (false when no canvas service is provided). */
  get closeOrder(): boolean {
    return tableServices().closeOrder(this.parent.uuid);
  }

  /** NAP-5.5 the grade the unit checks morale and takes Elite/Green cards with. */
  get effectiveGrade(): Grade {
    return effectiveGrade(this.grade, this.closeOrder);
  }

  get source(): UnitSource {
    return {
      kind: this.kind,
      grade: this.grade,
      era: this.era,
      members: [...this.members],
      leaderId: this.leaderId,
      commanderId: this.commanderId,
      outOfCommand: this.outOfCommand,
      commandDie: this.commandDie,
      moraleMarkers: this.moraleMarkers,
      acted: this.acted,
      ruleFlags: ruleFlagsOf(this.ruleFlags),
      notes: this.notes,
    };
  }

  /** The engine's view of this unit and its members (members that no longer exist are left out). */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const figures = this.members.map(resolve).filter((f) => f !== null);
    return unitState(this.parent.uuid, this.parent.name, this.source, figures, this.closeOrder);
  }
}
