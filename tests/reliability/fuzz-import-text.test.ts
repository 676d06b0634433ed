/**
 * The deck import dialog's input, fuzzed (CORE.md "Deck files"): 1,200 seeded texts a GM could
 * paste or upload (random characters, truncated JSON, JSON of the wrong shape, a valid deck with
 * megabyte strings in a value, a key, the name or an override key, thousands of cards, deep
 * nesting). Each is refused with readable, bounded issues (none longer than a line, at most
 * MAX_ISSUES + 1 of them), the dialog offers no import, and the text shown is the text given.
 */
import { describe, expect, it } from "vitest";
import frontierFile from "@rules/cards/frontier.deck.json";
import { MAX_ISSUES } from "@rules/cards/deck-file";
import { checkDeckText, deckImportView, type PlayerChoice } from "@foundry/deck-apps/deck-import-view";
import { prng, type Prng, PLAYERS } from "../doubles/recording";
import { lang } from "../helpers/lang";
import { junk } from "./fuzz";

const CASES = 1200;
const BATCH = 200;
/** The longest issue line we accept: a card, a field, what was expected, a quoted value cut short. */
const ISSUE_MAX = 300;

const format = (key: string, data: Record<string, string | number> = {}) => `${key}${JSON.stringify(data)}`;
const players: PlayerChoice[] = [{ id: PLAYERS[0], name: "Player 1", hasDeck: true, checked: true }];
const FILE = JSON.stringify(frontierFile);

type Gen = (rnd: Prng) => string;

const big = (rnd: Prng) => "x".repeat(rnd.chance(0.05) ? 2_000_000 : 10_000 + rnd.int(200_000));

