/**
 * Where a result stands, as its chat card shows it: applied (by whom: the GM's client applies a
 * result as it posts it), waiting for the GM (the world option "the GM confirms each result", or a
 * change to someone else's pieces made on a player's client), or undone by the GM. The buttons: the
 * GM's Apply on a result that waits, and his Undo on the last result applied. The card only shows
 * this; what was applied is the GM's record (kernel/result-ledger.ts), checked on every press.
 */
import { CHAT_KEYS, type Format } from "@foundry/kernel/result-lines";

export interface StatusState {
  readonly applied?: boolean;
  /** Name of the user it was applied for, null while not applied. */
  readonly appliedBy?: string | null;
  /** It waits for the GM. */
  readonly waiting?: boolean;
  /** Name of the GM who undid it, null while it stands. */
  readonly undoneBy?: string | null;
  /** May the user looking at it press Apply (the GM, on a result that waits)? */
  readonly canApply?: boolean;
  /** May the user looking at it press Undo (the GM, on the last result applied)? */
  readonly canUndo?: boolean;
}

export interface StatusView {
  readonly applied: boolean;
  readonly appliedText: string | null;
  readonly waitingText: string | null;
  readonly undoneText: string | null;
  readonly canApply: boolean;
  readonly canUndo: boolean;
}

export function statusView(format: Format, state: StatusState, applicable: boolean): StatusView {
  const undone = applicable && (state.undoneBy ?? null) !== null;
  const applied = applicable && !undone && (state.applied ?? false);
  const waiting = applicable && !undone && !applied && (state.waiting ?? false);
  return {
    applied,
    appliedText: applied ? format(`${CHAT_KEYS}appliedBy`, { user: state.appliedBy ?? "?" }) : null,
    waitingText: waiting ? format(`${CHAT_KEYS}waitingForGM`) : null,
    undoneText: undone ? format(`${CHAT_KEYS}undoneBy`, { user: state.undoneBy ?? "?" }) : null,
    canApply: applicable && !applied && !undone && (state.canApply ?? false),
    canUndo: applied && (state.canUndo ?? false),
  };
}
