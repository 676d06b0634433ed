import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import {
  checkIndianOpenOrder,
  emplaceCharges,
  firingSpotsIndian,
  indianEndurance,
  indianMelee,
  indianMustCharge,
  indianStartHidden,
  indianTerrainFactor,
  indianUnitQuits,
  maySwapDiceWithUnit,
  resolveDetonation,
  resolveDoorAttack,
  resolveNapMorale,
} from "@rules/napoleonic";
import { card } from "../../helpers/cards";
import { NAP, fig, rulesFor, unitOf } from "../mounted/fixtures";

describe("NAP-8.1 engineers", () => {
  it("NAP-8.1 the GM sets the activations to emplace; each activation counts one", () => {
    const first = emplaceCharges("E", { required: 2, done: 0 });
    expect(first).toMatchObject({ done: 1, ready: false });
    const second = emplaceCharges("E", { required: 2, done: 1 });
    expect(second).toMatchObject({ done: 2, ready: true });
    expect(() => emplaceCharges("E", { required: 2, done: 2 })).toThrow(/alreadyEmplaced/);
  });

  it("NAP-8.1 detonation fails only on an all-miss hit indicator (0 holes)", () => {
    const ready = { required: 1, done: 1 };
    expect(resolveDetonation("E", ready, fixedSource([card({ hit: 0 })])).detonated).toBe(false);
    expect(resolveDetonation("E", ready, fixedSource([card({ hit: 1 })])).detonated).toBe(true);
    expect(resolveDetonation("E", ready, fixedSource([card({ hit: "OUT_OF_AMMO" })])).detonated).toBe(true);
    expect(() => resolveDetonation("E", { required: 2, done: 1 }, fixedSource([card()]))).toThrow(/notEmplaced/);
  });

  it("NAP-8.1 axes against a door: Melee + axe 3 + card vs 0 + 0 + card; a win takes one Endurance", () => {
    const sappers = [fig("s1", { melee: 0 }), fig("s2", { melee: 0 }), fig("s3", { melee: 0 })];
    // s1: 0+3+0=3 vs 4 lose; s2: 0+3+1=4 vs 2 win; s3: 0+3+0=3 vs 3 tie (no damage)
    const source = fixedSource([
      card({ melee: 0 }),
      card({ melee: 4 }),
      card({ melee: 1 }),
      card({ melee: 2 }),
      card({ melee: 0 }),
      card({ melee: 3 }),
    ]);
    const r = resolveDoorAttack({ unitId: "E", engineers: sappers, doorEndurance: 2 }, source);
    expect(r.attacks.map((a) => [a.engineerTotal, a.doorTotal, a.won])).toEqual([
      [3, 4, false],
      [4, 2, true],
      [3, 3, false],
    ]);
    expect(r.doorEndurance).toBe(1);
    expect(r.breached).toBe(false);
    expect(source.used).toBe(6); // no damage card is ever drawn
    expect(r.cards.map((c) => c.reason)).toEqual([
      "melee.attacker:s1",
      "melee.defender:E.door",
      "melee.attacker:s2",
      "melee.defender:E.door",
      "melee.attacker:s3",
      "melee.defender:E.door",
    ]);
    expect(r.effects).toEqual([]);
    expect(() =>
      resolveDoorAttack(
        { unitId: "E", engineers: [fig("s1", { incapacitated: true })], doorEndurance: 1 },
        fixedSource([card(), card()]),
      ),
    ).toThrow(/figureIncapacitated/);
  });

  it("NAP-8.1 the door is breached at Endurance 0 and later engineers do not attack", () => {
    const source = fixedSource([card({ melee: 2 }), card({ melee: 0 }), card(), card()]);
    const r = resolveDoorAttack({ unitId: "E", engineers: [fig("s1"), fig("s2")], doorEndurance: 1 }, source);
    expect(r.breached).toBe(true);
    expect(r.attacks).toHaveLength(1);
    expect(source.used).toBe(2);
  });
});

