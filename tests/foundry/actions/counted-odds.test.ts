/**
 * CORE-5 the small dialogs' odds counted off the main thread: the REAL handlers' dialogs (the runaway's move, the
 * gun's round, the cavalry charge, the thrown dynamite) post their count to the odds worker — here a Worker double
 * that runs the worker's very handler (rules/odds/odds-worker-protocol.ts answerOddsRequest) on a structured clone of
 * the request and answers a clone of its answer a task later — and show exactly the lines the synchronous count
 * (`live`) gives; the dialog shows "…" first, and a count superseded by newer answers is never shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveLines, type Answers, type AskConfig, type LiveLine } from "@foundry/kernel/ask-dialog";
import { roundBase, type Figure } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import { answerOddsRequest, type OddsAnswer, type OddsRequest } from "@rules/odds/odds-worker-protocol";
import { COLE, HALE, PLAYER, posseAndRaiders, press, TableDouble, type Press } from "../../table/harness";
import { DYNAMITE_ON, GRENADIER, LANCER, WAGON, hussarsAndLine, stagecoach } from "../../table/scenes";

/** Every request the Worker double was posted, and the URL it was started with. */
const posted: OddsRequest[] = [];
const started: string[] = [];

class WorkerDouble {
  onmessage: ((event: { data: OddsAnswer }) => void) | null = null;
  constructor(url: URL) {
    started.push(String(url));
  }
  postMessage(request: OddsRequest): void {
    const copy = structuredClone(request);
    posted.push(copy);
    setTimeout(() => answerOddsRequest(copy, (answer) => this.onmessage?.({ data: structuredClone(answer) })), 0);
  }
  terminate(): void {}
}

// (stubbed before each test: the project's vitest config restores the globals after each)
beforeEach(() => vi.stubGlobal("Worker", WorkerDouble));
afterEach(() => vi.unstubAllGlobals());

/** The dialog the real handler asked, and its answers as it opens (with `answers` over them). */
async function dialog(table: TableDouble, action: string, actor: string, answers: Answers, options: Press = {}) {
  table.answers = [null];
  await press(table, action, actor, options);
  const config: AskConfig = table.asked[0]!;
  expect(config.liveCount).toBeDefined();
  return { config, first: { ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...answers } };
}

/** The lines the worker's count gives equal the synchronous count's, and they show figures (not nothing). */
async function sameThroughWorker(config: AskConfig, first: Answers, kind: string): Promise<readonly LiveLine[]> {
  const before = posted.length;
  const counted = await config.liveCount!.count(first);
  expect(posted.slice(before).map((r) => (r.kind === "live" ? r.request.kind : r.kind))).toEqual([kind]);
  expect(counted).toEqual(config.live!(first));
  expect(counted.length).toBeGreaterThan(0);
  expect(counted[0]!.text).toMatch(/\d/);
  return counted;
}

const GUN = "Actor.gun0000000000001";
const CREW = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"];
const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/** A twelve-pounder loaded with `round` at (0,0), three crew; Hale 10" ahead (100" for shell, NAP-7.4 its range). */
function battery(round: GunSource["round"]): TableDouble {
  const table = posseAndRaiders();
  CREW.forEach((id, i) => table.addFigure(id, i === 0 ? "Sgt. Gunn" : `Gunner ${i + 1}`, {}, null, PLAYER));
  const gun = { kind: "artillery", weightClass: "8-12", round, outOfAmmo: 0, limber: { distance: 3, state: "ok" } };
  table.addGun(GUN, "Twelve-pounder", CREW, gun as Partial<GunSource>, PLAYER);
  table.positions.set(GUN, at(0, 0));
  table.positions.set(HALE, at(round === "shell" ? 100 : 10, 0));
  table.targets = [HALE];
  return table;
}

describe("the small dialogs' odds through the odds worker", () => {
  it("OW-9.3 the runaway's move (a half turn over 5 sharp turns and 5 obstacles): the worker's lines are the synchronous count's", async () => {
    const { config, first } = await dialog(stagecoach({ runaway: true }), "move", WAGON, {
      sharpTurns: 5,
      obstacles: 5,
    });
    await sameThroughWorker(config, first, "runawayMove");
    expect(started[0]).toMatch(/rules\/odds\/odds-worker\.ts$/);
  });

  for (const round of ["canister", "shell", "shot"] as const)
    it(`NAP-7.3 the gun's ${round}: the worker's lines (the aim and the figures expected) are the synchronous count's`, async () => {
      const { config, first } = await dialog(battery(round), "fireGun", GUN, {});
      const lines = await sameThroughWorker(config, first, "gunRound");
      // NAP-7.3.1 solid shot does not aim: one line; canister and shell: the aim's bar, then the figures
      expect(lines).toHaveLength(round === "shot" ? 1 : 2);
    });

  it("NAP-6.2.1.1 the cavalry charge's four choices: the worker's lines are the synchronous count's", async () => {
    const table = hussarsAndLine();
    table.targets = [GRENADIER];
    const { config, first } = await dialog(table, "charge", LANCER, { straightInches: 5 });
    const lines = await sameThroughWorker(config, first, "charge");
    expect(lines.length).toBeGreaterThan(1); // as planned, and without impetus at least
  });

  it("OW-6.1.1 dynamite thrown at 1\": the worker's line is the synchronous count's", async () => {
    const table = posseAndRaiders();
    table.options = DYNAMITE_ON;
    table.targets = ["Actor.hale000000000001"];
    table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
    const { config, first } = await dialog(table, "throwDynamite", COLE, { range: 1 }, { distance: () => 1 });
    await sameThroughWorker(config, first, "dynamite");
  });

  it('OW-9.3 the dialog shows "…" with its hover line at once, then the counted figures', async () => {
    const { config, first } = await dialog(stagecoach({ runaway: true }), "move", WAGON, { sharpTurns: 3 });
    const shown: (readonly LiveLine[])[] = [];
    liveLines(config, (lines) => shown.push(lines))(first);
    expect(shown).toEqual([[{ text: "…", title: "Counting the odds over your deck: they show in a moment." }]]);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[1]).toEqual(config.live!(first));
  });
});

describe("a superseded count", () => {
  /** A dialog whose counts the test answers by hand, in any order. */
  function handCounted() {
    const pending: ((lines: readonly LiveLine[]) => void)[] = [];
    const config: AskConfig = {
      title: "",
      fields: [],
      ok: "",
      liveCount: { counting: "counting", count: () => new Promise((resolve) => pending.push(resolve)) },
    };
    const shown: (readonly LiveLine[])[] = [];
    return { update: liveLines(config, (lines) => shown.push(lines)), pending, shown };
  }
  const line = (text: string): LiveLine[] => [{ text, title: "" }];
  const counting = [{ text: "…", title: "counting" }];

  it("OW-9.3 an older change's count answered after the newer one's is dropped", async () => {
    const { update, pending, shown } = handCounted();
    update({ obstacles: 1 });
    update({ obstacles: 2 });
    pending[1]!(line("two"));
    pending[0]!(line("one"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([counting, counting, line("two")]);
  });

  it("OW-9.3 an older change's count answered first is not shown: \"…\" stays until the newer one's", async () => {
    const { update, pending, shown } = handCounted();
    update({ obstacles: 1 });
    update({ obstacles: 2 });
    pending[0]!(line("one"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([counting, counting]);
    pending[1]!(line("two"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown.at(-1)).toEqual(line("two"));
  });
});
