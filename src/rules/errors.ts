/**
 * A rule refused its input. `key` is a localization key under COMBAT_PATROL.Error in
 * lang/en.json; `data` fills its {placeholders}. The Foundry side localizes and shows it.
 */
export class RulesError extends Error {
  constructor(
    readonly key: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${key} ${JSON.stringify(data)}`);
    this.name = "RulesError";
  }
}