const GENERATORS: readonly [string, Gen][] = [
  ["junk", (rnd) => junk(rnd, rnd.int(300))],
  ["truncated", (rnd) => FILE.slice(0, rnd.int(FILE.length - 1))],
  [
    "wrongShape",
    (rnd) =>
      JSON.stringify(
        rnd.pick<unknown>([
          0,
          -1,
          3.5,
          "deck",
          "",
          null,
          true,
          [],
          [frontierFile],
          {},
          { format: "combat-patrol-deck/1" },
          { cards: [] },
        ]),
      ),
  ],
  [
    "hugeValue",
    (rnd) => {
      const f = structuredClone(frontierFile);
      const card = f.cards[rnd.int(50)]!;
      Reflect.set(card, rnd.pick(["location", "damage", "cover", "move"]), big(rnd));
      return JSON.stringify(f);
    },
  ],
  ["hugeKey", (rnd) => JSON.stringify({ ...frontierFile, [big(rnd)]: 1 })],
  ["hugeName", (rnd) => JSON.stringify({ ...frontierFile, name: big(rnd) })],
  ["hugeOverrideKey", (rnd) => JSON.stringify({ ...frontierFile, overrides: { [big(rnd)]: { move: 5 } } })],
  [
    "manyOverrides",
    (rnd) =>
      JSON.stringify({
        ...frontierFile,
        overrides: Object.fromEntries(
          Array.from({ length: 200 + rnd.int(5000) }, (_, i) => [String(100 + i), { move: 5 }]),
        ),
      }),
  ],
  [
    "manyCards",
    (rnd) =>
      JSON.stringify({
        ...frontierFile,
        cards: Array.from({ length: 51 + rnd.int(20_000) }, (_, i) => frontierFile.cards[i % 50]),
      }),
  ],
  [
    "manyBadCards",
    (rnd) =>
      JSON.stringify({
        ...frontierFile,
        cards: Array.from({ length: 50 }, () => ({ serial: "x", move: rnd.int(100) })),
      }),
  ],
  [
    "deep",
    (rnd) => {
      const depth = 100 + rnd.int(5000);
      return rnd.chance(0.5)
        ? "[".repeat(depth) + "]".repeat(depth)
        : `{"format":"combat-patrol-deck/1","name":"x","cards":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    },
  ],
  [
    "markup",
    (rnd) =>
      JSON.stringify({
        ...frontierFile,
        name: rnd.pick(["", "   "]),
        overrides: { "<img src=x onerror=alert(1)>": { move: 5 } },
      }),
  ],
];

/** Case i: its kind of bad text, and the seeded random source its text is made from. */
function caseOf(i: number): { kind: string; gen: Gen; rnd: Prng } {
  const rnd = prng(50_000 + i);
  const [kind, gen] = rnd.pick(GENERATORS);
  return { kind, gen, rnd };
}

describe("the deck import dialog's text, fuzzed", () => {
  it("control: the shipped deck's text (with an override) is accepted and can be imported", () => {
    const text = JSON.stringify({ ...frontierFile, overrides: { "7": { hit: 6 } } });
    const check = checkDeckText(text, format);
    expect(check.ok).toBe(true);
    expect(deckImportView({ text, fileName: "", check, players }, format).canImport).toBe(true);
  });

  // The cases in batches, each its own test (a slow batch names its cases); together the same
  // CASES seeded texts, each under the same checks.
  for (let first = 0; first < CASES; first += BATCH) {
    const last = Math.min(CASES, first + BATCH);
    it(`bad texts ${first + 1} to ${last} of ${CASES}: refused with bounded, readable issues; no import offered; the text kept as given`, () => {
      const failures: string[] = [];
      let longestIssue = 0;
      let mostIssues = 0;
      for (let i = first; i < last; i += 1) {
        const { kind, rnd, gen } = caseOf(i);
        const text = gen(rnd);
        const where = `case ${i} (${kind}, ${text.length} chars)`;
        const check = checkDeckText(text, format);
        if (check.ok) {
          failures.push(`${where}: accepted`);
          continue;
        }
        if (check.issues.length === 0) failures.push(`${where}: refused without an issue`);
        mostIssues = Math.max(mostIssues, check.issues.length);
        if (check.issues.length > MAX_ISSUES + 1) failures.push(`${where}: ${check.issues.length} issues`);
        for (const issue of check.issues) {
          longestIssue = Math.max(longestIssue, issue.length);
          if (issue.length > ISSUE_MAX)
            failures.push(`${where}: an issue of ${issue.length} characters: ${issue.slice(0, 80)}…`);
          if (issue.trim() === "") failures.push(`${where}: an empty issue`);
        }
        const view = deckImportView({ text, fileName: "pasted.json", check, players }, format);
        if (view.canImport) failures.push(`${where}: the dialog offers to import`);
        if (view.text !== text) failures.push(`${where}: the text shown is not the text given`);
        if (!view.check || view.check.ok || view.check.faces.length > 0)
          failures.push(`${where}: the view shows a valid deck`);
      }
      expect(failures.slice(0, 20)).toEqual([]);
      expect(longestIssue).toBeLessThanOrEqual(ISSUE_MAX);
      expect(mostIssues).toBeLessThanOrEqual(MAX_ISSUES + 1);
    });
  }

  it(`the ${CASES} bad texts cover every kind (more than 40 of each)`, () => {
    const kinds = new Map<string, number>();
    for (let i = 0; i < CASES; i += 1) {
      const { kind } = caseOf(i);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const [kind] of GENERATORS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(40);
  });

  it("every string the dialog shows for a refusal is in lang/en.json", () => {
    for (const key of [
      "COMBAT_PATROL.Cards.import.notJson",
      "COMBAT_PATROL.Cards.import.problems.one",
      "COMBAT_PATROL.Cards.import.problems.other",
      "COMBAT_PATROL.Cards.import.nothingChanged",
    ]) {
      expect(lang(key), key).toBeTypeOf("string");
    }
    const check = checkDeckText("{not json", format);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]).toMatch(/^COMBAT_PATROL\.Cards\.import\.notJson\{"error":/);
  });
});
