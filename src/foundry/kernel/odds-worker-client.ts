/**
 * The fire dialog's side of the odds worker (CORE-5): posts the volley and turns the answers back into figures, so
 * the main thread never counts. One request at a time is wanted: an answer to a superseded request is dropped.
 * The worker is started at the first count (its chunk is loaded then, not at start-up) and ended by `close`.
 */
import type { ActionCard } from "@rules/cards/schema";
import { figuresFromPlain, type OddsAnswer, type OddsRequest } from "@rules/odds/odds-worker-protocol";
import type { VolleyCounter } from "@rules/odds/session";

/** What the client needs of a worker: a browser Worker, or in the bench a Node worker_thread behind an adapter. */
export interface OddsPort {
  postMessage(request: OddsRequest): void;
  onmessage: ((event: { data: OddsAnswer }) => void) | null;
  terminate(): void;
}

type Answer = Parameters<VolleyCounter["count"]>[1];

export class OddsWorkerClient implements VolleyCounter {
  private port: OddsPort | null = null;
  private latest = 0;
  private answer: Answer | null = null;

  constructor(
    private readonly pool: readonly ActionCard[],
    private readonly refill: readonly ActionCard[],
    private readonly open: () => OddsPort,
  ) {}

  count(volley: Parameters<VolleyCounter["count"]>[0], answer: Answer): void {
    if (!this.port) {
      this.port = this.open();
      this.port.onmessage = (event) => this.receive(event.data);
    }
    this.latest += 1;
    this.answer = answer;
    this.port.postMessage({
      id: this.latest,
      pool: this.pool,
      refill: this.refill,
      shooters: volley.shooters.map((s) => ({ ...s })),
      target: { ...volley.target },
    });
  }

  /** An answer: dropped unless to the latest request. */
  receive(message: OddsAnswer): void {
    if (message.id !== this.latest || !this.answer) return;
    if (message.kind === "estimate") this.answer.estimate(message.estimate);
    else this.answer.figures(message.figures ? figuresFromPlain(message.figures) : null);
  }

  /** The dialog closed: the worker ended, late answers dropped. */
  close(): void {
    this.port?.terminate();
    this.port = null;
    this.answer = null;
  }
}

/** The browser's odds worker, or null where there is none (Node tests: the session counts in slices instead). */
export function browserOddsWorker(pool: readonly ActionCard[], refill: readonly ActionCard[]): OddsWorkerClient | null {
  if (typeof Worker === "undefined") return null;
  return new OddsWorkerClient(
    pool,
    refill,
    () => new Worker(new URL("../../rules/odds/odds-worker.ts", import.meta.url), { type: "module" }) as OddsPort,
  );
}
