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

export interface MoraleHooks {
  /** The result a card gives (bears, OW-9.2.6, turn negative results into retreats). */
  readonly resultFor?: (card: ActionCard, grade: Grade, terrain: Terrain) => MoraleResult;
  /**
   * The figure a one-figure result affects; default the first standing figure in the unit's
   * order not already taken by this check (the owner orders the figures). NAP-8.2 Indians
   * pick by the card's randomizer.
   */
  readonly pickFigure?: (unit: UnitState, card: ActionCard, taken: ReadonlySet<string>) => FigureState | null;
}

export interface MoraleOptions extends ProcedureOptions {
  readonly hooks?: MoraleHooks;
}

export interface MoraleCheck {
  readonly serial: number;
  readonly result: MoraleResult;
  /** Figure the result applies to (one-figure results), null for the unit or OK. */
  readonly figureId: string | null;
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
export function markersLeaderRemoves(unit: UnitState, canRemove: boolean, gradeShift: number, options?: ProcedureOptions): number {
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

function firstStanding(unit: UnitState, _card: ActionCard, taken: ReadonlySet<string>): FigureState | null {
  return unit.figures.find((f) => !f.incapacitated && !taken.has(f.id)) ?? null;
}

/** CORE-7: the morale checks of a unit at the start of its activation. */
export function resolveMorale(input: MoraleInput, source: CardSource, options?: MoraleOptions): MoraleOutcome {
  const { unit, terrain } = input;
  if (unit.moraleMarkers < 0 || !Number.isInteger(unit.moraleMarkers)) throw new RulesError("badMarkers", { unit: unit.name, markers: unit.moraleMarkers });
  const gradeShift = input.gradeShift ?? (unit.closeOrder ? 1 : 0);
  const grade = shiftGrade(unit.grade, gradeShift);
  const removed = markersLeaderRemoves(unit, input.canRemoveMarkers ?? defaultCanRemove(unit, options), gradeShift, options);
  const resultFor = options?.hooks?.resultFor ?? ((c: ActionCard, g: Grade, t: Terrain) => moraleResult(c, g, t));
  const pick = options?.hooks?.pickFigure ?? firstStanding;

  const reader = new CardReader(source);
  const checks: MoraleCheck[] = [];
  const effects: Effect[] = [];
  const taken = new Set<string>();
  for (let i = removed; i < unit.moraleMarkers; i += 1) {
    const card = reader.draw(`morale:${unit.id}`, ["morale"], (c) => `${grade}/${terrain}=${resultFor(c, grade, terrain)}`);
    const result = resultFor(card, grade, terrain);
    const check = applyResult(unit, card, result, pick, taken);
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
    summary: { key: "COMBAT_PATROL.Morale.summary", data: { unit: unit.name, markers: unit.moraleMarkers, removed, checks: checks.length, first: worst } },
    unitId: unit.id,
    markers: unit.moraleMarkers,
    removed,
    grade,
    terrain,
    checks: checks.map(({ serial, result, figureId, inches }) => ({ serial, result, figureId, inches })),
  };
}

/** CORE-7 what each morale result does; forced moves use the card's move section (our default). */
function applyResult(
  unit: UnitState,
  card: ActionCard,
  result: MoraleResult,
  pick: NonNullable<MoraleHooks["pickFigure"]>,
  taken: Set<string>,
): { result: MoraleResult; figureId: string | null; inches: number; effects: Effect[] } {
  const one = (): FigureState | null => {
    const f = pick(unit, card, taken);
    if (f) taken.add(f.id);
    return f;
  };
  switch (result) {
    case "OK":
      return { result, figureId: null, inches: 0, effects: [] };
    case "STUNNED_ONE": {
      const f = one();
      return { result, figureId: f?.id ?? null, inches: 0, effects: f ? [{ kind: "stun", unitId: unit.id, figureId: f.id, stunned: true }] : [] };
    }
    case "RUN_FOR_COVER_ONE":
    case "ADVANCE_ONE": {
      const f = one();
      const direction = result === "ADVANCE_ONE" ? "toward-enemy" : "toward-cover";
      return {
        result,
        figureId: f?.id ?? null,
        inches: f ? card.move : 0,
        effects: f ? [{ kind: "move", unitId: unit.id, figureId: f.id, inches: card.move, direction }] : [],
      };
    }
    case "FALL_BACK":
      return { result, figureId: null, inches: card.move, effects: [{ kind: "move", unitId: unit.id, figureId: null, inches: card.move, direction: "fall-back" }] };
    case "PINNED":
      return {
        result,
        figureId: null,
        inches: 0,
        effects: unit.figures.filter((f) => !f.incapacitated).map((f) => ({ kind: "pin", unitId: unit.id, figureId: f.id, pinned: true })),
      };
  }
}
