import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { roundBase, type Figure } from "@rules/geometry";
import type { Effect } from "@rules/model";
import {
  checkCloseOrderOpening,
  isLateralOrOblique,
  closeOrderGradeShift,
  closeOrderHthModifier,
  closeOrderMayFireAt,
  closeOrderMove,
  closeOrderOf,
  closeOrderReactionValue,
  leaderAbsentAfterMorale,
  resolveCloseOrderReaction,
  resolveCloseOrderTurn,
  resolveNapMorale,
  roughTerrainFactor,
  secondRankMayFire,
  targetInCloseOrder,
  rankFire,
  wheelInches,
  withCloseOrderMove,
} from "@rules/napoleonic";
import { resolveMovement } from "@rules/procedures/movement";
import { newActivationDeck, resolveActivationCard } from "@rules/procedures/activation";
import { planShot } from "@rules/procedures/fire";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { card } from "../../helpers/cards";
import { NAP, fig, rulesFor, unitOf } from "../mounted/fixtures";

const at = (id: string, x: number, y = 0, unit = "U"): Figure => ({
  id,
  at: { x, y },
  base: roundBase(1),
  unit,
  facing: 0,
});

describe("NAP-5.1 close order definition", () => {
  it("NAP-5.1 four touching bases are close order; three are not; partial units count", () => {
    const line = [at("a", 0), at("b", 1), at("c", 2), at("d", 3), at("e", 10), at("f", 20)];
    const r = closeOrderOf(line);
    expect(r.groups).toEqual([["a", "b", "c", "d"]]);
    expect([...r.inCloseOrder]).toEqual(["a", "b", "c", "d"]);
    const three = closeOrderOf([at("a", 0), at("b", 1), at("c", 2), at("e", 10)]);
    expect(three.groups).toEqual([]);
  });
});

describe("NAP-5.3 close order movement", () => {
  it('NAP-5.3 -2" lateral or oblique and -3" per linear obstacle, cumulative', () => {
    expect(
      closeOrderMove({ allowanceInches: 7, lateralOrOblique: true, linearObstacles: 1, mounted: false }).inches,
    ).toBe(2);
    expect(
      closeOrderMove({ allowanceInches: 7, lateralOrOblique: false, linearObstacles: 0, mounted: false }).inches,
    ).toBe(7);
    expect(
      closeOrderMove({ allowanceInches: 4, lateralOrOblique: true, linearObstacles: 2, mounted: false }).inches,
    ).toBe(0);
  });

  it("NAP-5.3 mounted close order takes no linear obstacle penalty (NAP-6.1.2)", () => {
    expect(
      closeOrderMove({ allowanceInches: 12, lateralOrOblique: false, linearObstacles: 1, mounted: true }).inches,
    ).toBe(12);
  });

  it('NAP-5.3 Figure 2: a wheel of the outside figure comes out of the card (7" card, 4" wheel, 3" forward)', () => {
    const wheel = wheelInches(4 / (Math.PI / 2), 90, "end");
    expect(wheel).toBeCloseTo(4, 9);
    expect(
      closeOrderMove({
        allowanceInches: 7,
        lateralOrOblique: false,
        linearObstacles: 0,
        mounted: false,
        wheelInches: wheel,
      }).inches,
    ).toBeCloseTo(3, 9);
    expect(wheelInches(4, 90, "centre")).toBeCloseTo(Math.PI, 9);
  });

  it("NAP-5.3 a drawn move in close order: the modifiers come off the allowance after wounds and ground, the summary says what is left", () => {
    const drawn = resolveMovement(
      { unitId: "U", figure: fig("a"), terrainFactor: 1 },
      fixedSource([card({ move: 7 })]),
    );
    const moved = withCloseOrderMove(drawn, { lateralOrOblique: true, linearObstacles: 1 }, false);
    expect(moved.inches).toBe(2);
    expect(moved.closeOrder).toEqual([
      { key: "lateral", value: -2 },
      { key: "linearObstacle", value: -3 },
    ]);
    expect(moved.summary.data).toEqual({ ...drawn.summary.data, inches: 2 });
    expect(moved.cards).toBe(drawn.cards);
    const halved = resolveMovement(
      { unitId: "U", figure: fig("a"), terrainFactor: 0.5 },
      fixedSource([card({ move: 7 })]),
    );
    expect(withCloseOrderMove(halved, { lateralOrOblique: true, linearObstacles: 0 }, false).inches).toBe(1.5);
    expect(withCloseOrderMove(drawn, { lateralOrOblique: false, linearObstacles: 2 }, true).closeOrder).toEqual([]);
  });

  it("NAP-5.3 close order quarters in woods or rough; open order halves", () => {
    expect(roughTerrainFactor(true)).toBe(0.25);
    expect(roughTerrainFactor(false)).toBe(0.5);
  });
});

