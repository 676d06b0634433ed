import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  assignHerders,
  bearMustCharge,
  checkIndianWeapon,
  herdActivations,
  herdIsCoherent,
  herdRollsOwnDie,
  herdTargets,
  indianMayUseWeapon,
  indianMelee,
  mayHerd,
  mayInitiateMelee,
  resolveAnimalMorale,
  resolveAnimalMove,
  resolveFireAtHerd,
  resolveHerdMove,
  throughHerdFactor,
  type HerdState,
} from "@rules/old-west";
import { resolveActivationCard, type ActivationDeckState } from "@rules/procedures/activation";
import { resolveMovement } from "@rules/procedures/movement";
import { planShot, resolveFire } from "@rules/procedures/fire";
import { rulesErrorOf } from "../../helpers/errors";
import { frontierWeapon, livestock } from "@rules/tables";
import { card } from "../../helpers/cards";
import { at, figure, figures, herdOf, rules, unit } from "./fixtures";

const on = rules({ hollywood: { animals: true } });
const herd = (species = "ow.cattle", n = 5, over: Partial<HerdState> = {}): HerdState =>
  herdOf(unit("H", figures("a", n), { kind: "herd", grade: livestock(species).guts }), { species, ...over });
const rifleman = (id = "s") => ({ figure: figure(id), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 });

describe("OW-9.1 Indians", () => {
  it("OW-9.1 Melee one higher than regular troops; no crewed weapons or dynamite", () => {
    expect(indianMelee(1)).toBe(2);
    expect(indianMelee(0)).toBe(1);
    expect([
      indianMayUseWeapon("ow.gatling-gun"),
      indianMayUseWeapon("ow.dynamite"),
      indianMayUseWeapon("ow.bow"),
      indianMayUseWeapon("ow.rifle"),
    ]).toEqual([false, false, true, true]);
    const brave = figure("b", { flags: { indian: true } });
    expect(() => checkIndianWeapon(brave, null, "ow.dynamite")).toThrow(/indianWeapon/);
    expect(() => checkIndianWeapon(figure("c"), null, "ow.dynamite")).not.toThrow();
    expect(() =>
      checkIndianWeapon(brave, null, "ow.dynamite", rules({ optional: { indianRules: false } })),
    ).not.toThrow();
  });
});

