/**
 * A request sent again gets its first answer (the GM's client): a client whose query timed out
 * sends the same id again, and a request still running or already answered is not drawn twice.
 * Kept per requester and id, the latest MAX_REMEMBERED; an answer that asks for more (a physical
 * card's serial) is not final and is not kept. After the GM's client reloads, or when another GM
 * takes over, the memory is empty: the GM's record (result-ledger.ts) still knows the id, and the
 * request is answered "already resolved" (its card is in the chat), never drawn again.
 */
const MAX_REMEMBERED = 500;

export class RequestMemo<A> {
  readonly #answers = new Map<string, Promise<A>>();

  /** The first answer to this requester's id, or `run`'s (kept when `final` says it is final). */
  answer(requesterId: string, requestId: string, run: () => Promise<A>, final: (answer: A) => boolean): Promise<A> {
    const key = `${requesterId}\u0000${requestId}`;
    const known = this.#answers.get(key);
    if (known) return known;
    const running = run();
    this.#answers.set(key, running);
    void running.then(
      (answer) => {
        if (!final(answer) && this.#answers.get(key) === running) this.#answers.delete(key);
      },
      () => this.#answers.delete(key),
    );
    while (this.#answers.size > MAX_REMEMBERED) {
      const oldest = this.#answers.keys().next().value;
      if (oldest === undefined) break;
      this.#answers.delete(oldest);
    }
    return running;
  }
}
