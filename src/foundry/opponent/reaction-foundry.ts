/**
 * The engine's reactions on Foundry, over the GM's own table port (kernel/foundry-table.ts):
 * NAP-6.2.1.2b a posted halt card (its result message, as the GM's client created it); CORE-10 a
 * moved token of a figure acting now (interrupt-play.ts); NAP-6.2.1.2b a posted withdrawal (pursuit-play.ts).
 */
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import { foundryTable } from "@foundry/kernel/foundry-table";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { reactToMove } from "./interrupt-play";
import { pursueWithdrawal } from "./pursuit-play";
import { reactToHalt } from "./reaction-play";

export async function reactToMessage(message: ChatMessage.Implementation, opponent: EngineOpponent): Promise<void> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.result) return;
  await reactToHalt(system.result.result, opponent, await foundryTable());
}

/** NAP-6.2.1.2b a posted result that made a person's unit withdraw: the engine's riders may pursue. */
export async function pursueFromMessage(message: ChatMessage.Implementation, opponent: EngineOpponent): Promise<void> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || !system.result) return;
  await pursueWithdrawal(system.result.result, opponent, await foundryTable());
}

/** CORE-10 a token moved in `activation`: its actor (a figure's UUID) is the mover the engine may react to. */
export async function reactToToken(
  token: TokenDocument.Implementation,
  activation: CurrentActivation,
  opponent: EngineOpponent,
  reacted: Set<string>,
): Promise<void> {
  const moverId = token.actor?.uuid;
  if (moverId) await reactToMove(moverId, activation, opponent, await foundryTable(), reacted);
}
