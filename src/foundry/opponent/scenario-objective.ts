/**
 * OW-2 / NAP-2 what each engine unit's side plays for, read from the Combat's scenario (the starter
 * adventure's flag the import copied onto it: the sides' actors and the victory conditions); the
 * chooser steers for it (rules/opponent/objective.ts), and keeps out of hand to hand the figures
 * the enemy wins by putting down. No scenario: every unit just fights.
 */
import type { ScenarioSide } from "@rules/scenario";
import { objectiveFor, rolesTheEnemyHunts, type Objective } from "@rules/opponent/objective";
import { actorUuid, type CombatScenario, unitSides } from "@foundry/adventure/scenario-flag";
import type { ObjectiveOf } from "./opponent-turn";

export function objectivesIn(scenario: CombatScenario | null): ObjectiveOf {
  if (!scenario) return () => null;
  const sides = unitSides(scenario);
  const of = (side: ScenarioSide): Objective | null => {
    const objective = objectiveFor(scenario.rules, side);
    // the figures the enemy hunts (the gang's boss), by the ids the pieces carry
    const keepSafe = rolesTheEnemyHunts(scenario.rules, side).flatMap((role) =>
      (scenario.roles[role] ?? []).map(actorUuid),
    );
    return objective && keepSafe.length > 0 ? { ...objective, keepSafe } : objective;
  };
  const bySide = { a: of("a"), b: of("b") };
  return (unitId) => {
    const side = sides.get(unitId);
    return side ? bySide[side] : null;
  };
}
