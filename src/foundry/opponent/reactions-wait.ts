/**
 * CORE-10 the players' side of the engine's wait for reactions (reaction-window.ts): the players
 * whose figures see the engine's unit where its move ended each say when their reactions are done
 * (the button on the chat card), and when every one of them has, the engine goes on without the
 * GM's "Go on". Kept on the active GM's client, which plays the engine: one wait at a time (the
 * engine's plays run in one queue). Who pressed is the sender the server names for the query
 * (reactions-done-foundry.ts), never a field of the payload.
 */
import type { TableUser } from "@foundry/kernel/table-ports";
import type { ReactionsDoneAnswer, ReactionsDonePayload } from "./reactions-query";

const KEYS = "COMBAT_PATROL.Opponent.Reactions.";

/** The wait under way: the card, who is still waited for, and what to do as it changes. */
interface Pending {
  readonly messageId: string;
  readonly waitingFor: Map<string, string>;
  /** Who already said so (saying it twice changes nothing). */
  readonly said: Set<string>;
  readonly changed: (waitingFor: readonly TableUser[]) => Promise<void>;
  readonly finish: () => void;
}

let pending: Pending | null = null;

/** The wait begun: settles once every player named has said his reactions are done. */
export interface PlayersWait {
  readonly allDone: Promise<void>;
  /** The wait is over (the engine goes on): later presses are refused. Had every player said so? */
  end(): boolean;
}

/**
 * Wait for these players on this card; `changed` is told who is still waited for after each one
 * is done (the card is drawn again with them).
 */
export function waitForPlayers(
  messageId: string,
  players: readonly TableUser[],
  changed: (waitingFor: readonly TableUser[]) => Promise<void>,
): PlayersWait {
  let finish = () => {};
  const allDone = new Promise<void>((resolve) => (finish = resolve));
  const waitingFor = new Map(players.map((p) => [p.id, p.name]));
  const mine: Pending = { messageId, waitingFor, said: new Set(), changed, finish };
  pending = mine;
  return {
    allDone,
    end: () => {
      if (pending === mine) pending = null;
      return waitingFor.size === 0;
    },
  };
}

/** Is this a well-formed payload (a card's id)? */
function isPayload(data: unknown): data is ReactionsDonePayload {
  return typeof data === "object" && data !== null && typeof (data as { messageId?: unknown }).messageId === "string";
}

/**
 * A player said his reactions are done on this card: taken when the engine waits on that card
 * and he is one of the players it waits for; the last one lets the engine go on.
 */
export async function playerDone(senderId: string | null, data: unknown): Promise<ReactionsDoneAnswer> {
  if (!isPayload(data) || senderId === null) return { ok: false, key: `${KEYS}badRequest` };
  const wait = pending;
  if (!wait || wait.messageId !== data.messageId) return { ok: false, key: `${KEYS}notWaiting` };
  if (wait.said.has(senderId)) return { ok: true };
  if (!wait.waitingFor.has(senderId)) return { ok: false, key: `${KEYS}notYours` };
  wait.waitingFor.delete(senderId);
  wait.said.add(senderId);
  const left = [...wait.waitingFor].map(([id, name]) => ({ id, name }));
  // The last one lets the engine go on (the card then says so); else the card names who is left.
  if (left.length === 0) wait.finish();
  else await wait.changed(left);
  return { ok: true };
}
