/**
 * The fire dialog's odds the way Foundry counts them (CORE-5): in the odds worker. A Node worker_thread runs the very
 * module Foundry's Worker loads (src/rules/odds/odds-worker.ts, behind the thin scope adapter of
 * threads/odds-worker-thread.ts): the same messages, the same handler, the same counts. The main thread runs the
 * dialog's side as Foundry does: its odds session with the worker client (src/foundry/kernel/odds-worker-client.ts),
 * its scheduler, and on every answer the odds calls of a render (every row's own odds, then the volley).
 * tools/bench.ts calls benchOddsWorker(); `npx tsx tools/bench/odds-worker.ts` prints it alone.
 */
import { fileURLToPath } from "node:url";
import { deserialize, serialize } from "node:v8";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { ActionCard } from "@rules/cards/schema";
import type { FireOddsShooter } from "@rules/odds/fire";
import { OddsSession, timeoutScheduler } from "@rules/odds/session";
import { OddsWorkerClient } from "@foundry/kernel/odds-worker-client";
import { portOf, startOddsWorker } from "./threads/start-worker";

const TARGET = { cover: "soft" as const, endurance: 2, wounds: 0 };

/** A fire dialog opened at a volley, then (optionally) one choice changed. */
interface DialogCase {
  readonly pool: readonly ActionCard[];
  readonly refill: readonly ActionCard[];
  readonly open: readonly FireOddsShooter[];
  readonly change: readonly FireOddsShooter[];
}

const squad = (n: number, shots: number): FireOddsShooter[] =>
  Array.from({ length: n }, (_, i) => ({ shots, needed: 1 + (i % 6), outOfAmmoEnds: true }));
/** One shooter's range changed: the first rifleman comes into short range (2 shots), a row and a volley not seen. */
const closer = (shooters: readonly FireOddsShooter[]) =>
  shooters.map((s, i) => (i === 0 ? { ...s, shots: s.shots + 1 } : s));
const dialogCase = (pool: readonly ActionCard[], refill: readonly ActionCard[], open: FireOddsShooter[]) => ({
  pool,
  refill,
  open,
  change: closer(open),
});

const CASES: Record<string, DialogCase> = {
  riflemen: dialogCase(FRONTIER_DECK.cards, [], squad(24, 1)),
  squad: dialogCase(FRONTIER_DECK.cards, [], squad(12, 2)),
  refill: dialogCase(FRONTIER_DECK.cards.slice(0, 30), FRONTIER_DECK.cards.slice(30), squad(12, 2)),
  cards: dialogCase(FRONTIER_DECK.cards.slice(0, 20), FRONTIER_DECK.cards.slice(20), squad(12, 2)),
};

/** The longest gap between two turns of the main thread's event loop while it watches (a setImmediate loop). */
function watchMainThread(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  let watching = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (watching) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      watching = false;
      return longest;
    },
  };
}

/** What one dialog cost the main thread: its event loop's longest gap, each of its own steps, the wait for figures. */
interface DialogRun {
  readonly gap: number;
  readonly steps: readonly number[];
  readonly openMs: number;
  /** How long the dialog was watched (from opening it to its last figure). */
  readonly watchedMs: number;
}

/** How long the main thread takes to read a message of this size off a port (the structured clone's reading half). */
function readingMs(data: unknown): number {
  const bytes = serialize(data);
  const at = performance.now();
  deserialize(bytes);
  return performance.now() - at;
}

/**
 * Open the dialog (a new worker, as each Foundry dialog starts its own; loaded before the dialog opens, as a browser
 * loads it off the main thread), wait for every figure (each row's own odds and the volley's exact figures), change
 * one choice, wait again, close. Each step of the dialog's is timed: the opening render's odds calls with the requests
 * posted; each answer received, turned back into figures and followed by the render's odds calls; the change.
 */
