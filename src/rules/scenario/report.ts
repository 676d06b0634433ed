/**
 * The after-action report as numbers: from what each End of Turn recorded (the turn, each side's
 * figures down so far, who held the objective, the victory check's verdict) to one row per turn
 * with that turn's casualties, the totals and the last verdict. Pure: the Foundry side
 * (src/foundry/adventure/report-journal.ts) writes it into a journal page.
 */
import type { Holder, Verdict } from "./evaluate";
import type { ScenarioSide } from "./scenarios";

type PerSide = Readonly<Record<ScenarioSide, number>>;

/** What End of Turn recorded. */
export interface TurnRecord {
  readonly turn: number;
  /** Each side's figures incapacitated so far. */
  readonly down: PerSide;
  readonly holder: Holder;
  readonly verdict: Verdict;
  /** Figures that have left by an escape zone so far (the next End of Turn's `escaped`). */
  readonly escaped: readonly string[];
}

export interface ReportTurn {
  readonly turn: number;
  /** Figures each side lost in this turn. */
  readonly casualties: PerSide;
  readonly holder: Holder;
}

export interface Report {
  readonly turns: readonly ReportTurn[];
  /** Figures each side lost in the game. */
  readonly casualties: PerSide;
  /** The last turn's verdict ("running" when no turn ended yet). */
  readonly verdict: Verdict;
}

/** One record per turn (a turn recorded twice — ended again after an undo — keeps its last), in turn order. */
export function turnRecords(records: readonly TurnRecord[]): TurnRecord[] {
  const byTurn = new Map<number, TurnRecord>();
  for (const r of records) byTurn.set(r.turn, r);
  return [...byTurn.values()].sort((p, q) => p.turn - q.turn);
}

export function buildReport(records: readonly TurnRecord[]): Report {
  const ordered = turnRecords(records);
  let before: PerSide = { a: 0, b: 0 };
  const turns = ordered.map((r) => {
    // A figure back on its feet is not a casualty undone: a turn never counts fewer than none.
    const casualties = { a: Math.max(0, r.down.a - before.a), b: Math.max(0, r.down.b - before.b) };
    before = r.down;
    return { turn: r.turn, casualties, holder: r.holder };
  });
  const last = ordered[ordered.length - 1];
  return {
    turns,
    casualties: last ? { a: last.down.a, b: last.down.b } : { a: 0, b: 0 },
    verdict: last ? last.verdict : { outcome: "running" },
  };
}
