/**
 * Building a RulesOptions from what the GM set: a partial (settings as stored, a form, a
 * scene's overrides) merged over DEFAULT_OPTIONS, then checked. Every problem is a
 * localization key under COMBAT_PATROL.Error.Option with its data, so a dialog can show it
 * next to the field and the engine never sees a bad value.
 */
import { RulesError } from "../errors";
import {
  DEFAULT_OPTIONS,
  END_OF_TURN_MODES,
  ERAS,
  HOLLYWOOD_KEYS,
  OPTIONAL_KEYS,
  RADIUS_KEYS,
  RESHUFFLE_MODES,
  TEMPLATE_KEYS,
  type RulesOptions,
} from "./rules-options";

/** Any part of the options; a missing key keeps its default. `year: null` means "no year filter". */
export interface OptionsInput {
  era?: RulesOptions["era"];
  year?: number | null;
  hollywood?: Partial<RulesOptions["hollywood"]>;
  optional?: Partial<RulesOptions["optional"]>;
  commandRadius?: Partial<RulesOptions["commandRadius"]>;
  untrainedCommandRadius?: Partial<RulesOptions["untrainedCommandRadius"]>;
  heTemplate?: Partial<RulesOptions["heTemplate"]>;
  endOfTurn?: RulesOptions["endOfTurn"];
  reshuffle?: RulesOptions["reshuffle"];
  /** "" or null: the shipped Frontier deck. */
  deckFile?: string | null;
}

/** The limits an option value must keep (our defaults, data like every other number). */
export const OPTION_LIMITS = {
  /** OW-5.1d scenario years: the frontier table's dates run 1853-1875; Napoleonic games from the 1790s. */
  year: { min: 1700, max: 1950 },
  /** Command radii, inches. */
  radius: { min: 1, max: 120 },
  /** HE template diameters, inches. */
  template: { min: 0.5, max: 24 },
} as const;

/** One problem with an option: where (a dotted path), the localization key and its data. */
export interface OptionIssue {
  readonly path: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** Merge a partial over the defaults (only known keys are taken; an unknown key is dropped). */
export function mergeOptions(input: OptionsInput = {}, base: RulesOptions = DEFAULT_OPTIONS): RulesOptions {
  const pick = <K extends string, V>(
    keys: readonly K[],
    over: Partial<Record<K, V>> | undefined,
    from: Record<K, V>,
  ): Record<K, V> => {
    const out = { ...from };
    for (const k of keys) {
      const v = over?.[k];
      if (v !== undefined) out[k] = v;
    }
    return out;
  };
  return {
    era: input.era ?? base.era,
    year: input.year === undefined ? base.year : input.year,
    hollywood: pick(HOLLYWOOD_KEYS, input.hollywood, base.hollywood),
    optional: pick(OPTIONAL_KEYS, input.optional, base.optional),
    commandRadius: pick(RADIUS_KEYS, input.commandRadius, base.commandRadius),
    untrainedCommandRadius: pick(RADIUS_KEYS, input.untrainedCommandRadius, base.untrainedCommandRadius),
    heTemplate: pick(TEMPLATE_KEYS, input.heTemplate, base.heTemplate),
    endOfTurn: input.endOfTurn ?? base.endOfTurn,
    reshuffle: input.reshuffle ?? base.reshuffle,
    deckFile: input.deckFile === undefined ? base.deckFile : input.deckFile === "" ? null : input.deckFile,
  };
}

const key = (name: string) => `COMBAT_PATROL.Error.Option.${name}`;
const show = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));

