/**
 * Player wording: the compendium texts a player reads (notes, descriptions, journal
 * pages, names) hold no rule key and no "(s)" plural. The weapon notes said "(NAP-3)", "(OW-5)".
 * The one deliberate exception is the Help pack, a rules reference: its page names start with
 * the rule number they explain, and its pages may cite a rule in parentheses as a page
 * reference, "(OW-7.1g)" - the browser views' rule (tests/browser/wording.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wordingProblems } from "../browser/wording";

const RULE_KEY = /\b(?:CORE|OW|NAP)-\d/;
/** Fields that are no text a player reads: ids, paths, subtypes, table row ids. */
const NOT_TEXT = new Set(["_id", "_key", "img", "src", "thumb", "texture", "type", "folder", "tableId", "sort", "ownership", "_stats", "flags"]);

interface Text {
  readonly pack: string;
  readonly file: string;
  readonly path: string;
  readonly text: string;
}

function textsOf(value: unknown, pack: string, file: string, path: string, out: Text[]): Text[] {
  if (typeof value === "string") out.push({ pack, file, path, text: value.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/\s+/g, " ").trim() });
  else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, pack, file, `${path}[${i}]`, out));
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) if (!NOT_TEXT.has(k)) textsOf(v, pack, file, path ? `${path}.${k}` : k, out);
  return out;
}

const PACKS = readdirSync("packs").filter((p) => !p.startsWith("."));
const all: Text[] = PACKS.flatMap((pack) =>
  readdirSync(`packs/${pack}`)
    .filter((f) => f.endsWith(".json"))
    .flatMap((file) => textsOf(JSON.parse(readFileSync(`packs/${pack}/${file}`, "utf8")) as unknown, pack, file, "", [])),
);
const where = (t: Text) => `${t.pack}/${t.file} ${t.path}: ${t.text.slice(0, 100)}`;

describe("compendium wording", () => {
  it("the pack sources hold texts to check (every pack read)", () => {
    expect(new Set(all.map((t) => t.pack))).toEqual(new Set(PACKS));
    expect(all.filter((t) => /\bnotes$/.test(t.path)).length).toBeGreaterThan(100);
  });

  it("OW-5 NAP-3 no rule key in a weapon's, unit's, animal's, wagon's, gun's, deck's or adventure's text; no \"(s)\" anywhere", () => {
    const keyed = all.filter((t) => t.pack !== "help" && RULE_KEY.test(t.text)).map(where);
    const plural = all.filter((t) => /\(s\)/i.test(t.text)).map(where);
    expect(keyed).toEqual([]);
    expect(plural).toEqual([]);
  });

  it("the Help pack cites rules only as page references: a rules reference page named by its rule number, a citation in parentheses", () => {
    const help = all.filter((t) => t.pack === "help");
    const pageName = /^pages\[\d+\]\.name$/;
    const texts = help.map((t) => (pageName.test(t.path) ? t.text.replace(/^(?:CORE|OW|NAP)-\d+(?:\.\d+)*[a-z]? /, "") : t.text));
    expect(wordingProblems(texts).filter((p) => p.startsWith("rule key") || p.startsWith('"(s)"'))).toEqual([]);
  });
});
