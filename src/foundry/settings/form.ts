/**
 * The game options dialog as plain data: what the template shows (every option with its
 * label, short explanation and rule), and what a submitted form means as an OptionsInput.
 * Pure (no Foundry global): the dialog, the preview and the tests use the same functions.
 */
import {
  END_OF_TURN_MODES,
  ERAS,
  HOLLYWOOD_KEYS,
  OPTIONAL_KEYS,
  OPTION_LIMITS,
  RADIUS_KEYS,
  RESHUFFLE_MODES,
  TEMPLATE_KEYS,
  checkOptions,
  mergeOptions,
  type OptionIssue,
  type OptionsInput,
  type RulesOptions,
} from "@rules/options";

const SETTINGS_KEYS = "COMBAT_PATROL.Settings.";

/** The rule each switch stands for, shown next to it. */
export const OPTION_RULES = {
  hollywood: { dynamite: "OW-6a", animals: "OW-9.2", wagonGatling: "OW-5.2f", heroes: "OW-4" },
  optional: {
    sprinting: "CORE-10",
    horsemanship: "OW-7.1.1",
    heavyCavalry: "NAP-6.3",
    indianRules: "OW-9.1 / NAP-8.2",
    leadersMorale314: "NAP-4",
    mountedTargets: "OW-7.1g",
    firingSpots: "NAP-8.2b",
  },
} as const;

interface ChoiceView {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}
interface FieldView {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly rule?: string;
  readonly error?: string;
}
interface SwitchView extends FieldView {
  readonly checked: boolean;
}
interface NumberView extends FieldView {
  readonly value: number | string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
}
export interface SelectView extends FieldView {
  readonly choices: readonly ChoiceView[];
}
interface RadiusRow {
  readonly rank: string;
  readonly trained: NumberView;
  readonly untrained: NumberView;
}

interface SettingsView {
  readonly era: SelectView;
  readonly year: NumberView;
  readonly hollywood: readonly SwitchView[];
  readonly optional: readonly SwitchView[];
  readonly radii: readonly RadiusRow[];
  readonly radiusError?: string;
  readonly templates: readonly NumberView[];
  readonly templateError?: string;
  readonly endOfTurn: SelectView;
  readonly reshuffle: SelectView;
  readonly deckFile: FieldView & { readonly value: string; readonly placeholder: string };
  /** Every problem, localized, for the summary at the top. */
  readonly issues: readonly string[];
}

/** Localize a key with data (game.i18n.format in Foundry, the preview's localizer there). */
export type { Format } from "@foundry/shared/format";
import type { Format } from "@foundry/shared/format";

/**
 * The dialog's view of a set of options. `issues` come from checkOptions on what the GM typed;
 * each shows next to its field and in the summary.
 */
