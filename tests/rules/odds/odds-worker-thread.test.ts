/**
 * The fire dialog's odds through a real worker thread: the odds worker module Foundry loads
 * (src/rules/odds/odds-worker.ts), run in a Node worker_thread behind the bench's scope adapter, its messages crossing
 * a structured clone. The dialog's session, given the worker client, shows every row's own odds and the volley's
 * exactly as fireOdds counts them; nothing is counted on the dialog's thread.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Worker } from "node:worker_threads";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fireOdds } from "@rules/odds/fire";
import { complement, fractionText } from "@rules/odds/fraction";
import { OddsSession } from "@rules/odds/session";
import { OddsWorkerClient } from "@foundry/kernel/odds-worker-client";
import { LiveOddsWorkerClient } from "@foundry/kernel/live-odds-client";
import { countLiveOdds } from "@rules/odds/live-odds";
import { portOf, startOddsWorker } from "../../../tools/bench/threads/start-worker";
import { rules, runawayBuckboard } from "../old-west/fixtures";

const target = { cover: "soft" as const, endurance: 2, wounds: 0 };
const shooters = [
  { shots: 2, needed: 2, outOfAmmoEnds: true },
  { shots: 1, needed: 4, outOfAmmoEnds: true },
  { shots: 3, needed: 5, outOfAmmoEnds: false },
];

const started: Worker[] = [];
afterAll(async () => {
  await Promise.all(started.map((w) => w.terminate()));
});

describe("the odds worker in a thread", () => {
  it("CORE-5 the fire dialog's rows and volley arrive from the worker thread, equal to fireOdds fraction for fraction", async () => {
    const worker = await startOddsWorker();
    started.push(worker);
    const port = portOf(worker);
    const client = new OddsWorkerClient(FRONTIER_DECK.cards, [], () => port);
    let inThread = 0;
    let session!: OddsSession;
    const render = () => ({
      rows: shooters.map((s) => session.shooter(s, target)),
      volley: session.volley(shooters, target),
    });
    const done = new Promise<void>((resolve) => {
      const onReady = () => {
        const { rows, volley } = render();
        if (rows.every((r) => r !== "counting") && volley.figures) resolve();
      };
      session = new OddsSession(
        FRONTIER_DECK.cards,
        (slice) => {
          inThread += 1; // the session's only slice here hands the rows over (nothing counted on this thread)
          setTimeout(() => slice(), 0);
        },
        onReady,
        [],
        () => {
          throw new Error("no slice counts on the dialog's thread");
        },
        client,
      );
    });
    const first = render();
    expect(first.rows).toEqual(["counting", "counting", "counting"]);
    expect(first.volley.figures).toBeNull();
    await done;
    client.close();
    expect(inThread).toBe(1);
    const { rows, volley } = render();
    shooters.forEach((shooter, i) => {
      const row = rows[i]!;
      if (row === null || row === "counting") throw new Error("row not counted");
      const alone = fireOdds({ shooters: [shooter], ...target });
      expect(fractionText(row.exact!.hit)).toBe(fractionText(complement(alone.hits[0]!)));
      expect(fractionText(row.exact!.through)).toBe(fractionText(complement(alone.through[0]!)));
      expect(fractionText(row.exact!.down)).toBe(fractionText(alone.incapacitated[1]!));
      expect(fractionText(row.exact!.outOfAmmo)).toBe(fractionText(alone.outOfAmmo));
    });
    const all = fireOdds({ shooters, ...target });
    expect(fractionText(volley.figures!.exact!.hit)).toBe(fractionText(complement(all.hits[0]!)));
    expect(fractionText(volley.figures!.exact!.down)).toBe(fractionText(complement(all.noneDown)));
    expect(volley.figures!.expectedHits).toBeCloseTo(all.expectedHits, 12);
  }, 60_000);
});

describe("a small dialog's odds in the worker thread", () => {
  it("OW-9.3 the runaway's move (a half turn, 5 sharp turns, 5 obstacles) arrives from the worker thread equal to the count on this thread", async () => {
    const worker = await startOddsWorker();
    started.push(worker);
    const client = new LiveOddsWorkerClient(() => portOf(worker));
    const state = runawayBuckboard();
    const input = { state, turnDegrees: 180, crossesObstacle: true, sharpTurns: 5, obstacles: 5 };
    const request = { kind: "runawayMove" as const, pool: FRONTIER_DECK.cards, options: rules().rules!, input };
    const [a, b] = await Promise.all([
      client.count(request),
      client.count({ ...request, input: { ...input, obstacles: 1 } }),
    ]);
    client.close();
    const here = countLiveOdds(request);
    expect(fractionText(a.overturned)).toBe(fractionText(here.overturned));
    expect(fractionText(a.meanInches)).toBe(fractionText(here.meanInches));
    expect([...a.inches].map(([k, p]) => [k, fractionText(p)])).toEqual(
      [...here.inches].map(([k, p]) => [k, fractionText(p)]),
    );
    // each request answered with its own count (the one with fewer obstacles overturns less often)
    expect(b.overturned.value).toBeLessThan(a.overturned.value);
  });
});
