/**
 * The GM's hand on a posted result after it was posted: confirm one that waits (Apply) and undo
 * the last one applied (Undo). Both check the chat message's record against the GM's record of
 * its request (result-ledger.ts: same request id, same fingerprint), write the actors in ONE
 * batch and the GM's record in ONE deck update; the draw coordinator runs them in the deck's
 * queue, so nothing else writes that deck meanwhile. Refusals are keys under
 * COMBAT_PATROL.Error and write nothing. No Foundry global: everything is a port.
 */
import { newDeckState } from "@rules/cards/deck";
import { emptyAudit } from "./draw-audit";
import { refusal, errorText } from "./draw-refusals";
import { lastApplied, replaceResult, type LedgerHit } from "./result-ledger";
import { recordedEntry } from "./result-on-record";
import { readRecord, stateEffects } from "./result-record";
import type { DeckStore, DrawRefusal, ResultEffects, ResultEntry, TableWriter } from "./draw-ports";

export interface DeskPorts {
  readonly store: DeckStore;
  readonly writer: TableWriter;
  readonly effects?: ResultEffects;
  isGM(userId: string): boolean;
  isActiveGM(): boolean;
  nextAppliedOrder(): number;
}

export type DeskAnswer =
  { readonly ok: true; readonly writes: number; readonly skipped: number; readonly entry: ResultEntry } | DrawRefusal;

/**
 * The entry of the request the message names, checked against the message's record; or why not:
 * a message the GM's client never posted (hand-made, or a copy under an id it never gave), or one
 * whose record was edited after it was posted (a name, a face, an effect, the title).
 */
async function verifiedEntry(
  store: DeckStore,
  requestId: string | null,
  record: unknown,
): Promise<LedgerHit | DrawRefusal> {
  const hit = recordedEntry(store.actionDecks(), requestId, record);
  return typeof hit === "string" ? refusal(hit) : hit;
}

/** GM: apply a result that waits for him. */
export async function confirmResult(
  ports: DeskPorts,
  requestId: string | null,
  record: unknown,
  by: string,
): Promise<DeskAnswer> {
  if (!ports.isGM(by)) return refusal("onlyGMConfirms");
  const hit = await verifiedEntry(ports.store, requestId, record);
  if (!("entry" in hit)) return hit;
  const { entry } = hit;
  if (entry.status === "applied") return refusal("alreadyApplied");
  if (entry.status === "undone") return refusal("resultUndone");
  const effects = stateEffects(readRecord(record)?.result.effects ?? []);
  if (entry.status === "none" || effects.length === 0) return refusal("nothingToApply");
  if (!ports.effects || !ports.isActiveGM()) return refusal("noActiveGM");
  let done: Awaited<ReturnType<ResultEffects["apply"]>>;
  try {
    done = await ports.effects.apply(effects);
  } catch (error) {
    return refusal("applyFailed", { error: errorText(error) });
  }
  const next: ResultEntry = {
    ...entry,
    status: "applied",
    by,
    appliedOrder: ports.nextAppliedOrder(),
    undo: done.restores,
  };
  try {
    await saveEntry(ports, hit, next);
  } catch (error) {
    await ports.effects.restore(done.restores).catch(() => undefined);
    return refusal("applyFailed", { error: errorText(error) });
  }
  return { ok: true, writes: done.writes, skipped: done.skipped, entry: next };
}

/** GM: put the actors back as they were before the last result applied (one click, one batch). */
export async function undoResult(
  ports: DeskPorts,
  requestId: string | null,
  record: unknown,
  by: string,
): Promise<DeskAnswer> {
  if (!ports.isGM(by)) return refusal("onlyGMUndoes");
  const hit = await verifiedEntry(ports.store, requestId, record);
  if (!("entry" in hit)) return hit;
  const { entry } = hit;
  if (entry.status === "undone") return refusal("alreadyUndone");
  if (entry.status !== "applied" || !entry.undo) return refusal("notApplied");
  if (lastApplied(ports.store.actionDecks())?.requestId !== entry.requestId) return refusal("notLastResult");
  if (!ports.effects || !ports.isActiveGM()) return refusal("noActiveGM");
  let writes: number;
  try {
    writes = await ports.effects.restore(entry.undo);
  } catch (error) {
    return refusal("applyFailed", { error: errorText(error) });
  }
  const next: ResultEntry = { ...entry, status: "undone", by };
  await saveEntry(ports, hit, next);
  return { ok: true, writes, skipped: 0, entry: next };
}

/** ONE deck update: the entry changed, the deck's state and log as they are. */
async function saveEntry(ports: DeskPorts, hit: LedgerHit, entry: ResultEntry): Promise<void> {
  const deck = ports.store.actionDeck(hit.deck.ownerId) ?? hit.deck;
  await ports.writer.saveDecks([
    {
      kind: "action",
      _id: deck.id,
      state: deck.state ?? newDeckState(deck.deck),
      audit: deck.audit ?? emptyAudit(entry.turn),
      results: replaceResult(deck.results, entry),
    },
  ]);
}
