/**
 * The world settings behind RulesOptions: one stored setting per option group, each
 * `config: false` (they are edited in the one game options dialog, registered as a menu).
 * Conversions between the stored values and an OptionsInput are pure.
 */
import { DEFAULT_OPTIONS, type OptionsInput, type RulesOptions } from "@rules/options";

/** What each setting stores. */
export interface StoredSettings {
  era: RulesOptions["era"];
  year: number;
  hollywood: RulesOptions["hollywood"];
  optional: RulesOptions["optional"];
  commandRadius: RulesOptions["commandRadius"];
  untrainedCommandRadius: RulesOptions["untrainedCommandRadius"];
  heTemplate: RulesOptions["heTemplate"];
  endOfTurn: RulesOptions["endOfTurn"];
  reshuffle: RulesOptions["reshuffle"];
  deckFile: string;
}

/** Options as the settings store them: the year 0 and the deck "" stand for null. */
export function toStored(options: RulesOptions): StoredSettings {
  return {
    era: options.era,
    year: options.year ?? 0,
    hollywood: { ...options.hollywood },
    optional: { ...options.optional },
    commandRadius: { ...options.commandRadius },
    untrainedCommandRadius: { ...options.untrainedCommandRadius },
    heTemplate: { ...options.heTemplate },
    endOfTurn: options.endOfTurn,
    reshuffle: options.reshuffle,
    deckFile: options.deckFile ?? "",
  };
}

/** Stored settings (any of them possibly missing or stale) as an OptionsInput. */
export function fromStored(stored: Partial<StoredSettings>): OptionsInput {
  const input: OptionsInput = {};
  if (stored.era !== undefined) input.era = stored.era;
  if (stored.year !== undefined) input.year = stored.year === 0 ? null : stored.year;
  if (stored.hollywood !== undefined) input.hollywood = stored.hollywood;
  if (stored.optional !== undefined) input.optional = stored.optional;
  if (stored.commandRadius !== undefined) input.commandRadius = stored.commandRadius;
  if (stored.untrainedCommandRadius !== undefined) input.untrainedCommandRadius = stored.untrainedCommandRadius;
  if (stored.heTemplate !== undefined) input.heTemplate = stored.heTemplate;
  if (stored.endOfTurn !== undefined) input.endOfTurn = stored.endOfTurn;
  if (stored.reshuffle !== undefined) input.reshuffle = stored.reshuffle;
  if (stored.deckFile !== undefined) input.deckFile = stored.deckFile;
  return input;
}

/** The defaults each setting registers with. */
export const STORED_DEFAULTS: StoredSettings = toStored(DEFAULT_OPTIONS);
