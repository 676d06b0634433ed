/**
 * OW-2 / NAP-2 the after-action report's numbers (src/rules/scenario/report.ts): each turn's
 * casualties from the figures down so far, the holder, the totals and the last verdict.
 */
import { describe, expect, it } from "vitest";
import { buildReport, type TurnRecord } from "@rules/scenario";

const rec = (turn: number, a: number, b: number, over: Partial<TurnRecord> = {}): TurnRecord => ({
  turn,
  down: { a, b },
  holder: null,
  verdict: { outcome: "running" },
  escaped: [],
  ...over,
});

describe("OW-2 / NAP-2 the after-action report", () => {
  it("OW-2 Dry Creek report: casualties per turn are the figures that went down in it, the totals the last turn's", () => {
    const won = { outcome: "won", side: "b", reason: { code: "figureDown", side: "b", names: ["Gang boss"] } } as const;
    const report = buildReport([
      rec(1, 0, 1),
      rec(2, 2, 1, { holder: "a" }),
      rec(3, 3, 4, { holder: "contested", verdict: won }),
    ]);
    expect(report.turns).toEqual([
      { turn: 1, casualties: { a: 0, b: 1 }, holder: null },
      { turn: 2, casualties: { a: 2, b: 0 }, holder: "a" },
      { turn: 3, casualties: { a: 1, b: 3 }, holder: "contested" },
    ]);
    expect(report.casualties).toEqual({ a: 3, b: 4 });
    expect(report.verdict).toEqual(won);
  });

  it("NAP-2 Les Trois Moulins report: a turn ended twice keeps its last record, records out of order are sorted", () => {
    const report = buildReport([rec(2, 1, 3), rec(1, 1, 0), rec(2, 2, 2, { holder: "b" })]);
    expect(report.turns).toEqual([
      { turn: 1, casualties: { a: 1, b: 0 }, holder: null },
      { turn: 2, casualties: { a: 1, b: 2 }, holder: "b" },
    ]);
    expect(report.casualties).toEqual({ a: 2, b: 2 });
  });

  it("NAP-2 Les Trois Moulins report: no turn ended yet reads as a game running, with no casualties", () => {
    expect(buildReport([])).toEqual({ turns: [], casualties: { a: 0, b: 0 }, verdict: { outcome: "running" } });
  });
});
