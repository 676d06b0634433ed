/**
 * The wording rules checked over the rendered chat card of every result kind (the real
 * templates over the corpus's REAL engine results): no "(s)", no rule key, no procedure name,
 * no sentence said twice, a count of one in the singular.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { RESULT_KINDS, type ResultKind } from "@rules/results";
import { resultView } from "@foundry/chat/view";
import { registerFoundryHelpers, flattenLang } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { CORPUS } from "./corpus";
import { format } from "../../doubles/format";

/** The chat card of a record as the chat log shows it (the real templates), as text. */
function renderedText(kind: ResultKind): string {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, flattenLang(lang));
  for (const part of ["card", "lines"])
    hbs.registerPartial(
      `systems/combat-patrol/templates/chat/parts/${part}.hbs`,
      readFileSync(`templates/chat/parts/${part}.hbs`, "utf8"),
    );
  const html = hbs.compile(readFileSync("templates/chat/result.hbs", "utf8"))({
    view: resultView(CORPUS[kind](), format, { canApply: true }),
  });
  // Text only: tags and attribute values out (class names are not read by a player).
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("player wording in every chat card", () => {
  const texts = RESULT_KINDS.map((kind) => [kind, renderedText(kind)] as const);

  it('no "(s)" plural anywhere', () => {
    expect(texts.filter(([, t]) => t.includes("(s)")).map(([k]) => k)).toEqual([]);
  });

  it("no rule key, procedure name, lang key or raw value in any rendered card", () => {
    const patterns: readonly [string, RegExp][] = [
      ["lang key", /COMBAT_PATROL/],
      ["dotted key (fire.hit, ow.reload)", /\b[a-z]+\.[a-z][A-Za-z]+/],
      ["camelCase id (outsideArc)", /\b[a-z]+[A-Z][A-Za-z]*\b/],
      ["CONSTANT (ADVANCE_ONE)", /\b[A-Z]+_[A-Z_]+\b/],
      ["raw value", /\b(undefined|null|NaN|true|false)\b|\[object/],
      [
        "a procedure name",
        new RegExp(
          `\\b(${RESULT_KINDS.filter((k) => /[A-Z.]/.test(k))
            .map((k) => k.replace(".", "\\."))
            .join("|")})\\b`,
        ),
      ],
      ["developer heading", /APPLY WRITES|Apply writes/],
      ["a supplement prefix (ow stampede check)", /\b(ow|nap)\b/],
    ];
    const found: string[] = [];
    for (const [kind, text] of texts)
      for (const [what, re] of patterns) {
        const m = re.exec(text);
        if (m) found.push(`${kind}: ${what}: "${m[0]}" in …${text.slice(Math.max(0, m.index - 40), m.index + 40)}…`);
      }
    expect(found).toEqual([]);
  });

  it('NAP-8.1 and every kind: the card says a sentence once (no line repeats the headline: "The door holds…" was said twice)', () => {
    const same = (a: string, b: string): boolean =>
      a.toLowerCase().replace(/[^a-z0-9]/g, "") === b.toLowerCase().replace(/[^a-z0-9]/g, "");
    const found = RESULT_KINDS.flatMap((kind) => {
      const view = resultView(CORPUS[kind](), format);
      return view.lines.filter((l) => same(l.text, view.summary)).map((l) => `${kind}: ${l.text}`);
    });
    expect(found).toEqual([]);
  });

  it('no "1 <plural>" count: a count of one reads in the singular', () => {
    const found = texts.flatMap(([kind, t]) =>
      [
        ...t.matchAll(
          /\b1 (markers|hits|shots|figures|units|charges|animals|checks|wounds|activations|loads|reloads)\b/g,
        ),
      ].map((m) => `${kind}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
