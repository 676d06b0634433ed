/**
 * Registers the option settings (world scope, GM-only, `config: false`) and the one menu
 * that opens the game options dialog.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { ERAS, END_OF_TURN_MODES, RESHUFFLE_MODES } from "@rules/options";
import { STORED_DEFAULTS } from "./keys";
import { lazyMenu } from "@foundry/shared/lazy-app";

const SETTINGS_KEYS = "COMBAT_PATROL.Settings.";
const choices = <T extends string>(list: readonly T[], prefix: string): Record<T, string> =>
  Object.fromEntries(list.map((v) => [v, `${prefix}${v}`])) as Record<T, string>;

export function registerSettings(): void {
  const s = game.settings;
  if (!s) throw new Error("Combat Patrol | game settings are not ready");
  const world = { scope: "world", config: false } as const;

  s.register(SYSTEM_ID, "era", {
    ...world,
    name: `${SETTINGS_KEYS}era.label`,
    hint: `${SETTINGS_KEYS}era.hint`,
    type: String,
    choices: choices(ERAS, "COMBAT_PATROL.Era."),
    default: STORED_DEFAULTS.era,
  });
  s.register(SYSTEM_ID, "year", {
    ...world,
    name: `${SETTINGS_KEYS}year.label`,
    hint: `${SETTINGS_KEYS}year.hint`,
    type: Number,
    default: STORED_DEFAULTS.year,
  });
  s.register(SYSTEM_ID, "hollywood", {
    ...world,
    name: `${SETTINGS_KEYS}section.hollywood`,
    hint: `${SETTINGS_KEYS}section.hollywoodHint`,
    type: Object,
    default: STORED_DEFAULTS.hollywood,
  });
  s.register(SYSTEM_ID, "optional", {
    ...world,
    name: `${SETTINGS_KEYS}section.optional`,
    hint: `${SETTINGS_KEYS}section.optionalHint`,
    type: Object,
    default: STORED_DEFAULTS.optional,
  });
  s.register(SYSTEM_ID, "commandRadius", {
    ...world,
    name: `${SETTINGS_KEYS}commandRadius.trained`,
    hint: `${SETTINGS_KEYS}commandRadius.hint`,
    type: Object,
    default: STORED_DEFAULTS.commandRadius,
  });
  s.register(SYSTEM_ID, "untrainedCommandRadius", {
    ...world,
    name: `${SETTINGS_KEYS}commandRadius.untrained`,
    hint: `${SETTINGS_KEYS}commandRadius.hint`,
    type: Object,
    default: STORED_DEFAULTS.untrainedCommandRadius,
  });
  s.register(SYSTEM_ID, "heTemplate", {
    ...world,
    name: `${SETTINGS_KEYS}heTemplate.label`,
    hint: `${SETTINGS_KEYS}heTemplate.hint`,
    type: Object,
    default: STORED_DEFAULTS.heTemplate,
  });
  s.register(SYSTEM_ID, "endOfTurn", {
    ...world,
    name: `${SETTINGS_KEYS}endOfTurn.label`,
    hint: `${SETTINGS_KEYS}endOfTurn.hint`,
    type: String,
    choices: choices(END_OF_TURN_MODES, `${SETTINGS_KEYS}endOfTurn.choice.`),
    default: STORED_DEFAULTS.endOfTurn,
  });
  s.register(SYSTEM_ID, "reshuffle", {
    ...world,
    name: `${SETTINGS_KEYS}reshuffle.label`,
    hint: `${SETTINGS_KEYS}reshuffle.hint`,
    type: String,
    choices: choices(RESHUFFLE_MODES, `${SETTINGS_KEYS}reshuffle.choice.`),
    default: STORED_DEFAULTS.reshuffle,
  });
  s.register(SYSTEM_ID, "deckFile", {
    ...world,
    name: `${SETTINGS_KEYS}deckFile.label`,
    hint: `${SETTINGS_KEYS}deckFile.hint`,
    type: String,
    default: STORED_DEFAULTS.deckFile,
  });

  // OW-9.2.8 a table setting, not a rules option: shown in Foundry's own settings list.
  s.register(SYSTEM_ID, "livestockEndurance", {
    scope: "world",
    config: true,
    name: `${SETTINGS_KEYS}livestockEndurance.label`,
    hint: `${SETTINGS_KEYS}livestockEndurance.hint`,
    type: String,
    choices: {
      draw: `${SETTINGS_KEYS}livestockEndurance.choice.draw`,
      low: `${SETTINGS_KEYS}livestockEndurance.choice.low`,
    },
    default: "draw",
  });

  s.registerMenu(SYSTEM_ID, "gameOptions", {
    name: `${SETTINGS_KEYS}menu.name`,
    label: `${SETTINGS_KEYS}menu.label`,
    hint: `${SETTINGS_KEYS}menu.hint`,
    icon: "fa-solid fa-sliders",
    type: lazyMenu(() => import("./options-app").then((m) => m.GameOptionsApp)),
    restricted: true,
  });
}
