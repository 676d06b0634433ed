/**
 * Actor "unit": a team, squad, section or crew (OW-2, NAP-2) made of figure actors.
 * Its schema is the one definition of its fields (UnitSource in ../sources.ts is derived from it). Close order
 * (NAP-5.1) is never stored: the canvas
 * measures it from token positions and the `closeOrder` getter asks it each time.
 */
import type { Grade, UnitState } from "@rules/model";
import { ERAS, UNIT_TYPES } from "../constants";
import { effectiveGrade, unitState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import {
  activationFields,
  actorRefField,
  actorRefsField,
  choiceField,
  flagField,
  gradeField,
  notesField,
  ruleFlagsField,
} from "../fields";
import { actorByUuid, type FigureResolver } from "../resolve";
import { tableServices } from "../services";
import { INITIAL } from "../sources";
import { FigureModel } from "./figure";

function defineUnitSchema() {
  const d = INITIAL.unit();
  return {
    kind: choiceField(UNIT_TYPES, d.kind),
    grade: gradeField(d.grade),
    era: choiceField(ERAS, d.era),
    // Figure actor UUIDs.
    members: actorRefsField(d.members),
    // The leader figure's UUID.
    leaderId: actorRefField(d.leaderId),
    // CORE-11 the commanding unit's UUID.
    commanderId: actorRefField(d.commanderId),
    // CORE-8 out of command.
    outOfCommand: flagField(d.outOfCommand),
    ...activationFields(d),
    ruleFlags: ruleFlagsField(d.ruleFlags),
    notes: notesField(d.notes),
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

  /** The engine's view of this unit and its members (members that no longer exist are left out). */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const figures = this.members.map(resolve).filter((f) => f !== null);
    return unitState(this.parent.uuid, this.parent.name, this.source, figures, this.closeOrder);
  }
}
