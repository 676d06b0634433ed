/**
 * Which side the engine plays, and by which doctrine: two world settings (registered at init, read
 * on the active GM's client when an Activation Card activates a unit). The scenario setup offers
 * them in the players' words ("Side A", "Side B"); Foundry's settings list shows them too. Side A's
 * tokens are FRIENDLY, side B's HOSTILE (setup/run.ts, the starter adventures), so the engine's
 * units are those whose tokens show its side (rules/sides.ts Allegiance.side).
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
   * the person's reactions (reaction-window.ts); absent: it plays on.
   */
  readonly waitsForReactions?: boolean;
}

export const NO_ENGINE: EngineOpponent = { side: "none", doctrine: "steady" };

const SIDE_SETTING = "opponentSide";
const DOCTRINE_SETTING = "opponentDoctrine";
const WAITS_SETTING = "opponentWaitsForReactions";
const OPPONENT_KEYS = "COMBAT_PATROL.Opponent.Setting.";

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

const choices = <T extends string>(list: readonly T[], prefix: string): Record<T, string> =>
  Object.fromEntries(list.map((v) => [v, `${prefix}${v}`])) as Record<T, string>;

export function registerOpponentSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Combat Patrol | game settings are not ready");
  settings.register(SYSTEM_ID, SIDE_SETTING, {
    name: `${OPPONENT_KEYS}side`,
    hint: `${OPPONENT_KEYS}sideHint`,
    scope: "world",
    config: true,
    type: String,
    choices: choices(ENGINE_SIDES, `${OPPONENT_KEYS}sides.`),
    default: NO_ENGINE.side,
  });
  settings.register(SYSTEM_ID, DOCTRINE_SETTING, {
    name: `${OPPONENT_KEYS}doctrine`,
    hint: `${OPPONENT_KEYS}doctrineHint`,
    scope: "world",
    config: true,
    type: String,
    choices: choices(DOCTRINE_IDS, `${OPPONENT_KEYS}doctrines.`),
    default: NO_ENGINE.doctrine,
  });
  settings.register(SYSTEM_ID, WAITS_SETTING, {
    name: `${OPPONENT_KEYS}waits`,
    hint: `${OPPONENT_KEYS}waitsHint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

/** A stored pair read back (anything unknown: no engine, the steady doctrine), and whether it waits for reactions. */
export function engineOpponentOf(side: unknown, doctrine: unknown, waits?: unknown): EngineOpponent {
  return {
    side: ENGINE_SIDES.find((s) => s === side) ?? NO_ENGINE.side,
    doctrine: DOCTRINE_IDS.find((d) => d === doctrine) ?? NO_ENGINE.doctrine,
    ...(waits === true ? { waitsForReactions: true } : {}),
  };
}

/** The engine opponent in this world. */
export function engineOpponent(): EngineOpponent {
  const settings = game.settings;
  if (!settings) return NO_ENGINE;
  return engineOpponentOf(
    settings.get(SYSTEM_ID, SIDE_SETTING),
    settings.get(SYSTEM_ID, DOCTRINE_SETTING),
    settings.get(SYSTEM_ID, WAITS_SETTING),
  );
}

/** The GM gives a side (or none) to the engine (the scenario setup). */
export async function saveEngineOpponent(opponent: EngineOpponent): Promise<void> {
  const settings = game.settings;
  if (!settings) return;
  await settings.set(SYSTEM_ID, SIDE_SETTING, opponent.side);
  await settings.set(SYSTEM_ID, DOCTRINE_SETTING, opponent.doctrine);
}

/** Does the engine play a unit standing so on the table (its tokens show the engine's side)? */
export function playedByEngine(opponent: EngineOpponent, allegiance: Allegiance): boolean {
  if (opponent.side === "none" || allegiance.side === null) return false;
  return opponent.side === "both" || allegiance.side === (opponent.side === "a" ? "friendly" : "hostile");
}
