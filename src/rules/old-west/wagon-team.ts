/**
 * OW-9.3e the wagon's team on the ground: figures cut animals out of the team (one each per
 * activation; a hurt animal cut out lets the wagon move but not gallop), and four or more figures
 * overturn an unhitched empty wagon into a barricade.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { WAGON_RULES } from "../tables";
import { OW_FLAGS, checkWhole, costs, standing, type ActivationCost } from "./common";
import { wagonImmobility, wagonMayGallop, type WagonState } from "./wagon-state";

export interface CutOutInput {
  readonly state: WagonState;
  /** The figures cutting (each one animal per activation). */
  readonly cutters: readonly FigureState[];
  /** Animals cut out, by condition (the player picks which). */
  readonly cut: { readonly dead: number; readonly wounded: number; readonly sound: number };
}

export interface CutOutResult extends ProcedureResult<"ow.cutOut"> {
  readonly animalsLeft: number;
  /** A hurt animal was cut out: the wagon may move normally but never gallop. */
  readonly hurtCutOut: boolean;
  readonly mayMove: boolean;
  readonly mayGallop: boolean;
  /** One activation for every cutter. */
  readonly cost: ActivationCost;
}

/** OW-9.3e cutting out: one animal per figure per activation; cutting out a hurt animal = move, no gallop. */
export function cutOutAnimals(input: CutOutInput): CutOutResult {
  const { state, cutters, cut } = input;
  checkWhole(cut.dead, "dead");
  checkWhole(cut.wounded, "wounded");
  checkWhole(cut.sound, "sound");
  const able = cutters.filter((f) => !f.incapacitated && !f.stunned).length;
  const total = cut.dead + cut.wounded + cut.sound;
  const woundedInHarness = state.team.wounds > 0 ? 1 : 0;
  const soundInHarness = state.team.animals - state.team.dead - woundedInHarness;
  if (
    total === 0 ||
    total > able * WAGON_RULES.animalsCutOutPerFigure ||
    cut.dead > state.team.dead ||
    cut.wounded > woundedInHarness ||
    cut.sound > soundInHarness
  ) {
    throw new RulesError("COMBAT_PATROL.Error.badCutOut", { wagon: state.unit.name, cut: total, cutters: able });
  }
  const animals = state.team.animals - total;
  const dead = state.team.dead - cut.dead;
  const wounds = cut.wounded > 0 ? 0 : state.team.wounds;
  const hurtCutOut = state.team.hurtCutOut || cut.dead > 0 || cut.wounded > 0;
  const after: WagonState = { ...state, team: { ...state.team, animals, dead, wounds, hurtCutOut } };
  const flag = (f: string, value: number | boolean): Effect => ({
    kind: "flag",
    unitId: state.unit.id,
    figureId: null,
    flag: f,
    value,
  });
  return {
    procedure: "ow.cutOut",
    cards: [],
    effects: [
      flag(OW_FLAGS.teamAnimals, animals),
      flag(OW_FLAGS.teamDead, dead),
      { kind: "setWounds", unitId: state.unit.id, figureId: state.team.id, wounds },
      flag(OW_FLAGS.hurtCutOut, hurtCutOut),
    ],
    summary: { key: "COMBAT_PATROL.OldWest.Wagon.cutOut", data: { wagon: state.unit.name, cut: total, left: animals } },
    animalsLeft: animals,
    hurtCutOut,
    mayMove: wagonImmobility(after) === null,
    mayGallop: wagonMayGallop(after),
    cost: costs("cutOut"),
  };
}

/** OW-9.3e four or more figures overturn an unhitched, empty wagon as a barricade in one activation. */
export function overturnAsBarricade(
  state: WagonState,
  figures: readonly FigureState[],
): ProcedureResult<"ow.overturn"> & { readonly cost: ActivationCost } {
  const able = figures.filter((f) => !f.incapacitated && !f.stunned).length;
  if (able < WAGON_RULES.figuresToOverturn)
    throw new RulesError("COMBAT_PATROL.Error.tooFewToOverturn", {
      count: able,
      needed: WAGON_RULES.figuresToOverturn,
    });
  if (state.team.animals > 0) throw new RulesError("COMBAT_PATROL.Error.wagonHitched", { wagon: state.unit.name });
  if (standing(state.unit).length > 0)
    throw new RulesError("COMBAT_PATROL.Error.wagonNotEmpty", { wagon: state.unit.name });
  if (state.overturned)
    throw new RulesError("COMBAT_PATROL.Error.wagonImmobile", { wagon: state.unit.name, why: "destroyed" });
  return {
    procedure: "ow.overturn",
    cards: [],
    effects: [{ kind: "flag", unitId: state.unit.id, figureId: null, flag: OW_FLAGS.overturned, value: true }],
    summary: { key: "COMBAT_PATROL.OldWest.Wagon.barricade", data: { wagon: state.unit.name } },
    cost: costs("overturn"),
  };
}
