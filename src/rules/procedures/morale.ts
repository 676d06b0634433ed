/**
 * CORE-7 / CORE-11 Morale at the start of a unit's activation.
 *
 * A present, unstunned, trained leader first removes markers (Elite 2, Regular 1, Green 0;
 * close order one more, NAP-5.5); then one card per remaining marker, read in the unit's
 * Guts column (close order one grade better) and the terrain row. Markers are then cleared.
 */
import type { ActionCard, Grade, MoraleResult, Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { moraleResult } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import { betterGrade } from "../options";
import { LEADER_REMOVED_MARKERS_FLAG } from "./data";
import { CardReader, dataOf, rulesOf, type ProcedureOptions } from "./reader";

export interface MoraleInput {
  readonly unit: UnitState;
  /** The terrain the unit stands in: the morale row. */
  readonly terrain: Terrain;
  /** Grades better for the column (close order, NAP-5.5). Default: 1 in close order, else 0. */
  readonly gradeShift?: number;
  /**
   * May the leader remove markers? Default: a leader present, unstunned and trained, and the
   * leaders' morale rule (3.14) in play. OW-3c untrained leaders: false; OW-4d lone heroes: true.
   */
  readonly canRemoveMarkers?: boolean;
}

/** What a hook that picks the figures of a one-figure result is given. */
export interface PickContext {
  readonly unit: UnitState;
  /** The morale card of this check. */
  readonly card: ActionCard;
  /** Its one-figure result (STUNNED_ONE, RUN_FOR_COVER_ONE, ADVANCE_ONE). */
  readonly result: MoraleResult;
  readonly grade: Grade;
  readonly terrain: Terrain;
  /** Figures an earlier check of this procedure already took. */
  readonly taken: ReadonlySet<string>;
  /**
   * The procedure's own reader: a card drawn through it is recorded right after this check's
   * morale card, so the result's card list stays one list in order (NAP-8.2 the count card).
   */
  readonly reader: CardReader;
}

export interface MoraleHooks {
  /** The result a card gives (bears, OW-9.2.6, turn negative results into retreats). */
  readonly resultFor?: (card: ActionCard, grade: Grade, terrain: Terrain) => MoraleResult;
  /**
   * The figure a one-figure result affects; default the first standing figure in the unit's
   * order not already taken by this check (the owner orders the figures).
   */
  readonly pickFigure?: (unit: UnitState, card: ActionCard, taken: ReadonlySet<string>) => FigureState | null;
  /**
   * The figures a one-figure result affects, when a rule makes it more than one (NAP-8.2 Indians:
   * "flip another card and check the number of the hit randomizer. That number of figures is
   * affected"). May draw through ctx.reader. Each figure picked gets the result's effect; a
   * figure already taken is skipped. Wins over `pickFigure` when both are given.
   */
  readonly pickFigures?: (ctx: PickContext) => readonly FigureState[];
}

export interface MoraleOptions extends ProcedureOptions {
  readonly hooks?: MoraleHooks;
}

interface MoraleCheck {
  readonly serial: number;
  readonly result: MoraleResult;
  /** Figure the result applies to (one-figure results), null for the unit or OK. */
  readonly figureId: string | null;
  /** Every figure a one-figure result reached (figureId first; more with `pickFigures`). */
  readonly figureIds: readonly string[];
  /** Inches of a forced move (the card's move section), 0 for none. */
  readonly inches: number;
}

export interface MoraleOutcome extends ProcedureResult<"morale"> {
  readonly unitId: string;
  readonly markers: number;
  /** Markers the leader removed (NAP-4: his men then fire with the leader-absent shift). */
  readonly removed: number;
  readonly grade: Grade;
  readonly terrain: Terrain;
  readonly checks: readonly MoraleCheck[];
}

/** A grade `steps` better (close order). */
export function shiftGrade(grade: Grade, steps: number): Grade {
  let g = grade;
  for (let i = 0; i < steps; i += 1) g = betterGrade(g);
  return g;
}

/** The unit's leader if he is present (in the unit and not incapacitated). */
export function presentLeader(unit: UnitState): FigureState | null {
  const leader = unit.figures.find((f) => f.id === unit.leaderId);
  return leader && !leader.incapacitated ? leader : null;
}

/** CORE-11: markers the leader removes before the checks. */
export function markersLeaderRemoves(
  unit: UnitState,
  canRemove: boolean,
  gradeShift: number,
  options?: ProcedureOptions,
): number {
  const leader = presentLeader(unit);
  if (!canRemove || !leader || leader.stunned) return 0;
  // NAP-5.5: in close order "leaders may remove an additional morale marker above their base Guts rating".
  const removes = dataOf(options).leaderRemoves[leader.guts] + gradeShift;
  return Math.min(unit.moraleMarkers, removes);
}

function defaultCanRemove(unit: UnitState, options?: ProcedureOptions): boolean {
  const leader = presentLeader(unit);
  return rulesOf(options).optional.leadersMorale314 && leader !== null && leader.trained;
}

/**
 * NAP-4 (base 3.14, which OW-3c refers to) the markers the unit's leader could remove before its
 * checks: 0 when he may not (absent, stunned, untrained, Green, the rule off). The table asks the
 * player whether he does only when this is more than 0.
 */
export function markersLeaderCouldRemove(unit: UnitState, gradeShift = 0, options?: ProcedureOptions): number {
  return markersLeaderRemoves(unit, defaultCanRemove(unit, options), gradeShift, options);
}

/**
 * NAP-4 (base 3.14) in both supplements: "The player has the option of whether to exercise this
 * ability or not in any given activation, but he must decide before making any morale checks. If
 * the leader removes morale markers, his men must apply the 'column shift' for the leader not
 * being present when they fire later in the activation." The checks with the player's choice;
 * markers removed put the activation-long leader-absent flag on the unit (LEADER_REMOVED_MARKERS_FLAG,
 * read by the fire dialog's shifts, cleared when the activation ends).
 */
export function resolveLeaderMorale(
  input: MoraleInput,
  leaderRemoves: boolean,
  source: CardSource,
  options?: MoraleOptions,
): MoraleOutcome {
  const canRemoveMarkers = leaderRemoves && (input.canRemoveMarkers ?? defaultCanRemove(input.unit, options));
  const outcome = resolveMorale({ ...input, canRemoveMarkers }, source, options);
  if (outcome.removed === 0) return outcome;
  return { ...outcome, effects: [...outcome.effects, leaderAbsentFlag(input.unit.id)] };
}

/** NAP-4 the flag that makes the unit's men fire with the leader-absent shift for the rest of the activation. */
export function leaderAbsentFlag(unitId: string): Effect {
  return { kind: "flag", unitId, figureId: null, flag: LEADER_REMOVED_MARKERS_FLAG, value: true };
}

function firstStanding(unit: UnitState, _card: ActionCard, taken: ReadonlySet<string>): FigureState | null {
  return unit.figures.find((f) => !f.incapacitated && !taken.has(f.id)) ?? null;
}

/** CORE-7: the morale checks of a unit at the start of its activation. */
export function resolveMorale(input: MoraleInput, source: CardSource, options?: MoraleOptions): MoraleOutcome {
  const { unit, terrain } = input;
  if (unit.moraleMarkers < 0 || !Number.isInteger(unit.moraleMarkers))
    throw new RulesError("badMarkers", { unit: unit.name, markers: unit.moraleMarkers });
  const gradeShift = input.gradeShift ?? (unit.closeOrder ? 1 : 0);
  const grade = shiftGrade(unit.grade, gradeShift);
  const removed = markersLeaderRemoves(
    unit,
    input.canRemoveMarkers ?? defaultCanRemove(unit, options),
    gradeShift,
    options,
  );
  const resultFor = options?.hooks?.resultFor ?? ((c: ActionCard, g: Grade, t: Terrain) => moraleResult(c, g, t));

  const reader = new CardReader(source);
  const checks: MoraleCheck[] = [];
  const effects: Effect[] = [];
  const taken = new Set<string>();
  const pick = figurePicker(unit, grade, terrain, taken, reader, options?.hooks);
  for (let i = removed; i < unit.moraleMarkers; i += 1) {
    const card = reader.draw(
      `morale:${unit.id}`,
      ["morale"],
      (c) => `${grade}/${terrain}=${resultFor(c, grade, terrain)}`,
    );
    const result = resultFor(card, grade, terrain);
    const check = applyResult(unit, card, result, pick);
    if (check.inches > 0) reader.annotate(card, ["move"], `move=${card.move}`);
    checks.push({ serial: card.serial, ...check });
    effects.push(...check.effects);
  }
  if (unit.moraleMarkers > 0) effects.push({ kind: "clearMoraleMarkers", unitId: unit.id });
  const worst = checks.find((c) => c.result !== "OK")?.result ?? "OK";
  return {
    procedure: "morale",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.Morale.summary",
      data: { unit: unit.name, markers: unit.moraleMarkers, removed, checks: checks.length, first: worst },
    },
    unitId: unit.id,
    markers: unit.moraleMarkers,
    removed,
    grade,
    terrain,
    checks: checks.map(({ serial, result, figureId, figureIds, inches }) => ({
      serial,
      result,
      figureId,
      figureIds,
      inches,
    })),
  };
}

