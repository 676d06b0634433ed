/** Issue 19: the fire dialog's odds session — cache by shooter inputs, the volley counted in slices. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fireOdds } from "@rules/odds/fire";
import { OddsSession, type Scheduler } from "@rules/odds/session";

const target = { cover: "soft" as const, endurance: 2, wounds: 0 };
const squad = (thresholds: number) =>
  Array.from({ length: 12 }, (_, i) => ({ shots: 2, needed: 1 + (i % thresholds), outOfAmmoEnds: true }));

describe("odds session", () => {
  it("CORE-5 unchanged shooters are not recomputed: one range change recomputes one shooter", () => {
    const session = new OddsSession(FRONTIER_DECK.cards, () => undefined);
    const shooters = squad(3);
    shooters.forEach((s) => session.shooter(s, target));
    expect(session.computed).toBe(3); // shooters alike share one entry
    const changed = shooters.map((s, i) => (i === 4 ? { ...s, needed: 5 } : s));
    changed.forEach((s) => session.shooter(s, target));
    expect(session.computed).toBe(4);
    const alone = fireOdds({ shooters: [changed[4]!], cover: "soft", endurance: 2 });
    expect(session.shooter(changed[4]!, target).hit).toBeCloseTo(1 - alone.hits[0]!.value, 15);
  });

  it("CORE-5 one threshold: the volley's figures at once, with exact fractions", () => {
    const session = new OddsSession(FRONTIER_DECK.cards, () => undefined);
    const shooters = squad(1).slice(0, 6);
    const volley = session.volley(shooters, target);
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2 });
    expect(volley.figures?.hit).toBeCloseTo(1 - odds.hits[0]!.value, 12);
    expect(volley.figures?.exact?.through.denominator).toBe(odds.through[0]!.denominator);
  });

  it("CORE-5 six thresholds: the volley is counted in slices, expected hits exact at once, figures equal fireOdds", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const schedule: Scheduler = (slice) => slices.push(slice);
    const session = new OddsSession(FRONTIER_DECK.cards, schedule, () => (ready += 1));
    const shooters = [1, 2, 3, 4, 5, 6].map((needed) => ({ shots: 1, needed, outOfAmmoEnds: needed % 2 === 0 }));
    const first = session.volley(shooters, target);
    expect(first.figures).toBeNull();
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2 });
    const expected = odds.hits.reduce((sum, p, x) => sum + x * p.value, 0);
    expect(first.expectedHits).toBeCloseTo(expected, 12);
    let runs = 0;
    while (!slices[0]!()) runs += 1;
    expect(ready).toBe(1);
    const done = session.volley(shooters, target).figures!;
    expect(done.hit).toBeCloseTo(1 - odds.hits[0]!.value, 12);
    expect(done.through).toBeCloseTo(1 - odds.through[0]!.value, 12);
    expect(done.down).toBeCloseTo(1 - odds.noneDown.value, 12);
    expect(done.outOfAmmo).toBeCloseTo(odds.outOfAmmo.value, 12);
    expect(done.expectedHits).toBeCloseTo(expected, 12);
    expect(runs).toBeGreaterThanOrEqual(0);
  });
});