export function settingsView(
  options: RulesOptions,
  format: Format,
  issues: readonly OptionIssue[] = [],
  raw?: Readonly<Record<string, unknown>>,
): SettingsView {
  const errorOf = (path: string): string | undefined => {
    const issue = issues.find((i) => i.path === path);
    return issue ? format(issue.key, { ...issue.data }) : undefined;
  };
  const shown = (path: string, value: number | null): number | string => {
    const typed = raw?.[path];
    return errorOf(path) !== undefined && (typeof typed === "string" || typeof typed === "number")
      ? typed
      : (value ?? "");
  };
  const select = (
    name: string,
    list: readonly string[],
    value: string,
    labelKey: string,
    choicePrefix = `${SETTINGS_KEYS}${labelKey}.choice.`,
  ): SelectView => ({
    name,
    label: format(`${SETTINGS_KEYS}${labelKey}.label`),
    hint: format(`${SETTINGS_KEYS}${labelKey}.hint`),
    choices: list.map((v) => ({ value: v, label: format(`${choicePrefix}${v}`), selected: v === value })),
    ...opt("error", errorOf(name)),
  });
  const number = (
    name: string,
    value: number | null,
    limits: { min: number; max: number },
    step: number,
    label: string,
    hint: string,
  ): NumberView => ({
    name,
    label,
    hint,
    value: shown(name, value),
    min: limits.min,
    max: limits.max,
    step,
    ...opt("error", errorOf(name)),
  });
  return {
    era: select("era", ERAS, options.era, "era", "COMBAT_PATROL.Era."),
    year: number(
      "year",
      options.year,
      OPTION_LIMITS.year,
      1,
      format(`${SETTINGS_KEYS}year.label`),
      format(`${SETTINGS_KEYS}year.hint`),
    ),
    hollywood: HOLLYWOOD_KEYS.map((k) => ({
      name: `hollywood.${k}`,
      label: format(`${SETTINGS_KEYS}hollywood.${k}.label`),
      hint: format(`${SETTINGS_KEYS}hollywood.${k}.hint`),
      rule: OPTION_RULES.hollywood[k],
      checked: options.hollywood[k],
      ...opt("error", errorOf(`hollywood.${k}`)),
    })),
    optional: OPTIONAL_KEYS.map((k) => ({
      name: `optional.${k}`,
      label: format(`${SETTINGS_KEYS}optional.${k}.label`),
      hint: format(`${SETTINGS_KEYS}optional.${k}.hint`),
      rule: OPTION_RULES.optional[k],
      checked: options.optional[k],
      ...opt("error", errorOf(`optional.${k}`)),
    })),
    radii: RADIUS_KEYS.map((rank) => ({
      rank: format(`${SETTINGS_KEYS}rank.${rank}`),
      trained: number(
        `commandRadius.${rank}`,
        options.commandRadius[rank],
        OPTION_LIMITS.radius,
        1,
        format(`${SETTINGS_KEYS}commandRadius.trained`),
        "",
      ),
      untrained: number(
        `untrainedCommandRadius.${rank}`,
        options.untrainedCommandRadius[rank],
        OPTION_LIMITS.radius,
        1,
        format(`${SETTINGS_KEYS}commandRadius.untrained`),
        "",
      ),
    })),
    ...opt(
      "radiusError",
      RADIUS_KEYS.flatMap((r) => [errorOf(`commandRadius.${r}`), errorOf(`untrainedCommandRadius.${r}`)]).find(
        (e) => e !== undefined,
      ),
    ),
    templates: TEMPLATE_KEYS.map((size) => ({
      ...number(
        `heTemplate.${size}`,
        options.heTemplate[size],
        OPTION_LIMITS.template,
        0.5,
        format(`${SETTINGS_KEYS}heTemplate.${size}`),
        "",
      ),
      ...opt("error", errorOf(`heTemplate.${size}`) ?? errorOf("heTemplate")),
    })),
    ...opt(
      "templateError",
      errorOf("heTemplate") ?? TEMPLATE_KEYS.map((s) => errorOf(`heTemplate.${s}`)).find((e) => e !== undefined),
    ),
    endOfTurn: select("endOfTurn", END_OF_TURN_MODES, options.endOfTurn, "endOfTurn"),
    reshuffle: select("reshuffle", RESHUFFLE_MODES, options.reshuffle, "reshuffle"),
    deckFile: {
      name: "deckFile",
      label: format(`${SETTINGS_KEYS}deckFile.label`),
      hint: format(`${SETTINGS_KEYS}deckFile.hint`),
      value: options.deckFile ?? "",
      placeholder: format(`${SETTINGS_KEYS}deckFile.placeholder`),
      ...opt("error", errorOf("deckFile")),
    },
    issues: issues.map(
      (i) => `${format(`${SETTINGS_KEYS}path`, { path: fieldLabel(i.path, format) })} ${format(i.key, { ...i.data })}`,
    ),
  };
}

