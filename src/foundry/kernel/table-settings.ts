/**
 * The two world settings that rule how the GM's table draws and applies (registered at init,
 * read on the GM's client when a request arrives):
 *   - physicalCards: the cards are drawn from real decks and their serials typed. A world setting
 *     (it was per client: a player could turn it on and name the cards he wanted); the coordinator
 *     refuses typed serials while it is off.
 *   - gmConfirmsResults: a player's result waits for the GM's Apply instead of applying as it is
 *     posted (for groups who want it; the card tells the player it waits).
 * A world setting is a Setting document without a user: Foundry v13 lets only a user with the
 * SETTINGS_MODIFY permission create or update it (BaseSetting #canModify, common/documents/
 * setting.mjs; SETTINGS_MODIFY's default role is ASSISTANT, common/constants.mjs), so a player's
 * client cannot change either (docs/foundry-behaviour.md).
 */
import { SYSTEM_ID } from "@foundry/shared/system";

const PHYSICAL_CARDS = "physicalCards";
const GM_CONFIRMS = "gmConfirmsResults";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** World: draws ask for the serial of a card drawn at the real table. */
    "combat-patrol.physicalCards": boolean;
    /** World: players' results wait for the GM's Apply. */
    "combat-patrol.gmConfirmsResults": boolean;
  }
}

export function registerTableSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Combat Patrol | game settings are not ready");
  settings.register(SYSTEM_ID, PHYSICAL_CARDS, {
    name: "COMBAT_PATROL.Cards.physical.setting",
    hint: "COMBAT_PATROL.Cards.physical.settingHint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register(SYSTEM_ID, GM_CONFIRMS, {
    name: "COMBAT_PATROL.Chat.gmConfirms.setting",
    hint: "COMBAT_PATROL.Chat.gmConfirms.settingHint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

/** Physical-card mode in this world. */
export function physicalMode(): boolean {
  return game.settings?.get(SYSTEM_ID, PHYSICAL_CARDS) ?? false;
}

/** The GM confirms each player's result in this world. */
export function gmConfirmsResults(): boolean {
  return game.settings?.get(SYSTEM_ID, GM_CONFIRMS) ?? false;
}
