/**
 * The odds worker's entry (CORE-5): loaded by the fire dialog with `new Worker(new URL(...), { type: "module" })`
 * only when it counts a volley; answers each request with answerOddsRequest.
 */
import { answerOddsRequest, type OddsAnswer, type OddsRequest } from "./odds-worker-protocol";

/** The dedicated worker's scope, narrowed to what is used (the project's lib is the DOM's, not the worker's). */
declare const self: {
  onmessage: ((event: { data: OddsRequest }) => void) | null;
  postMessage(answer: OddsAnswer): void;
};

self.onmessage = (event) => answerOddsRequest(event.data, (answer) => self.postMessage(answer));
