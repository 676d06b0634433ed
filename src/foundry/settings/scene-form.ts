/**
 * The scene overrides fieldset as plain data (era, year, Hollywood switches, each "use the
 * world setting" by default). Pure: the SceneConfig injection, the setup dialog, the preview
 * and the tests share it. The field names put the values in the scene flag
 * flags.combat-patrol.overrides, which sceneOverridesFrom reads back.
 */
import { ERAS, HOLLYWOOD_KEYS, sceneOverrideForm, type RulesOptions, type SceneOverrides } from "@rules/options";
import { OPTION_RULES, type Format, type SelectView } from "./form";

export const OVERRIDE_FIELD = "flags.combat-patrol.overrides";

export interface SceneOverridesView {
  readonly era: SelectView;
  readonly year: {
    readonly name: string;
    readonly label: string;
    readonly hint: string;
    readonly value: string;
    readonly placeholder: string;
  };
  readonly hollywood: readonly SelectView[];
  /** How many values the scene overrides (0 = plays with the world options). */
  readonly count: number;
}

export function sceneOverridesView(
  world: RulesOptions,
  overrides: SceneOverrides,
  format: Format,
  prefix = OVERRIDE_FIELD,
): SceneOverridesView {
  const SCENE_OVERRIDE_KEYS = "COMBAT_PATROL.SceneOverrides.";
  const form = sceneOverrideForm(overrides);
  const onOff = (v: boolean) => format(v ? `${SCENE_OVERRIDE_KEYS}on` : `${SCENE_OVERRIDE_KEYS}off`);
  const inherit = (shown: string) => format(`${SCENE_OVERRIDE_KEYS}inherit`, { value: shown });
  const worldYear = world.year === null ? format(`${SCENE_OVERRIDE_KEYS}noYear`) : String(world.year);
  const count =
    (form.era ? 1 : 0) + (form.year ? 1 : 0) + HOLLYWOOD_KEYS.filter((k) => form.hollywood[k] !== "").length;
  return {
    era: {
      name: `${prefix}.era`,
      label: format("COMBAT_PATROL.Settings.era.label"),
      hint: format(`${SCENE_OVERRIDE_KEYS}eraHint`),
      choices: [
        { value: "", label: inherit(format(`COMBAT_PATROL.Era.${world.era}`)), selected: form.era === "" },
        ...ERAS.map((e) => ({ value: e, label: format(`COMBAT_PATROL.Era.${e}`), selected: form.era === e })),
      ],
    },
    year: {
      name: `${prefix}.year`,
      label: format("COMBAT_PATROL.Settings.year.label"),
      hint: format(`${SCENE_OVERRIDE_KEYS}yearHint`),
      value: form.year,
      placeholder: inherit(worldYear),
    },
    hollywood: HOLLYWOOD_KEYS.map((k) => ({
      name: `${prefix}.hollywood.${k}`,
      label: format(`COMBAT_PATROL.Settings.hollywood.${k}.label`),
      hint: "",
      rule: OPTION_RULES.hollywood[k],
      choices: [
        { value: "", label: inherit(onOff(world.hollywood[k])), selected: form.hollywood[k] === "" },
        { value: "true", label: onOff(true), selected: form.hollywood[k] === "true" },
        { value: "false", label: onOff(false), selected: form.hollywood[k] === "false" },
      ],
    })),
    count,
  };
}
