/**
 * lang/en.json holds every user-facing string: every COMBAT_PATROL.* key written in code or
 * templates must exist. Keys built at run time (`COMBAT_PATROL.Grade.${g}`, concat in templates)
 * are checked by their literal prefix: the group must exist.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };

function walk(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, ext, out);
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

function lookup(tree: Tree, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return node;
}

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Tree;
const files = [...walk("src", /\.(ts|mts)$/), ...walk("templates", /\.hbs$/), ...walk("preview", /\.(ts|hbs)$/)];
const KEY = /COMBAT_PATROL(?:\.[A-Za-z0-9_-]+)+\.?/g;

describe("lang/en.json", () => {
  it("has every key used in src/, templates/ and preview/", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(KEY)) {
        const key = match[0];
        const after = text[match.index + key.length];
        const before = text[match.index - 1];
        const dynamic = key.endsWith(".") || after === "$" || after === "{";
        const quoted = !dynamic && (before === '"' || before === "'" || before === "`") && after === before;
        const found = lookup(lang, key.replace(/\.$/, ""));
        // A counted phrase (src/foundry/i18n/plural.ts) is a group with one string per plural category, at least
        // "other".
        const plural = typeof found === "object" && typeof found.other === "string";
        // A quoted full key is a string (or a plural group); a prefix of a built key is a group; a key in prose may be
        // either.
        const ok = quoted ? typeof found === "string" || plural : dynamic ? typeof found === "object" : found !== undefined;
        if (!ok) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has no empty strings", () => {
    const empty: string[] = [];
    const visit = (t: Tree, prefix: string) => {
      for (const [k, v] of Object.entries(t)) {
        if (typeof v === "string") {
          if (v.trim() === "") empty.push(`${prefix}${k}`);
        } else visit(v, `${prefix}${k}.`);
      }
    };
    visit(lang, "");
    expect(empty).toEqual([]);
  });
});
