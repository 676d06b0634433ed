/**
 * The Foundry v13 Handlebars helpers our templates use, re-implemented for the preview with
 * the same call signatures (Foundry is licensed and cannot run here). Keep this list equal to
 * what templates use: tests/templates check no template calls a helper missing here.
 */
import type HandlebarsNS from "handlebars";

type Tree = { [key: string]: string | Tree };
type Choices = Record<string, string> | readonly string[] | readonly { value: string; label: string }[];

export function flattenLang(tree: Tree, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flattenLang(value, path, out);
  }
  return out;
}

export function registerFoundryHelpers(hbs: typeof HandlebarsNS, strings: Record<string, string>): void {
  const localize = (key: string, data: Record<string, unknown> = {}): string => {
    const template = strings[key];
    if (template === undefined) {
      console.error(`missing localization key: ${key}`);
      return key;
    }
    return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? String(data[name]) : m));
  };
  (globalThis as { previewLocalize?: typeof localize }).previewLocalize = localize;
  (globalThis as { previewHasKey?: (key: string) => boolean }).previewHasKey = (key) => strings[key] !== undefined;

  hbs.registerHelper("localize", (key: string, options: HandlebarsNS.HelperOptions) => localize(key, options.hash));
  hbs.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hbs.registerHelper("gt", (a: number, b: number) => a > b);
  hbs.registerHelper("gte", (a: number, b: number) => a >= b);
  hbs.registerHelper("lt", (a: number, b: number) => a < b);
  hbs.registerHelper("lte", (a: number, b: number) => a <= b);
  hbs.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hbs.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hbs.registerHelper("not", (a: unknown) => !a);
  hbs.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
  hbs.registerHelper("disabled", (v: unknown) => (v ? "disabled" : ""));
  hbs.registerHelper("ifThen", (c: unknown, a: unknown, b: unknown) => (c ? a : b));
  hbs.registerHelper("numberFormat", (n: number, options: HandlebarsNS.HelperOptions) => {
    const decimals = Number(options.hash.decimals ?? 0);
    const s = Number(n).toFixed(decimals);
    return options.hash.sign && n >= 0 ? `+${s}` : s;
  });
  hbs.registerHelper("json", (v: unknown) => JSON.stringify(v));
  hbs.registerHelper("selectOptions", (choices: Choices, options: HandlebarsNS.HelperOptions) => {
    const {
      selected,
      blank,
      localize: loc,
    } = options.hash as { selected?: unknown; blank?: string; localize?: boolean };
    const entries: [string, string][] = Array.isArray(choices)
      ? (choices as readonly (string | { value: string; label: string })[]).map((c) =>
          typeof c === "string" ? [c, c] : [c.value, c.label],
        )
      : Object.entries(choices as Record<string, string>);
    const esc = hbs.escapeExpression;
    const html: string[] = [];
    if (blank !== undefined) html.push(`<option value="">${esc(loc ? localize(blank) : blank)}</option>`);
    for (const [value, label] of entries) {
      const isSelected = Array.isArray(selected) ? selected.map(String).includes(value) : String(selected) === value;
      html.push(
        `<option value="${esc(value)}"${isSelected ? " selected" : ""}>${esc(loc ? localize(label) : label)}</option>`,
      );
    }
    return new hbs.SafeString(html.join(""));
  });
}
