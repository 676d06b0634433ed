/**
 * A posted result as the GM's record holds it: the message's record checked against his
 * fingerprint of it (result-digest.ts). Apply and Undo (result-desk.ts) and the GM's world reader
 * (canvas/world-facts-foundry.ts postedResult) ask it; in a module of its own, loaded with them, so
 * the start-up bundle carries no fingerprinting.
 */
import type { ActionDeckRecord } from "./draw-ports";
import { findResult, type LedgerHit } from "./result-ledger";
import { resultDigestNow } from "./result-digest";
import { readRecord } from "./result-record";
import type { PostedOnRecord } from "./world-facts";

/**
 * The GM's record of the request a posted message says it answers, when the message holds the
 * very record he posted (the same fingerprint, result-digest.ts); else why not: "notDrawn" (a
 * message his client never posted, or a copy under an id it never gave), "resultAltered" (edited
 * after it was posted: a name, a face, an effect).
 */
export function recordedEntry(
  decks: readonly ActionDeckRecord[],
  requestId: string | null,
  record: unknown,
): LedgerHit | "notDrawn" | "resultAltered" {
  const hit = requestId === null ? null : findResult(decks, requestId);
  if (!hit || hit.entry.digest === null) return "notDrawn";
  return resultDigestNow(record) === hit.entry.digest ? hit : "resultAltered";
}

/** A chat message's result as the GM's world reads it (world-facts.ts postedResult): on his record and standing, or null. */
export function postedOnRecord(
  decks: readonly ActionDeckRecord[],
  message: { readonly id: string; readonly requestId: string | null; readonly record: unknown },
): PostedOnRecord | null {
  const hit = recordedEntry(decks, message.requestId, message.record);
  // A result the GM undid did nothing: it is no longer on record.
  if (typeof hit === "string" || hit.entry.status === "undone") return null;
  const record = readRecord(message.record);
  return record ? { messageId: message.id, requestId: hit.entry.requestId, record } : null;
}
