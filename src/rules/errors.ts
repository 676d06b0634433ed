/**
 * A rule refused its input. `key` names a string in lang/en.json: either the short name under
 * COMBAT_PATROL.Error ("outOfRadius") or the full key ("COMBAT_PATROL.Error.deckFile");
 * `localizationKey` always gives the full one. `data` fills its {placeholders}.
 * The Foundry side localizes and shows it; nothing was changed when it is thrown.
 */
const ERROR_PREFIX = "COMBAT_PATROL.Error.";

export class RulesError extends Error {
  constructor(
    readonly key: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${key.startsWith(ERROR_PREFIX) ? key : ERROR_PREFIX + key} ${JSON.stringify(data)}`);
    this.name = "RulesError";
  }

  get localizationKey(): string {
    return this.key.startsWith(ERROR_PREFIX) ? this.key : ERROR_PREFIX + this.key;
  }
}
