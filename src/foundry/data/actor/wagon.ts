/**
 * Actor "wagon" (OW-9.3): its own unit, with a driver and passengers (figure actors) and a
 * team that counts as one figure. Its schema is the one definition of its fields (WagonSource in ../sources.ts is
 * derived from it).
 */
import type { UnitState } from "@rules/model";
import { TEAM_STATES, WAGON_KINDS } from "../constants";
import { wagonState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import {
  activationFields,
  actorRefField,
  actorRefsField,
  choiceField,
  countField,
  flagField,
  notesField,
  ruleFlagsField,
} from "../fields";
import type { FigureResolver } from "../resolve";
import { INITIAL } from "../sources";
import { resolveFigure } from "./unit";

const { fields } = foundry.data;

function defineWagonSchema() {
  const d = INITIAL.wagon();
  return {
    kind: choiceField(WAGON_KINDS, d.kind),
    driverId: actorRefField(d.driverId),
    passengerIds: actorRefsField(d.passengerIds),
    // OW-9.3d the team counts as one figure.
    team: new fields.SchemaField({
      state: choiceField(TEAM_STATES, d.team.state),
      animals: countField(d.team.animals),
    }),
    // OW-9.3f
    runaway: flagField(d.runaway),
    overturned: flagField(d.overturned),
    // OW-5.2f a Gatling mounted on the wagon (Hollywood), and its gun actor.
    gatling: flagField(d.gatling),
    gunId: actorRefField(d.gunId),
    ...activationFields(d),
    ruleFlags: ruleFlagsField(d.ruleFlags),
    notes: notesField(d.notes),
  };
}
export type WagonSchema = ReturnType<typeof defineWagonSchema>;

export class WagonModel extends CombatPatrolActorModel<WagonSchema> {
  static override metadata = {
    documentName: "Actor",
    type: "wagon",
    trackable: { bar: [], value: ["team.animals", "moraleMarkers"] },
  } as const;

  static override defineSchema(): WagonSchema {
    return defineWagonSchema();
  }

  /** OW-9.3d immobile when the team is incapacitated or the wagon overturned. */
  declare immobile: boolean;
  /** OW-9.3d "team wounded = half speed". */
  declare speedMultiplier: number;

  override prepareDerivedData(): void {
    this.immobile = this.team.state === "incapacitated" || this.overturned || this.team.animals === 0;
    this.speedMultiplier = this.immobile ? 0 : this.team.state === "wounded" ? 0.5 : 1;
  }

  /** OW-9.3 the wagon as a unit: driver, passengers and the team ("<uuid>#team"). */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const driver = this.driverId ? resolve(this.driverId) : null;
    const passengers = this.passengerIds.map(resolve).filter((f) => f !== null);
    return wagonState(
      this.parent.uuid,
      this.parent.name,
      this.source,
      driver,
      passengers,
      game.i18n?.localize("COMBAT_PATROL.Wagon.team") ?? "Team",
    );
  }
}
