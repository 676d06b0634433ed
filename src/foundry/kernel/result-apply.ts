/**
 * The GM's Apply and Undo on a result message: confirm a result that waits for him, or put the
 * actors back as they were before the last result applied. Both run on the ACTIVE GM's client
 * (a query from any other client, a GM's included), through the draw coordinator, which checks
 * the message against the GM's record of its request (result-desk.ts: the record is the GM's,
 * the message only points at it by the request's id) and writes the actors in ONE batch. Then
 * the message is marked, so its card shows what happened. Refusals come back as localization
 * keys (COMBAT_PATROL.Error.*), nothing written.
 *
 * Everything Foundry is a port (ApplyPorts), so tests drive it with doubles and count writes.
 */
import type { QueryOptionsSeen, SenderLedger } from "./query-sender";
import type { DeskAnswer } from "./result-desk";
import { CLIENT_GRACE_MS, QUERY_TIMEOUT_MS, QueryTimeoutError, timeoutSeconds, withTimeout } from "./query-timeout";

export const APPLY_QUERY = "combat-patrol.applyResult" as const;

/** What the GM does with a result message: apply it (it waits for him) or undo it (the last one applied). */
export type ResultAction = "apply" | "undo";

export interface ApplyQuery {
  readonly messageId: string;
  /** The user who pressed the button. */
  readonly requesterId: string;
  /** Absent: apply. */
  readonly action?: ResultAction;
}

/** What crosses the socket: the message and the action only (the GM learns who asked from the server). */
export type ApplyPayload = Omit<ApplyQuery, "requesterId">;

interface ApplyRefusal {
  readonly ok: false;
  /** Full localization key (COMBAT_PATROL.Error.*). */
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

interface ApplySuccess {
  readonly ok: true;
  /** Server writes of the actors (one per home: world actors, each scene's token actors). */
  readonly writes: number;
  /** Effects that could not apply (a figure deleted since), for the GM to see. */
  readonly skipped: number;
}

export type ApplyAnswer = ApplySuccess | ApplyRefusal;

/** A result message as the GM side reads it: nothing in it is believed before the GM's record says so. */
interface StoredResult {
  /** The record as the message stores it (its fingerprint is checked against the GM's record). */
  readonly record: unknown;
  /** The request it says it answers (the key of the GM's record). */
  readonly requestId: string | null;
}

/** How a message shows where its result stands (written by the GM's client after Apply or Undo). */
interface MessageMark {
  readonly applied: { readonly done: boolean; readonly by: string | null };
  readonly waiting: boolean;
  readonly undoneBy: string | null;
}

/** The GM's record of results and his hand on them (the draw coordinator implements it). */
interface ResultDeskPort {
  confirmResult(requestId: string | null, record: unknown, by: string): Promise<DeskAnswer>;
  undoResult(requestId: string | null, record: unknown, by: string): Promise<DeskAnswer>;
}

export interface ApplyPorts {
  /** The message, null when there is no such message or it holds no result. */
  message(messageId: string): StoredResult | null;
  readonly desk: ResultDeskPort;
  /** Mark the message (one update). */
  markMessage(messageId: string, mark: MessageMark): Promise<void>;
}

const ERROR_KEYS = "COMBAT_PATROL.Error.";

export function applyRefusal(key: string, data: Readonly<Record<string, string | number>> = {}): ApplyRefusal {
  return { ok: false, key: key.startsWith(ERROR_KEYS) ? key : ERROR_KEYS + key, data };
}

/** The GM side: one instance per client, used on the active GM's. */
export class ApplyCoordinator {
  readonly #pending = new Set<string>();

  constructor(private readonly ports: ApplyPorts) {}

  async apply(query: ApplyQuery): Promise<ApplyAnswer> {
    const { messageId, requesterId } = query;
    const action = query.action ?? "apply";
    // Taken before any await: a second request for the same message, however it interleaves, sees it.
    if (this.#pending.has(messageId)) return applyRefusal("applyPending");
    const stored = this.ports.message(messageId);
    if (!stored) return applyRefusal("notAResult");
    this.#pending.add(messageId);
    try {
      const desk = this.ports.desk;
      const answer =
        action === "undo"
          ? await desk.undoResult(stored.requestId, stored.record, requesterId)
          : await desk.confirmResult(stored.requestId, stored.record, requesterId);
      if (!answer.ok) return applyRefusal(answer.key, answer.data);
      const undone = answer.entry.status === "undone";
      await this.ports.markMessage(messageId, {
        applied: { done: !undone, by: undone ? null : answer.entry.by },
        waiting: false,
        undoneBy: undone ? answer.entry.by : null,
      });
      return { ok: true, writes: answer.writes, skipped: answer.skipped };
    } finally {
      this.#pending.delete(messageId);
    }
  }
}

/**
 * An apply query as the active GM receives it. The requester is the sender the server names for
 * the query (query-sender.ts); a `requesterId` in the payload is ignored, and a payload with no
 * sender on record (or no message id) is refused, nothing written.
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
  const action = typeof data === "object" && data !== null && "action" in data ? data.action : "apply";
  if (action !== "apply" && action !== "undo") return applyRefusal("notAResult");
  return coordinator.apply({ messageId, requesterId: sender, action });
}

/**
 * An apply request to the GM never throws and never waits for ever: no answer within the time
 * limit, or a query that failed on the way, is a refusal (query-timeout.ts).
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
