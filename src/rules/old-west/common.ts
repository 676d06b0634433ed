/**
 * Pieces every Old West procedure shares: its options (GM options, base numbers, OW numbers),
 * the flags it reads on figures and units, and the way an action that costs an activation
 * says so.
 */
import type { Grade } from "../cards/schema";
import type { CardRead, CardSource } from "../cards/source";
import type { FigureState, FlagValue, UnitState } from "../model";
import { RulesError } from "../errors";
import { resolveBog } from "../procedures/reaction";
import { rulesOf, type ProcedureOptions } from "../procedures/reader";
import { OLD_WEST_DATA, type OldWestData } from "./data";

export interface OldWestOptions extends ProcedureOptions {
  readonly owData?: OldWestData;
}

export function owDataOf(options: OldWestOptions | undefined): OldWestData {
  return options?.owData ?? OLD_WEST_DATA;
}

/** Flag keys the Old West rules read and write on figures and units (FigureState/UnitState.flags). */
export const OW_FLAGS = {
  /** OW-9.1 an Indian figure or unit. */
  indian: "indian",
  /** OW-6 dynamite charges a figure carries (a number; 0 = out of dynamite for the game). */
  dynamite: "dynamite",
  /** OW-5.2b a limbered Gatling gun. */
  limbered: "limbered",
  /** OW-5.2e the facing a Gatling gun was manhandled to (degrees). */
  facing: "facing",
  /** OW-9.2.7 a stampeding herd and the clock direction of its stampede. */
  stampeding: "stampeding",
  stampedeClock: "stampedeClock",
  /** OW-9.2.2 the animals a herd still has (a count: each Incapacitate removes one). */
  animals: "animals",
  /** OW-9.2.3 the unit herding a herd. */
  herdedBy: "herdedBy",
  /** OW-9.3f a runaway wagon. */
  runaway: "runaway",
  /** OW-9.3 wagon pace: "stopped" | "normal" | "gallop". */
  pace: "pace",
  /** OW-9.3 team condition (its wounds are the team figure's: setWounds on WagonTeam.id). */
  teamAnimals: "teamAnimals",
  teamDead: "teamDead",
  teamWoundedAnimal: "teamWoundedAnimal",
  hurtCutOut: "hurtCutOut",
  /** OW-9.3e/f an overturned wagon (a barricade; destroyed after a runaway). */
  overturned: "overturned",
  destroyed: "destroyed",
  /** Aboard a wagon: the wagon unit id. */
  aboard: "aboard",
} as const;

export function flagOf(
  holder: { readonly flags?: Readonly<Record<string, FlagValue>> },
  key: string,
): FlagValue | undefined {
  return holder.flags?.[key];
}

/** OW-9.1: an Indian figure (its own flag, or its unit's). Only when the Indian rules are in play. */
export function isIndian(figure: FigureState | null, unit: UnitState | null, options?: ProcedureOptions): boolean {
  if (!rulesOf(options).optional.indianRules) return false;
  return flagOf(figure ?? {}, OW_FLAGS.indian) === true || flagOf(unit ?? {}, OW_FLAGS.indian) === true;
}

/** An action that costs the figure's or unit's activation (limber, re-face, board, cut out …). */
export interface ActivationCost {
  /** Activations the action takes (its "action" for the activation). */
  readonly activations: number;
  /** What the activation was spent on: a localization key under COMBAT_PATROL.OldWest.Action. */
  readonly action: string;
}

export function costs(action: string, activations = 1): ActivationCost {
  return { activations, action: `COMBAT_PATROL.OldWest.Action.${action}` };
}

export function standing(unit: UnitState): FigureState[] {
  return unit.figures.filter((f) => !f.incapacitated);
}

export function checkWhole(value: number, what: string, min = 0): void {
  if (!Number.isInteger(value) || value < min) throw new RulesError("COMBAT_PATROL.Error.badCount", { what, value });
}

/** CORE-10 one bog check (the base procedure) as the OW rules record it. */
export interface OwBogCheck {
  readonly grade: Grade;
  readonly bogged: boolean;
  readonly serial: number;
  readonly cards: readonly CardRead[];
}

export function bogCheck(source: CardSource, unitId: string, purpose: string, grade: Grade): OwBogCheck {
  const bog = resolveBog({ unitId, figureId: null, terrainGrade: grade, purpose }, source);
  return { grade, bogged: bog.bogged, serial: bog.cards[0]!.serial, cards: bog.cards };
}
