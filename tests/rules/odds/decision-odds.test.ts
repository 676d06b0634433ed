/**
 * Exact odds of the decisions other than fire: every function against the oracle (the engine's
 * procedure run over every ordering of a small pool, tests/helpers/orders.ts) and, over the full
 * Frontier deck, against counts of cards a reader can check.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { moraleResult } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { resolveMountedMelee, resolveMountedReaction, prorateCounterCharge, type Fighter } from "@rules/mounted";
import { runawayCheck, throwDynamite, resolveGatlingFire } from "@rules/old-west";
import { resolveMorale, resolveMelee, resolveReaction } from "@rules/procedures";
import {
  bogOdds,
  counterChargeOdds,
  moraleOdds,
  mountedBogOdds,
  reactionOdds,
  regainControlOdds,
  runawayOdds,
  stampedeOdds,
} from "@rules/odds/check-odds";
import { drawOdds } from "@rules/odds/draws";
import { fractionText, probability, type Probability } from "@rules/odds/fraction";
import { chargeChoices, chargeOdds, meleeRoundOdds } from "@rules/odds/melee-odds";
import { dynamiteThrowOdds, gatlingBurstOdds } from "@rules/odds/old-west-odds";
import { fireOdds } from "@rules/odds/fire";
import { meleeOdds } from "@foundry/actions/melee/melee-odds";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { seeded } from "../../helpers/random";
import { overAllOrders } from "../../helpers/orders";
import { NAP, fig, rider } from "../mounted/fixtures";
import { at, figure, figures, herdOf, rules, unit } from "../old-west/fixtures";

const deck = FRONTIER_DECK.cards;
const text = (p: Probability) => fractionText(p);
const ratio = (sum: number, orders: number) => fractionText(probability(sum, orders));

/** A seeded sample of `n` Frontier cards. */
function sample(seed: number, n: number): ActionCard[] {
  const random = seeded(seed);
  return [...deck]
    .map((c) => ({ c, k: random() }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map(({ c }) => c);
}

describe("one-card checks (CORE-10, NAP-6.1.2, OW-9.2.7, OW-9.3f)", () => {
  it("CORE-10 reaction: P(pass) is the share of cards at most the Reaction value; a stunned figure cannot", () => {
    const passing = deck.filter((c) => c.reaction <= 3).length;
    const odds = reactionOdds({ unitId: "U", figure: figure("f") }, { pool: deck });
    expect(text(odds.pass)).toBe(ratio(passing, 50));
    expect(text(reactionOdds({ unitId: "U", figure: figure("f", { stunned: true }) }, { pool: deck }).pass)).toBe(
      "0/1",
    );
    const pool = sample(1, 5);
    const oracle = overAllOrders(
      pool,
      (s) => resolveReaction({ unitId: "U", figure: figure("f"), reaction: 2 }, s),
      (r) => +r.passed,
    );
    expect(text(reactionOdds({ unitId: "U", figure: figure("f"), reaction: 2 }, { pool }).pass)).toBe(
      ratio(oracle.sum, oracle.orders),
    );
  });

  it("CORE-10 / NAP-6.1.2 bog: the share of cards bogging in that grade; at an obstacle a stuck figure is stunned", () => {
    for (const grade of ["green", "regular", "elite"] as const) {
      const odds = bogOdds({ unitId: "U", figureId: null, terrainGrade: grade }, { pool: deck });
      expect(text(odds.bogged)).toBe(ratio(deck.filter((c) => c.bog[grade]).length, 50));
    }
    const riders = [rider("r1"), rider("r2")];
    const odds = mountedBogOdds(
      { unitId: "C", place: "linear-obstacle", terrainGrade: "regular", figures: riders, endsJustOverObstacle: true },
      { pool: deck },
    );
    expect(text(odds.stunned)).toBe(text(odds.bogged));
    expect(text(odds.bogged)).toBe(ratio(deck.filter((c) => c.bog.regular).length, 50));
  });

  it("NAP-6.2.1.2 counter-charge: the Reaction check, then a movement card; inches and contact against every ordering", () => {
    const pool = sample(2, 6);
    const input = { unitId: "C", kind: "counter-charge" as const, figures: [rider("r")], reaction: 3 };
    const odds = counterChargeOdds(input, { pool }, { gapInches: 8, chargerInches: 4 }, { rules: NAP });
    const run = (s: Parameters<typeof resolveMountedReaction>[1]) => resolveMountedReaction(input, s, { rules: NAP });
    const pass = overAllOrders(pool, run, (r) => +r.passed);
    expect(text(odds.pass)).toBe(ratio(pass.sum, pass.orders));
    for (const [inches, p] of odds.inches) {
      const o = overAllOrders(pool, run, (r) => +(r.passed && r.inches === inches));
      expect(text(p), `${inches}"`).toBe(ratio(o.sum, o.orders));
    }
    const contact = overAllOrders(pool, run, (r) => +(r.passed && prorateCounterCharge(8, 4, r.inches).contact));
    expect(text(odds.contact!)).toBe(ratio(contact.sum, contact.orders));
    expect(odds.contact!.value).toBeLessThanOrEqual(odds.pass.value);
  });

  it("OW-9.2.7 / OW-9.3f stampede, runaway and regaining control: the share of cards giving the result", () => {
    const on = rules({ hollywood: { animals: true } });
    const herd = herdOf(unit("H", figures("a", 4), { kind: "herd" }));
    const advance = deck.filter((c) => moraleResult(c, "regular", "open") === "ADVANCE_ONE").length;
    expect(text(stampedeOdds(herd, "firedOn", { pool: deck }, on).stampedes)).toBe(ratio(advance, 50));
    expect(text(stampedeOdds(herd, "herdersCharge", { pool: deck }, on).stampedes)).toBe("1/1");
    const wagon = {
      unit: unit("W", [figure("driver")], { kind: "wagon" as const }),
      wagonId: "ow.buckboard",
      driverId: "driver",
      team: { id: "team", animals: 2, wounds: 0, dead: 0, hurtCutOut: false },
      pace: "stopped" as const,
      runaway: false,
      overturned: false,
      destroyed: false,
    };
    const pool = sample(3, 5);
    const runaway = overAllOrders(
      pool,
      (s) => runawayCheck(wagon, "fireNearTeam", s),
      (r) => +r.runaway,
    );
    expect(text(runawayOdds(wagon, "fireNearTeam", { pool }).runaway)).toBe(ratio(runaway.sum, runaway.orders));
    const running = { ...wagon, runaway: true };
    const ok = deck.filter((c) => moraleResult(c, "regular", "cover") === "OK").length;
    expect(text(regainControlOdds(running, "cover", { pool: deck }).regained)).toBe(ratio(ok, 50));
  });
});

describe("CORE-7 / CORE-11 morale checks, with and without the leader removing markers", () => {
  const leader = figure("L", { guts: "regular", trained: true });
  const squad = unit("S", [leader, ...figures("s", 4)], { leaderId: "L", moraleMarkers: 3 });
  const input = { unit: squad, terrain: "open" as const };

  it("CORE-11 a Regular leader removes one marker: two checks instead of three; each figure against every ordering", () => {
    const pool = sample(4, 6);
    const odds = moraleOdds(input, { pool });
    expect(odds.choice).toBe(true);
    expect([odds.leaderRemoves.removed, odds.leaderRemoves.checks, odds.leaderKeeps.checks]).toEqual([1, 2, 3]);
    for (const [choice, canRemoveMarkers] of [
      [odds.leaderRemoves, true],
      [odds.leaderKeeps, false],
    ] as const) {
      const run = (s: Parameters<typeof resolveMorale>[1]) => resolveMorale({ ...input, canRemoveMarkers }, s);
      const allOk = overAllOrders(pool, run, (r) => +r.checks.every((c) => c.result === "OK"));
      expect(text(choice.allOk)).toBe(ratio(allOk.sum, allOk.orders));
      for (const result of ["OK", "FALL_BACK", "PINNED", "STUNNED_ONE"] as const) {
        const some = overAllOrders(pool, run, (r) => +r.checks.some((c) => c.result === result));
        expect(text(choice.atLeastOne[result]), result).toBe(ratio(some.sum, some.orders));
        const mean = overAllOrders(pool, run, (r) => r.checks.filter((c) => c.result === result).length);
        expect(text(choice.expected[result]), result).toBe(ratio(mean.sum, mean.orders));
      }
    }
  });

  it("CORE-7 a pool too small for the checks: the refill pile gives the rest; no leader, no choice", () => {
    const pool = sample(5, 2);
    const refill = sample(6, 3).filter((c) => !pool.includes(c));
    const alone = unit("S", figures("s", 4), { moraleMarkers: 4 });
    const odds = moraleOdds({ unit: alone, terrain: "cover" }, { pool, refill });
    expect(odds.choice).toBe(false);
    expect(odds.leaderRemoves.checks).toBe(4);
    const okIn = (cards: readonly ActionCard[]) =>
      cards.filter((c) => moraleResult(c, "regular", "cover") === "OK").length;
    const refillDraws = Math.min(2, refill.length);
    const choose = (n: number, k: number): number =>
      k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;
    const expected =
      (okIn(pool) === 2 ? 1 : 0) * (choose(okIn(refill), refillDraws) / choose(refill.length, refillDraws));
    expect(odds.leaderRemoves.allOk.value).toBeCloseTo(expected, 12);
  });
});

describe("hand to hand (CORE-6, NAP-6.2.1, OW-7.1d)", () => {
  const sword = napoleonicWeapon("nap.sword");
  const musket = napoleonicWeapon("nap.musket");
  const hussar = (over: Partial<Fighter> = {}): Fighter => ({
    unitId: "C",
    figure: rider("h", { melee: 1 }),
    weapon: sword,
    impetus: true,
    moving: true,
    closeOrder: true,
    ...over,
  });
  const infantry: Fighter = {
    unitId: "I",
    figure: fig("i", { melee: 1 }),
    weapon: musket,
    impetus: false,
    moving: false,
    closeOrder: false,
  };

  it("CORE-6 a round of foot melee equals the dialog's melee odds over the full deck, and every ordering of a small pool", () => {
    const input = {
      attacker: { unitId: "A", figure: figure("a", { melee: 2 }), hth: 1 },
      defender: { unitId: "D", figure: figure("d", { melee: 3 }), hth: 0 },
    };
    const odds = meleeRoundOdds(input, { pool: deck });
    const dialog = meleeOdds(input, deck)!;
    expect([text(odds.winner.attacker), text(odds.winner.tie), text(odds.winner.defender)]).toEqual([
      text(dialog.attacker),
      text(dialog.tie),
      text(dialog.defender),
    ]);
    const pool = sample(7, 5);
    const small = meleeRoundOdds(input, { pool });
    const down = overAllOrders(
      pool,
      (s) => resolveMelee(input, s),
      (r) => +(r.winner === "attacker" && r.loserOutcome === "incapacitated"),
    );
    expect(text(small.defenderDown)).toBe(ratio(down.sum, down.orders));
  });

  it("NAP-6.2.1.2 a charge against every ordering; without impetus or close order the charger wins less often", () => {
    const pool = sample(8, 5);
    const input = { attacker: hussar(), defender: infantry };
    const odds = chargeOdds(input, { pool }, { rules: NAP });
    const run = (s: Parameters<typeof resolveMountedMelee>[1]) => resolveMountedMelee(input, s, { rules: NAP });
    for (const winner of ["attacker", "tie", "defender"] as const) {
      const o = overAllOrders(pool, run, (r) => +(r.melee.winner === winner));
      expect(text(odds.winner[winner]), winner).toBe(ratio(o.sum, o.orders));
    }
    const advance = overAllOrders(pool, run, (r) => +(r.breakthrough?.mustAdvance === true));
    expect(text(odds.mustAdvance)).toBe(ratio(advance.sum, advance.orders));
    const choices = chargeChoices(input, { pool: deck }, { rules: NAP });
    expect(choices.map((c) => c.key)).toEqual(["asPlanned", "noImpetus", "noCloseOrder"]);
    const win = (key: string) => choices.find((c) => c.key === key)!.odds.winner.attacker.value;
    expect(win("noImpetus")).toBeLessThan(win("asPlanned"));
    expect(win("noCloseOrder")).toBeLessThan(win("asPlanned"));
    expect(text(choices[0]!.odds.winner.attacker)).toBe(
      text(chargeOdds(input, { pool: deck }, { rules: NAP }).winner.attacker),
    );
  });
});

describe("Old West: a Gatling burst, a thrown stick of dynamite (OW-5.2, OW-6.1.1)", () => {
  it("OW-5.2 the burst's plan is the gun's; its odds are the volley count's, and equal every ordering of a small pool", () => {
    const crew = unit("G", [figure("cmd", { leaderRank: "team", trained: true }), ...figures("c", 3)], {
      kind: "crew",
      leaderId: "cmd",
    });
    const gatling = { crew, mount: "carriage" as const, limbered: false, limber: null, wagon: null };
    const target = {
      unitId: "T",
      figures: figures("t", 3).map((f) => ({ figure: f, cover: "soft" as const })),
      closeOrder: false,
    };
    const input = {
      gatling,
      gunAt: at("gun", 0, 0, 0),
      targetPoint: { x: 10, y: 0 },
      target,
      rangeInches: 10,
      moved: false,
    };
    const full = gatlingBurstOdds(input, { pool: deck });
    expect([full.plan.needed, full.plan.shots]).toEqual([2, 3]);
    const exact = fireOdds({ shooters: [{ shots: 3, needed: 2, outOfAmmoEnds: true }], cover: "soft", endurance: 2 });
    expect(text(full.hit)).toBe(
      fractionText(probability(exact.hits[0]!.denominator - exact.hits[0]!.numerator, exact.hits[0]!.denominator)),
    );
    expect(text(full.jam)).toBe(text(exact.outOfAmmo));
    const pool = sample(9, 6);
    const small = gatlingBurstOdds(input, { pool });
    const run = (s: Parameters<typeof resolveGatlingFire>[1]) => resolveGatlingFire(input, s);
    const hit = overAllOrders(pool, run, (r) => +r.fire.hits.length);
    const anyHit = overAllOrders(pool, run, (r) => +(r.fire.hits.length > 0));
    expect(text(small.hit)).toBe(ratio(anyHit.sum, anyHit.orders));
    expect(small.expectedHits).toBeCloseTo(hit.sum / hit.orders, 12);
  });

  it("OW-6.1.1 dynamite: on target, scattered, premature, a dud, against every ordering of a small pool", () => {
    const on = rules({ hollywood: { dynamite: true } });
    const miner = figure("m", { flags: { dynamite: 2 } });
    const input = {
      unit: unit("U", [miner, ...figures("g", 2)]),
      thrower: miner,
      charge: "stick" as const,
      rangeInches: 1,
    };
    for (const seed of [10, 11, 12]) {
      const pool = sample(seed, 5);
      const odds = dynamiteThrowOdds(input, { pool }, on);
      for (const outcome of ["target", "scatter", "premature", "dud"] as const) {
        const o = overAllOrders(
          pool,
          (s) => throwDynamite(input, s, on),
          (r) => +(r.outcome === outcome),
        );
        expect(text(odds.outcome[outcome]), `${seed} ${outcome}`).toBe(ratio(o.sum, o.orders));
      }
      const sum = [...odds.scatterInches.values()].reduce((t, p) => t + p.value, 0);
      expect(sum).toBeCloseTo(odds.outcome.scatter.value, 12);
    }
  });

  it("drawOdds refuses a count it cannot finish, and says so", () => {
    expect(() =>
      drawOdds(
        deck,
        (s) =>
          [s.draw({ reason: "a", section: "hit" }), s.draw({ reason: "b", section: "hit" })].map((c) => c.hit).join(),
        (k) => k,
        { maxRuns: 10 },
      ),
    ).toThrow(/oddsTooManyDraws/);
  });
});
