/**
 * Starts the odds worker in a Node worker_thread (odds-worker-thread.ts), resolved once its module has loaded: the
 * bench's odds (tools/bench/odds-worker.ts) and the worker path's test (tests/rules/odds/odds-worker-thread.test.ts).
 */
import { Worker } from "node:worker_threads";
import type { OddsAnswer } from "../../../src/rules/odds/odds-worker-protocol";
import type { OddsPort } from "../../../src/foundry/kernel/odds-worker-client";
import { WORKER_READY } from "./worker-ready";

const THREAD = new URL("./odds-worker-thread.ts", import.meta.url).href;
/** The thread's first code: TypeScript loaded as the bench's main thread loads it (tsx), then the worker. */
const START = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD)}); })`;

/** A new odds worker thread, once it has loaded the worker module. */
export function startOddsWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(START, { eval: true });
    worker.on("error", reject);
    worker.on("message", (data: unknown) => {
      if (data === WORKER_READY) resolve(worker);
    });
  });
}

/**
 * The dialog's port over the thread, as a browser Worker is one; `read` wraps the delivery of each answer (the bench
 * times it).
 */
export function portOf(worker: Worker, read: (deliver: () => void, data: OddsAnswer) => void = (d) => d()): OddsPort {
  const port: OddsPort = {
    onmessage: null,
    postMessage: (request) => worker.postMessage(request),
    terminate: () => void worker.terminate(),
  };
  worker.on("message", (data: OddsAnswer | typeof WORKER_READY) => {
    if (data !== WORKER_READY) read(() => port.onmessage?.({ data }), data);
  });
  return port;
}