/** The label a person reads for an option path ("Command radius, Squad, Trained"). */
export function fieldLabel(path: string, format: Format): string {
  const [group, leaf] = path.split(".");
  switch (group) {
    case "hollywood":
    case "optional":
      return leaf ? format(`${SETTINGS_KEYS}${group}.${leaf}.label`) : format(`${SETTINGS_KEYS}section.${group}`);
    case "commandRadius":
    case "untrainedCommandRadius": {
      const kind = format(`${SETTINGS_KEYS}commandRadius.${group === "commandRadius" ? "trained" : "untrained"}`);
      return [format(`${SETTINGS_KEYS}commandRadius.label`), leaf ? format(`${SETTINGS_KEYS}rank.${leaf}`) : "", kind]
        .filter(Boolean)
        .join(", ");
    }
    case "heTemplate":
      return [format(`${SETTINGS_KEYS}heTemplate.label`), leaf ? format(`${SETTINGS_KEYS}heTemplate.${leaf}`) : ""]
        .filter(Boolean)
        .join(", ");
    case "era":
    case "year":
    case "endOfTurn":
    case "reshuffle":
    case "deckFile":
      return format(`${SETTINGS_KEYS}${group}.label`);
    default:
      return path;
  }
}

function opt<N extends string, V>(name: N, value: V | undefined): { [k in N]?: V } {
  return (value === undefined ? {} : { [name]: value }) as { [k in N]?: V };
}

const num = (v: unknown): number | undefined => {
  if (typeof v === "number") return v;
  if (typeof v === "string" && v.trim() !== "") return Number(v);
  return undefined;
};
const bool = (v: unknown): boolean | undefined =>
  v === true || v === "true" || v === "on" ? true : v === false || v === "false" ? false : undefined;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/**
 * A submitted dialog (flat names, as FormDataExtended gives them: checkboxes as booleans,
 * numbers as numbers or null) as an OptionsInput. A blank year is "no year filter"; a blank
 * number elsewhere keeps the default; a missing checkbox is off.
 */
export function optionsInputFromForm(form: Readonly<Record<string, unknown>>): OptionsInput {
  const group = <Key extends string, V>(
    prefix: string,
    keys: readonly Key[],
    read: (v: unknown) => V | undefined,
  ): Partial<Record<Key, V>> => {
    const out: Partial<Record<Key, V>> = {};
    for (const k of keys) {
      const v = read(form[`${prefix}.${k}`]);
      if (v !== undefined) out[k] = v;
    }
    return out;
  };
  const flag = (v: unknown) => bool(v) ?? false;
  const input: OptionsInput = {
    hollywood: group("hollywood", HOLLYWOOD_KEYS, flag),
    optional: group("optional", OPTIONAL_KEYS, flag),
    commandRadius: group("commandRadius", RADIUS_KEYS, num),
    untrainedCommandRadius: group("untrainedCommandRadius", RADIUS_KEYS, num),
    heTemplate: group("heTemplate", TEMPLATE_KEYS, num),
  };
  const era = str(form.era);
  if (era !== undefined) input.era = era as RulesOptions["era"];
  const year = form.year;
  input.year = year === null || year === undefined || year === "" ? null : (num(year) ?? Number.NaN);
  const endOfTurn = str(form.endOfTurn);
  if (endOfTurn !== undefined) input.endOfTurn = endOfTurn as RulesOptions["endOfTurn"];
  const reshuffle = str(form.reshuffle);
  if (reshuffle !== undefined) input.reshuffle = reshuffle as RulesOptions["reshuffle"];
  const deck = str(form.deckFile);
  if (deck !== undefined) input.deckFile = deck.trim();
  return input;
}

/** What a submitted form asks for and whether it can be saved: the options and every problem with them. */
export function readSettingsForm(form: Readonly<Record<string, unknown>>): {
  options: RulesOptions;
  issues: OptionIssue[];
} {
  const options = mergeOptions(optionsInputFromForm(form));
  return { options, issues: checkOptions(options) };
}
