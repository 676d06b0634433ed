/**
 * currentOptions(scene): the ONLY place the Foundry side builds a RulesOptions. It reads the
 * world settings, lets a bad stored value fall back to its default (with one console
 * warning), then applies the scene's overrides.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import {
  applySceneOverrides,
  optionsWithFallback,
  sceneOverridesFrom,
  type OptionIssue,
  type RulesOptions,
} from "@rules/options";
import { fromStored, type StoredSettings } from "./keys";

let warned = "";

function warnOnce(issues: readonly OptionIssue[], where: string): void {
  const text = `${where}: ${issues.map((i) => i.path).join(", ")}`;
  if (text === warned) return;
  warned = text;
  console.warn(`Combat Patrol | ignored invalid game options (${text}); their defaults apply.`);
}

/** The game settings, or a clear error before Foundry made them (never before "init"). */
export function clientSettings(): foundry.helpers.ClientSettings {
  const settings = game.settings;
  if (!settings) throw new Error("Combat Patrol | game settings are not ready");
  return settings;
}

/** Every stored option setting as it is now (registered in init, so always present after it). */
function readStored(): StoredSettings {
  const s = clientSettings();
  return {
    era: s.get(SYSTEM_ID, "era"),
    year: s.get(SYSTEM_ID, "year"),
    hollywood: s.get(SYSTEM_ID, "hollywood"),
    optional: s.get(SYSTEM_ID, "optional"),
    commandRadius: s.get(SYSTEM_ID, "commandRadius"),
    untrainedCommandRadius: s.get(SYSTEM_ID, "untrainedCommandRadius"),
    heTemplate: s.get(SYSTEM_ID, "heTemplate"),
    endOfTurn: s.get(SYSTEM_ID, "endOfTurn"),
    reshuffle: s.get(SYSTEM_ID, "reshuffle"),
    deckFile: s.get(SYSTEM_ID, "deckFile"),
  };
}

/** The world options alone (no scene). */
export function worldOptions(): RulesOptions {
  const { options, issues } = optionsWithFallback(fromStored(readStored()));
  if (issues.length > 0) warnOnce(issues, "world settings");
  return options;
}

/** A scene's overrides as stored in its flag (empty when none). */
export function sceneOverrides(scene: Scene.Implementation) {
  const { overrides, issues } = sceneOverridesFrom(scene.getFlag(SYSTEM_ID, "overrides"));
  if (issues.length > 0) warnOnce(issues, `scene ${scene.name}`);
  return overrides;
}

/**
 * The rules in play: the world settings with the scene's overrides on top. `scene` defaults to
 * the scene on the canvas; pass null for the world options alone.
 */
export function currentOptions(scene?: Scene.Implementation | null): RulesOptions {
  const world = worldOptions();
  const target = scene === undefined ? (game.scenes?.viewed ?? null) : scene;
  return target ? applySceneOverrides(world, sceneOverrides(target)) : world;
}
