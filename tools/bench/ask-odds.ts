/**
 * The small dialogs' odds the way Foundry counts them (CORE-5): in the odds worker. The REAL handlers open their
 * dialogs on the table double (tests/table/harness.ts: the runaway's move at a half turn over 5 sharp turns and 5
 * obstacles, the worst; the gun's canister, the cavalry charge's choices, dynamite thrown at 1"); each dialog's live
 * odds are counted by a Node worker_thread running the very module Foundry's Worker loads (src/rules/odds/odds-worker.ts,
 * threads/start-worker.ts), reached as the browser reaches it (`new Worker(...)`, kernel/live-odds-client.ts).
 * tools/bench.ts calls benchAskOdds() (through Vite's module runner: the handlers find their parts with import.meta.glob).
 */
import type { Worker as ThreadWorker } from "node:worker_threads";
import { deserialize, serialize } from "node:v8";
import { roundBase } from "@rules/geometry";
import type { Answers, AskConfig } from "@foundry/kernel/ask-dialog";
import type { OddsAnswer } from "@rules/odds/odds-worker-protocol";
import type { OddsPort } from "@foundry/kernel/odds-worker-client";
import { COLE, PLAYER, posseAndRaiders, press, type TableDouble } from "../../tests/table/harness";
import { DYNAMITE_ON, GRENADIER, LANCER, WAGON, hussarsAndLine, stagecoach } from "../../tests/table/scenes";
import { portOf, startOddsWorker } from "./threads/start-worker";

const HALE = "Actor.hale000000000001";

/** A dialog as its handler asks it, and the answers a player changes it to. */
interface AskCase {
  readonly table: () => TableDouble;
  readonly action: string;
  readonly actor: string;
  readonly answers: Answers;
  readonly distance?: number;
}

function battery(): TableDouble {
  const table = posseAndRaiders();
  const crew = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"];
  crew.forEach((id, i) => table.addFigure(id, `Gunner ${i + 1}`, {}, null, PLAYER));
  const gun = {
    kind: "artillery",
    weightClass: "8-12",
    round: "canister",
    outOfAmmo: 0,
    limber: { distance: 3, state: "ok" },
  };
  table.addGun("Actor.gun0000000000001", "Twelve-pounder", crew, gun as never, PLAYER);
  table.positions.set("Actor.gun0000000000001", { id: "", at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(HALE, { id: "", at: { x: 10, y: 0 }, base: roundBase(1) });
  table.targets = [HALE];
  return table;
}

const CASES: Record<string, AskCase> = {
  runawayMove: {
    table: () => stagecoach({ runaway: true }),
    action: "move",
    actor: WAGON,
    answers: { turn: "6", sharpTurns: 5, obstacles: 5 },
  },
  canister: { table: battery, action: "fireGun", actor: "Actor.gun0000000000001", answers: {} },
  charge: {
    table: () => Object.assign(hussarsAndLine(), { targets: [GRENADIER] }),
    action: "charge",
    actor: LANCER,
    answers: { straightInches: 5 },
  },
  dynamite: {
    table: () => {
      const table = posseAndRaiders();
      table.options = DYNAMITE_ON;
      table.targets = [HALE];
      table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
      return table;
    },
    action: "throwDynamite",
    actor: COLE,
    answers: { range: 1 },
    distance: 1,
  },
};

async function dialogOf(c: AskCase): Promise<{ config: AskConfig; answers: Answers }> {
  const table = c.table();
  table.answers = [null];
  await press(table, c.action, c.actor, c.distance === undefined ? {} : { distance: () => c.distance! });
  const config = table.asked[0]!;
  return { config, answers: { ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...c.answers } };
}

const now = () => performance.now();
const afterMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The main thread's steps: the change (its request posted), and each answer read, turned into figures and words. */
const steps: number[] = [];

/** The browser's Worker as the client starts it: the started thread behind the dialog's port, each answer timed. */
function workerGlobal(thread: ThreadWorker) {
  // `new Worker(...)` with a constructor that returns an object gives that object: the thread's port
  return function WorkerOverThread(): OddsPort {
    return portOf(thread, (deliver, data: OddsAnswer) => {
      const reading = readingMs(data);
      const at = now();
      deliver();
      // the answer's turn of the main thread: its delivery and the promise jobs after it (the lines made)
      setImmediate(() => steps.push(reading + now() - at));
    });
  };
}

/** How long the main thread takes to read a message of this size off a port (the structured clone's reading half). */
function readingMs(data: unknown): number {
  const bytes = serialize(data);
  const at = now();
  deserialize(bytes);
  return now() - at;
}

const RUNS = 5;

/**
 * ask_odds_main_block_ms: the longest the main thread is blocked while a small dialog counts its odds in the odds
 * worker, over the worst dialogs (the runaway's move at a half turn over 5 sharp turns and 5 obstacles, the gun's
 * canister, the cavalry charge's choices, dynamite thrown at 1"): each change timed from the call to the end of its
 * turn (its request built and posted), each answer from its reading off the port to the end of its turn (turned back
 * into figures, the lines worded); each step's median over 5 runs (a warm-up first), the longest. ask_odds_inthread_ms:
 * the same dialogs' synchronous count (`live`, what the dialog ran on the main thread before), the longest median.
 */
export async function benchAskOdds(): Promise<Record<string, number>> {
  const thread = await startOddsWorker();
  const saved = (globalThis as { Worker?: unknown }).Worker;
  (globalThis as { Worker?: unknown }).Worker = workerGlobal(thread);
  let block = 0;
  let inThread = 0;
  try {
    for (const c of Object.values(CASES)) {
      const { config, answers } = await dialogOf(c);
      const change: number[] = [];
      const answer: number[] = [];
      const sync: number[] = [];
      for (let run = 0; run <= RUNS; run += 1) {
        steps.length = 0;
        const at = now();
        const counted = config.liveCount!.count(answers);
        await afterMicrotasks();
        const posting = now() - at;
        await counted;
        await afterMicrotasks();
        const started = now();
        config.live!(answers);
        if (run === 0) continue; // warm-up
        change.push(posting);
        answer.push(Math.max(...steps));
        sync.push(now() - started);
      }
      block = Math.max(block, median(change), median(answer));
      inThread = Math.max(inThread, median(sync));
    }
  } finally {
    (globalThis as { Worker?: unknown }).Worker = saved;
    await thread.terminate();
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { ask_odds_main_block_ms: round(block), ask_odds_inthread_ms: round(inThread) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
