/**
 * The key lists people read (README.md, docs/first-game.md, the starter adventures' "Your first
 * turn" page) say what the system registers: they are written from the one list of bindings
 * (src/foundry/keybindings/bindings.ts), and this fails when one disagrees or names a key outside it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SYSTEM_BINDINGS, strokeLabel } from "@foundry/keybindings/bindings";
import { KEY_DOCS, KEYS_END, KEYS_START, keyListHtml, keyListMarkdown, withKeyList } from "../../../tools/lib/key-docs";
import { firstTurnPage } from "../../../tools/packs/first-turn";
import { ADVENTURES } from "../../../tools/packs/adventure-specs";
import { lang } from "../../helpers/lang";

const STROKE = /\b(?:Shift|Control|Alt)\+\w+/g;

describe("the documents' key lists", () => {
  it.each(KEY_DOCS.map((f) => [f]))(
    "%s carries the current list (npm run docs:keys) and names no other key",
    (file) => {
      const text = readFileSync(file, "utf8");
      expect(text).toContain(keyListMarkdown());
      expect(withKeyList(text)).toBe(text);
      const outside = text.replace(keyListMarkdown(), "").match(STROKE) ?? [];
      expect(outside).toEqual([]);
    },
  );

  it("lists every binding once, with its default key and its name in lang/en.json", () => {
    const list = keyListMarkdown();
    expect(list.startsWith(KEYS_START) && list.endsWith(KEYS_END)).toBe(true);
    for (const b of SYSTEM_BINDINGS) {
      expect(list, b.id).toContain(`- **${strokeLabel(b.stroke)}** ${lang(b.name)}`);
    }
    expect(list.match(STROKE)).toHaveLength(SYSTEM_BINDINGS.length);
  });

  it("each adventure's first-turn page lists the same keys, and its steps name only keys of that list", () => {
    const listed = new Set(keyListHtml().match(STROKE) ?? []);
    for (const spec of ADVENTURES) {
      const page = firstTurnPage(spec);
      expect(page).toContain(keyListHtml());
      const named = page.replace(keyListHtml(), "").match(STROKE) ?? [];
      expect(
        named.filter((k) => !listed.has(k)),
        spec.key,
      ).toEqual([]);
    }
    expect(keyListHtml()).toContain("<li><strong>Shift+V</strong> Fire</li>");
  });
});
