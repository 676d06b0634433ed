/**
 * CORE-10 the engine's wait for reactions on Foundry: a player's "my reactions are done" button
 * (reactions-card.ts) asks the active GM through Foundry's queries, and the GM's handler takes the
 * sender the SERVER names for the query (kernel/query-sender.ts), never one the payload carries,
 * then checks it against the wait under way (reactions-wait.ts). Loaded on first use: a card with
 * the button rendered, or the first such query reaching the GM.
 */
import { senderLedger, type QueryOptionsSeen } from "@foundry/kernel/query-sender";
import { QUERY_TIMEOUT_MS } from "@foundry/kernel/query-timeout";
import { foundryFormat } from "@foundry/shared/format";
import { listenForReactionsDone, type ReactionsCardRoot } from "./reactions-card";
import { playerDone } from "./reactions-wait";
import { REACTIONS_DONE_QUERY, type ReactionsDoneAnswer, type ReactionsDonePayload } from "./reactions-query";

const KEYS = "COMBAT_PATROL.Opponent.Reactions.";

/** CONFIG.queries handler: only the active GM's client, which plays the engine, answers. */
export async function answerReactionsDone(data: unknown, options?: QueryOptionsSeen): Promise<ReactionsDoneAnswer> {
  if (!game.users?.activeGM?.isSelf) return { ok: false, key: `${KEYS}noGM` };
  return playerDone(senderLedger.senderOf(data, options), data);
}

function isAnswer(value: unknown): value is ReactionsDoneAnswer {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

/** A player's press: ask the active GM (the GM's own client never waits on itself); a refusal is shown. */
async function sendReactionsDone(messageId: string): Promise<void> {
  const gm = game.users?.activeGM ?? null;
  const payload: ReactionsDonePayload = { messageId };
  let answer: ReactionsDoneAnswer;
  if (!gm) answer = { ok: false, key: `${KEYS}noGM` };
  else if (gm.isSelf) answer = { ok: false, key: `${KEYS}notYours` };
  else {
    const reply: unknown = await gm
      .query(REACTIONS_DONE_QUERY, payload, { timeout: QUERY_TIMEOUT_MS })
      .catch((error: unknown) => {
        console.error("Combat Patrol | the reactions-done query failed", error);
        return null;
      });
    answer = isAnswer(reply) ? reply : { ok: false, key: `${KEYS}noGM` };
  }
  if (!answer.ok) ui.notifications?.warn(foundryFormat(answer.key));
}

/** renderChatMessageHTML: a card with the button gets its listener (the button disabled for users it does not name). */
export function bindReactionsCard(messageId: string | null, html: ReactionsCardRoot): void {
  listenForReactionsDone(html, { messageId, send: sendReactionsDone }, game.user?.id ?? null);
}
