/**
 * The fire dialog's odds session: cache by shooter inputs; the volley never counted on the interaction path, but in
 * slices of a bounded amount of work (counted here by the session's clock reads and steps, never timed).
 */
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
    const slices: (() => boolean)[] = [];
    const session = new OddsSession(FRONTIER_DECK.cards, (slice) => slices.push(slice));
    const shooters = squad(3);
    shooters.forEach((s) => session.shooter(s, target));
    expect(session.computed).toBe(3); // shooters alike share one entry
    const changed = shooters.map((s, i) => (i === 4 ? { ...s, needed: 5 } : s));
    changed.forEach((s) => session.shooter(s, target));
    expect(session.computed).toBe(4);
    for (let i = 0; i < slices.length; i += 1) while (!slices[i]!()) void 0;
    const alone = fireOdds({ shooters: [changed[4]!], cover: "soft", endurance: 2 });
    const figures = session.shooter(changed[4]!, target);
    expect(figures === "counting" ? null : figures?.hit).toBeCloseTo(1 - alone.hits[0]!.value, 15);
    expect(session.computed).toBe(4);
  });

  it("CORE-5 a shooter's own odds are not counted on the interaction path: asked, his row reads as counting, counted in slices of a bounded amount of work, then exact, equal to fireOdds", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    let now = 0;
    // a clock of 1 ms a read: a slice takes at most 3 steps
    const session = new OddsSession(
      FRONTIER_DECK.cards,
      (slice) => slices.push(slice),
      () => (ready += 1),
      [],
      () => (now += 1),
    );
    const six = { shots: 6, needed: 3, outOfAmmoEnds: true };
    const lone = { shots: 1, needed: 5, outOfAmmoEnds: false };
    expect(session.shooter(six, target)).toBe("counting");
    expect(session.shooter(lone, target)).toBe("counting");
    expect(session.work.steps).toBe(0);
    for (let i = 0; i < slices.length; i += 1) while (!slices[i]!()) void 0;
    expect(ready).toBe(1); // one batch: the dialog is told once
    expect(session.work.longest).toBeLessThanOrEqual(3);
    expect(session.work.steps).toBeGreaterThan(20);
    for (const shooter of [six, lone]) {
      const f = session.shooter(shooter, target);
      if (f === "counting" || f === null) throw new Error("not counted");
      const odds = fireOdds({ shooters: [shooter], cover: "soft", endurance: 2 });
      expect(fractionText(f.exact!.hit)).toBe(fractionText(complement(odds.hits[0]!)));
      expect(fractionText(f.exact!.through)).toBe(fractionText(complement(odds.through[0]!)));
      expect(fractionText(f.exact!.down)).toBe(fractionText(odds.incapacitated[1]!));
      expect(fractionText(f.exact!.outOfAmmo)).toBe(fractionText(odds.outOfAmmo));
      expect(f.expectedHits).toBeCloseTo(odds.expectedHits, 14);
    }
  });

  it("CORE-5 a shooter the rules cannot count (wounds at his target's Endurance) shows no odds rather than wrong ones", () => {
    const slices: (() => boolean)[] = [];
    const session = new OddsSession(FRONTIER_DECK.cards, (slice) => slices.push(slice));
    const shooter = { shots: 2, needed: 3, outOfAmmoEnds: true };
    const down = { cover: "none" as const, endurance: 2, wounds: 2 };
    expect(session.shooter(shooter, down)).toBe("counting");
    for (let i = 0; i < slices.length; i += 1) while (!slices[i]!()) void 0;
    expect(session.shooter(shooter, down)).toBeNull();
  });

  it("CORE-5 six thresholds over the full deck: the volley's figures counted in slices, then exact, fractions included, equal to fireOdds", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const session = new OddsSession(
      FRONTIER_DECK.cards,
      (slice) => slices.push(slice),
      () => (ready += 1),
    );
    const shooters = squad(6);
    const first = session.volley(shooters, target);
    expect(first.figures).toBeNull();
    expect(first.estimate).toBeNull();
    expect(first.previous).toBeNull();
    expect(slices).toHaveLength(1);
    while (!slices[0]!()) void 0;
    expect(ready).toBe(1);
    const volley = session.volley(shooters, target);
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2 });
    const f = volley.figures!;
    expect(f.hit).toBeCloseTo(1 - odds.hits[0]!.value, 15);
    expect(f.through).toBeCloseTo(1 - odds.through[0]!.value, 15);
    expect(f.down).toBeCloseTo(1 - odds.noneDown.value, 15);
    expect(f.outOfAmmo).toBeCloseTo(odds.outOfAmmo.value, 15);
    expect(f.exact!.through.denominator).toBe(odds.through[0]!.denominator);
    expect(fractionText(f.exact!.hit)).toBe(fractionText(complement(odds.hits[0]!)));
    expect(fractionText(f.exact!.through)).toBe(fractionText(complement(odds.through[0]!)));
    expect(fractionText(f.exact!.down)).toBe(fractionText(complement(odds.noneDown)));
    expect(fractionText(f.exact!.outOfAmmo)).toBe(fractionText(odds.outOfAmmo));
    expect(volley.expectedHits).toBeCloseTo(
      odds.hits.reduce((sum, p, x) => sum + x * p.value, 0),
      12,
    );
  });

  it("CORE-5 the first call counts nothing and every slice stops at its budget: a clock of 1 ms a read lets a slice take at most 3 steps", () => {
    const slices: (() => boolean)[] = [];
    let now = 0;
    const session = new OddsSession(
      FRONTIER_DECK.cards,
      (slice) => slices.push(slice),
      () => undefined,
      [],
      () => (now += 1),
    );
    const shooters = squad(6);
    session.volley(shooters, target);
    expect(session.work.steps).toBe(0);
    while (!slices[0]!()) void 0;
    expect(session.work.longest).toBeLessThanOrEqual(3);
    expect(session.work.longest).toBeGreaterThan(1);
    // the count is cut finely (the kernels yield every few states): many steps, never one block
    expect(session.work.steps).toBeGreaterThan(200);
    expect(session.work.slices).toBeGreaterThanOrEqual(session.work.steps / 3);
    const odds = fireOdds({ shooters, cover: "soft", endurance: 2 });
    expect(fractionText(session.volley(shooters, target).figures!.exact!.through)).toBe(
      fractionText(complement(odds.through[0]!)),
    );
  });

  it("CORE-5 a count the dialog no longer asks for is dropped at its next slice; meanwhile the volley before the change is offered", () => {
    const slices: (() => boolean)[] = [];
    const session = new OddsSession(FRONTIER_DECK.cards, (slice) => slices.push(slice));
    const before = squad(3);
    session.volley(before, target);
    while (!slices[0]!()) void 0;
    const shown = session.volley(before, target).figures!;
    const after = before.map((s, i) => (i === 0 ? { ...s, needed: 4 } : s));
    const changed = session.volley(after, target);
    expect(changed.figures).toBeNull();
    expect(changed.previous).toBe(shown);
    const again = before.map((s, i) => (i === 0 ? { ...s, needed: 5 } : s));
    session.volley(again, target);
    const steps = session.work.steps;
    expect(slices[1]!()).toBe(true); // dropped: no work done
    expect(session.work.steps).toBe(steps);
    while (!slices[2]!()) void 0;
    expect(session.volley(again, target).figures).not.toBeNull();
    expect(session.volley(after, target).figures).toBeNull(); // asked again: counted afresh
    expect(slices).toHaveLength(4);
  });

  it("CORE-1 a volley whose shot cards may run the pool out is counted in slices, then equals fireOdds", () => {
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const schedule: Scheduler = (slice) => slices.push(slice);
    const pool = FRONTIER_DECK.cards.slice(0, 10);
    const refill = FRONTIER_DECK.cards.slice(10, 16);
    let now = 0;
    // a clock of 3 ms a read: every slice stops after one step
    const session = new OddsSession(
      pool,
      schedule,
      () => (ready += 1),
      refill,
      () => (now += 3),
    );
    const shooters = [1, 2, 3, 4, 5, 6].map((needed) => ({ shots: 2, needed, outOfAmmoEnds: needed % 2 === 0 }));
    const first = session.volley(shooters, target);
    expect(first.figures).toBeNull();
    expect(first.estimate).toBeNull();
    expect(first.expectedHits).toBeNaN();
    expect(slices).toHaveLength(1);
    // the first slices estimate it from shuffles (shown meanwhile), the next ones count it
    while (ready === 0) expect(slices[0]!()).toBe(false);
    const meanwhile = session.volley(shooters, target);
    expect(meanwhile.figures).toBeNull();
    expect(meanwhile.estimate!.trials).toBe(4096);
    while (!slices[0]!()) void 0;
    expect(ready).toBe(2);
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
