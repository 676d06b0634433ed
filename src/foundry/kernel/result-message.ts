/**
 * A result record → the data of ONE ChatMessage of subtype "result" (no Foundry global: the GM's
 * draw procedures call it in their `commit`, tests read what it gives).
 */
import type { ResultRecord } from "./result-record";

/** The speaker as ChatMessage stores it (ChatMessage.getSpeaker on the acting client). */
export interface ChatSpeaker {
  readonly scene?: string | null;
  readonly actor?: string | null;
  readonly token?: string | null;
  readonly alias?: string | null;
}

export interface ResultMessageSource {
  readonly type: "result";
  readonly author?: string;
  readonly speaker: ChatSpeaker;
  readonly content: string;
  readonly system: {
    readonly record: ResultRecord;
    readonly applied: { readonly done: boolean; readonly by: string | null };
  };
}

/**
 * The message data. `appliedBy`: the result was applied as it was made (an action on one's own
 * pieces with no card drawn); otherwise it waits for the Apply button.
 */
export function resultMessageData(
  record: ResultRecord,
  speaker: ChatSpeaker,
  authorId: string | null,
  appliedBy: string | null = null,
): ResultMessageSource {
  return {
    type: "result",
    ...(authorId ? { author: authorId } : {}),
    speaker: { ...speaker },
    // The card is rendered from `system` each time it is shown; the content is only a fallback.
    content: `<p class="cp-result-fallback" data-procedure="${escapeHtml(record.result.procedure)}"></p>`,
    system: { record, applied: { done: appliedBy !== null, by: appliedBy } },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
