/**
 * The small action dialogs' side of the odds worker (CORE-5): a dialog's odds lines are counted in the worker
 * (rules/odds/live-odds.ts names the counts) and come back as the count's own figures, so the main thread never counts
 * at a change; where there is no Worker (Node tests) the count runs here, after the dialog has shown "…". One worker
 * serves every small dialog: started at the first count (its chunk loaded then, not at start-up), kept for the next.
 * Which answer a dialog still wants is the dialog's business (kernel/ask-dialog.ts liveLines drops older ones).
 */
import {
  countLiveOdds,
  fromWire,
  type LiveOddsKind,
  type LiveOddsRequestOf,
  type LiveOddsResults,
} from "@rules/odds/live-odds";
import type { OddsAnswer } from "@rules/odds/odds-worker-protocol";
import type { OddsPort } from "./odds-worker-client";

/** What counts a dialog's odds lines: the worker, or the dialog's own thread. */
export interface LiveOddsCounter {
  count<K extends LiveOddsKind>(request: LiveOddsRequestOf<K>): Promise<LiveOddsResults[K]>;
}

export class LiveOddsWorkerClient implements LiveOddsCounter {
  private port: OddsPort | null = null;
  private sent = 0;
  private readonly waiting = new Map<number, (answer: Extract<OddsAnswer, { kind: "live" }>) => void>();

  constructor(private readonly open: () => OddsPort) {}

  count<K extends LiveOddsKind>(request: LiveOddsRequestOf<K>): Promise<LiveOddsResults[K]> {
    if (!this.port) {
      this.port = this.open();
      this.port.onmessage = (event) => this.receive(event.data);
    }
    this.sent += 1;
    const id = this.sent;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) => {
        // the rules refused in the worker: counted here, where the refusal is thrown to the dialog's own handling
        if (answer.result === null) {
          try {
            resolve(countLiveOdds(request));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        } else resolve(fromWire(answer.result) as LiveOddsResults[K]);
      });
      this.port!.postMessage({ kind: "live", id, request: request as never });
    });
  }

  receive(message: OddsAnswer): void {
    if (message.kind !== "live") return;
    const answer = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    answer?.(message);
  }

  /** The worker ended (every count still waiting is dropped). */
  close(): void {
    this.port?.terminate();
    this.port = null;
    this.waiting.clear();
  }
}

/** Where there is no Worker: counted on this thread, a task later (the dialog has shown "…" by then). */
export const sameThreadLiveOdds: LiveOddsCounter = {
  count: <K extends LiveOddsKind>(request: LiveOddsRequestOf<K>) =>
    new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => countLiveOdds(request)),
};

let shared: LiveOddsCounter | null = null;

/** The small dialogs' counter: the browser's odds worker (one for all of them), or this thread where there is none. */
export function liveOddsCounter(): LiveOddsCounter {
  shared ??=
    typeof Worker === "undefined"
      ? sameThreadLiveOdds
      : new LiveOddsWorkerClient(
          () => new Worker(new URL("../../rules/odds/odds-worker.ts", import.meta.url), { type: "module" }) as OddsPort,
        );
  return shared;
}
