/**
 * Forged results: is this result message one the GM's draw service posted?
 *
 * A player can create a ChatMessage of the "result" type with any record he likes (Foundry lets
 * any user create chat messages authored by himself). Before Apply writes anything, the record
 * is checked against the GM's draw log (the audit entries every Action Deck keeps for this turn
 * and the turn before, cards/audit.ts):
 *   - the cards it read were drawn from the Action Deck of the message's author (the draw
 *     service posts each result as the owner of the deck it drew from, actions/procedures.ts),
 *   - all in ONE request: a run of that deck's entries with consecutive sequence numbers, in
 *     the same turn, holding every card the record read,
 *   - and the entries carry the fingerprint of this very result (cards/digest.ts), so a copy of
 *     a real message with its effects changed is refused too;
 *   - and each request's result applies once: an exact copy of a real message (same author, same
 *     record) is refused when every request that drew it is already claimed by an applied
 *     message. Counted, not ordered: N identical requests (the same card read the same way twice,
 *     after a reshuffle) let N identical messages apply.
 * A record that read no card (an action that draws none: reload, limber, re-face…) has nothing
 * to check here; who may apply it is still decided by ownership (apply.ts mayApply).
 * No Foundry global: plain data in, a refusal key (or null) out.
 */
import type { AuditEntry } from "./draw-ports";
import { resultDigest } from "./result-digest";
import type { ResultRecord } from "./result-record";

export interface VerifiedMessage {
  /** The message's author (ChatMessage#author id); null when it has none. */
  readonly author: string | null;
  readonly record: ResultRecord;
}

/**
 * Null when the message matches the draw log; else the refusal key (COMBAT_PATROL.Error.*).
 * `applied`: the other result messages already applied (their records claim their requests).
 */
export async function verifyResult(
  message: VerifiedMessage,
  log: readonly AuditEntry[],
  applied: readonly VerifiedMessage[] = [],
): Promise<string | null> {
  const serials = cardSet(message.record);
  if (serials.length === 0) return null;
  if (!message.author) return "notDrawn";
  const wanted = new Set(serials);
  const theirs = log
    .filter((e) => e.deck === "action" && e.deckOwnerId === message.author)
    .sort((a, b) => a.seq - b.seq);
  const digest = await resultDigest(message.record.result);
  let drawn = 0;
  let altered = false;
  for (const run of requests(theirs)) {
    // Every card the record read was drawn in this request (a request may draw a card it never reads).
    const cards = new Set(run.map((e) => e.card));
    if (![...wanted].every((s) => cards.has(s))) continue;
    if (run.every((e) => e.digest === digest)) drawn += 1;
    else altered = true;
  }
  if (drawn === 0) return altered ? "resultAltered" : "notDrawn";
  // An exact copy of a real message: the requests that drew this result, each applied once.
  const key = serials.join(",");
  const twins = applied.filter((other) => other.author === message.author && cardSet(other.record).join(",") === key);
  let claimed = 0;
  for (const twin of twins) if ((await resultDigest(twin.record.result)) === digest) claimed += 1;
  return claimed >= drawn ? "alreadyApplied" : null;
}

/** The serials a record read, each once, sorted. */
function cardSet(record: ResultRecord): string[] {
  return [...new Set(record.result.cards.map((c) => String(c.serial)))].sort();
}

/** Runs of entries with consecutive sequence numbers in one turn (one request's draws). */
function requests(entries: readonly AuditEntry[]): AuditEntry[][] {
  const runs: AuditEntry[][] = [];
  let run: AuditEntry[] = [];
  for (const entry of entries) {
    const last = run[run.length - 1];
    if (last && (entry.seq !== last.seq + 1 || entry.turn !== last.turn || entry.digest !== last.digest)) {
      runs.push(run);
      run = [];
    }
    run.push(entry);
  }
  if (run.length) runs.push(run);
  return runs;
}
