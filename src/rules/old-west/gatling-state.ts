/**
 * OW-5.2a a Gatling Gun as the rules see it between actions: its Table 1 row, its mount
 * (carriage or wagon, OW-5.2f), limbered or not, its crew and limber, its facing; the checks every
 * action starts with (the Gatling option, the crew able to serve). Fire (gatling.ts) and movement
 * (gatling-movement.ts) read it.
 */
import { RulesError } from "../errors";
import type { FigureState, UnitState } from "../model";
import { rulesOf } from "../procedures/reader";
import { frontierWeapon, type FrontierWeapon } from "../tables";
import { standing, type OldWestOptions } from "./common";
import { checkCrewNotIndian } from "./indians";
import type { WagonState } from "./wagons";

const GATLING_ID = "ow.gatling-gun";

/** OW-5.2a the Gatling Gun row of Table 1. */
export function gatlingWeapon(): FrontierWeapon {
  return frontierWeapon(GATLING_ID);
}

export type GatlingMount = "carriage" | "wagon";

/** A Gatling gun unit as the rules read it. */
export interface GatlingState {
  /** The crew unit (kind "crew"): its figures are the crewmen; its leader is the crew commander. */
  readonly crew: UnitState;
  readonly mount: GatlingMount;
  /** Carriage only: the gun is limbered (must unlimber to fire). */
  readonly limbered: boolean;
  /** Carriage only: the limber (horse and caisson) as one figure; null when it has none. */
  readonly limber: FigureState | null;
  /** Wagon mount only: the wagon. */
  readonly wagon: WagonState | null;
}

/** OW-5.2a / OW-9.1 a crew of Indians cannot serve a Gatling gun; a wagon mount needs the Hollywood option. */
export function checkGatling(state: GatlingState, options?: OldWestOptions): void {
  checkCrewNotIndian(state.crew, options);
  if (state.mount === "wagon") {
    if (!rulesOf(options).hollywood.wagonGatling)
      throw new RulesError("COMBAT_PATROL.Error.wagonGatlingOff", { unit: state.crew.name });
    if (!state.wagon) throw new RulesError("COMBAT_PATROL.Error.noWagon", { unit: state.crew.name });
  }
}

/** OW-5.2f a wagon-mounted gun is always unlimbered. */
export function isLimbered(state: GatlingState): boolean {
  return state.mount === "carriage" && state.limbered;
}

/** Crewmen who can serve the gun now (standing and not stunned). */
export function ableCrew(crew: UnitState): FigureState[] {
  return standing(crew).filter((f) => !f.stunned);
}
