/** The engine opponent offered at a starter adventure's import, on Foundry (adventure-offer.ts over the GM's world). */
import { ask } from "@foundry/kernel/ask-dialog";
import { foundryFormat } from "@foundry/shared/format";
import { SYSTEM_ID } from "@foundry/shared/system";
import { starterFlagFrom } from "@foundry/adventure/starter";
import { offerEngine } from "./adventure-offer";
import { engineOpponent } from "@foundry/kernel/engine-side";
import { saveEngineOpponent } from "./opponent-setting";

export async function offerOnImport(adventure: Adventure.Implementation): Promise<void> {
  const flags = adventure.flags as Record<string, Record<string, unknown> | undefined>;
  const flag = starterFlagFrom(flags[SYSTEM_ID]?.starter);
  if (!flag || !game.user?.isGM) return;
  const sides = flag.scenario?.names ?? {
    a: foundryFormat("COMBAT_PATROL.Opponent.Offer.sideA"),
    b: foundryFormat("COMBAT_PATROL.Opponent.Offer.sideB"),
  };
  await offerEngine(adventure.name, sides, {
    players: () => (game.users?.contents ?? []).filter((u) => !u.isGM).length,
    current: engineOpponent,
    ask,
    save: saveEngineOpponent,
    format: (key, data) => foundryFormat(key, data),
  });
}