/** The figures of a one-figure result: the hooks' choice (figures already taken skipped), marked taken. */
function figurePicker(
  unit: UnitState,
  grade: Grade,
  terrain: Terrain,
  taken: Set<string>,
  reader: CardReader,
  hooks: MoraleHooks | undefined,
): (card: ActionCard, result: MoraleResult) => FigureState[] {
  return (card, result) => {
    let picked: readonly FigureState[];
    if (hooks?.pickFigures) picked = hooks.pickFigures({ unit, card, result, grade, terrain, taken, reader });
    else {
      const one = (hooks?.pickFigure ?? firstStanding)(unit, card, taken);
      picked = one ? [one] : [];
    }
    const out: FigureState[] = [];
    for (const f of picked) {
      if (taken.has(f.id) || f.incapacitated) continue;
      taken.add(f.id);
      out.push(f);
    }
    return out;
  };
}

/** CORE-7 what each morale result does; forced moves use the card's move section (our default). */
function applyResult(
  unit: UnitState,
  card: ActionCard,
  result: MoraleResult,
  pick: (card: ActionCard, result: MoraleResult) => FigureState[],
): { result: MoraleResult; figureId: string | null; figureIds: string[]; inches: number; effects: Effect[] } {
  const none = { result, figureId: null, figureIds: [], inches: 0, effects: [] };
  switch (result) {
    case "OK":
      return none;
    case "STUNNED_ONE":
    case "RUN_FOR_COVER_ONE":
    case "ADVANCE_ONE": {
      const figures = pick(card, result);
      if (figures.length === 0) return none;
      return {
        result,
        figureId: figures[0]!.id,
        figureIds: figures.map((f) => f.id),
        inches: result === "STUNNED_ONE" ? 0 : card.move,
        effects: figures.flatMap((f) => oneFigureEffects(unit.id, f.id, result, card.move)),
      };
    }
    case "FALL_BACK":
      return {
        ...none,
        inches: card.move,
        effects: [{ kind: "move", unitId: unit.id, figureId: null, inches: card.move, direction: "fall-back" }],
      };
    case "PINNED":
      return {
        ...none,
        effects: unit.figures
          .filter((f) => !f.incapacitated)
          .map((f) => ({ kind: "pin", unitId: unit.id, figureId: f.id, pinned: true })),
      };
  }
}

/** CORE-7 what a one-figure result does to one figure. */
function oneFigureEffects(unitId: string, figureId: string, result: MoraleResult, inches: number): Effect[] {
  switch (result) {
    case "STUNNED_ONE":
      return [{ kind: "stun", unitId, figureId, stunned: true }];
    case "RUN_FOR_COVER_ONE":
      return [{ kind: "move", unitId, figureId, inches, direction: "toward-cover" }];
    case "ADVANCE_ONE":
      return [{ kind: "move", unitId, figureId, inches, direction: "toward-enemy" }];
    default:
      return [];
  }
}
