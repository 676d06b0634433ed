/**
 * Actor "wagon" (OW-9.3): its own unit, with a driver and passengers (figure actors) and a
 * team that counts as one figure. Stored shape: WagonSource in ../sources.ts.
 */
import type { UnitState } from "../../../rules/model";
import { TEAM_STATES, WAGON_KINDS } from "../constants";
import { wagonState } from "../derive";
import { CombatPatrolActorModel } from "../base";
import { activationFields, actorRefField, actorRefsField, choiceField, countField, flagField, notesField, ruleFlagsField } from "../fields";
import type { FigureResolver } from "../resolve";
import { ruleFlagsOf } from "../rule-flags";
import { DEFAULTS, type WagonSource } from "../sources";
import { resolveFigure } from "./unit";

const { fields } = foundry.data;

function defineWagonSchema() {
  const d = DEFAULTS.wagon();
  return {
    kind: choiceField(WAGON_KINDS, d.kind),
    driverId: actorRefField(),
    passengerIds: actorRefsField(),
    team: new fields.SchemaField({ state: choiceField(TEAM_STATES, d.team.state), animals: countField(d.team.animals) }),
    runaway: flagField(d.runaway),
    overturned: flagField(d.overturned),
    gatling: flagField(d.gatling),
    gunId: actorRefField(),
    ...activationFields(),
    ruleFlags: ruleFlagsField(),
    notes: notesField(),
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

  get source(): WagonSource {
    return {
      kind: this.kind,
      driverId: this.driverId,
      passengerIds: [...this.passengerIds],
      team: { ...this.team },
      runaway: this.runaway,
      overturned: this.overturned,
      gatling: this.gatling,
      gunId: this.gunId,
      commandDie: this.commandDie,
      moraleMarkers: this.moraleMarkers,
      acted: this.acted,
      ruleFlags: ruleFlagsOf(this.ruleFlags),
      notes: this.notes,
    };
  }

  /** OW-9.3 the wagon as a unit: driver, passengers and the team ("<uuid>#team"). */
  toUnitState(resolve: FigureResolver = resolveFigure): UnitState {
    const driver = this.driverId ? resolve(this.driverId) : null;
    const passengers = this.passengerIds.map(resolve).filter((f) => f !== null);
    return wagonState(this.parent.uuid, this.parent.name, this.source, driver, passengers, game.i18n?.localize("COMBAT_PATROL.Wagon.team") ?? "Team");
  }
}
