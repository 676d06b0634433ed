/**
 * CORE-10 what crosses the socket when a player says his reactions to the engine's move are done
 * (reactions-done-foundry.ts): the query's name, its payload and its answer. Apart from the wait
 * itself (reactions-wait.ts) so the start-up hooks register the query without loading it.
 */

/** The query a player's button sends to the active GM: the card it was pressed on. */
export interface ReactionsDonePayload {
  readonly messageId: string;
}

/** The active GM's answer: taken, or refused with a lang key. */
export type ReactionsDoneAnswer = { readonly ok: true } | { readonly ok: false; readonly key: string };

export const REACTIONS_DONE_QUERY = "combat-patrol.reactionsDone" as const;

/** Tells fvtt-types the query, so User#query checks its data and answer. */
declare global {
  namespace CONFIG {
    interface Queries {
      "combat-patrol.reactionsDone": (data: ReactionsDonePayload) => Promise<ReactionsDoneAnswer>;
    }
  }
}
