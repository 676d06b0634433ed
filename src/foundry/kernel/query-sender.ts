/**
 * Who sent a query, as the SERVER says, never as the payload says.
 *
 * Foundry v13 relays a query like this (read in Foundry v13's client code, found with the search
 * tool: client/documents/user.mjs `User#query` and client/documents/collections/users.mjs
 * `Users.#handleUserQuery`, see docs/foundry-behaviour.md):
 *   - the asking client emits `game.socket.emit("userQuery", targetUserId, queryId, name, data, {timeout}, ack)`;
 *   - the server forwards it to the target user's sockets as
 *     `"userQuery", senderUserId, queryId, name, data, {timeout}, ack`, the sender's id being
 *     the one bound to the authenticated socket (a client cannot choose it);
 *   - `Users.#handleUserQuery(userId, queryId, queryName, queryData, {timeout}, ack)` refuses an
 *     unknown userId, then calls `CONFIG.queries[name](queryData, {timeout})`: the handler is NOT
 *     told who asked.
 * So the GM learns the sender from the socket event itself: a catch-all listener
 * (`socket.onAny`, which socket.io calls BEFORE the event's own listeners, with the same
 * argument objects) remembers `data -> senderUserId`, and the handler looks its own `data`
 * object up. Where a later Foundry hands the handler the user (`options.user`), that is used.
 * A payload with no sender on record is refused (fails closed).
 */

/** What the catch-all socket listener needs of game.socket (socket.io's Socket#onAny). */
export interface CatchAllSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
}

/** The handler's second argument: `{timeout}` in v13; a newer Foundry may add the user. */
export interface QueryOptionsSeen {
  readonly timeout?: number | undefined;
  readonly user?: { readonly id?: string | null } | null | undefined;
}

export class SenderLedger {
  readonly #senders = new WeakMap<object, string>();

  /** The socket saw `userQuery` from `senderId` carrying `data`. */
  record(data: unknown, senderId: unknown): void {
    if (typeof data === "object" && data !== null && typeof senderId === "string" && senderId)
      this.#senders.set(data, senderId);
  }

  /** The server-vouched sender of this payload object, null when none is on record. */
  senderOf(data: unknown, options?: QueryOptionsSeen | null): string | null {
    const fromOptions = options?.user?.id;
    if (typeof fromOptions === "string" && fromOptions) return fromOptions;
    if (typeof data !== "object" || data === null) return null;
    return this.#senders.get(data) ?? null;
  }

  /** Listen on the socket: every `userQuery` event's sender is remembered against its data object. */
  listen(socket: CatchAllSocket): void {
    socket.onAny((event, ...args) => {
      // args: senderUserId, queryId, queryName, queryData, queryOptions, ack
      if (event === "userQuery") this.record(args[3], args[0]);
    });
  }
}

/** The ledger of this client (the active GM's is the one that matters). */
export const senderLedger = new SenderLedger();

/** The payload as a plain object without any self-declared identity field. */
export function withoutIdentity<T extends object>(data: T): Omit<T, "requesterId"> {
  const { requesterId: _ignored, ...rest } = data as T & { requesterId?: unknown };
  return rest;
}
