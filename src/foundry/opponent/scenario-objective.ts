/**
 * OW-2 / NAP-2 what each engine unit's side plays for, read from the Combat's scenario (the starter
 * adventure's flag the import copied onto it: the sides' actors and the victory conditions); the
 * chooser steers for it (rules/opponent/objective.ts). No scenario: every unit just fights.
 */
import { objectiveFor } from "@rules/opponent/objective";
import { type CombatScenario, unitSides } from "@foundry/adventure/scenario-flag";
import type { ObjectiveOf } from "./opponent-turn";

export function objectivesIn(scenario: CombatScenario | null): ObjectiveOf {
  if (!scenario) return () => null;
  const sides = unitSides(scenario);
  const bySide = { a: objectiveFor(scenario.rules, "a"), b: objectiveFor(scenario.rules, "b") };
  return (unitId) => {
    const side = sides.get(unitId);
    return side ? bySide[side] : null;
  };
}
