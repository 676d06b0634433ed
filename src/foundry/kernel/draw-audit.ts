/**
 * The GM's audit log of draws: every card drawn this turn (who, which deck, which card, for
 * what). Each deck keeps its own entries next to its state, so the entries are written in the
 * same single update as the draw that made them (no second write, no race between decks).
 * At End of Turn the turn's entries become `previous`: the log keeps the current turn and the
 * turn before it. The GM window merges every deck's log in draw order (`seq`).
 */
import type { AuditEntry, AuditLog, TurnLog } from "./draw-ports";

// The log's shape lives with the other stored shapes (ports.ts), so ports.ts needs nothing from here.
export type { AuditLog, TurnLog } from "./draw-ports";

/** Entries kept per deck and turn; the oldest go first beyond it (a guard, never reached in play). */
export const MAX_ENTRIES_PER_TURN = 500;

export function emptyAudit(turn: number): AuditLog {
  return { current: { turn, entries: [] }, previous: null };
}

/** Add entries to the turn in progress (a log still on an older turn starts the new one first). */
export function appendAudit(log: AuditLog, turn: number, entries: readonly AuditEntry[]): AuditLog {
  const base = log.current.turn === turn ? log : startTurn(log, turn);
  const all = [...base.current.entries, ...entries];
  return { ...base, current: { turn, entries: all.slice(Math.max(0, all.length - MAX_ENTRIES_PER_TURN)) } };
}

/** End of Turn: the turn's entries become the previous turn's; the new turn starts empty. */
export function startTurn(log: AuditLog, turn: number): AuditLog {
  if (log.current.turn === turn) return log;
  return { current: { turn, entries: [] }, previous: log.current };
}

/** Highest sequence number in the logs (the GM continues numbering after a reload). */
export function lastSeq(logs: readonly AuditLog[]): number {
  let max = 0;
  for (const log of logs) {
    for (const turn of [log.current, log.previous]) {
      for (const e of turn?.entries ?? []) max = Math.max(max, e.seq);
    }
  }
  return max;
}

/** Every deck's entries for one turn, in draw order. */
export function mergedTurn(logs: readonly AuditLog[], turn: number): AuditEntry[] {
  return logs
    .flatMap((log) => [log.current, log.previous].filter((t): t is TurnLog => t !== null && t.turn === turn))
    .flatMap((t) => t.entries)
    .sort((a, b) => a.seq - b.seq);
}

/** Turns present in the logs, latest first. */
export function auditTurns(logs: readonly AuditLog[]): number[] {
  const turns = new Set<number>();
  for (const log of logs) {
    turns.add(log.current.turn);
    if (log.previous) turns.add(log.previous.turn);
  }
  return [...turns].sort((a, b) => b - a);
}

/** A stored log read back: anything malformed becomes an empty log of `turn`. */
export function auditFrom(raw: unknown, turn: number): AuditLog {
  if (!isRecord(raw) || !isTurnLog(raw.current)) return emptyAudit(turn);
  return { current: raw.current, previous: isTurnLog(raw.previous) ? raw.previous : null };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isTurnLog(v: unknown): v is TurnLog {
  return isRecord(v) && typeof v.turn === "number" && Array.isArray(v.entries) && v.entries.every(isEntry);
}

function isEntry(v: unknown): v is AuditEntry {
  return (
    isRecord(v) &&
    typeof v.seq === "number" &&
    typeof v.userId === "string" &&
    typeof v.card === "string" &&
    (v.deck === "action" || v.deck === "activation")
  );
}