describe("NAP-5.4 close order combat", () => {
  it("NAP-5.4.2 ranks toward the target: the front fires; the second rank only in close order and touching; a third rank never", () => {
    const target = { x: 1.5, y: -10 };
    const two = [
      at("a", 0),
      at("b", 1),
      at("c", 2),
      at("d", 3),
      at("e", 0, 1),
      at("f", 1, 1),
      at("g", 2, 1),
      at("h", 3, 1),
    ];
    const checks = rankFire(two, target);
    expect(checks.map((c) => c.rank)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(checks.map((c) => c.frontId)).toEqual([null, null, null, null, "a", "b", "c", "d"]);
    expect(checks.every((c) => c.mayFire)).toBe(true);
    const apart = rankFire(
      [...two.slice(0, 4), at("e", 0, 1.5), at("f", 1, 1.5), at("g", 2, 1.5), at("h", 3, 1.5)],
      target,
    );
    expect(apart.slice(4).map((c) => [c.mayFire, c.reason])).toEqual(Array(4).fill([false, "notTouching"]));
    expect(rankFire([at("a", 0), at("b", 1), at("e", 0, 1)], target)[2]).toEqual({
      figureId: "e",
      rank: 1,
      frontId: "a",
      mayFire: false,
      reason: "notCloseOrder",
    });
    expect(rankFire([...two, at("i", 0, 2)], target)[8]).toMatchObject({
      rank: 2,
      mayFire: false,
      reason: "thirdRank",
    });
    // Side by side toward the target: nobody stands behind anyone.
    expect(rankFire([at("a", 0), at("b", 1)], { x: 0.5, y: -10 }).map((c) => c.rank)).toEqual([0, 0]);
  });

  it("NAP-5.4.1 +1 HtH in close order, attack and defence, not when attacked from the rear", () => {
    expect(closeOrderHthModifier(true, false)).toEqual({ key: "closeOrder", value: 1 });
    expect(closeOrderHthModifier(true, true)).toBeNull();
    expect(closeOrderHthModifier(false, false)).toBeNull();
  });

  it("NAP-5.4.2 the second rank fires only when both ranks are in close order and touching", () => {
    expect(secondRankMayFire(true, true)).toBe(true);
    expect(secondRankMayFire(true, false)).toBe(false);
    expect(secondRankMayFire(false, true)).toBe(false);
  });

  it("NAP-5.4.2 close order shooters have a ±15° arc (facing 0° = +x)", () => {
    const shooter = at("s", 0);
    const deg = (d: number) => ({ x: 10 * Math.cos((d * Math.PI) / 180), y: 10 * Math.sin((d * Math.PI) / 180) });
    expect(closeOrderMayFireAt(shooter, deg(14), true)).toBe(true);
    expect(closeOrderMayFireAt(shooter, deg(-15), true)).toBe(true);
    expect(closeOrderMayFireAt(shooter, deg(16), true)).toBe(false);
    expect(closeOrderMayFireAt(shooter, deg(-16), true)).toBe(false);
    expect(closeOrderMayFireAt(shooter, deg(90), false)).toBe(true);
  });

  it("NAP-5.4.2 firing at close order: one band shorter (medium counts short)", () => {
    const co = closeOrderOf([at("a", 0), at("b", 1), at("c", 2), at("d", 3), at("e", 10)]);
    expect(targetInCloseOrder(co, ["a", "b"])).toBe(true);
    expect(targetInCloseOrder(co, ["a", "e"])).toBe(false);
    const musket = napoleonicWeapon("nap.musket");
    const plan = planShot({ figure: fig("s"), weapon: musket, rangeInches: 15 }, targetInCloseOrder(co, ["a"]), {
      rules: NAP,
    });
    expect(plan.effectiveBand).toBe("medium");
    expect(plan.needed).toBe(3);
  });
});

describe("NAP-5.5 close order morale and activation", () => {
  const leader = fig("L", { guts: "green" });
  const figs = [leader, fig("a"), fig("b"), fig("c")];

  it("NAP-5.5 needs half the unit, rounded up, in close order", () => {
    const five = [at("a", 0), at("b", 1), at("c", 2), at("d", 3), at("e", 10)];
    expect(closeOrderGradeShift(closeOrderOf(five), "U")).toBe(1);
    const nine = [...five, at("f", 20), at("g", 30), at("h", 40), at("i", 50)];
    expect(closeOrderGradeShift(closeOrderOf(nine), "U")).toBe(0); // 4 of 9 < 5
  });

  it("NAP-5.5 morale checks one grade better in close order (Green reads the Regular column)", () => {
    const unit = unitOf("U", figs, { grade: "green", moraleMarkers: 1 });
    const c = card({ morale: { green: { open: "FALL_BACK" }, regular: { open: "OK" } } });
    const open = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: false, closeOrder: false },
      fixedSource([c]),
      { rules: NAP },
    );
    expect(open.checks[0]!.result).toBe("FALL_BACK");
    const co = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: false, closeOrder: true },
      fixedSource([c]),
      { rules: NAP },
    );
    expect(co.grade).toBe("regular");
    expect(co.checks[0]!.result).toBe("OK");
  });

  it("NAP-5.5 a Green leader in close order removes one marker (one grade better)", () => {
    const unit = unitOf("U", figs, { grade: "green", moraleMarkers: 2, leaderId: "L" });
    const r = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: true, closeOrder: true },
      fixedSource([card()]),
      { rules: NAP },
    );
    expect(r.removed).toBe(1);
    expect(r.checks).toHaveLength(1);
  });

  it("NAP-5.5 a Green close order unit does not lose its activation to the Green card", () => {
    const deck = newActivationDeck();
    const before = { ...deck, pending: ["green" as const] };
    const unit = unitOf("U", figs, { grade: "green", commandDie: 3, closeOrder: false });
    const three = { id: "3#1", kind: "3" as const };
    const lost = resolveActivationCard({ card: three, before, units: [unit], gradeShift: () => 0 }, { rules: NAP });
    expect(lost.lost).toEqual(["U"]);
    const kept = resolveActivationCard({ card: three, before, units: [unit], gradeShift: () => 1 }, { rules: NAP });
    expect(kept.lost).toEqual([]);
    expect(kept.activations).toHaveLength(1);
  });
});

