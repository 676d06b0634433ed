/**
 * One request at a time per deck, on the GM's client. A task waits for the tasks queued
 * before it on the same key; an exclusive task (End of Turn over every deck) waits for every
 * queued task, and every later task waits for it. A task that fails does not block the queue.
 */
export class DeckQueue {
  readonly #tails = new Map<string, Promise<unknown>>();
  #exclusive: Promise<unknown> = Promise.resolve();

  /** Run `task` after the tasks queued on `key` (and after any exclusive task). */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = Promise.all([this.#tails.get(key), this.#exclusive]);
    const result = before.then(task, task);
    const tail = settle(result);
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Run `task` alone: after every queued task, before any later one. */
  runExclusive<T>(task: () => Promise<T>): Promise<T> {
    const before = Promise.all([...this.#tails.values(), this.#exclusive]);
    const result = before.then(task, task);
    this.#exclusive = settle(result);
    return result;
  }

  /** Keys with a task queued or running (tests). */
  get busy(): readonly string[] {
    return [...this.#tails.keys()];
  }
}

function settle(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}
