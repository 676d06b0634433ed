/**
 * OW-9.3 a wagon as the rules see it between actions: its pace, its team (one figure however many
 * animals, wounds, animals cut out), driver and passengers, whether it can move or gallop, the
 * driver's Guts for its morale, and the team as one figure for hits. Moving, boarding, fire at the
 * wagon and its team all read it (wagons.ts, wagon-fire.ts, wagon-team.ts).
 */
import type { Grade, Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { freshFigure, type FigureState, type UnitState } from "../model";
import { resolveMorale, type MoraleOptions, type MoraleOutcome } from "../procedures/morale";
import { wagon as wagonRow, type Wagon } from "../tables";
import { owDataOf, type OldWestOptions } from "./common";

export type WagonPaceNow = "stopped" | "normal" | "gallop";

/** The team: "only counts as one figure, regardless of the number of horses (or oxen)". */
export interface WagonTeam {
  /** Id of the team as a target (one figure). */
  readonly id: string;
  /** Animals in harness, hurt ones included; 0 = unhitched. */
  readonly animals: number;
  /** Wounds on the team (a wounded animal in harness): half speed. */
  readonly wounds: number;
  /** Dead animals still in harness: the wagon cannot move. */
  readonly dead: number;
  /** A wounded or dead animal was cut out: the wagon moves normally but cannot gallop. */
  readonly hurtCutOut: boolean;
}

/** A wagon as the rules read it (the Foundry side keeps these values on the wagon unit's flags). */
export interface WagonState {
  /** The wagon unit: its figures are the driver and the passengers aboard. */
  readonly unit: UnitState;
  /** Row of the wagons table (OW-9.3). */
  readonly wagonId: string;
  readonly driverId: string | null;
  readonly team: WagonTeam;
  /** How it moves now: at a stop, moving normally, galloping. */
  readonly pace: WagonPaceNow;
  readonly runaway: boolean;
  readonly overturned: boolean;
  readonly destroyed: boolean;
}

export function wagonTable(state: WagonState): Wagon {
  return wagonRow(state.wagonId);
}

export function driverOf(state: WagonState): FigureState | null {
  const d = state.unit.figures.find((f) => f.id === state.driverId);
  return d && !d.incapacitated ? d : null;
}

/** OW-9.3a the Guts column of the wagon's morale: the driver's Guts (the unit's grade without a driver). */
export function wagonGuts(state: WagonState): Grade {
  return driverOf(state)?.guts ?? state.unit.grade;
}

/** OW-9.3a morale of a wagon unit, read in the driver's Guts column. */
export function resolveWagonMorale(
  state: WagonState,
  terrain: Terrain,
  source: CardSource,
  options?: MoraleOptions,
): MoraleOutcome {
  return resolveMorale({ unit: { ...state.unit, grade: wagonGuts(state) }, terrain, gradeShift: 0 }, source, options);
}

export type WagonImmobility = "destroyed" | "unhitched" | "teamDead" | null;

/** OW-9.3d/e why the wagon cannot move (null: it can). */
export function wagonImmobility(state: WagonState): WagonImmobility {
  if (state.destroyed || state.overturned) return "destroyed";
  if (state.team.animals <= 0) return "unhitched";
  if (state.team.dead > 0) return "teamDead";
  return null;
}

/** OW-9.3d/e may the wagon gallop? Not after a hurt animal was cut out. */
export function wagonMayGallop(state: WagonState): boolean {
  return wagonImmobility(state) === null && !state.team.hurtCutOut;
}

/** The team as one figure: for hit randomization and the wounded-team half speed. */
export function teamFigure(state: WagonState, options?: OldWestOptions): FigureState {
  return freshFigure(
    {
      id: state.team.id,
      name: state.team.id,
      guts: wagonGuts(state),
      accuracy: "green",
      melee: 0,
      endurance: owDataOf(options).wagons.teamEndurance,
      reaction: 1,
    },
    { wounds: state.team.wounds },
  );
}
