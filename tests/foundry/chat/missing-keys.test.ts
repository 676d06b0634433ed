/**
 * Every chat view of the preview asks the lang file only for keys it has (the preview reports each
 * missing key as a console error, tests/browser/screenshots.test.ts). The writers try a key and
 * fall back (a reason under Chat.Reason, then ChatLines.Reason): with `format.has` they look
 * before they ask.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fixtures as resultFixtures } from "../../../preview/fixtures/chat-results";
import { fixtures as actionFixtures } from "../../../preview/fixtures/chat-actions";
import { fixtures as kindFixtures } from "../../../preview/fixtures/chat-kinds";

const fixtures = [...resultFixtures, ...actionFixtures, ...kindFixtures];
import { hasKey, plural, type Format } from "@foundry/kernel/result-lines";
import { lang } from "../../helpers/lang";

type Globals = {
  previewLocalize?: (key: string, data?: Record<string, unknown>) => string;
  previewHasKey?: (key: string) => boolean;
};
const g = globalThis as Globals;

afterEach(() => {
  delete g.previewLocalize;
  delete g.previewHasKey;
});

describe("chat views ask only for keys the lang file has", () => {
  it("CORE-10 / OW-9.2.7 every chat fixture (the reaction and stampede cards among them): no missing key asked", async () => {
    const missing: string[] = [];
    g.previewLocalize = (key) => lang(key) ?? (missing.push(key), key);
    g.previewHasKey = (key) => lang(key) !== undefined;
    const ids: string[] = [];
    for (const f of fixtures) {
      ids.push(f.id);
      const context = (await f.context?.()) as { view: { title: string } } | undefined;
      expect(context?.view.title.length ?? 0).toBeGreaterThan(0);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        "chat-reaction",
        "chat-stampede",
        "chat-gun-canister",
        "chat-cavalry-charge",
        "chat-trample",
      ]),
    );
    expect(missing).toEqual([]);
  });

  it("a Format without `has` still falls back (a missing key answers itself, as game.i18n.format does)", () => {
    const asked: string[] = [];
    const format: Format = (key) => (asked.push(key), key === "K.other" ? "many" : key);
    expect(hasKey(format, "K.other")).toBe(true);
    expect(hasKey(format, "K.one")).toBe(false);
    expect(plural(format, "K", 1)).toBe("many");
    expect(asked).toContain("K.one");
  });

  it("a Format with `has` is never asked for a key it lacks", () => {
    const asked: string[] = [];
    const format: Format = Object.assign((key: string) => (asked.push(key), key === "K.other" ? "many" : key), {
      has: (key: string) => key === "K.other",
    });
    expect(plural(format, "K", 1)).toBe("many");
    expect(plural(format, "K", 0)).toBe("many");
    expect(asked).toEqual(["K.other", "K.other"]);
  });
});
