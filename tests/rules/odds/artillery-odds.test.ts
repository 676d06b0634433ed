/**
 * NAP-7.3 the odds of a gun's round (artillery-odds.ts) against the oracle: the engine's own
 * procedure run over every ordering of a small pool (tests/helpers/orders.ts), the mean number of
 * figures hit, wounded, incapacitated and stunned, and the chance the aim is on target.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { showsHoles } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { planGunShot, resolveCanister, resolveShell, resolveSolidShot, type ArtilleryTarget } from "@rules/artillery";
import { canisterOdds, gunAimOdds, shellOdds, solidShotOdds, type GunRoundOdds } from "@rules/odds/artillery-odds";
import { fractionText, probability } from "@rules/odds/fraction";
import { overAllOrders } from "../../helpers/orders";
import { seeded } from "../../helpers/random";
import { NAP } from "../mounted/fixtures";
import { crewOf, gunUnit, laying, target } from "../artillery/fixtures";

function sample(seed: number, n: number): ActionCard[] {
  const random = seeded(seed);
  return [...FRONTIER_DECK.cards]
    .map((c) => ({ c, k: random() }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map(({ c }) => c);
}

interface Tally {
  hit: number;
  wounded: number;
  incapacitated: number;
  stunned: number;
}

/** The oracle's means against the odds', fraction for fraction. */
function agree(
  odds: GunRoundOdds,
  pool: readonly ActionCard[],
  tally: (source: Parameters<typeof resolveSolidShot>[2]) => Tally,
) {
  for (const key of ["hit", "wounded", "incapacitated", "stunned"] as const) {
    const o = overAllOrders(pool, tally, (t) => t[key]);
    expect(fractionText(odds.expected[key]), key).toBe(fractionText(probability(o.sum, o.orders)));
  }
}

const count = (xs: readonly { outcome: string }[], outcome: string) => xs.filter((x) => x.outcome === outcome).length;

describe("NAP-7.3 the odds of a gun's round", () => {
  it("NAP-7.3.1 solid shot: the figures along the path, for every deviation card, against every ordering", () => {
    const targets: ArtilleryTarget[] = [
      target("b1", "B", 34, 0, { closeOrder: true }),
      target("b2", "B", 35, 0, { closeOrder: true }),
      target("c1", "C", 38, 0, { cover: "soft" }),
    ];
    for (const seed of [1, 2]) {
      const pool = sample(seed, 7);
      const odds = solidShotOdds(laying(), targets, { pool }, { rules: NAP });
      expect(fractionText(odds.onTarget)).toBe("0/1");
      agree(odds, pool, (s) => {
        const r = resolveSolidShot(laying(), targets, s, { rules: NAP });
        return {
          hit: r.ranks.filter((k) => k.hit).length,
          wounded: 0,
          incapacitated: r.ranks.filter((k) => k.hit && !k.coverSaved).length,
          stunned: r.ranks.filter((k) => k.stunned).length,
        };
      });
      // a figure's chances add up to the expected figures
      const sum = odds.figures.reduce((t, f) => t + f.incapacitated.value, 0);
      expect(sum).toBeCloseTo(odds.expected.incapacitated.value, 12);
    }
  });

  it("NAP-7.3.2 canister: the aim card, the deviated swath, a hit card and an effect card per figure, against every ordering", () => {
    const gun = laying({ unit: gunUnit(crewOf(6), { round: "canister" }) });
    const targets = [target("a1", "A", 10, 0), target("r", "R", 30, 1, { cover: "soft" })];
    const pool = sample(3, 7);
    const odds = canisterOdds(gun, targets, { pool }, { rules: NAP });
    const needed = planGunShot(gun, "canister", { rules: NAP }).needed;
    expect(fractionText(odds.onTarget)).toBe(
      fractionText(probability(pool.filter((c) => showsHoles(c, needed)).length, 7)),
    );
    agree(odds, pool, (s) => {
      const r = resolveCanister(gun, targets, s, { rules: NAP });
      return {
        hit: r.figures.filter((f) => f.hit).length,
        wounded: count(r.figures, "wounded"),
        incapacitated: count(r.figures, "incapacitated"),
        stunned: 0,
      };
    });
  });

  it("NAP-7.3.3.1 shell: on target or three times the deviation, the blast over the figures under the template, against every ordering", () => {
    const gun = laying({ unit: gunUnit(crewOf(6), { round: "shell" }), targetPoint: { x: 100, y: 0 } });
    const targets = [target("near", "A", 100, 1), target("far", "A", 101, 0, { figure: { wounds: 1 } })];
    for (const seed of [4, 5]) {
      const pool = sample(seed, 7);
      const odds = shellOdds(gun, { kind: "shell" }, targets, { pool }, { rules: NAP });
      agree(odds, pool, (s) => {
        const r = resolveShell(gun, { kind: "shell" }, targets, s, { rules: NAP });
        return {
          hit: r.blast.figures.filter((f) => f.hit).length,
          wounded: count(r.blast.figures, "wounded"),
          incapacitated: count(r.blast.figures, "incapacitated"),
          stunned: r.blast.figures.filter((f) => f.stunned).length,
        };
      });
      const reached = overAllOrders(
        pool,
        (s) => resolveShell(gun, { kind: "shell" }, targets, s, { rules: NAP }),
        (r) => r.blast.figures.length,
      );
      expect(fractionText(odds.expected.reached)).toBe(fractionText(probability(reached.sum, reached.orders)));
    }
  });

  it("NAP-7.3 the aim alone: P(on target) is the share of cards meeting the holes; Out of Ammunition 4 of 50", () => {
    const gun = laying({ unit: gunUnit(crewOf(6), { round: "canister" }) });
    const aim = gunAimOdds(gun, "canister", { pool: FRONTIER_DECK.cards }, { rules: NAP });
    expect(aim.needed).toBe(planGunShot(gun, "canister", { rules: NAP }).needed);
    const meeting = FRONTIER_DECK.cards.filter((c) => showsHoles(c, aim.needed!)).length;
    expect(fractionText(aim.onTarget)).toBe(fractionText(probability(meeting, 50)));
    expect(fractionText(aim.outOfAmmo)).toBe("2/25");
  });

  it("NAP-7.3 a pool too small for every card the round may read is refused, not miscounted", () => {
    const targets = [target("b1", "B", 34, 0), target("c1", "C", 38, 0, { cover: "soft" })];
    expect(() => solidShotOdds(laying(), targets, { pool: sample(6, 3) }, { rules: NAP })).toThrow(/oddsPoolTooSmall/);
  });
});
