/**
 * Plurals go through one helper (result-lines.ts `plural`, over Intl.PluralRules): the English
 * one/other/zero forms and another language's categories.
 */
import { describe, expect, it } from "vitest";
import { plural, type Format } from "@foundry/kernel/result-lines";

describe("plurals through one helper (Intl.PluralRules)", () => {
  const strings: Record<string, string> = {
    "K.one": "one marker",
    "K.other": "{count} markers",
    "K.zero": "no marker",
    "P.one": "{count} plik",
    "P.few": "{count} pliki",
    "P.many": "{count} plików",
    "P.other": "{count} pliku",
  };
  const fmt: Format = (key, data = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (m, n: string) => (n in data ? String(data[n]) : m));

  it("English: one, other, and the explicit zero form", () => {
    expect([plural(fmt, "K", 1), plural(fmt, "K", 3), plural(fmt, "K", 0)]).toEqual([
      "one marker",
      "3 markers",
      "no marker",
    ]);
  });

  it("another language's categories (Polish one/few/many), .other when a category has no key", () => {
    expect([
      plural(fmt, "P", 1, {}, "pl"),
      plural(fmt, "P", 3, {}, "pl"),
      plural(fmt, "P", 5, {}, "pl"),
      plural(fmt, "P", 1.5, {}, "pl"),
    ]).toEqual(["1 plik", "3 pliki", "5 plików", "1.5 pliku"]);
    expect(plural(fmt, "K", 3, {}, "pl")).toBe("3 markers");
  });
});
