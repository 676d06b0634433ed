/**
 * `npm run deck:report -- --deck FILE` and the import dialog answer a broken deck file
 * with one clear line: a JSON syntax error with its line and column, a missing file or argument
 * in one sentence (no stack trace), a wrong card count with the serials missing or doubled.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { toDeckFile } from "@rules/cards/deck-file";
import { jsonSyntaxError, parseDeckJson } from "@rules/cards/deck-json";
import { runDeckReport } from "../../../tools/deck-report";

const files: Record<string, string> = {};
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined)
    throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
  return text;
};

describe("deck report errors in one line", () => {
  it("CORE-2 a trailing comma: the line and column of the comma", () => {
    files["comma.json"] = '{\n  "format": "combat-patrol-deck/1",\n  "name": "Mine",\n}\n';
    const run = runDeckReport(["--deck", "comma.json"], read);
    expect(run).toEqual({
      code: 1,
      out: "",
      err: 'comma.json: not valid JSON at line 3, column 17: a trailing comma before "}"',
    });
  });

  it("CORE-2 a missing file and a missing argument: one sentence each", () => {
    expect(runDeckReport(["--deck", "nowhere.json"], read)).toEqual({
      code: 1,
      out: "",
      err: "nowhere.json: no such file.",
    });
    expect(runDeckReport(["--deck"], read).err).toBe(
      "--deck needs the path of a deck file, e.g. npm run deck:report -- --deck my-deck.json",
    );
    expect(runDeckReport(["--deck", "--json"], read).code).toBe(1);
  });

  it("CORE-1 a 49-card deck: the count and the serial missing; a doubled serial is named", () => {
    const file = toDeckFile(FRONTIER_DECK);
    files["short.json"] = JSON.stringify({ ...file, cards: file.cards.filter((c) => c.serial !== 17) }, null, 2);
    expect(runDeckReport(["--deck", "short.json"], read)).toEqual({
      code: 1,
      out: "",
      err: "short.json: cards: expected exactly 50 cards, got 49 (missing serial 17)",
    });
    files["twice.json"] = JSON.stringify({
      ...file,
      cards: file.cards.map((c) => (c.serial === 17 ? { ...c, serial: 3 } : c)).slice(0, 49),
    });
    expect(runDeckReport(["--deck", "twice.json"], read).err.split("\n")[0]).toBe(
      "twice.json: cards: expected exactly 50 cards, got 49 (missing serials 17, 50; serial 3 twice)",
    );
  });

  it("CORE-2 a valid deck file prints the report", () => {
    files["ok.json"] = JSON.stringify(toDeckFile(FRONTIER_DECK));
    const run = runDeckReport(["--deck", "ok.json"], read);
    expect(run.code).toBe(0);
    expect(run.out).toContain(FRONTIER_DECK.name);
  });

  it("CORE-2 the JSON scanner finds what JSON.parse refuses, and nothing in valid JSON", () => {
    for (const text of [
      '{"a": [1, 2,]}',
      '{"a" 1}',
      '{"a": 1',
      "{'a': 1}",
      '{"a": 01}',
      "",
      '{"a": 1} x',
      '{"a": "b\n"}',
    ]) {
      expect(() => JSON.parse(text)).toThrow();
      expect(jsonSyntaxError(text), text).not.toBeNull();
    }
    for (const text of ['{"a": [1, 2.5e3, -0, true, null, "x\\"y"]}', " [] ", '"s"'])
      expect(jsonSyntaxError(text)).toBeNull();
    expect(parseDeckJson('{"a": 1')).toMatchObject({
      ok: false,
      issue: 'not valid JSON at line 1, column 8: the file ends before the closing "}"',
    });
  });
});
