/**
 * The fire dialog's side of the odds worker (CORE-5): posts the volley and the shooters whose own odds its rows show,
 * and turns the answers back into figures, so the main thread never counts. One volley at a time is wanted: an answer
 * to a superseded volley is dropped; every batch of shooters is answered. The worker is started at the first count
 * (its chunk is loaded then, not at start-up) and ended by `close`.
 */
import type { ActionCard } from "@rules/cards/schema";
import { figuresFromPlain, type OddsAnswer, type OddsRequest } from "@rules/odds/odds-worker-protocol";
import type { OddsCounter } from "@rules/odds/session";

/** What the client needs of a worker: a browser Worker, or in the bench a Node worker_thread behind an adapter. */
export interface OddsPort {
  postMessage(request: OddsRequest): void;
  onmessage: ((event: { data: OddsAnswer }) => void) | null;
  terminate(): void;
}

type VolleyAnswer = Parameters<OddsCounter["count"]>[1];
type ShootersAnswer = Parameters<OddsCounter["countShooters"]>[1];

export class OddsWorkerClient implements OddsCounter {
  private port: OddsPort | null = null;
  /** The last request's number (volleys and batches share the sequence). */
  private sent = 0;
  /** The volley wanted: its request's number, and where its answers go. */
  private volleyId = 0;
  private answer: VolleyAnswer | null = null;
  private readonly batches = new Map<number, ShootersAnswer>();

  constructor(
    private readonly pool: readonly ActionCard[],
    private readonly refill: readonly ActionCard[],
    private readonly open: () => OddsPort,
  ) {}

  private post(request: OddsRequest): void {
    if (!this.port) {
      this.port = this.open();
      this.port.onmessage = (event) => this.receive(event.data);
    }
    this.port.postMessage(request);
  }

  count(volley: Parameters<OddsCounter["count"]>[0], answer: VolleyAnswer): void {
    this.sent += 1;
    this.volleyId = this.sent;
    this.answer = answer;
    this.post({
      kind: "volley",
      id: this.sent,
      pool: this.pool,
      refill: this.refill,
      shooters: volley.shooters.map((s) => ({ ...s })),
      target: { ...volley.target },
    });
  }

  countShooters(batch: Parameters<OddsCounter["countShooters"]>[0], answer: ShootersAnswer): void {
    this.sent += 1;
    this.batches.set(this.sent, answer);
    const plain = batch.map(({ shooter, target }) => ({ shooter: { ...shooter }, target: { ...target } }));
    this.post({ kind: "shooters", id: this.sent, pool: this.pool, refill: this.refill, batch: plain });
  }

  /** An answer: a batch's figures, or the volley's (dropped unless to the latest volley). */
  receive(message: OddsAnswer): void {
    if (message.kind === "shooters") {
      const answer = this.batches.get(message.id);
      this.batches.delete(message.id);
      answer?.(message.figures.map((f) => (f ? figuresFromPlain(f) : null)));
      return;
    }
    if (message.kind === "live" || message.id !== this.volleyId || !this.answer) return;
    if (message.kind === "estimate") this.answer.estimate(message.estimate);
    else this.answer.figures(message.figures ? figuresFromPlain(message.figures) : null);
  }

  /** The dialog closed: the worker ended, late answers dropped. */
  close(): void {
    this.port?.terminate();
    this.port = null;
    this.answer = null;
    this.batches.clear();
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
