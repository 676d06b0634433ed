/** The engine opponent on Foundry: the combat's current activation played over the GM's own table port. */
import { currentActivation } from "@foundry/kernel/activation-flag";
import { foundryTable } from "@foundry/kernel/foundry-table";
import type { EngineOpponent } from "./opponent-setting";
import { playActivation } from "./opponent-turn";

export async function playCurrentActivation(
  combat: Combat.Implementation,
  opponent: EngineOpponent,
  played: Set<string>,
): Promise<void> {
  const activation = currentActivation(combat);
  if (!activation || activation.units.length === 0) return;
  await playActivation(activation, opponent, await foundryTable(), played);
}
