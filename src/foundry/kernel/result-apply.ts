/**
 * Apply a result message: its effects in ONE batched write (documents/effects.ts), once.
 *
 * Every apply runs on the ACTIVE GM's client (a query from any other client, a GM's included),
 * so "once" holds across clients: the GM side refuses a message that is applied or is being
 * applied (a per-message lock taken before the first await), and records the apply on the
 * message. A player may apply only when he owns every actor the result changes; the GM may
 * always. Refusals come back as localization keys (COMBAT_PATROL.Error.*), nothing written.
 *
 * Everything Foundry is a port (ApplyPorts), so tests drive it with doubles and count writes.
 */
import type { Effect } from "@rules/model";
import { affectedActors, stateEffects, type ResultRecord } from "./result-record";
import type { QueryOptionsSeen, SenderLedger } from "./query-sender";
import type { AuditEntry } from "./draw-ports";
import { verifyResult, type VerifiedMessage } from "./result-verify";
import { CLIENT_GRACE_MS, QUERY_TIMEOUT_MS, QueryTimeoutError, timeoutSeconds, withTimeout } from "./query-timeout";

export const APPLY_QUERY = "combat-patrol.applyResult" as const;

export interface ApplyQuery {
  readonly messageId: string;
  /** The user who pressed Apply. */
  readonly requesterId: string;
}

/** What crosses the socket: the message only (the GM learns who asked from the server). */
export type ApplyPayload = Omit<ApplyQuery, "requesterId">;

export interface ApplyRefusal {
  readonly ok: false;
  /** Full localization key (COMBAT_PATROL.Error.*). */
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

export interface ApplySuccess {
  readonly ok: true;
  /** Server writes of the effects (one per home: world actors, each scene's token actors). */
  readonly writes: number;
  /** Effects that could not apply (a figure deleted since), for the GM to see. */
  readonly skipped: number;
}

export type ApplyAnswer = ApplySuccess | ApplyRefusal;

/** A result message as the GM side reads it. */
export interface StoredResult {
  readonly record: ResultRecord | null;
  readonly applied: boolean;
  /** The message's author (ChatMessage#author id), checked against the draw log (verify.ts). */
  readonly author: string | null;
}

export interface ApplyPorts {
  /** The message, null when there is no such message. */
  message(messageId: string): StoredResult | null;
  isGM(userId: string): boolean;
  /** Every Action Deck's draw log entries kept (this turn and the previous one). */
  drawLog(): readonly AuditEntry[];
  /** The other result messages already applied, with their authors (a copy of one is refused: verify.ts). */
  appliedResults(exceptMessageId: string): readonly VerifiedMessage[];
  /** Does the user own this actor (UUID)? False for an actor that does not exist. */
  owns(userId: string, actorId: string): boolean;
  /** Write the effects: the documents/effects.ts planner and writer (one write per home). */
  applyEffects(effects: readonly Effect[]): Promise<{ readonly writes: number; readonly skipped: readonly Effect[] }>;
  /** Record on the message that it was applied (or undo that record after a failed write). */
  markApplied(messageId: string, by: string | null): Promise<void>;
}

const E = "COMBAT_PATROL.Error.";

export function applyRefusal(key: string, data: Readonly<Record<string, string | number>> = {}): ApplyRefusal {
  return { ok: false, key: key.startsWith(E) ? key : E + key, data };
}

/** May this user apply this record? GM always; a player when he owns every actor it changes. */
export function mayApply(record: ResultRecord, userId: string, ports: Pick<ApplyPorts, "isGM" | "owns">): boolean {
  if (ports.isGM(userId)) return true;
  return affectedActors(record.result.effects).every((id) => ports.owns(userId, id));
}

/** The GM side: one instance per client, used on the active GM's. */
export class ApplyCoordinator {
  readonly #pending = new Set<string>();

  constructor(private readonly ports: ApplyPorts) {}

  async apply(query: ApplyQuery): Promise<ApplyAnswer> {
    const { messageId, requesterId } = query;
    // Taken before any await: a second request for the same message, however it interleaves, sees it.
    if (this.#pending.has(messageId)) return applyRefusal("applyPending");
    const stored = this.ports.message(messageId);
    if (!stored?.record) return applyRefusal("notAResult");
    if (stored.applied) return applyRefusal("alreadyApplied");
    const record = stored.record;
    if (!mayApply(record, requesterId, this.ports)) return applyRefusal("notOwnerApply");
    const effects = stateEffects(record.result.effects);
    this.#pending.add(messageId);
    try {
      // Forged results: the record must be one the draw service posted (verify.ts).
      const forged = await verifyResult(
        { author: stored.author, record },
        this.ports.drawLog(),
        this.ports.appliedResults(messageId),
      );
      if (forged) return applyRefusal(forged);
      // The record first: should the write fail, it is undone and the result can be applied again.
      await this.ports.markApplied(messageId, requesterId);
      try {
        const done = await this.ports.applyEffects(effects);
        return { ok: true, writes: done.writes, skipped: done.skipped.length };
      } catch (error) {
        await this.ports.markApplied(messageId, null);
        throw error;
      }
    } finally {
      this.#pending.delete(messageId);
    }
  }
}

/**
 * Identity: an apply query as the active GM receives it. The requester is the sender
 * the server names for the query (queries/sender.ts); a `requesterId` in the payload is ignored,
 * and a payload with no sender on record (or no message id) is refused, nothing written.
 */
export async function applyFromSocket(
  coordinator: ApplyCoordinator,
  senders: SenderLedger,
  data: unknown,
  options?: QueryOptionsSeen,
): Promise<ApplyAnswer> {
  const sender = senders.senderOf(data, options);
  if (sender === null) return applyRefusal("unknownSender");
  const messageId = typeof data === "object" && data !== null && "messageId" in data ? data.messageId : null;
  if (typeof messageId !== "string") return applyRefusal("notAResult");
  return coordinator.apply({ messageId, requesterId: sender });
}

/**
 * An apply request to the GM never throws and never waits for ever: no answer within
 * the time limit, or a query that failed on the way, is a refusal (queries/timeout.ts).
 */
export async function askGM(
  send: () => Promise<ApplyAnswer>,
  ms = QUERY_TIMEOUT_MS + CLIENT_GRACE_MS,
): Promise<ApplyAnswer> {
  try {
    return await withTimeout(send(), ms);
  } catch (error) {
    console.error("Combat Patrol | apply query failed", error);
    if (error instanceof QueryTimeoutError) return applyRefusal("noAnswer", { seconds: timeoutSeconds(error) });
    return applyRefusal("applyFailed", { error: error instanceof Error ? error.message : String(error) });
  }
}
