/**
 * OW-9.3f Runaway wagons.
 *
 * "Wagons must check for runaway if a figure fires within 2" of the team or if the team is
 * charged. The check is the same as the that for a stampede, however the driver's Guts is
 * applied to the result."
 * "A runaway wagon moves at full gallop (2 cards) every activation. It will move in a straight
 * line unless blocked. Galloping and runaway wagons must make a bog check any time they attempt
 * to turn more than 45° or cross a linear obstacle."
 * "If a runaway fails a bog check, the wagon overturns. All figures in the wagon must take a melee
 * attack. If passed the figure is automatically stunned, otherwise the melee result applies
 * normally. Once overturned the wagon is considered destroyed, but can still be used for cover."
 * "Each activation the driver can try to regain control by drawing a card and checking the morale
 * result. If the result is good (i.e. does not list a forced action), the driver regains control
 * of the team. All other results are ignored."
 */
import type { Grade, Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { moraleResult } from "../cards/read";
import { RulesError } from "../errors";
import { startles, type Figure } from "../geometry";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { resolveMelee, type MeleeResult } from "../procedures/melee";
import { resolveMovement } from "../procedures/movement";
import { CardReader } from "../procedures/reader";
import { WAGON_RULES, wagonMovementCards } from "../tables";
import { OW_FLAGS, bogCheck, checkWhole, owDataOf, standing, type OldWestOptions } from "./common";
import { driverOf, teamFigure, wagonGuts, wagonImmobility, wagonTable, type WagonState } from "./wagons";

export const RUNAWAY_TRIGGERS = ["fireNearTeam", "teamCharged"] as const;
export type RunawayTrigger = (typeof RUNAWAY_TRIGGERS)[number];

/** OW-9.3f does a figure firing here trigger a runaway check (within 2" of any team figure)? */
export function fireStartlesTeam(shooter: Figure, team: readonly Figure[]): boolean {
  return startles(shooter, team);
}

export interface RunawayCheckResult extends ProcedureResult<"ow.runawayCheck"> {
  readonly trigger: RunawayTrigger;
  /** False when no check was due (already running away, overturned, unhitched). */
  readonly checked: boolean;
  readonly grade: Grade;
  readonly result: string | null;
  readonly runaway: boolean;
}

/**
 * OW-9.3f the runaway check: one card, the open-terrain morale result in the driver's Guts
 * column; "advance toward the enemy" = the team runs away (straight ahead, see runawayMove).
 */
export function runawayCheck(
  state: WagonState,
  trigger: RunawayTrigger,
  source: CardSource,
  options?: OldWestOptions,
): RunawayCheckResult {
  if (!RUNAWAY_TRIGGERS.includes(trigger)) throw new RulesError("COMBAT_PATROL.Error.badTrigger", { trigger });
  const grade = wagonGuts(state);
  const base = { procedure: "ow.runawayCheck" as const, trigger, grade };
  if (state.runaway || wagonImmobility(state) !== null) {
    return {
      ...base,
      cards: [],
      effects: [],
      summary: { key: "COMBAT_PATROL.OldWest.Runaway.noCheck", data: { wagon: state.unit.name } },
      checked: false,
      result: null,
      runaway: state.runaway,
    };
  }
  const reader = new CardReader(source);
  const card = reader.draw(
    `ow.runawayCheck:${state.unit.id}`,
    ["morale"],
    (c) => `${grade}/open=${moraleResult(c, grade, "open")}`,
  );
  const result = moraleResult(card, grade, "open");
  const runaway = result === owDataOf(options).animals.stampedeOn;
  const effects: Effect[] = runaway
    ? [
        { kind: "flag", unitId: state.unit.id, figureId: null, flag: OW_FLAGS.runaway, value: true },
        { kind: "flag", unitId: state.unit.id, figureId: null, flag: OW_FLAGS.pace, value: "gallop" },
      ]
    : [];
  return {
    ...base,
    cards: reader.cards,
    effects,
    summary: {
      key: runaway ? "COMBAT_PATROL.OldWest.Runaway.bolts" : "COMBAT_PATROL.OldWest.Runaway.holds",
      data: { wagon: state.unit.name, result },
    },
    checked: true,
    result,
    runaway,
  };
}

export interface RunawayMoveInput {
  readonly state: WagonState;
  /** The turn the wagon must make to get round what blocks it, degrees (0 = straight on). */
  readonly turnDegrees: number;
  /** It crosses a linear obstacle on this move. */
  readonly crossesObstacle: boolean;
  /**
   * Turns of more than 45° on this move, each its own bog check; at least 1 when `turnDegrees`
   * is more than 45°. Default: that one.
   */
  readonly sharpTurns?: number;
  /** Linear obstacles crossed on this move, each its own bog check; at least 1 with `crossesObstacle`. */
  readonly obstacles?: number;
  /** Bog grade of the check (GM); default OLD_WEST_DATA.wagons.turnBogGrade. */
  readonly bogGrade?: Grade;
}

/** One bog check of a runaway's move (OW-9.3f): why, its grade, the card. */
interface RunawayBogCheck {
  readonly why: "turn" | "obstacle";
  readonly grade: Grade;
  readonly bogged: boolean;
  readonly serial: number;
}

/**
 * OW-9.3f "Galloping and runaway wagons must make a bog check any time they attempt to turn more
 * than 45⁰ or cross a linear obstacle": the checks a move calls for, in order (turns, then
 * obstacles), one for each turn and one for each obstacle.
 */
function runawayBogChecksDue(
  input: Pick<RunawayMoveInput, "turnDegrees" | "crossesObstacle" | "sharpTurns" | "obstacles">,
): ("turn" | "obstacle")[] {
  const count = (n: number | undefined, atLeast: number, what: string): number => {
    if (n !== undefined) checkWhole(n, what);
    return Math.max(n ?? 0, atLeast);
  };
  const turns = count(input.sharpTurns, input.turnDegrees > WAGON_RULES.bogCheckTurnDegrees ? 1 : 0, "sharpTurns");
  const obstacles = count(input.obstacles, input.crossesObstacle ? 1 : 0, "obstacles");
  return [...Array<"turn">(turns).fill("turn"), ...Array<"obstacle">(obstacles).fill("obstacle")];
}

interface OverturnAttack {
  readonly figureId: string;
  /** Passed (won or tied the melee): stunned; failed: the melee result applies. */
  readonly passed: boolean;
  readonly melee: MeleeResult;
}

export interface RunawayMoveResult extends ProcedureResult<"ow.runawayMove"> {
  readonly cardInches: readonly number[];
  readonly inches: number;
  /** OW-9.3f every bog check of the move, in order; the first that bogs overturns it and ends them. */
  readonly bogChecks: readonly RunawayBogCheck[];
  readonly overturned: boolean;
  readonly attacks: readonly OverturnAttack[];
}

/**
 * OW-9.3f a runaway's activation: 2 cards straight on; a bog check for each turn of more than 45°
 * and for each linear obstacle crossed; the first failed check overturns it (each occupant takes
 * a melee attack; the wagon is destroyed but still cover) and no more are made.
 */
export function runawayMove(input: RunawayMoveInput, source: CardSource, options?: OldWestOptions): RunawayMoveResult {
  const { state } = input;
  if (!state.runaway) throw new RulesError("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  if (!Number.isFinite(input.turnDegrees) || input.turnDegrees < 0)
    throw new RulesError("COMBAT_PATROL.Error.badAngle", { angle: input.turnDegrees });
  const immobile = wagonImmobility(state);
  if (immobile) throw new RulesError("COMBAT_PATROL.Error.wagonImmobile", { wagon: state.unit.name, why: immobile });
  const data = owDataOf(options).wagons;
  const move = resolveMovement(
    {
      unitId: state.unit.id,
      figure: teamFigure(state, options),
      baseCards: wagonMovementCards(wagonTable(state), "runaway"),
    },
    source,
    options,
  );
  const grade = input.bogGrade ?? data.turnBogGrade;
  const cards = [...move.cards];
  const checks: RunawayBogCheck[] = [];
  const due = runawayBogChecksDue(input);
  for (const [i, why] of due.entries()) {
    // The first check of a kind keeps its old name; later ones are numbered (each its own card).
    const nth = due.slice(0, i).filter((w) => w === why).length;
    const bog = bogCheck(source, state.unit.id, `runaway.${why}${nth > 0 ? `.${nth + 1}` : ""}`, grade);
    cards.push(...bog.cards);
    checks.push({ why, grade, bogged: bog.bogged, serial: bog.serial });
    if (bog.bogged) break;
  }
  const overturned = checks.some((c) => c.bogged);
  const effects: Effect[] = [];
  const attacks: OverturnAttack[] = [];
  if (overturned) {
    for (const occupant of standing(state.unit)) {
      const attack = overturnAttack(state, occupant, source, options);
      attacks.push(attack);
      cards.push(...attack.melee.cards);
      effects.push(
        ...(attack.passed
          ? [{ kind: "stun", unitId: state.unit.id, figureId: occupant.id, stunned: true } as const]
          : attack.melee.effects),
      );
      effects.push({ kind: "flag", unitId: state.unit.id, figureId: occupant.id, flag: OW_FLAGS.aboard, value: null });
    }
    const flag = (f: string, value: boolean | string): Effect => ({
      kind: "flag",
      unitId: state.unit.id,
      figureId: null,
      flag: f,
      value,
    });
    effects.push(
      flag(OW_FLAGS.overturned, true),
      flag(OW_FLAGS.destroyed, true),
      flag(OW_FLAGS.runaway, false),
      flag(OW_FLAGS.pace, "stopped"),
    );
  }
  return {
    procedure: "ow.runawayMove",
    cards,
    effects,
    summary: {
      key: overturned ? "COMBAT_PATROL.OldWest.Runaway.overturns" : "COMBAT_PATROL.OldWest.Runaway.moves",
      data: { wagon: state.unit.name, inches: move.inches },
    },
    cardInches: move.cardInches,
    inches: move.inches,
    bogChecks: checks,
    overturned,
    attacks,
  };
}

/** The overturning wagon as the attacking side of each occupant's melee (Melee and HtH: our default). */
function overturnAttacker(state: WagonState, options?: OldWestOptions): FigureState {
  return {
    ...teamFigure(state, options),
    id: `${state.unit.id}.overturn`,
    name: state.unit.name,
    melee: owDataOf(options).wagons.overturnAttackMelee,
  };
}

/**
 * OW-9.3f one occupant's melee attack when the wagon overturns: won or tied = passed, stunned;
 * lost = the melee result (damage card) applies. The wagon cannot be hurt (no damage card when
 * it loses); no recoil or advance moves.
 */
function overturnAttack(
  state: WagonState,
  occupant: FigureState,
  source: CardSource,
  options?: OldWestOptions,
): OverturnAttack {
  const melee = resolveMelee(
    {
      attacker: { unitId: state.unit.id, figure: overturnAttacker(state, options), hth: 0, takesDamage: false },
      defender: { unitId: state.unit.id, figure: occupant, hth: 0 },
    },
    source,
    { ...options, hooks: { afterMelee: () => [] } },
  );
  return { figureId: occupant.id, passed: melee.winner !== "attacker", melee };
}

export interface RegainControlResult extends ProcedureResult<"ow.regainControl"> {
  /** The cell of the morale table the card was read in: the driver's Guts column, the wagon's terrain row. */
  readonly grade: Grade;
  readonly terrain: Terrain;
  readonly result: string;
  readonly regained: boolean;
}

/**
 * OW-9.3f the driver tries to regain control on the wagon's activation: one card, the morale
 * result in his Guts column and the wagon's terrain; a result listing no forced action (OK)
 * regains control; any other result is ignored.
 */
export function regainControl(
  state: WagonState,
  terrain: Terrain,
  source: CardSource,
  options?: OldWestOptions,
): RegainControlResult {
  if (!state.runaway) throw new RulesError("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  const driver = driverOf(state);
  if (!driver) throw new RulesError("COMBAT_PATROL.Error.noDriver", { wagon: state.unit.name });
  const grade = driver.guts;
  const reader = new CardReader(source);
  const card = reader.draw(
    `ow.regainControl:${state.unit.id}`,
    ["morale"],
    (c) => `${grade}/${terrain}=${moraleResult(c, grade, terrain)}`,
  );
  const result = moraleResult(card, grade, terrain);
  const regained = owDataOf(options).wagons.regainControlOn.includes(result);
  return {
    procedure: "ow.regainControl",
    cards: reader.cards,
    effects: regained
      ? [{ kind: "flag", unitId: state.unit.id, figureId: null, flag: OW_FLAGS.runaway, value: false }]
      : [],
    summary: {
      key: regained ? "COMBAT_PATROL.OldWest.Runaway.regained" : "COMBAT_PATROL.OldWest.Runaway.stillRunning",
      data: { wagon: state.unit.name, result },
    },
    grade,
    terrain,
    result,
    regained,
  };
}