describe("NAP-4 leaders and morale (3.14)", () => {
  const figs = [fig("L", { guts: "elite" }), fig("a"), fig("b")];

  it("NAP-4 an Elite leader removes up to two markers; his men then fire with the leader-absent shift", () => {
    const unit = unitOf("U", figs, { moraleMarkers: 3, leaderId: "L" });
    const r = resolveNapMorale(
      { unit, terrain: "cover", leaderRemovesMarkers: true, closeOrder: false },
      fixedSource([card()]),
      { rules: NAP },
    );
    expect(r.removed).toBe(2);
    expect(r.checks).toHaveLength(1);
    expect(r.leaderAbsentForFire).toBe(true);
    expect(r.effects).toContainEqual<Effect>({
      kind: "flag",
      unitId: "U",
      figureId: null,
      flag: "leaderRemovedMarkers",
      value: true,
    });
    expect(leaderAbsentAfterMorale({ ...unit, flags: { leaderRemovedMarkers: true } })).toBe(true);
    const plan = planShot(
      { figure: fig("a"), weapon: napoleonicWeapon("nap.musket"), rangeInches: 3, shifts: { leaderAbsent: true } },
      false,
      { rules: NAP },
    );
    expect(plan.needed).toBe(2 + 0 + 1);
  });

  it("NAP-4 the player may decline: all markers checked, no leader-absent shift", () => {
    const unit = unitOf("U", figs, { moraleMarkers: 2, leaderId: "L" });
    const r = resolveNapMorale(
      { unit, terrain: "cover", leaderRemovesMarkers: false, closeOrder: false },
      fixedSource([card(), card()]),
      { rules: NAP },
    );
    expect(r.removed).toBe(0);
    expect(r.checks).toHaveLength(2);
    expect(r.leaderAbsentForFire).toBe(false);
  });

  it("NAP-4 a stunned leader removes nothing; with the 3.14 option off, nothing either", () => {
    const stunned = unitOf("U", [fig("L", { guts: "elite", stunned: true }), fig("a")], {
      moraleMarkers: 1,
      leaderId: "L",
    });
    expect(
      resolveNapMorale(
        { unit: stunned, terrain: "open", leaderRemovesMarkers: true, closeOrder: false },
        fixedSource([card()]),
        { rules: NAP },
      ).removed,
    ).toBe(0);
    const unit = unitOf("U", figs, { moraleMarkers: 1, leaderId: "L" });
    const off = rulesFor("napoleonic", { leadersMorale314: false });
    expect(
      resolveNapMorale(
        { unit, terrain: "open", leaderRemovesMarkers: true, closeOrder: false },
        fixedSource([card()]),
        { rules: off },
      ).removed,
    ).toBe(0);
  });
});

