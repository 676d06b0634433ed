/**
 * The volley's figures estimated at once (src/rules/odds/estimate.ts) while the exact
 * count runs. Property: over seeded random volleys, covers and pools (some running into a refill
 * pile), each estimated figure lies within 4 standard errors of the exact figure of fireOdds.
 */
import { describe, expect, it } from "vitest";
import { seeded } from "../../helpers/random";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { CoverKind } from "@rules/cards/read";
import { ESTIMATE_TRIALS, estimateVolley } from "@rules/odds/estimate";
import { fireOdds } from "@rules/odds/fire";
import { OddsSession, type Scheduler } from "@rules/odds/session";
import type { VolleyShooter } from "@rules/odds/volley-piles";

const rng = seeded;

/** Four standard errors of a proportion estimated from ESTIMATE_TRIALS shuffles (at least 0.005). */
const tolerance = (p: number) => Math.max(0.005, 4 * Math.sqrt((p * (1 - p)) / ESTIMATE_TRIALS));

describe("volley estimate", () => {
  it("CORE-5 the estimate agrees with the exact odds on random volleys, covers and pools (property, seeded)", () => {
    const random = rng(19);
    const covers: CoverKind[] = ["none", "soft", "hard"];
    let compared = 0;
    for (let run = 0; run < 24; run += 1) {
      const cards = [...FRONTIER_DECK.cards].sort(() => random() - 0.5);
      const poolSize = 8 + Math.floor(random() * 30);
      const pool = cards.slice(0, poolSize);
      const refill = run % 3 === 0 ? cards.slice(poolSize, poolSize + 6) : [];
      const shooters: VolleyShooter[] = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
        shots: 1 + Math.floor(random() * 2),
        needed: 1 + Math.floor(random() * 6),
        outOfAmmoEnds: random() < 0.7,
      }));
      const cover = covers[run % 3]!;
      const exact = fireOdds({ shooters, cover, endurance: 2, pool, refill });
      const estimate = estimateVolley(pool, shooters, cover, refill);
      const figures: [number, number][] = [
        [estimate.hit, 1 - exact.hits[0]!.value],
        [estimate.through, 1 - exact.through[0]!.value],
        [estimate.down, 1 - exact.noneDown.value],
        [estimate.outOfAmmo, exact.outOfAmmo.value],
      ];
      for (const [guess, truth] of figures) {
        expect(Math.abs(guess - truth), `run ${run}: ${guess} vs ${truth}`).toBeLessThanOrEqual(tolerance(truth));
        compared += 1;
      }
    }
    expect(compared).toBe(96);
  });

  it("CORE-5 the same volley gives the same estimate; certain and impossible figures come out exactly", () => {
    const shooters = [{ shots: 2, needed: 3, outOfAmmoEnds: true }];
    expect(estimateVolley(FRONTIER_DECK.cards, shooters, "soft")).toEqual(
      estimateVolley(FRONTIER_DECK.cards, shooters, "soft"),
    );
    const never = estimateVolley(FRONTIER_DECK.cards, [{ shots: 2, needed: 7, outOfAmmoEnds: false }], "none");
    expect(never).toMatchObject({ hit: 0, through: 0, down: 0, outOfAmmo: 0, trials: ESTIMATE_TRIALS });
  });

  it("CORE-5 a volley that may run the pool out: the session's first slices give the estimate, then the exact figures replace it", () => {
    const slices: (() => boolean)[] = [];
    const schedule: Scheduler = (slice) => slices.push(slice);
    let ready = 0;
    let now = 0;
    const session = new OddsSession(
      FRONTIER_DECK.cards.slice(0, 20),
      schedule,
      () => (ready += 1),
      FRONTIER_DECK.cards.slice(20),
      () => (now += 1),
    );
    const target = { cover: "soft" as const, endurance: 2, wounds: 0 };
    const shooters = Array.from({ length: 12 }, (_, i) => ({ shots: 2, needed: 1 + (i % 6), outOfAmmoEnds: true }));
    expect(session.volley(shooters, target).estimate).toBeNull();
    while (ready === 0) expect(slices[0]!()).toBe(false);
    const first = session.volley(shooters, target);
    expect(first.figures).toBeNull();
    expect(first.estimate?.trials).toBe(ESTIMATE_TRIALS);
    while (!slices[0]!()) void 0;
    const done = session.volley(shooters, target);
    expect(done.estimate).toBeNull();
    expect(Math.abs(first.estimate!.down - done.figures!.down)).toBeLessThanOrEqual(tolerance(done.figures!.down));
    expect(Math.abs(first.estimate!.through - done.figures!.through)).toBeLessThanOrEqual(
      tolerance(done.figures!.through),
    );
  });
});
