/**
 * Tells fvtt-types the type of every Combat Patrol setting and of the scene flag that holds
 * a scene's overrides, so game.settings.get/set and scene.getFlag are checked.
 */
import type { RulesOptions } from "@rules/options";

/** The scene overrides as the scene config form stores them ("" = use the world setting). */
export interface SceneOverrideFlag {
  era?: string | null;
  year?: string | number | null;
  hollywood?: Partial<Record<keyof RulesOptions["hollywood"], string | boolean | null>>;
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "combat-patrol.era": RulesOptions["era"];
    /** 0 = no scenario year (a number setting cannot hold null in every Foundry version). */
    "combat-patrol.year": number;
    "combat-patrol.hollywood": RulesOptions["hollywood"];
    "combat-patrol.optional": RulesOptions["optional"];
    "combat-patrol.commandRadius": RulesOptions["commandRadius"];
    "combat-patrol.untrainedCommandRadius": RulesOptions["untrainedCommandRadius"];
    "combat-patrol.heTemplate": RulesOptions["heTemplate"];
    "combat-patrol.endOfTurn": RulesOptions["endOfTurn"];
    "combat-patrol.reshuffle": RulesOptions["reshuffle"];
    /** "" = the shipped Frontier deck. */
    "combat-patrol.deckFile": string;
    /** OW-9.2.8 a new livestock token's Endurance: one card drawn (default) or the range's low end. */
    "combat-patrol.livestockEndurance": "draw" | "low";
    /** The deck dock open or closed, for each user (scope "user"): dock/dock-hooks.ts. */
    "combat-patrol.dockOpen": boolean;
  }

  interface FlagConfig {
    Scene: {
      "combat-patrol"?: {
        overrides?: SceneOverrideFlag;
      };
    };
  }
}
