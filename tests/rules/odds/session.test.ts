/** The fire dialog's odds session: cache by shooter inputs; the volley exact at once, or counted in slices when its shot cards may run the pool out. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fireOdds } from "@rules/odds/fire";
import { complement, fractionText } from "@rules/odds/fraction";
import { OddsSession, type Scheduler } from "@rules/odds/session";
import { regimeOf } from "@rules/odds/volley-moments";

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

  it("CORE-5 six thresholds over the full deck: the volley's figures exact at once, fractions included, equal to fireOdds", () => {
    const slices: (() => boolean)[] = [];
    const session = new OddsSession(FRONTIER_DECK.cards, (slice) => slices.push(slice));
    const shooters = squad(6);
    const volley = session.volley(shooters, target);
    expect(slices).toHaveLength(0);
    expect(volley.estimate).toBeNull();
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2 });
    const f = volley.figures!;
    expect(f.hit).toBe(1 - odds.hits[0]!.value);
    expect(f.through).toBe(1 - odds.through[0]!.value);
    expect(f.down).toBe(1 - odds.noneDown.value);
    expect(f.outOfAmmo).toBe(odds.outOfAmmo.value);
    expect(f.exact!.through.denominator).toBe(odds.through[0]!.denominator);
    expect(fractionText(f.exact!.hit)).toBe(fractionText(complement(odds.hits[0]!)));
    expect(volley.expectedHits).toBeCloseTo(
      odds.hits.reduce((sum, p, x) => sum + x * p.value, 0),
      12,
    );
  });

  it("CORE-1 a volley whose shot cards may run the pool out is counted in slices, then equals fireOdds", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const schedule: Scheduler = (slice) => slices.push(slice);
    const pool = FRONTIER_DECK.cards.slice(0, 10);
    const refill = FRONTIER_DECK.cards.slice(10, 16);
    const session = new OddsSession(pool, schedule, () => (ready += 1), refill);
    const shooters = [1, 2, 3, 4, 5, 6].map((needed) => ({ shots: 2, needed, outOfAmmoEnds: needed % 2 === 0 }));
    const first = session.volley(shooters, target);
    expect(first.figures).toBeNull();
    expect(first.estimate).not.toBeNull();
    expect(first.expectedHits).toBeNaN();
    expect(slices).toHaveLength(1);
    while (!slices[0]!()) void 0;
    expect(ready).toBe(1);
    const done = session.volley(shooters, target).figures!;
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2, pool, refill });
    expect(odds.method).toBe("cards");
    expect(done.hit).toBeCloseTo(1 - odds.hits[0]!.value, 12);
    expect(done.through).toBeCloseTo(1 - odds.through[0]!.value, 12);
    expect(done.down).toBeCloseTo(1 - odds.noneDown.value, 12);
    expect(done.outOfAmmo).toBeCloseTo(odds.outOfAmmo.value, 12);
    expect(done.expectedHits).toBeCloseTo(odds.expectedHits, 12);
  });

  it("CORE-1 a volley whose effect cards may run the pool out is counted by moments in slices, then equals fireOdds exactly", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const pool = FRONTIER_DECK.cards.slice(0, 12);
    const refill = FRONTIER_DECK.cards.slice(12, 20);
    const session = new OddsSession(
      pool,
      (slice) => slices.push(slice),
      () => (ready += 1),
      refill,
    );
    const shooters = [1, 2, 3, 4].map((needed) => ({ shots: 2, needed, outOfAmmoEnds: needed % 2 === 1 }));
    expect(regimeOf(pool, shooters)).toBe("effects");
    expect(session.volley(shooters, target).figures).toBeNull();
    expect(slices).toHaveLength(1);
    while (!slices[0]!()) void 0;
    expect(ready).toBe(1);
    const done = session.volley(shooters, target).figures!;
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2, pool, refill });
    expect(odds.method).toBe("moments");
    expect(fractionText(done.exact!.hit)).toBe(fractionText(complement(odds.hits[0]!)));
    expect(fractionText(done.exact!.through)).toBe(fractionText(complement(odds.through[0]!)));
    expect(fractionText(done.exact!.down)).toBe(fractionText(complement(odds.noneDown)));
    expect(fractionText(done.exact!.outOfAmmo)).toBe(fractionText(odds.outOfAmmo));
    expect(done.expectedHits).toBeCloseTo(odds.expectedHits, 12);
  });
});