describe("NAP-8.2 Indians (War of 1812)", () => {
  it("NAP-8.2 (1) no half speed in woods; rough still halves", () => {
    expect(indianTerrainFactor("woods")).toBe(1);
    expect(indianTerrainFactor("rough")).toBe(0.5);
  });

  it("NAP-8.2 (2) close order is prohibited", () => {
    expect(() => checkIndianOpenOrder("Braves", 4)).toThrow(/indianCloseOrder/);
    expect(() => checkIndianOpenOrder("Braves", 0)).not.toThrow();
  });

  it("NAP-8.2 (3) they start hidden; under rule 7.12 a bow shot does not spot the shooter", () => {
    const unit = unitOf("I", [fig("a"), fig("b")]);
    expect(indianStartHidden(unit)).toEqual<Effect[]>([
      { kind: "hidden", unitId: "I", figureId: "a", hidden: true },
      { kind: "hidden", unitId: "I", figureId: "b", hidden: true },
    ]);
    expect(firingSpotsIndian("7.12", "bow")).toBe(false);
    expect(firingSpotsIndian("7.12", "musket")).toBe(true);
    expect(firingSpotsIndian("3.17", "bow")).toBe(true);
  });

  it("NAP-8.2 (4) non-Indian leaders cannot swap dice with Indian units", () => {
    expect(maySwapDiceWithUnit(false, true)).toBe(false);
    expect(maySwapDiceWithUnit(true, true)).toBe(true);
    expect(maySwapDiceWithUnit(false, false)).toBe(true);
  });

  it("NAP-8.2 (5) Melee one higher than regulars; (6) Endurance 1", () => {
    expect(indianMelee(1)).toBe(2);
    expect(indianEndurance()).toBe(1);
  });

  it('NAP-8.2 (7) must charge a vulnerable unit in the open within 5" (the GM judges vulnerable)', () => {
    expect(indianMustCharge({ distanceInches: 5, targetInOpen: true, gmJudgesVulnerable: true })).toBe(true);
    expect(indianMustCharge({ distanceInches: 5.1, targetInOpen: true, gmJudgesVulnerable: true })).toBe(false);
    expect(indianMustCharge({ distanceInches: 3, targetInOpen: false, gmJudgesVulnerable: true })).toBe(false);
    expect(indianMustCharge({ distanceInches: 3, targetInOpen: true, gmJudgesVulnerable: false })).toBe(false);
  });

  it("NAP-8.2 Indians morale (8): a one-figure result affects the next card's hit randomizer number of figures, through the base pickFigures hook", () => {
    const unit = unitOf(
      "I",
      ["a", "b", "c", "d", "e"].map((id) => fig(id)),
      { moraleMarkers: 2 },
    );
    const moraleA = card({ morale: { regular: { open: "STUNNED_ONE" } } });
    const countA = card({ randomizer: 3 });
    const moraleB = card({ morale: { regular: { open: "RUN_FOR_COVER_ONE" } }, move: 5 });
    const countB = card({ randomizer: 4 });
    const r = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: false, closeOrder: false, indian: true },
      fixedSource([moraleA, countA, moraleB, countB]),
      { rules: NAP },
    );
    expect(r.indianSpread.map((s) => [s.count, s.figureIds])).toEqual([
      [3, ["a", "b", "c"]],
      [4, ["d", "e"]],
    ]);
    const stuns = r.effects.filter((e) => e.kind === "stun").map((e) => (e.kind === "stun" ? e.figureId : ""));
    expect(stuns.sort()).toEqual(["a", "b", "c"]);
    const moves = r.effects.filter((e) => e.kind === "move" && e.direction === "toward-cover");
    expect(moves).toHaveLength(2);
    expect(r.cards.map((c) => c.serial)).toEqual([moraleA.serial, countA.serial, moraleB.serial, countB.serial]);
    // One list in order, each read with the sections that decided it (the move read on the morale card).
    expect(r.cards.map((c) => [c.reason, c.sections])).toEqual([
      ["morale:I", ["morale"]],
      ["indians.moraleCount:I", ["randomizer"]],
      ["morale:I", ["morale", "move"]],
      ["indians.moraleCount:I", ["randomizer"]],
    ]);
    expect(r.checks.map((c) => [c.result, c.figureId, c.figureIds, c.inches])).toEqual([
      ["STUNNED_ONE", "a", ["a", "b", "c"], 0],
      ["RUN_FOR_COVER_ONE", "d", ["d", "e"], 5],
    ]);
    expect(r.effects.filter((e) => e.kind === "move")).toEqual<Effect[]>([
      { kind: "move", unitId: "I", figureId: "d", inches: 5, direction: "toward-cover" },
      { kind: "move", unitId: "I", figureId: "e", inches: 5, direction: "toward-cover" },
    ]);
  });

  it("NAP-8.2 Indians morale (8): no figure left to affect draws no count card; an OK result draws none either", () => {
    const unit = unitOf("I", [fig("a"), fig("b", { incapacitated: true })], { moraleMarkers: 3 });
    const stun = card({ morale: { regular: { open: "STUNNED_ONE" } } });
    const source = fixedSource([
      stun,
      card({ randomizer: 6 }),
      card({ morale: { regular: { open: "OK" } } }),
      card({ morale: { regular: { open: "STUNNED_ONE" } } }),
      card(),
    ]);
    const r = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: false, closeOrder: false, indian: true },
      source,
      { rules: NAP },
    );
    expect(r.checks.map((c) => [c.result, c.figureIds])).toEqual([
      ["STUNNED_ONE", ["a"]],
      ["OK", []],
      ["STUNNED_ONE", []],
    ]);
    expect(source.used).toBe(4);
    expect(r.indianSpread.map((s) => s.count)).toEqual([6]);
  });

  it("NAP-8.2 (8) not applied with the Indian rules off", () => {
    const unit = unitOf(
      "I",
      ["a", "b", "c"].map((id) => fig(id)),
      { moraleMarkers: 1 },
    );
    const off = rulesFor("napoleonic", { indianRules: false });
    const r = resolveNapMorale(
      { unit, terrain: "open", leaderRemovesMarkers: false, closeOrder: false, indian: true },
      fixedSource([card({ morale: { regular: { open: "STUNNED_ONE" } } }), card({ randomizer: 3 })]),
      { rules: off },
    );
    expect(r.effects.filter((e) => e.kind === "stun")).toHaveLength(1);
    expect(r.cards).toHaveLength(1);
  });

  it("NAP-8.2 (9) below half of the original number the unit quits the field", () => {
    const unit = unitOf("I", [
      fig("a"),
      fig("b"),
      fig("c", { incapacitated: true }),
      fig("d", { incapacitated: true }),
      fig("e", { incapacitated: true }),
    ]);
    const r = indianUnitQuits(unit, 5);
    expect(r).toMatchObject({ quits: true, standing: 2 });
    expect(r.effects).toEqual<Effect[]>([
      { kind: "flag", unitId: "I", figureId: null, flag: "leftTable", value: true },
    ]);
    expect(indianUnitQuits(unit, 4).quits).toBe(false); // 2 of 4 is half, not below
  });
});
