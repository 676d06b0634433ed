/**
 * A result record → the data of ONE ChatMessage of subtype "result" (no Foundry global: the GM's
 * draw procedures call it in their `commit`, tests read what it gives).
 */
import type { ResultRecord } from "./result-record";
import type { PostStamp } from "./draw-ports";

/** The speaker as ChatMessage stores it (ChatMessage.getSpeaker on the acting client). */
export interface ChatSpeaker {
  readonly scene?: string | null;
  readonly actor?: string | null;
  readonly token?: string | null;
  readonly alias?: string | null;
}

interface ResultMessageSource {
  readonly type: "result";
  readonly author?: string;
  readonly speaker: ChatSpeaker;
  readonly content: string;
  readonly system: {
    readonly record: ResultRecord;
    readonly applied: { readonly done: boolean; readonly by: string | null };
    readonly requestId: string | null;
    readonly waiting: boolean;
  };
}

/**
 * The message data. `appliedBy`: the result was applied as it was made; `stamp`: the GM's
 * coordinator posts it (draw-ports.ts PostStamp: the request it answers, applied at once or
 * waiting for the GM), and then the stamp says who applied it.
 */
export function resultMessageData(
  record: ResultRecord,
  speaker: ChatSpeaker,
  authorId: string | null,
  appliedBy: string | null = null,
  stamp: PostStamp | null = null,
): ResultMessageSource {
  const by = stamp ? stamp.appliedBy : appliedBy;
  return {
    type: "result",
    ...(authorId ? { author: authorId } : {}),
    speaker: { ...speaker },
    // The card is rendered from `system` each time it is shown; the content is only a fallback.
    content: `<p class="cp-result-fallback" data-procedure="${escapeHtml(record.result.procedure)}"></p>`,
    system: {
      record,
      applied: { done: by !== null, by },
      requestId: stamp?.requestId ?? null,
      waiting: stamp?.waiting ?? false,
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
