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
 *
 * This file moves the wagon and boards it; its state is in wagon-state.ts, fire from and at it in
 * wagon-fire.ts, its team cut out or the wagon overturned in wagon-team.ts, all exported from
 * here too.
 */
import type { Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { resolveMovement } from "../procedures/movement";
import { WAGON_RULES, wagonCapacity, wagonMovementCards } from "../tables";
import {
  OW_FLAGS,
  bogCheck,
  type OwBogCheck,
  costs,
  owDataOf,
  standing,
  type ActivationCost,
  type OldWestOptions,
} from "./common";
import { teamFigure, wagonImmobility, wagonMayGallop, wagonTable, type WagonState } from "./wagon-state";

export * from "./wagon-state";
export * from "./wagon-fire";
export * from "./wagon-team";

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
