/**
 * Plurals through i18n: a counted phrase has one lang key per plural category of the language
 * ("COMBAT_PATROL.Cards.import.problems.one" / ".other"), chosen with Intl.PluralRules, never a
 * "(s)". English has "one" and "other"; a translation adds the categories its language uses
 * (a missing category falls back to "other").
 */
type PluralFormat = (key: string, data?: Record<string, string | number>) => string;

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r;
}

/** The key of the plural form for `count`: `${base}.${category}` (one, other, few, many, two, zero). */
export function pluralKey(base: string, count: number, locale = "en"): string {
  return `${base}.${pluralRules(locale).select(count)}`;
}

/**
 * The counted phrase: `format` of the category's key with `{count}` and the other data; when the
 * translation lacks that category (format answers the key itself), the ".other" form.
 */
export function formatCount(
  format: PluralFormat,
  base: string,
  count: number,
  data: Record<string, string | number> = {},
  locale = "en",
): string {
  const key = pluralKey(base, count, locale);
  const text = format(key, { ...data, count });
  if (text !== key) return text;
  return format(`${base}.other`, { ...data, count });
}
