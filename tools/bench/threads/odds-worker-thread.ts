/**
 * The odds worker in a Node worker_thread, for the bench (tools/bench/odds-worker.ts): a browser worker's scope
 * (`self.onmessage`, `self.postMessage`) over the thread's parentPort, then the very module Foundry's Worker loads
 * (src/rules/odds/odds-worker.ts), unchanged: the same messages, the same handler, the same counts.
 * Not in tools/bench/ itself: the bench runner loads every module there on the main thread.
 */
import { parentPort } from "node:worker_threads";
import { WORKER_READY } from "./worker-ready";

const port = parentPort;
if (!port) throw new Error("odds-worker-thread.ts runs in a worker_thread");

/** What the worker module reads of its scope. */
const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage(answer: unknown): void } = {
  onmessage: null,
  postMessage: (answer) => port.postMessage(answer),
};
Object.assign(globalThis, { self: scope });
// a request that comes while the module loads waits for it (a browser queues it until the module has run)
const early: unknown[] = [];
port.on("message", (data: unknown) => (scope.onmessage ? scope.onmessage({ data }) : early.push(data)));

await import("../../../src/rules/odds/odds-worker");
for (const data of early.splice(0)) scope.onmessage?.({ data });
// the bench opens its dialog once the worker has loaded: a browser loads it off the main thread, Node's loader not
port.postMessage(WORKER_READY);
