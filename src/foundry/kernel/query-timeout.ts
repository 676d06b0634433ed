/**
 * Every query has a client-side timeout, and a button that sent one comes back.
 *
 * v13's `User#query(name, data, {timeout})` passes `timeout` to the server, which stops waiting
 * for the GM's acknowledgement after it and answers "rejected"; the asking client itself has no
 * timer (client/documents/user.mjs: `await new Promise(resolve => game.socket.emit("userQuery",
 * …, resolve))`). A lost socket or a GM who leaves mid-request would leave it waiting for ever,
 * so the client races its own timer, a little longer than the server's, and reports "no answer".
 * No Foundry global here.
 */

/** How long the server waits for the GM's answer (ms): User#query's timeout. */
export const QUERY_TIMEOUT_MS = 30_000;
/** The client gives up a little after the server would have. */
export const CLIENT_GRACE_MS = 5_000;

export class QueryTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer from the GM's client in ${ms} ms`);
    this.name = "QueryTimeoutError";
  }
}

/** The promise, or a QueryTimeoutError after `ms` (the timer is cleared when it settles). */
export function withTimeout<A>(promise: Promise<A>, ms: number): Promise<A> {
  return new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new QueryTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Seconds to show for a timeout. */
export function timeoutSeconds(error: QueryTimeoutError): number {
  return Math.round(error.ms / 1000);
}

/**
 * A button that sends a request: disabled while it runs, enabled again unless the action says
 * it is done for good (true), also when the action throws.
 */
export async function whileDisabled(button: { disabled: boolean }, action: () => Promise<boolean>): Promise<boolean> {
  button.disabled = true;
  let done = false;
  try {
    done = await action();
    return done;
  } catch (error) {
    console.error("Combat Patrol | request failed", error);
    return false;
  } finally {
    if (!done) button.disabled = false;
  }
}
