/** The engine opponent on Foundry: an activation played over the GM's own table port (kernel/foundry-table.ts). */
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import { foundryTable } from "@foundry/kernel/foundry-table";
import type { EngineOpponent } from "./opponent-setting";
import { playActivation } from "./opponent-turn";

export async function playEngineUnits(
  activation: CurrentActivation,
  opponent: EngineOpponent,
  played: Set<string>,
): Promise<void> {
  await playActivation(activation, opponent, await foundryTable(), played);
}
