/** The engine opponent on Foundry: an activation played over the GM's own table port (kernel/foundry-table.ts). */
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import { foundryTable } from "@foundry/kernel/foundry-table";
import { SYSTEM_ID } from "@foundry/shared/system";
import { combatScenarioFrom } from "@foundry/adventure/scenario-flag";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { playActivation } from "./opponent-turn";
import { objectivesIn } from "./scenario-objective";

export async function playEngineUnits(
  combat: Combat.Implementation,
  activation: CurrentActivation,
  opponent: EngineOpponent,
  played: Set<string>,
): Promise<void> {
  // OW-2 / NAP-2 a starter adventure's Combat carries its scenario: the engine plays for its objective.
  const objectives = objectivesIn(combatScenarioFrom(combat.getFlag(SYSTEM_ID, "scenario")));
  await playActivation(activation, opponent, await foundryTable(), played, objectives);
}
