/**
 * Registers the option settings (world scope, GM-only, `config: false`) and the one menu
 * that opens the game options dialog.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { ERAS, END_OF_TURN_MODES, RESHUFFLE_MODES } from "@rules/options";
import { STORED_DEFAULTS } from "./keys";
import { lazyMenu } from "@foundry/shared/lazy-app";

const K = "COMBAT_PATROL.Settings.";
const choices = <T extends string>(list: readonly T[], prefix: string): Record<T, string> =>
  Object.fromEntries(list.map((v) => [v, `${prefix}${v}`])) as Record<T, string>;

export function registerSettings(): void {
  const s = game.settings;
  if (!s) throw new Error("Combat Patrol | game settings are not ready");
  const world = { scope: "world", config: false } as const;

  s.register(SYSTEM_ID, "era", {
    ...world,
    name: `${K}era.label`,
    hint: `${K}era.hint`,
    type: String,
    choices: choices(ERAS, "COMBAT_PATROL.Era."),
    default: STORED_DEFAULTS.era,
  });
  s.register(SYSTEM_ID, "year", {
    ...world,
    name: `${K}year.label`,
    hint: `${K}year.hint`,
    type: Number,
    default: STORED_DEFAULTS.year,
  });
  s.register(SYSTEM_ID, "hollywood", {
    ...world,
    name: `${K}section.hollywood`,
    hint: `${K}section.hollywoodHint`,
    type: Object,
    default: STORED_DEFAULTS.hollywood,
  });
  s.register(SYSTEM_ID, "optional", {
    ...world,
    name: `${K}section.optional`,
    hint: `${K}section.optionalHint`,
    type: Object,
    default: STORED_DEFAULTS.optional,
  });
  s.register(SYSTEM_ID, "commandRadius", {
    ...world,
    name: `${K}commandRadius.trained`,
    hint: `${K}commandRadius.hint`,
    type: Object,
    default: STORED_DEFAULTS.commandRadius,
  });
  s.register(SYSTEM_ID, "untrainedCommandRadius", {
    ...world,
    name: `${K}commandRadius.untrained`,
    hint: `${K}commandRadius.hint`,
    type: Object,
    default: STORED_DEFAULTS.untrainedCommandRadius,
  });
  s.register(SYSTEM_ID, "heTemplate", {
    ...world,
    name: `${K}heTemplate.label`,
    hint: `${K}heTemplate.hint`,
    type: Object,
    default: STORED_DEFAULTS.heTemplate,
  });
  s.register(SYSTEM_ID, "endOfTurn", {
    ...world,
    name: `${K}endOfTurn.label`,
    hint: `${K}endOfTurn.hint`,
    type: String,
    choices: choices(END_OF_TURN_MODES, `${K}endOfTurn.choice.`),
    default: STORED_DEFAULTS.endOfTurn,
  });
  s.register(SYSTEM_ID, "reshuffle", {
    ...world,
    name: `${K}reshuffle.label`,
    hint: `${K}reshuffle.hint`,
    type: String,
    choices: choices(RESHUFFLE_MODES, `${K}reshuffle.choice.`),
    default: STORED_DEFAULTS.reshuffle,
  });
  s.register(SYSTEM_ID, "deckFile", {
    ...world,
    name: `${K}deckFile.label`,
    hint: `${K}deckFile.hint`,
    type: String,
    default: STORED_DEFAULTS.deckFile,
  });

  // OW-9.2.8 a table setting, not a rules option: shown in Foundry's own settings list.
  s.register(SYSTEM_ID, "livestockEndurance", {
    scope: "world",
    config: true,
    name: `${K}livestockEndurance.label`,
    hint: `${K}livestockEndurance.hint`,
    type: String,
    choices: { draw: `${K}livestockEndurance.choice.draw`, low: `${K}livestockEndurance.choice.low` },
    default: "draw",
  });

  s.registerMenu(SYSTEM_ID, "gameOptions", {
    name: `${K}menu.name`,
    label: `${K}menu.label`,
    hint: `${K}menu.hint`,
    icon: "fa-solid fa-sliders",
    type: lazyMenu(() => import("./options-app").then((m) => m.GameOptionsApp)),
    restricted: true,
  });
}