describe("NAP-5.6 close order reaction", () => {
  const figs = [
    fig("L", { guts: "elite", reaction: 1 }),
    fig("a", { reaction: 1 }),
    fig("b", { reaction: 1 }),
    fig("c", { reaction: 1 }),
    fig("o", { reaction: 5 }),
  ];
  const unit = unitOf("U", figs, { leaderId: "L" });

  it("NAP-5.6 one check for the group with the leader's Guts (Elite = 4); open order figures check alone", () => {
    const source = fixedSource([card({ reaction: 4 }), card({ reaction: 6 })]);
    const r = resolveCloseOrderReaction(
      { unit, groupFigureIds: ["L", "a", "b", "c"], unitReaction: 2, individualFigureIds: ["o"] },
      source,
      { rules: NAP },
    );
    expect(r.group).toEqual({ passed: true, reaction: 4, by: "leader" });
    expect(r.individuals).toEqual([{ figureId: "o", passed: false }]);
    expect(r.reacting).toEqual(["L", "a", "b", "c"]);
    expect(source.used).toBe(2);
  });

  // Seed 002 NAP-5.4.1: "Figures in close order may use a reaction to turn the unit (or the rear
  // rank) to face an enemy behind them, as described in section 5.6."
  it("NAP-5.4.1 a close order group turns to face an enemy behind it on one Reaction check; the rear rank alone if named", () => {
    const input = { unit, groupFigureIds: ["L", "a", "b", "c"], unitReaction: 2, facing: 0, enemyBearing: 170 };
    const whole = resolveCloseOrderTurn(input, fixedSource([card({ reaction: 4 })]), { rules: NAP });
    expect([whole.passed, whole.faceTo, whole.reaction.group.reaction]).toEqual([true, 170, 4]);
    expect(whole.turns).toEqual(["L", "a", "b", "c"].map((figureId) => ({ figureId, facing: 170 })));
    expect(whole.cards).toHaveLength(1);
    const rear = resolveCloseOrderTurn(
      { ...input, turningFigureIds: ["b", "c"] },
      fixedSource([card({ reaction: 4 })]),
      { rules: NAP },
    );
    expect(rear.turns.map((t) => t.figureId)).toEqual(["b", "c"]);
    const failed = resolveCloseOrderTurn(input, fixedSource([card({ reaction: 5 })]), { rules: NAP });
    expect([failed.passed, failed.faceTo, failed.turns]).toEqual([false, null, []]);
    expect(() => resolveCloseOrderTurn({ ...input, enemyBearing: 90 }, fixedSource([card()]), { rules: NAP })).toThrow(
      /enemyNotBehind/,
    );
    expect(() =>
      resolveCloseOrderTurn({ ...input, turningFigureIds: ["o"] }, fixedSource([card()]), { rules: NAP }),
    ).toThrow(/notInCloseOrderGroup/);
  });

  // Seed 002 NAP-5.3: "a unit obviously cannot move through a door or window in close order".
  it("NAP-5.3 close order cannot pass through a door or window; open order may", () => {
    expect(() => checkCloseOrderOpening("Line", true, "door")).toThrow(/closeOrderOpening/);
    expect(() => checkCloseOrderOpening("Line", true, "window")).toThrow(/closeOrderOpening/);
    expect(() => checkCloseOrderOpening("Line", false, "door")).not.toThrow();
    expect(() => checkCloseOrderOpening("Line", true, null)).not.toThrow();
  });

  it("NAP-5.6 without the leader in the group, the unit's Reaction is used", () => {
    const r = resolveCloseOrderReaction(
      { unit, groupFigureIds: ["a", "b", "c", "o"], unitReaction: 2 },
      fixedSource([card({ reaction: 3 })]),
      { rules: NAP },
    );
    expect(r.group).toEqual({ passed: false, reaction: 2, by: "unit" });
    expect(r.reacting).toEqual([]);
    expect(closeOrderReactionValue(fig("x", { guts: "green" }), 5)).toBe(2);
  });
});

describe("NAP-5.3 sideways or oblique from the destination", () => {
  const ney = { id: "n", at: { x: 0, y: 0 }, base: { shape: "round" as const, diameter: 1 }, facing: 0 };
  it("NAP-5.3 within 15° of straight ahead is straight; beyond, to the flank or behind, is sideways or oblique; no facing or no move: straight", () => {
    expect(isLateralOrOblique(ney, { x: 8, y: 0 })).toBe(false);
    expect(isLateralOrOblique(ney, { x: 8, y: 2 })).toBe(false); // 14°
    expect(isLateralOrOblique(ney, { x: 8, y: 2.3 })).toBe(true); // 16°
    expect(isLateralOrOblique(ney, { x: 0, y: 6 })).toBe(true);
    expect(isLateralOrOblique(ney, { x: -5, y: 0 })).toBe(true);
    expect(isLateralOrOblique({ ...ney, facing: undefined }, { x: 0, y: 6 })).toBe(false);
    expect(isLateralOrOblique(ney, { x: 0, y: 0 })).toBe(false);
  });
});
