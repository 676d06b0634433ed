/**
 * OW-9.3 Wagons: "Stagecoaches, buggies, Conestoga wagons, and buckboards".
 *
 * OW-9.3a "A wagon is its own unit. The driver's Guts Attribute is used to resolve moral checks."
 *         "Wagons move 1 card per activation or 2 is galloping."
 * OW-9.3b "A wagon must make a bog check whenever it moves through rough terrain. If it fails, it
 *         stops halfway through the rough terrain." "Wagons cannot cross linear obstacles ...
 *         unless an activation is spent to clear a gap."
 * OW-9.3c boarding/dismounting "at the cost of 1 activation. The wagon must be at a stop to board.
 *         A figure can dismount while the wagon is moving normally (not galloping)." "Passengers
 *         can fire weapons normally while on board and can fire while moving (normal moving
 *         penalties apply)."
 * OW-9.3d "potential targets include the driver, any passengers, and team. The team only counts as
 *         one figure ... The driver and passengers are treated as if they have fence cover. If the
 *         team is wounded, the wagon moves at half speed. If the team is incapacitated, one horse
 *         (or oxen) is killed the wagon cannot move."
 * OW-9.3e "A figure can cut out one horse from a team per activation. More than 1 figure can unhitch
 *         a team at the same time. If a wounded or incapacitated animal is cut out, the wagon can
 *         move normally but cannot gallop." "Four or more figures can spend an activation to
 *         overturn an unhitched empty wagon to use as a barricade."
 * OW-9.3f runaway: see runaway.ts.
 */
