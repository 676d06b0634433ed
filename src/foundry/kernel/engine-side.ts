/**
 * Which side the engine opponent plays, and by which doctrine, as the world's settings hold them
 * (registered by foundry/opponent/opponent-setting.ts): read here, below the actions, so that an
 * action may ask whether the engine plays a unit (the charge's halt for the engine's reactions)
 * without importing the opponent folder. Side A's tokens are FRIENDLY, side B's HOSTILE (setup/run.ts,
 * the starter adventures), so the engine's units are those whose tokens show its side (rules/sides.ts).
 */
import { DOCTRINE_IDS, type DoctrineId } from "@rules/opponent/doctrine-ids";
import type { Allegiance } from "@rules/sides";
import { SYSTEM_ID } from "@foundry/shared/system";

/**
 * The side the engine plays: none, side A (friendly tokens), side B (hostile tokens), or both (the
 * engine plays itself: a game to watch, or to test the engine with).
 */
export const ENGINE_SIDES = ["none", "a", "b", "both"] as const;
export type EngineSide = (typeof ENGINE_SIDES)[number];

export interface EngineOpponent {
  readonly side: EngineSide;
  readonly doctrine: DoctrineId;
  /**
   * CORE-10 after each of its units' moves in sight of a person's figure, the GM's client waits for
   * the person's reactions (opponent/reaction-window.ts); absent: it plays on.
   */
  readonly waitsForReactions?: boolean;
}

export const NO_ENGINE: EngineOpponent = { side: "none", doctrine: "steady" };

/** The world settings' keys (registered by opponent-setting.ts). */
export const ENGINE_SETTINGS = {
  side: "opponentSide",
  doctrine: "opponentDoctrine",
  waits: "opponentWaitsForReactions",
} as const;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** World: the side the engine plays ("none", "a", "b", "both"). */
    "combat-patrol.opponentSide": string;
    /** World: the engine's doctrine (aggressive, steady, cautious). */
    "combat-patrol.opponentDoctrine": string;
    /** World: CORE-10 the engine waits for the people's reactions after its moves. */
    "combat-patrol.opponentWaitsForReactions": boolean;
  }
}

/** A stored pair read back (anything unknown: no engine, the steady doctrine), and whether it waits for reactions. */
export function engineOpponentOf(side: unknown, doctrine: unknown, waits?: unknown): EngineOpponent {
  return {
    side: ENGINE_SIDES.find((s) => s === side) ?? NO_ENGINE.side,
    doctrine: DOCTRINE_IDS.find((d) => d === doctrine) ?? NO_ENGINE.doctrine,
    ...(waits === true ? { waitsForReactions: true } : {}),
  };
}

/** The engine opponent in this world (none before the settings are ready). */
export function engineOpponent(): EngineOpponent {
  const settings = game.settings;
  if (!settings) return NO_ENGINE;
  return engineOpponentOf(
    settings.get(SYSTEM_ID, ENGINE_SETTINGS.side),
    settings.get(SYSTEM_ID, ENGINE_SETTINGS.doctrine),
    settings.get(SYSTEM_ID, ENGINE_SETTINGS.waits),
  );
}

/** Does the engine play a unit standing so on the table (its tokens show the engine's side)? */
export function playedByEngine(opponent: EngineOpponent, allegiance: Allegiance): boolean {
  if (opponent.side === "none" || allegiance.side === null) return false;
  return opponent.side === "both" || allegiance.side === (opponent.side === "a" ? "friendly" : "hostile");
}
