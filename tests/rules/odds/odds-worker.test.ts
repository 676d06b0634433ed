/**
 * The fire dialog's odds worker: its handler's answers equal the in-thread session's exact figures (the volley's and
 * each shooter's own), and the dialog's client keeps only the answer to its latest volley (a newer change supersedes an
 * older one) while answering every batch of shooters.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fractionText } from "@rules/odds/fraction";
import { answerOddsRequest, type OddsAnswer, type OddsRequest } from "@rules/odds/odds-worker-protocol";
import { OddsSession } from "@rules/odds/session";
import { OddsWorkerClient, type OddsPort } from "@foundry/kernel/odds-worker-client";

const target = { cover: "soft" as const, endurance: 2, wounds: 0 };
const squad = (n: number, thresholds: number, shots = 2) =>
  Array.from({ length: n }, (_, i) => ({ shots, needed: 1 + (i % thresholds), outOfAmmoEnds: true }));

function inThread(shooters: ReturnType<typeof squad>, pool = FRONTIER_DECK.cards) {
  const slices: (() => boolean)[] = [];
  const session = new OddsSession(pool, (slice) => slices.push(slice));
  session.volley(shooters, target);
  for (const slice of slices) while (!slice()) void 0;
  return session.volley(shooters, target).figures!;
}

describe("odds worker", () => {
  it.each([
    ["three shooters", squad(3, 3)],
    ["a squad of twelve, six thresholds", squad(12, 6)],
    ["one shooter, six shots", squad(1, 1, 6)],
  ])("CORE-5 %s: the worker's exact fractions equal the in-thread session's", (_, shooters) => {
    const answers: OddsAnswer[] = [];
    answerOddsRequest({ kind: "volley", id: 7, pool: FRONTIER_DECK.cards, refill: [], shooters, target }, (a) =>
      answers.push(a),
    );
    const last = answers.at(-1)!;
    expect(last.id).toBe(7);
    expect(last.kind).toBe("figures");
    const plain = last.kind === "figures" ? last.figures! : null;
    const mine = inThread(shooters);
    expect(plain!.hit).toBe(mine.hit);
    expect(plain!.down).toBe(mine.down);
    for (const k of ["hit", "through", "down", "outOfAmmo"] as const) {
      expect(`${plain!.exact![k].numerator}/${plain!.exact![k].denominator}`).toBe(fractionText(mine.exact![k]));
    }
  });

  it("CORE-5 a volley that may run the pool out: the estimate is posted before the figures", () => {
    const pool = FRONTIER_DECK.cards.slice(0, 20);
    const answers: OddsAnswer[] = [];
    answerOddsRequest({ kind: "volley", id: 1, pool, refill: [], shooters: squad(12, 3), target }, (a) =>
      answers.push(a),
    );
    expect(answers.map((a) => a.kind)).toEqual(["estimate", "figures"]);
    const figures = answers[1]!.kind === "figures" ? answers[1]!.figures! : null;
    expect(figures!.hit).toBeCloseTo(inThread(squad(12, 3), pool).hit, 12);
  });

  it("CORE-5 a batch of shooters: the worker's figures equal the in-thread session's, and the dialog's rows read them through the client", () => {
    const batch = [
      { shooter: { shots: 2, needed: 3, outOfAmmoEnds: true }, target },
      {
        shooter: { shots: 6, needed: 1, outOfAmmoEnds: false },
        target: { cover: "hard" as const, endurance: 3, wounds: 1 },
      },
      { shooter: { shots: 2, needed: 3, outOfAmmoEnds: true }, target: { ...target, wounds: 2 } }, // refused: no odds
    ];
    const slices: (() => boolean)[] = [];
    const mine = new OddsSession(FRONTIER_DECK.cards, (slice) => slices.push(slice));
    batch.forEach((b) => mine.shooter(b.shooter, b.target));
    for (let i = 0; i < slices.length; i += 1) while (!slices[i]!()) void 0;
    const posted: OddsRequest[] = [];
    const port: OddsPort = { onmessage: null, postMessage: (r) => posted.push(r), terminate: () => undefined };
    let ready = 0;
    const client = new OddsWorkerClient(FRONTIER_DECK.cards, [], () => port);
    const dialog = new OddsSession(
      FRONTIER_DECK.cards,
      (slice) => slices.push(slice),
      () => (ready += 1),
      [],
      undefined,
      client,
    );
    batch.forEach((b) => expect(dialog.shooter(b.shooter, b.target)).toBe("counting"));
    expect(dialog.volley([batch[0]!.shooter], target).figures).toBeNull(); // the rows are posted before the volley
    expect(posted.map((r) => r.kind)).toEqual(["shooters", "volley"]);
    answerOddsRequest(posted[0]!, (a) => port.onmessage!({ data: a }));
    expect(ready).toBe(1);
    batch.forEach(({ shooter, target: t }, i) => {
      const theirs = dialog.shooter(shooter, t);
      const ours = mine.shooter(shooter, t);
      if (i === 2) return expect([theirs, ours]).toEqual([null, null]);
      if (!theirs || theirs === "counting" || !ours || ours === "counting") throw new Error("not counted");
      expect(theirs.hit).toBe(ours.hit);
      expect(theirs.expectedHits).toBe(ours.expectedHits);
      for (const k of ["hit", "through", "down", "outOfAmmo"] as const)
        expect(fractionText(theirs.exact![k])).toBe(fractionText(ours.exact![k]));
    });
    expect(dialog.computed).toBe(3);
  });

  it("CORE-5 the client drops the answer to a superseded request and ends the worker on close", () => {
    const posted: OddsRequest[] = [];
    let terminated = 0;
    const port: OddsPort = {
      onmessage: null,
      postMessage: (r) => posted.push(r),
      terminate: () => (terminated += 1),
    };
    let ready = 0;
    const client = new OddsWorkerClient(FRONTIER_DECK.cards, [], () => port);
    const session = new OddsSession(
      FRONTIER_DECK.cards,
      () => undefined,
      () => (ready += 1),
      [],
      undefined,
      client,
    );
    const older = squad(3, 3);
    const newer = squad(4, 3);
    expect(session.volley(older, target).figures).toBeNull();
    expect(session.volley(newer, target).figures).toBeNull();
    expect(posted.map((r) => r.id)).toEqual([1, 2]);
    const reply = (r: OddsRequest) => answerOddsRequest(r, (a) => port.onmessage!({ data: a }));
    reply(posted[0]!); // the older volley's answer comes late: dropped
    expect(ready).toBe(0);
    reply(posted[1]!);
    expect(ready).toBe(1);
    expect(fractionText(session.volley(newer, target).figures!.exact!.hit)).toBe(
      fractionText(inThread(newer).exact!.hit),
    );
    // the superseded volley, asked again, is handed over afresh
    expect(session.volley(older, target).figures).toBeNull();
    expect(posted.map((r) => r.id)).toEqual([1, 2, 3]);
    client.close();
    expect(terminated).toBe(1);
    reply(posted[2]!);
    expect(ready).toBe(1);
  });
});
