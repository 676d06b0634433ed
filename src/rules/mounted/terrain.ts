/**
 * NAP-6.1.2 / OW-7.1b Mounted movement and terrain. Mounted figures take no distance penalty
 * for linear obstacles but make a bog check (as vehicles) in woods and at linear obstacles.
 * One check for the unit; mounted officers check on their own. Woods: a bog result stops the
 * unit half way through its movement in the woods. Linear obstacle: a second card's hit
 * randomizer picks a figure that finishes its move over, but in contact with, the obstacle;
 * stunned if the unit ended its move just over the obstacle.
 */
import type { Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { overlaps, type Point, type Polygon, type Shape } from "../geometry";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import { randomizedIndex } from "../procedures/fire";
import { resolveBog } from "../procedures/reaction";
import { CardReader } from "../procedures/reader";
import { mountedDataOf, type MountedOptions } from "./options";

/**
 * NAP-6.1.2b "All bog checks are made for the unit – only mounted officers make individual
 * checks": the figures of the unit's one check, its mounted leader left out (he checks on his own)
 * when he has men with him.
 */
export function unitBogCheckers(unit: UnitState): FigureState[] {
  const riders = unit.figures.filter((f) => !f.incapacitated && f.mounted);
  const men = riders.filter((f) => f.id !== unit.leaderId);
  return men.length > 0 ? men : riders;
}

/**
 * NAP-6.1.2b "Scenario designers and game masters should identify terrain that is impassible to
 * mounted troops": a mounted move whose straight path from `from` to `to` enters ground the GM
 * marked so (`areas`, inches) is refused.
 */
export function checkMountedPassable(figure: string, from: Point, to: Point, areas: readonly Polygon[]): void {
  const path: Shape = { kind: "capsule", a: from, b: to, radius: 0 };
  if (areas.some((area) => overlaps(path, area))) throw new RulesError("impassableToMounted", { figure });
}

/**
 * NAP-6.1.2b the same for the Terrain regions the path enters that are closed to riders (the map's
 * reading, kernel/map-move.ts: water, or ground marked so on its Terrain behavior), by name.
 */
export function checkOpenToRiders(figure: string, closed: readonly string[]): void {
  const ground = closed[0];
  if (ground !== undefined) throw new RulesError("closedToRiders", { figure, ground });
}

/** NAP-6.1.2 "Mounted figures do not apply a distance penalty for crossing linear obstacles." */
export function mountedLinearObstaclePenalty(): number {
  return 0;
}

export type MountedBogPlace = "woods" | "linear-obstacle";

export interface MountedBogInput {
  readonly unitId: string;
  readonly place: MountedBogPlace;
  /** GM: the grade the terrain's bog column is read in (the base rules grade terrain Green/Regular/Elite). */
  readonly terrainGrade: Grade;
  /**
   * Figures that check together: the unit (mounted officers excluded) or one mounted officer
   * ("All bog checks are made for the unit – only mounted officers make individual checks").
   * For a linear obstacle, in the order the hit randomizer counts (nearest the obstacle first).
   */
  readonly figures: readonly FigureState[];
  /** A mounted officer checking on his own (his id), absent for the unit's check. */
  readonly officerId?: string;
  /** Woods: inches of the planned move that lie in the woods. */
  readonly inchesInWoods?: number;
  /** Linear obstacle, GM/table: the unit ends its move just over the obstacle (the stuck figure is stunned). */
  readonly endsJustOverObstacle?: boolean;
}

export interface MountedBogResult extends ProcedureResult<"mountedBog"> {
  readonly place: MountedBogPlace;
  readonly bogged: boolean;
  /** Woods: inches into the woods where the unit stops (half way), null when not bogged. */
  readonly stopAfterInchesInWoods: number | null;
  /** Linear obstacle: the figure stuck over the obstacle, null when not bogged. */
  readonly stuckFigureId: string | null;
  readonly stunned: boolean;
}

/** NAP-6.1.2 / OW-7.1b: the bog check of a mounted unit (or officer) in woods or at a linear obstacle. */
export function resolveMountedBog(
  input: MountedBogInput,
  source: CardSource,
  options?: MountedOptions,
): MountedBogResult {
  const data = mountedDataOf(options);
  const live = input.figures.filter((f) => !f.incapacitated);
  if (live.length === 0) throw new RulesError("noFigures", { unit: input.unitId });
  if (input.place === "woods" && !(input.inchesInWoods !== undefined && input.inchesInWoods >= 0)) {
    throw new RulesError("badInches", { what: "inchesInWoods", value: String(input.inchesInWoods) });
  }
  const officer = input.officerId ?? null;
  const check = resolveBog(
    { unitId: input.unitId, figureId: officer, terrainGrade: input.terrainGrade, purpose: input.place },
    source,
  );
  const reader = new CardReader(source);
  const bogged = check.bogged;
  const base = { procedure: "mountedBog" as const, place: input.place, bogged };
  if (!bogged) {
    return {
      ...base,
      cards: check.cards,
      effects: [],
      summary: { key: "COMBAT_PATROL.Mounted.bogClear", data: {} },
      stopAfterInchesInWoods: null,
      stuckFigureId: null,
      stunned: false,
    };
  }
  if (input.place === "woods") {
    const stop = (input.inchesInWoods ?? 0) * data.woodsBogStopFraction;
    return {
      ...base,
      cards: check.cards,
      effects: [],
      summary: { key: "COMBAT_PATROL.Mounted.bogWoods", data: { inches: stop } },
      stopAfterInchesInWoods: stop,
      stuckFigureId: null,
      stunned: false,
    };
  }
  const pick = reader.draw(
    `bog.figure:${input.unitId}`,
    ["randomizer"],
    (c) => `randomizer=${c.randomizer} figure=${live[randomizedIndex(c.randomizer, live.length)]!.id}`,
  );
  const stuck = live[randomizedIndex(pick.randomizer, live.length)]!;
  const stunned = input.endsJustOverObstacle === true;
  const effects: Effect[] = [
    { kind: "flag", unitId: input.unitId, figureId: stuck.id, flag: "stuckOverObstacle", value: true },
  ];
  if (stunned) effects.push({ kind: "stun", unitId: input.unitId, figureId: stuck.id, stunned: true });
  return {
    ...base,
    cards: [...check.cards, ...reader.cards],
    effects,
    summary: { key: "COMBAT_PATROL.Mounted.bogObstacle", data: { figure: stuck.name, stunned } },
    stopAfterInchesInWoods: null,
    stuckFigureId: stuck.id,
    stunned,
  };
}
