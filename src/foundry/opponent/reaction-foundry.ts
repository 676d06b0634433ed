/**
 * NAP-6.2.1.2b the engine's reaction on Foundry: a posted halt card (its result message, as the
 * GM's client created it) answered over the GM's own table port (kernel/foundry-table.ts).
 */
import { foundryTable } from "@foundry/kernel/foundry-table";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import type { EngineOpponent } from "./opponent-setting";
import { reactToHalt } from "./reaction-play";

export async function reactToMessage(message: ChatMessage.Implementation, opponent: EngineOpponent): Promise<void> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.result) return;
  await reactToHalt(system.result.result, opponent, await foundryTable());
}