import type { Grade, Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { freshFigure, type Effect, type FigureState, type ProcedureResult, type UnitState } from "../model";
import {
  damageHit,
  type FireInput,
  type FireOptions,
  type FireResult,
  type HitContext,
  type HitEffect,
  type ShotShifts,
  type Shooter,
  resolveFire,
} from "../procedures/fire";
import { resolveMorale, type MoraleOptions, type MoraleOutcome } from "../procedures/morale";
import { resolveMovement } from "../procedures/movement";
import { WAGON_RULES, wagon as wagonRow, wagonCapacity, wagonMovementCards, type Wagon } from "../tables";
import {
  OW_FLAGS,
  bogCheck,
  type OwBogCheck,
  checkWhole,
  costs,
  owDataOf,
  standing,
  type ActivationCost,
  type OldWestOptions,
} from "./common";
import { oldWestReload } from "./reload";

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

export type LinearObstacle = "none" | "gapCleared" | "noGap";

export interface WagonMoveInput {
  readonly state: WagonState;
  readonly pace: "normal" | "gallop";
  /** The move goes through rough terrain, graded by the GM for the bog check; null = none. */
  readonly rough: Grade | null;
  /** A linear obstacle on the path (OW-9.3b: only through a gap cleared by an activation). */
  readonly obstacle: LinearObstacle;
  /** The largest turn on the path, degrees (measured by the ruler). */
  readonly turnDegrees: number;
  /** Bog grade of a galloping turn/obstacle check; default OLD_WEST_DATA.wagons.turnBogGrade. */
  readonly turnBogGrade?: Grade;
}

export type WagonStop = "halfwayThroughRough" | "beforeTurn" | "beforeObstacle" | null;

export interface WagonMoveResult extends ProcedureResult<"ow.wagonMove"> {
  readonly cardInches: readonly number[];
  /** Half speed with a wounded team. */
  readonly factor: number;
  readonly inches: number;
  readonly bogChecks: readonly {
    readonly why: "rough" | "turn" | "obstacle";
    readonly grade: Grade;
    readonly bogged: boolean;
    readonly serial: number;
  }[];
  /** Where a failed bog check stops the wagon (null: the full move). */
  readonly stop: WagonStop;
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

/**
 * OW-9.3a/b/d/e a wagon moves 1 card, 2 galloping; half speed with a wounded team; a bog check in
 * rough terrain (fail = stops halfway through it); galloping turns over 45° and obstacle
 * crossings check bog too (OW-9.3f; a failed check stops a non-runaway wagon there: ours).
 */
export function resolveWagonMove(input: WagonMoveInput, source: CardSource, options?: OldWestOptions): WagonMoveResult {
  const { state, pace } = input;
  const immobile = wagonImmobility(state);
  if (immobile) throw new RulesError("COMBAT_PATROL.Error.wagonImmobile", { wagon: state.unit.name, why: immobile });
  if (state.runaway) throw new RulesError("COMBAT_PATROL.Error.wagonRunaway", { wagon: state.unit.name });
  if (pace === "gallop" && !wagonMayGallop(state))
    throw new RulesError("COMBAT_PATROL.Error.wagonNoGallop", { wagon: state.unit.name });
  if (input.obstacle === "noGap") throw new RulesError("COMBAT_PATROL.Error.wagonObstacle", { wagon: state.unit.name });
  if (!Number.isFinite(input.turnDegrees) || input.turnDegrees < 0)
    throw new RulesError("COMBAT_PATROL.Error.badAngle", { angle: input.turnDegrees });
  const data = owDataOf(options).wagons;
  const move = resolveMovement(
    {
      unitId: state.unit.id,
      figure: teamFigure(state, options),
      baseCards: wagonMovementCards(wagonTable(state), pace),
    },
    source,
    options,
  );
  const checks: OwBogCheck[] = [];
  const whys: ("rough" | "turn" | "obstacle")[] = [];
  let stop: WagonStop = null;
  const check = (why: "rough" | "turn" | "obstacle", grade: Grade): boolean => {
    const b = bogCheck(source, state.unit.id, `wagon.${why}`, grade);
    checks.push(b);
    whys.push(why);
    return b.bogged;
  };
  if (input.rough !== null && check("rough", input.rough)) stop = "halfwayThroughRough";
  const turnGrade = input.turnBogGrade ?? data.turnBogGrade;
  if (
    pace === "gallop" &&
    stop === null &&
    input.turnDegrees > WAGON_RULES.bogCheckTurnDegrees &&
    check("turn", turnGrade)
  )
    stop = "beforeTurn";
  if (pace === "gallop" && stop === null && input.obstacle === "gapCleared" && check("obstacle", turnGrade))
    stop = "beforeObstacle";
  const inches = move.inches;
  const effects: Effect[] = [{ kind: "flag", unitId: state.unit.id, figureId: null, flag: OW_FLAGS.pace, value: pace }];
  return {
    procedure: "ow.wagonMove",
    cards: [...move.cards, ...checks.flatMap((c) => c.cards)],
    effects,
    summary: {
      key: "COMBAT_PATROL.OldWest.Wagon.move",
      data: { wagon: state.unit.name, inches, stop: stop ?? "none" },
    },
    cardInches: move.cardInches,
    factor: move.factor,
    inches,
    bogChecks: checks.map((c, i) => ({ why: whys[i]!, grade: c.grade, bogged: c.bogged, serial: c.serial })),
    stop,
  };
}

/** OW-9.3b clearing a gap in a linear obstacle costs an activation. */
export function clearGap(state: WagonState): { readonly cost: ActivationCost; readonly wagonId: string } {
  return { cost: costs("clearGap"), wagonId: state.unit.id };
}

export interface BoardingResult extends ProcedureResult<"ow.boarding"> {
  readonly figureId: string;
  readonly boarded: boolean;
  readonly cost: ActivationCost;
}

/** OW-9.3c board a wagon: an activation, the wagon at a stop, room aboard. */
export function boardWagon(state: WagonState, figureUnitId: string, figure: FigureState): BoardingResult {
  if (figure.incapacitated) throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.name });
  if (state.pace !== "stopped" || state.runaway)
    throw new RulesError("COMBAT_PATROL.Error.wagonNotStopped", { wagon: state.unit.name });
  if (wagonImmobility(state) === "destroyed")
    throw new RulesError("COMBAT_PATROL.Error.wagonImmobile", { wagon: state.unit.name, why: "destroyed" });
  const aboard = standing(state.unit).length;
  const capacity = wagonCapacity(wagonTable(state));
  if (aboard >= capacity) throw new RulesError("COMBAT_PATROL.Error.wagonFull", { wagon: state.unit.name, capacity });
  return {
    procedure: "ow.boarding",
    cards: [],
    effects: [{ kind: "flag", unitId: figureUnitId, figureId: figure.id, flag: OW_FLAGS.aboard, value: state.unit.id }],
    summary: { key: "COMBAT_PATROL.OldWest.Wagon.board", data: { figure: figure.name, wagon: state.unit.name } },
    figureId: figure.id,
    boarded: true,
    cost: costs("board"),
  };
}

