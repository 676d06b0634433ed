/**
 * Which side the engine plays, by which doctrine, and whether it waits for the people's reactions:
 * world settings registered here at init and saved by the scenario setup (read by
 * kernel/engine-side.ts, where the actions may ask too). The scenario setup offers them in the
 * players' words ("Side A", "Side B"); Foundry's settings list shows them too.
 */
import { DOCTRINE_IDS } from "@rules/opponent/doctrine-ids";
import { SYSTEM_ID } from "@foundry/shared/system";
import { ENGINE_SETTINGS, ENGINE_SIDES, NO_ENGINE, type EngineOpponent } from "@foundry/kernel/engine-side";

const OPPONENT_KEYS = "COMBAT_PATROL.Opponent.Setting.";

const choices = <T extends string>(list: readonly T[], prefix: string): Record<T, string> =>
  Object.fromEntries(list.map((v) => [v, `${prefix}${v}`])) as Record<T, string>;

export function registerOpponentSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Combat Patrol | game settings are not ready");
  settings.register(SYSTEM_ID, ENGINE_SETTINGS.side, {
    name: `${OPPONENT_KEYS}side`,
    hint: `${OPPONENT_KEYS}sideHint`,
    scope: "world",
    config: true,
    type: String,
    choices: choices(ENGINE_SIDES, `${OPPONENT_KEYS}sides.`),
    default: NO_ENGINE.side,
  });
  settings.register(SYSTEM_ID, ENGINE_SETTINGS.doctrine, {
    name: `${OPPONENT_KEYS}doctrine`,
    hint: `${OPPONENT_KEYS}doctrineHint`,
    scope: "world",
    config: true,
    type: String,
    choices: choices(DOCTRINE_IDS, `${OPPONENT_KEYS}doctrines.`),
    default: NO_ENGINE.doctrine,
  });
  settings.register(SYSTEM_ID, ENGINE_SETTINGS.waits, {
    name: `${OPPONENT_KEYS}waits`,
    hint: `${OPPONENT_KEYS}waitsHint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

/** The GM gives a side (or none) to the engine (the scenario setup). */
export async function saveEngineOpponent(opponent: EngineOpponent): Promise<void> {
  const settings = game.settings;
  if (!settings) return;
  await settings.set(SYSTEM_ID, ENGINE_SETTINGS.side, opponent.side);
  await settings.set(SYSTEM_ID, ENGINE_SETTINGS.doctrine, opponent.doctrine);
}
