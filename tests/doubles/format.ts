/** The lang file as a Format (game.i18n.format's replacement of {placeholders}), for view tests. */
import lang from "../../lang/en.json";
import type { Format } from "@foundry/chat/view";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const strings = flatten(lang as Tree);

export const format: Format = (key, data = {}) => {
  const template = strings[key];
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? String(data[name]) : m));
};
