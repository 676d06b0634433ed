/**
 * Localize and format player-facing text on Foundry (game.i18n.format with plain data; the key
 * itself before i18n is ready). Tests use the lang file's own Format (tests/doubles/format.ts).
 */

/**
 * A localizer: a lang key and its {placeholders}' values to the player's text (game.i18n.format in
 * Foundry; the lang file in tests and the preview). `has` (optional) tells whether the lang file has
 * the key, so a writer can try a key and fall back without asking for a missing one (the preview
 * reports every missing key it is asked for). The one definition every view and writer uses.
 */
export type Format = ((key: string, data?: Readonly<Record<string, string | number>>) => string) & {
  readonly has?: (key: string) => boolean;
};

export const foundryFormat: Format = (key, data = {}) => {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? key;
};

/**
 * A notification of a lang key whose data may hold names (a unit's, a scene's): Foundry localizes
 * the key and escapes every value before it goes into the notification's HTML (v13
 * `Notifications#notify` with `format`: each value through `foundry.utils.escapeHTML`). Without
 * `format`, a message is only passed through `cleanHTML`, which keeps markup a name may carry.
 */
export function notifyKey(
  kind: "info" | "warn" | "error",
  key: string,
  data: Readonly<Record<string, string | number>> = {},
): void {
  const format = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.[kind](key, { format });
}
