/**
 * OW-2 / NAP-2 what the engine's side plays for in a starter adventure: the zone its victory
 * conditions name (the gang's way off the table, the dragoons' far bank: "reach" it), else the
 * adventure's objective, which it holds (the law at the creek bridge, the garrison at the
 * crossroads). Read from the scenario's data (src/rules/scenario), never written per adventure
 * here; the reading is in docs/rules-readings.md "What the engine plays for".
 */
import type { ScenarioData, ScenarioSide, Zone } from "../scenario";

export interface Objective {
  readonly zone: Zone;
  /** The zone's name in the scenario (its player words: COMBAT_PATROL.Report.zone.<name>). */
  readonly name: string;
  /** reach: the side wins by getting figures there; hold: it keeps the place. */
  readonly aim: "reach" | "hold";
  /**
   * The side's figures (ids) the enemy wins by putting down (a figureDown condition: the gang's
   * boss): they charge nobody, the rest of their unit fights on.
   */
  readonly keepSafe?: readonly string[];
}

/** The side's objective in the scenario; null when the scenario names no zone for it. */
export function objectiveFor(scenario: ScenarioData, side: ScenarioSide): Objective | null {
  for (const condition of scenario.victory[side]) {
    if (condition.kind !== "escape" && condition.kind !== "outnumber") continue;
    const zone = scenario.zones[condition.zone];
    if (zone) return { zone, name: condition.zone, aim: "reach" };
  }
  const zone = scenario.zones[scenario.objective];
  return zone ? { zone, name: scenario.objective, aim: "hold" } : null;
}

/** The roles whose figure the enemy of `side` wins by putting down (its figureDown conditions). */
export function rolesTheEnemyHunts(scenario: ScenarioData, side: ScenarioSide): string[] {
  const enemy: ScenarioSide = side === "a" ? "b" : "a";
  return scenario.victory[enemy].flatMap((c) => (c.kind === "figureDown" ? [c.role] : []));
}
