/**
 * The doctrines' numbers are documented: the table in docs/opponent-doctrine.md is the data of
 * src/rules/opponent/doctrine-data.ts, number for number.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCTRINES, DOCTRINE_IDS, type Doctrine } from "@rules/opponent";

const DOC = readFileSync("docs/opponent-doctrine.md", "utf8");

/** The doctrine table's rows: the number's name and its value for each doctrine, as the page writes them. */
function documented(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of DOC.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^`([\w.]+)`$/.exec(cells[1] ?? "")?.[1];
    if (name && cells.length === 7) rows.set(name, cells.slice(3, 6));
  }
  return rows;
}

/** A doctrine's numbers by the names the page uses (coverValue.soft …), null as "none". */
function numbers(d: Doctrine): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(d)) {
    if (key === "id") continue;
    if (value !== null && typeof value === "object")
      for (const [sub, v] of Object.entries(value as Record<string, number>)) {
        if (sub !== "none") out.set(`${key}.${sub}`, String(v));
      }
    else out.set(key, value === null ? "none" : String(value));
  }
  return out;
}

describe("CORE-5 the engine opponent's doctrines are documented", () => {
  it("CORE-5 every doctrine number is in docs/opponent-doctrine.md with its value, and nothing else is", () => {
    const rows = documented();
    const expected = new Map<string, string[]>();
    DOCTRINE_IDS.forEach((id, column) => {
      for (const [name, value] of numbers(DOCTRINES[id])) {
        const row = expected.get(name) ?? [];
        row[column] = value;
        expected.set(name, row);
      }
    });
    expect(expected.size).toBeGreaterThan(8);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
  });
});