describe("OW-9.2 animals", () => {
  it("OW-9.2 animals are a Hollywood option the GM switches on", () => {
    expect(() => resolveHerdMove(herd(), false, fixedSource([card(), card()]))).toThrow(/animalsOff/);
    expect(resolveHerdMove(herd(), false, fixedSource([card(), card()]), on).stampedes).toBe(false);
  });

  it("OW-9.2.1 bison, cattle, horses 2 cards (3 charging); grizzly and sheep 1 (2 charging)", () => {
    const cards = (species: string, charging: boolean) =>
      resolveAnimalMove(
        { unitId: "H", figure: figure("a"), species, charging },
        fixedSource([card({ move: 5 }), card({ move: 5 }), card({ move: 5 })]),
        on,
      ).cardInches.length;
    expect(["ow.bison", "ow.cattle", "ow.horses", "ow.grizzly-bear", "ow.sheep"].map((s) => cards(s, false))).toEqual([
      2, 2, 2, 1, 1,
    ]);
    expect(["ow.bison", "ow.grizzly-bear"].map((s) => cards(s, true))).toEqual([3, 2]);
  });

  it("OW-9.2.2 a herd moves as one: one set of cards for the central figure", () => {
    const r = resolveHerdMove(herd("ow.horses", 12), false, fixedSource([card({ move: 4 }), card({ move: 6 })]), on);
    expect(r.movement?.figureId).toBe("a1");
    expect(r.movement?.inches).toBe(10);
    expect(r.cards).toHaveLength(2);
  });

  it("OW-9.2.2 every figure within 6 inches of the central figure", () => {
    const h = herd("ow.cattle", 3);
    expect(herdIsCoherent(h, [at("a1", 0, 0), at("a2", 6.5, 0), at("a3", 0, 6.9)]).coherent).toBe(true);
    expect(herdIsCoherent(h, [at("a1", 0, 0), at("a2", 6.5, 0), at("a3", 0, 7.2)]).strays).toEqual(["a3"]);
  });

  it("OW-9.2.2 fire at a herd ignores wounds, removes one figure per Incapacitate, puts no morale markers", () => {
    const shooters = [rifleman("s1"), rifleman("s2")];
    // Every shot card first, then one effect card per hit (CORE-5).
    const cards = [
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ randomizer: 2, damage: "WOUND" }),
      card({ randomizer: 2, damage: "INCAPACITATE" }),
    ];
    const r = resolveFireAtHerd({ unitId: "S", shooters, herd: herd() }, fixedSource(cards), on);
    expect(r.fire.hits.map((h) => h.outcome)).toEqual(["none", "incapacitated"]);
    expect(r.removed).toBe(1);
    // no randomizer (the randomizer 2 would have picked a3): the loss is ONE explicit count of the animals left (5 -
    // 1), for the writer to write as given
    expect(r.fire.effects).toEqual([{ kind: "flag", unitId: "H", figureId: null, flag: "animals", value: 4 }]);
    expect(r.fire.hits.map((h) => h.randomizer)).toEqual([null, null]);
    expect(r.fire.cards.slice(2).map((c) => c.sections)).toEqual([
      ["cover", "damage"],
      ["cover", "damage"],
    ]);
    expect(r.stampedeTriggers).toEqual(["firedOn", "lostFigure"]);
    expect(herdTargets(herd()).map((t) => t.figure.id)).toEqual(["a2", "a3", "a4", "a5", "a1"]);
  });

  // Seed 000 OW-9.2.2: "If fired on, do not calculate which target is hit. Instead determine
  // results, ignoring wounds. Remove 1 figure for every Incapacitate result."
  it("OW-9.2.2 fire at a herd: no hit randomizer, wounds ignored, one animal per Incapacitate, the central figure last", () => {
    const shooters = [rifleman("s1")];
    const small = herd("ow.cattle", 3); // a1 is the central figure
    // rate of fire: one rifle shot each, so three shooters
    const three = [rifleman("s1"), rifleman("s2"), rifleman("s3")];
    const cards = [
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ randomizer: 1, damage: "INCAPACITATE" }),
      card({ randomizer: 1, damage: "INCAPACITATE" }),
      card({ randomizer: 1, damage: "INCAPACITATE" }),
    ];
    const r = resolveFireAtHerd({ unitId: "S", shooters: three, herd: small }, fixedSource(cards), on);
    // randomizer 1 would hit the central figure first; it goes last
    expect(r.fire.hits.map((h) => h.targetId)).toEqual(["a2", "a3", "a1"]);
    expect(r.fire.effects).toEqual([{ kind: "flag", unitId: "H", figureId: null, flag: "animals", value: 0 }]);
    expect(r.removed).toBe(3);
    expect(r.fire.effects.some((e) => e.kind === "moraleMarkers")).toBe(false);
    // wounds ignored: a WOUND removes nothing and leaves no wound
    const wounded = resolveFireAtHerd(
      { unitId: "S", shooters, herd: herd("ow.cattle", 2, {}) },
      fixedSource([card({ hit: 6 }), card({ damage: "WOUND" })]),
      on,
    );
    expect([wounded.removed, wounded.fire.effects]).toEqual([0, []]);
  });

  // Seed 000 OW Table 3 Livestock Attributes: "Accuracy NA NA NA NA NA".
  it("OW-9.2.8 an animal with Accuracy NA cannot fire: refused", () => {
    const bison = figure("b", { accuracy: "NA" });
    const shot = () => planShot({ figure: bison, weapon: frontierWeapon("ow.rifle"), rangeInches: 5 }, false);
    expect(rulesErrorOf(shot)).toMatchObject({ key: "noAccuracy", data: { figure: bison.name } });
    expect(() =>
      resolveFire(
        {
          unitId: "A",
          shooters: [{ figure: bison, weapon: frontierWeapon("ow.rifle"), rangeInches: 5 }],
          target: { unitId: "T", figures: [{ figure: figure("t"), cover: "none" }], closeOrder: false },
        },
        fixedSource([card({ hit: 6 })]),
      ),
    ).toThrow(/noAccuracy/);
    expect(livestock("ow.bison").accuracy).toBeNull();
  });

  it("OW-9.2.3 cattle and horses can be herded by a unit of 3 or more; it then ignores its own die", () => {
    expect(mayHerd(herd("ow.cattle"), unit("C", figures("c", 3)))).toEqual({ allowed: true, reason: null });
    expect(
      mayHerd(herd("ow.cattle"), unit("C", [...figures("c", 2), figure("x", { incapacitated: true })])).reason,
    ).toBe("tooFewHerders");
    expect(mayHerd(herd("ow.bison"), unit("C", figures("c", 4))).reason).toBe("notHerdable");
    expect(() => assignHerders(herd("ow.sheep"), unit("C", figures("c", 4)))).toThrow(/notHerdable/);
    expect(assignHerders(herd("ow.horses"), unit("C", figures("c", 4))).effects).toEqual([
      { kind: "flag", unitId: "H", figureId: null, flag: "herdedBy", value: "C" },
      { kind: "commandDie", unitId: "H", value: null },
    ]);
    expect([herdRollsOwnDie(herd()), herdRollsOwnDie(herd("ow.cattle", 5, { herdedBy: "C" }))]).toEqual([true, false]);
  });

  it("OW-9.2.3 a herded herd moves when its herders activate; a charge by the herders is an automatic stampede", () => {
    const units = [unit("C", figures("c", 4), { commandDie: 3 }), unit("X", figures("x", 4), { commandDie: 5 })];
    const before: ActivationDeckState = { drawPile: [], drawn: [], pending: [], lastNumber: null, turn: 1 };
    const result = (n: "3" | "5") => resolveActivationCard({ card: { id: `${n}#1`, kind: n }, before, units });
    const herded = herd("ow.cattle", 5, { herdedBy: "C" });
    expect(herdActivations(result("3"), [herded])).toEqual([{ unitId: "H", count: 1, reason: "supplement" }]);
    expect(herdActivations(result("5"), [herded])).toEqual([]);
    const charge = resolveHerdMove(herded, true, fixedSource([]), on);
    expect([charge.stampedes, charge.movement, charge.cards.length]).toEqual([true, null, 0]);
  });

  it("OW-9.2.4 through a herd: foot at quarter movement, mounted at half", () => {
    expect([throughHerdFactor(figure("f")), throughHerdFactor(figure("r", { mounted: true }))]).toEqual([0.25, 0.5]);
    const r = resolveMovement(
      { unitId: "U", figure: figure("f"), terrainFactor: throughHerdFactor(figure("f")) },
      fixedSource([card({ move: 8 })]),
    );
    expect(r.inches).toBe(2);
    // The herd's factor on top of the ground's (half-speed rough): 8" x 0.5 x 0.25 = 1", the factor kept for the chat
    // card.
    const both = resolveMovement(
      { unitId: "U", figure: figure("f"), terrainFactor: 0.5, herdFactor: throughHerdFactor(figure("f")) },
      fixedSource([card({ move: 8 })]),
    );
    expect([both.inches, both.factor, both.herdFactor]).toEqual([1, 0.125, 0.25]);
    expect(() =>
      resolveMovement({ unitId: "U", figure: figure("f"), herdFactor: 0 }, fixedSource([card({ move: 8 })])),
    ).toThrow();
  });

  it("OW-9.2.5 only bears initiate melee; a provoked bear not in melee charges", () => {
    expect(["ow.grizzly-bear", "ow.bison", "ow.cattle"].map(mayInitiateMelee)).toEqual([true, false, false]);
    expect(bearMustCharge("ow.grizzly-bear", { provoked: true, inMelee: false })).toBe(true);
    expect(bearMustCharge("ow.grizzly-bear", { provoked: true, inMelee: true })).toBe(false);
    expect(bearMustCharge("ow.grizzly-bear", { provoked: false, inMelee: false })).toBe(false);
    expect(bearMustCharge("ow.bison", { provoked: true, inMelee: false })).toBe(false);
  });

  it("OW-9.2.6 a bear checks morale in its Elite column: any negative result is a retreat unless it advances", () => {
    const bear = herd("ow.grizzly-bear", 1);
    const withMarkers = { ...bear, unit: { ...bear.unit, kind: "other" as const, moraleMarkers: 3 } };
    const r = resolveAnimalMorale(
      withMarkers,
      "open",
      fixedSource([
        card({ morale: { elite: { open: "STUNNED_ONE" } } }),
        card({ morale: { elite: { open: "ADVANCE_ONE" } } }),
        card({ morale: { elite: { open: "OK" }, green: { open: "PINNED" } } }),
      ]),
      on,
    );
    expect(r.grade).toBe("elite");
    expect(r.checks.map((c) => c.result)).toEqual(["FALL_BACK", "ADVANCE_ONE", "OK"]);
  });

  it("OW-9.2.6 herds never check morale", () => {
    expect(() => resolveAnimalMorale(herd("ow.bison"), "open", fixedSource([]), on)).toThrow(/herdsNoMorale/);
  });

  it("OW-9.2.8 Table 3 drives the stampede column and the melee of the beasts", () => {
    expect([livestock("ow.bison").guts, livestock("ow.cattle").guts, livestock("ow.horses").guts]).toEqual([
      "elite",
      "regular",
      "green",
    ]);
    expect(livestock("ow.grizzly-bear").melee).toBe(3);
  });
});