async function runDialog(c: DialogCase, watching: boolean): Promise<DialogRun> {
  const worker = await startOddsWorker();
  return new Promise((resolve, reject) => {
    // the loop that watches the gaps keeps the main thread busy (the system then pauses it more): not while timing steps
    const watch = watching ? watchMainThread() : { stop: () => NaN };
    const steps: number[] = [];
    let openMs = 0;
    const timed = (work: () => void, before = 0) => {
      const at = performance.now();
      work();
      steps.push(before + performance.now() - at);
    };
    // an answer: Node hands the listener the message already read, so its reading is timed apart (a copy of it read)
    const port = portOf(worker, (deliver, data) => timed(deliver, readingMs(data)));
    worker.on("error", (error) => {
      watch.stop();
      reject(error);
    });
    const client = new OddsWorkerClient(c.pool, c.refill, () => port);
    let shown = c.open;
    let changed = false;
    const started = performance.now();
    /** The odds calls of a render; true when every figure is there. */
    const render = () => {
      const rows = shown.map((s) => session.shooter(s, TARGET));
      return rows.every((r) => r !== "counting") && session.volley(shown, TARGET).figures !== null;
    };
    const onReady = () => {
      if (!render()) return;
      if (!changed) {
        openMs = performance.now() - started;
        changed = true;
        // the player's change comes as an event of its own
        setImmediate(() =>
          timed(() => {
            shown = c.change;
            render();
          }),
        );
        return;
      }
      const gap = watch.stop();
      client.close();
      resolve({ gap, steps, openMs, watchedMs: performance.now() - started });
    };
    const session = new OddsSession(c.pool, timeoutScheduler, onReady, c.refill, undefined, client);
    setImmediate(() => timed(() => void render()));
  });
}

const RUNS = 5;

/**
 * odds_main_block_ms: the longest the main thread is blocked from opening the fire dialog's count to the figures
 * arriving, counted in the odds worker as in Foundry: the longest of the dialog's own steps on the main thread (the
 * opening render's odds calls with its requests posted; an answer read off the port, turned back into figures with
 * their bigints, and the render's odds calls; the change and its requests), over a dialog opened at 24 riflemen of one
 * shot at 6 thresholds, at 12 shooters of 2 shots at 6 thresholds, over 30 cards left and a refill pile of 24, and over
 * 20 cards left (counted card by card, its estimate first), each then changed once (a rifleman comes into short
 * range: a row and a volley not seen before). Each dialog starts its own worker (loaded before the dialog opens:
 * Node's loader compiles it on the main thread's time, a browser's does not); the first of each case is a warm-up.
 * Each step's median over 5 runs of a case (the opening, the k-th answer, the change: the same steps every run), the
 * longest of them (wall-clock time: the median leaves out the pauses a shared machine gives other programs in the
 * middle of a step, 4 ms a time slice). odds_main_block_max_ms: the longest step of any run, those pauses and the
 * garbage collector's included. odds_loop_gap_ms: the longest gap between two turns of the main thread's event loop
 * over one more dialog of each case (a setImmediate loop), and odds_loop_gap_idle_ms the same loop as long with no
 * dialog: on a loaded machine both are the system's time slices given to other programs, not the dialog's work.
 * odds_worker_wait_ms: the 24 riflemen, from opening the dialog to every row's and the volley's exact figures (median).
 */
export async function benchOddsWorker(): Promise<Record<string, number>> {
  let gap = 0;
  let watched = 0;
  let block = 0;
  let most = 0;
  const waits: number[] = [];
  for (const [name, c] of Object.entries(CASES)) {
    await runDialog(c, false); // warm-up
    const runs: (readonly number[])[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const done = await runDialog(c, false);
      runs.push(done.steps);
      most = Math.max(most, ...done.steps);
      if (name === "riflemen") waits.push(done.openMs);
    }
    // each step of the dialog (the opening, the k-th answer, the change...) the same in every run: its median
    const positions = Math.max(...runs.map((r) => r.length));
    for (let k = 0; k < positions; k += 1)
      block = Math.max(block, median(runs.filter((r) => k < r.length).map((r) => r[k]!)));
    const done = await runDialog(c, true);
    watched += done.watchedMs;
    gap = Math.max(gap, done.gap);
  }
  const idle = watchMainThread();
  await new Promise((resolve) => setTimeout(resolve, watched));
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    odds_main_block_ms: round(block),
    odds_main_block_max_ms: round(most),
    odds_loop_gap_ms: round(gap),
    odds_loop_gap_idle_ms: round(idle.stop()),
    odds_worker_wait_ms: Math.round(median(waits)),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void benchOddsWorker().then((result) => console.log(JSON.stringify(result)));
}
