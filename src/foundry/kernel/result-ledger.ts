/**
 * The GM's record of what was drawn and applied: one ResultEntry per request, keyed by the
 * request's id, kept in the flags of the Action Deck the request drew from (cards/deck-flags.ts),
 * next to the draw log, and written in the same update as the cards the request drew. Only the
 * GM's client writes a deck (players observe it: deck-ownership.ts), so deleting, re-posting or
 * editing a chat message changes nothing here: a message only points at its entry by the id.
 *
 * Pure functions over the stored entries; the draw coordinator runs the writes in the deck's queue.
 */
import { RulesError } from "@rules/errors";
import type {
  ActionDeckRecord,
  DrawContext,
  ResultEntry,
  ResultStatus,
  SpendableAction,
  SpentAction,
} from "./draw-ports";
import { unitActivationKey, type CurrentActivation } from "./activation-flag";

export type { ResultEntry, ResultStatus };

/** Entries kept per deck, oldest dropped first (a guard: two turns of play hold far fewer). */
const MAX_RESULTS_PER_DECK = 200;

/** A request id as the client makes it: 8 to 64 letters, digits and dashes (anything else is refused). */
export function isRequestId(id: unknown): id is string {
  return typeof id === "string" && /^[A-Za-z0-9-]{8,64}$/.test(id);
}

/** The entries with one more at the end (the oldest dropped beyond the limit). */
export function appendResult(list: readonly ResultEntry[] | undefined, entry: ResultEntry): ResultEntry[] {
  const all = [...(list ?? []), entry];
  return all.slice(Math.max(0, all.length - MAX_RESULTS_PER_DECK));
}

/** The entries with this request's entry replaced. */
export function replaceResult(list: readonly ResultEntry[] | undefined, entry: ResultEntry): ResultEntry[] {
  return (list ?? []).map((e) => (e.requestId === entry.requestId ? entry : e));
}

export interface LedgerHit {
  readonly deck: ActionDeckRecord;
  readonly entry: ResultEntry;
}

/** The entry of a request in any Action Deck, with its deck; null when the GM has no record of it. */
export function findResult(decks: readonly ActionDeckRecord[], requestId: string): LedgerHit | null {
  for (const deck of decks) {
    const entry = deck.results?.find((e) => e.requestId === requestId);
    if (entry) return { deck, entry };
  }
  return null;
}

/** CORE-3 what figures did in this activation (or occasion), by the results on record (an undone one did nothing). */
function* spentThere(decks: readonly ActionDeckRecord[], activation: string): Generator<SpentAction> {
  for (const deck of decks)
    for (const e of deck.results ?? [])
      if (e.status !== "undone") for (const s of e.spent ?? []) if (s.activation === activation) yield s;
}

/** CORE-3 the figures that did `action` in this activation. */
function spentIn(decks: readonly ActionDeckRecord[], activation: string, action: SpendableAction): Set<string> {
  const ids = new Set<string>();
  for (const s of spentThere(decks, activation)) if (s.action === action) s.figureIds.forEach((id) => ids.add(id));
  return ids;
}

/**
 * CORE-3 a request's DrawContext.spend: refuses ("actionSpent") a figure that already did the
 * action in this activation, else notes it in `spent` (kept with the request's entry). Nothing is
 * noted in free play (no activation runs). An `occasion` named instead of the activation (a
 * fight's advance, NAP-6.2.1.3) is done once whatever runs, free play too.
 */
function spending(
  decks: () => readonly ActionDeckRecord[],
  activation: CurrentActivation | null,
  spent: SpentAction[],
): DrawContext["spend"] {
  return (action, unitId, figures, occasion) => {
    const key = occasion ?? (activation ? unitActivationKey(activation, unitId) : null);
    if (key === null) return;
    // CORE-10 a reaction is noted, never refused: each passed one lets its figures act once more (reactionsLeft).
    const done = action === "react" ? new Set<string>() : spentIn(decks(), key, action);
    const again = figures.find((f) => done.has(f.id));
    if (again) throw new RulesError(`actionSpent.${action}`, { name: again.name });
    spent.push({ activation: key, action, figureIds: figures.map((f) => f.id) });
  };
}

/**
 * CORE-10 how many passed reactions a figure of a unit that the Activation Card did not name still
 * has to act on in this activation: its reactions on record there less the fires and moves it made
 * there (in an enemy's activation a figure not activated fires or moves only on a reaction). 0 in
 * free play (no activation runs: any unit may act then anyway).
 */
function reactionsLeft(
  decks: readonly ActionDeckRecord[],
  activation: CurrentActivation | null,
  unitId: string,
  figureId: string,
): number {
  if (!activation) return 0;
  let left = 0;
  for (const s of spentThere(decks, unitActivationKey(activation, unitId)))
    if (s.figureIds.includes(figureId))
      left += s.action === "react" ? 1 : s.action === "fire" || s.action === "move" ? -1 : 0;
  return Math.max(0, left);
}

/** CORE-3 / CORE-10 a request's DrawContext.spend and DrawContext.reactionsLeft over the GM's record. */
export function activationRecord(
  decks: () => readonly ActionDeckRecord[],
  activation: CurrentActivation | null,
  spent: SpentAction[],
): Pick<DrawContext, "spend" | "reactionsLeft"> {
  return {
    spend: spending(decks, activation, spent),
    reactionsLeft: (unitId, figureId) => reactionsLeft(decks(), activation, unitId, figureId),
  };
}

/** The next number in the order results are applied (from the stored record, never a per-client count). */
export function nextAppliedOrder(decks: readonly ActionDeckRecord[]): number {
  let max = 0;
  for (const deck of decks) for (const e of deck.results ?? []) max = Math.max(max, e.appliedOrder ?? 0);
  return max + 1;
}

/** The result the GM can undo: the one applied last and still applied; null when none. */
export function lastApplied(decks: readonly ActionDeckRecord[]): ResultEntry | null {
  let last: ResultEntry | null = null;
  for (const deck of decks)
    for (const e of deck.results ?? [])
      if (e.status === "applied" && (e.appliedOrder ?? 0) > (last?.appliedOrder ?? 0)) last = e;
  return last;
}