/** Every problem with a complete options object (empty = valid). */
export function checkOptions(options: RulesOptions): OptionIssue[] {
  const issues: OptionIssue[] = [];
  const choice = (path: string, value: unknown, list: readonly string[]) => {
    if (typeof value !== "string" || !list.includes(value))
      issues.push({ path, key: key("choice"), data: { value: show(value), choices: list.join(", ") } });
  };
  const flag = (path: string, value: unknown) => {
    if (typeof value !== "boolean") issues.push({ path, key: key("boolean"), data: { value: show(value) } });
  };
  const inches = (path: string, value: unknown, limits: { min: number; max: number }) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < limits.min || value > limits.max) {
      issues.push({ path, key: key("inches"), data: { value: show(value), min: limits.min, max: limits.max } });
    }
  };

  choice("era", options.era, ERAS);
  const { year } = options;
  if (
    year !== null &&
    (typeof year !== "number" ||
      !Number.isInteger(year) ||
      year < OPTION_LIMITS.year.min ||
      year > OPTION_LIMITS.year.max)
  ) {
    issues.push({ path: "year", key: key("year"), data: { value: show(year), ...OPTION_LIMITS.year } });
  }
  for (const k of HOLLYWOOD_KEYS) flag(`hollywood.${k}`, options.hollywood[k]);
  for (const k of OPTIONAL_KEYS) flag(`optional.${k}`, options.optional[k]);
  for (const k of RADIUS_KEYS) {
    inches(`commandRadius.${k}`, options.commandRadius[k], OPTION_LIMITS.radius);
    inches(`untrainedCommandRadius.${k}`, options.untrainedCommandRadius[k], OPTION_LIMITS.radius);
  }
  const before = issues.length;
  for (const k of TEMPLATE_KEYS) inches(`heTemplate.${k}`, options.heTemplate[k], OPTION_LIMITS.template);
  // CORE-9 "small 2", medium 4", large 6"": a larger burst never has a smaller template.
  const t = options.heTemplate;
  if (issues.length === before && !(t.small <= t.medium && t.medium <= t.large)) {
    issues.push({
      path: "heTemplate",
      key: key("templateOrder"),
      data: { small: t.small, medium: t.medium, large: t.large },
    });
  }
  choice("endOfTurn", options.endOfTurn, END_OF_TURN_MODES);
  choice("reshuffle", options.reshuffle, RESHUFFLE_MODES);
  if (
    options.deckFile !== null &&
    (typeof options.deckFile !== "string" || !/\.json$/i.test(options.deckFile.trim()))
  ) {
    issues.push({ path: "deckFile", key: key("deckFile"), data: { value: show(options.deckFile) } });
  }
  return issues;
}

/** The options a partial asks for, merged over the defaults; refuses bad values (RulesError, nothing built). */
export function optionsFrom(input: OptionsInput = {}, base: RulesOptions = DEFAULT_OPTIONS): RulesOptions {
  const options = mergeOptions(input, base);
  const issues = checkOptions(options);
  if (issues.length > 0) {
    throw new RulesError("COMBAT_PATROL.Error.badOptions", {
      count: issues.length,
      paths: issues.map((i) => i.path).join(", "),
    });
  }
  return options;
}

/**
 * The options a partial asks for, where every bad value falls back to the base value (the
 * whole group for a group-level problem such as template order). For values read from
 * storage: a world with a stale or hand-edited setting still plays, and the issues say what
 * was ignored.
 */
export function optionsWithFallback(
  input: OptionsInput = {},
  base: RulesOptions = DEFAULT_OPTIONS,
): { options: RulesOptions; issues: OptionIssue[] } {
  let options = mergeOptions(input, base);
  const issues = checkOptions(options);
  for (const issue of issues) options = resetPath(options, issue.path, base);
  return { options, issues };
}

function resetPath(options: RulesOptions, path: string, base: RulesOptions): RulesOptions {
  const [group, leaf] = path.split(".") as [keyof RulesOptions, string | undefined];
  const baseGroup = base[group];
  const group0 = options[group];
  if (
    leaf === undefined ||
    typeof group0 !== "object" ||
    group0 === null ||
    typeof baseGroup !== "object" ||
    baseGroup === null
  ) {
    return { ...options, [group]: baseGroup };
  }
  return { ...options, [group]: { ...group0, [leaf]: (baseGroup as Record<string, unknown>)[leaf] } };
}