/** OW-9.3c dismount: an activation; at a stop or moving normally, never galloping (or running away). */
export function dismountWagon(state: WagonState, figureUnitId: string, figure: FigureState): BoardingResult {
  if (!state.unit.figures.some((f) => f.id === figure.id))
    throw new RulesError("COMBAT_PATROL.Error.notAboard", { figure: figure.name, wagon: state.unit.name });
  if (state.pace === "gallop" || state.runaway)
    throw new RulesError("COMBAT_PATROL.Error.wagonGalloping", { wagon: state.unit.name });
  return {
    procedure: "ow.boarding",
    cards: [],
    effects: [{ kind: "flag", unitId: figureUnitId, figureId: figure.id, flag: OW_FLAGS.aboard, value: null }],
    summary: { key: "COMBAT_PATROL.OldWest.Wagon.dismount", data: { figure: figure.name, wagon: state.unit.name } },
    figureId: figure.id,
    boarded: false,
    cost: costs("dismount"),
  };
}

/**
 * OW-9.3c a passenger fires normally and may fire while the wagon moves, with the normal moving
 * shift; not from the saddle.
 */
export function passengerShotShifts(wagonMovedThisActivation: boolean, shifts: ShotShifts = {}): ShotShifts {
  return { ...shifts, moved: (shifts.moved ?? false) || wagonMovedThisActivation, saddle: false };
}

/**
 * OW-9.3d the targets when a unit fires at a wagon: the driver and passengers (fence cover) and
 * the team as one figure. `nearestFirst` orders them by id (the team's id included); default:
 * team, driver, passengers.
 */
export function wagonTargets(
  state: WagonState,
  nearestFirst?: readonly string[],
  options?: OldWestOptions,
): FireInput["target"] {
  const occupants = standing(state.unit).map((figure) => ({ figure, cover: WAGON_RULES.occupantCover }));
  const team = state.team.animals > 0 ? [{ figure: teamFigure(state, options), cover: "none" as const }] : [];
  const all = [...team, ...occupants];
  const order = nearestFirst ?? all.map((t) => t.figure.id);
  const figures = order.map((id) => {
    const t = all.find((x) => x.figure.id === id);
    if (!t) throw new RulesError("COMBAT_PATROL.Error.figureNotInUnit", { figure: id, unit: state.unit.name });
    return t;
  });
  if (figures.length !== all.length)
    throw new RulesError("COMBAT_PATROL.Error.targetsIncomplete", { unit: state.unit.name });
  return { unitId: state.unit.id, figures, closeOrder: false };
}

/**
 * OW-9.3d a hit on the team: a wound makes it wounded (half speed); Incapacitate (or wounds up to
 * its Endurance) kills one animal and the wagon cannot move. Other figures: base damage. The
 * team's wounds are set on the team figure (setWounds: a wounded animal that dies takes its wound
 * with it); a killed animal incapacitates the team and counts in the `teamDead` flag.
 */
export function wagonHitEffect(state: WagonState, options?: OldWestOptions): (ctx: HitContext) => HitEffect {
  const endurance = owDataOf(options).wagons.teamEndurance;
  let dead = state.team.dead;
  return (ctx) => {
    if (ctx.target.figure.id !== state.team.id) return damageHit(ctx);
    const killed = ctx.card.damage === "INCAPACITATE" || ctx.wounds + 1 >= endurance;
    const wounds = killed && ctx.card.damage === "WOUND" ? 0 : killed ? ctx.wounds : ctx.wounds + 1;
    if (killed) dead += 1;
    const unitId = state.unit.id;
    const figureId = state.team.id;
    const setWounds: Effect = { kind: "setWounds", unitId, figureId, wounds };
    return {
      outcome: killed ? "incapacitated" : "wounded",
      wounds,
      effects: killed
        ? [
            { kind: "incapacitate", unitId, figureId },
            setWounds,
            { kind: "flag", unitId, figureId: null, flag: OW_FLAGS.teamDead, value: dead },
          ]
        : [setWounds],
      note: killed ? "COMBAT_PATROL.OldWest.Wagon.animalKilled" : "COMBAT_PATROL.OldWest.Wagon.teamWounded",
    };
  };
}

export interface FireAtWagonInput {
  readonly unitId: string;
  readonly shooters: readonly Shooter[];
  readonly wagon: WagonState;
  readonly nearestFirst?: readonly string[];
}

/** OW-9.3d a unit fires at a wagon (Old West reload rules; the team hit as one figure). */
export function resolveFireAtWagon(
  input: FireAtWagonInput,
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): FireResult {
  const target = wagonTargets(input.wagon, input.nearestFirst, options);
  return resolveFire({ unitId: input.unitId, shooters: input.shooters, target }, source, {
    ...options,
    hooks: { reload: oldWestReload(options), hitEffect: wagonHitEffect(input.wagon, options), ...options?.hooks },
  });
}

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
