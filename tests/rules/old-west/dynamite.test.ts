import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  adjacentTo,
  carriedDynamiteCheck,
  chargeOnActivationCard,
  connectBlastingMachine,
  dynamiteAllowed,
  dynamiteCarriersHurt,
  layFuse,
  lightFuse,
  placeCharge,
  prepareBundle,
  pushPlunger,
  resolveDynamiteBlast,
  setFuse,
  setUpCharge,
  sniperFiresAtCharge,
  throwDynamite,
  withDynamiteShift,
  resolveBreach,
  type PlacedCharge,
} from "@rules/old-west";
import { EXPLOSIVES, frontierWeapon } from "@rules/tables";
import { card } from "../../helpers/cards";
import { at, figure, figures, rules, unit } from "./fixtures";

const on = rules({ hollywood: { dynamite: true } });
const miner = (n = 2, over = {}) => figure("m", { flags: { dynamite: n }, ...over });
const gang = (f = miner()) => unit("U", [f, ...figures("g", 3)]);

describe("OW-6 dynamite", () => {
  it("OW-6a only with the GM's Hollywood option, and never for Indians", () => {
    expect(dynamiteAllowed(miner(), gang())).toEqual({ allowed: false, reason: "optionOff" });
    expect(dynamiteAllowed(miner(), gang(), on)).toEqual({ allowed: true, reason: null });
    expect(dynamiteAllowed(miner(2, { flags: { dynamite: 2, indian: true } }), null, on)).toEqual({
      allowed: false,
      reason: "indian",
    });
    expect(() =>
      throwDynamite({ unit: gang(), thrower: miner(), charge: "stick", rangeInches: 1 }, fixedSource([])),
    ).toThrow(/dynamiteOff/);
  });

  it("OW-6a a stick is a small HE template, a bundle a medium one", () => {
    const stick = throwDynamite(
      { unit: gang(), thrower: miner(), charge: "stick", rangeInches: 1 },
      fixedSource([card({ hit: 6 })]),
      on,
    );
    const bundle = throwDynamite(
      { unit: gang(), thrower: miner(), charge: "bundle", rangeInches: 1 },
      fixedSource([card({ hit: 6 })]),
      on,
    );
    expect([stick.blast?.template, bundle.blast?.template]).toEqual(["small", "medium"]);
  });

  // Seed 000 OW-6.1.1: "thrown as if throwing a grenade (or satchel charge) but with an additional
  // shift to the right, since dynamite was not made to be thrown".
  it("OW-6.1.1 thrown as a grenade with one more shift from the explosives table: Regular at medium range needs 2+1+1", () => {
    expect(EXPLOSIVES.thrown.extraRightShifts).toBe(1);
    const hit = throwDynamite(
      { unit: gang(), thrower: miner(), charge: "stick", rangeInches: 1.5 },
      fixedSource([card({ hit: 4 })]),
      on,
    );
    expect(hit.throw.plan.needed).toBe(4);
    expect(hit.throw.plan.shifts).toEqual([{ key: "dynamite", shifts: EXPLOSIVES.thrown.extraRightShifts }]);
    expect(withDynamiteShift({ moved: true, extra: [{ key: "x", shifts: 2 }] })).toEqual({
      moved: true,
      extra: [
        { key: "x", shifts: 2 },
        { key: "dynamite", shifts: 1 },
      ],
    });
    expect(hit.outcome).toBe("target");
    expect(hit.blast).toEqual({ at: "target", scatter: null, template: "small" });
    expect(hit.chargesLeft).toBe(1);
    expect(hit.effects).toEqual([{ kind: "flag", unitId: "U", figureId: "m", flag: "dynamite", value: 1 }]);
  });

  it("OW-6.1.1 a missed throw scatters by the next card's arrow", () => {
    const miss = throwDynamite(
      { unit: gang(), thrower: miner(), charge: "stick", rangeInches: 1.5 },
      fixedSource([card({ hit: 3 }), card({ scatter: { clock: 4, inches: 3 } })]),
      on,
    );
    expect(miss.outcome).toBe("scatter");
    expect(miss.blast).toEqual({ at: "scatter", scatter: { clock: 4, inches: 3 }, template: "small" });
  });

  it("OW-6.1.1 Out of Ammunition, d10 even: premature blast on the thrower, no scatter; out of dynamite", () => {
    const r = throwDynamite(
      { unit: gang(), thrower: miner(3), charge: "bundle", rangeInches: 1 },
      fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ d10: 6 })]),
      on,
    );
    expect(r.outcome).toBe("premature");
    expect(r.blast).toEqual({ at: "thrower", scatter: null, template: "medium" });
    expect(r.cards.map((c) => c.sections[0])).toEqual(["hit", "d10"]);
    expect(r.chargesLeft).toBe(0);
  });

  it("OW-6.1.1 Out of Ammunition, d10 odd: a dud; out of dynamite all the same", () => {
    const r = throwDynamite(
      { unit: gang(), thrower: miner(3), charge: "stick", rangeInches: 1 },
      fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ d10: 7 })]),
      on,
    );
    expect([r.outcome, r.blast, r.chargesLeft]).toEqual(["dud", null, 0]);
    expect(() =>
      throwDynamite({ unit: gang(), thrower: miner(0), charge: "stick", rangeInches: 1 }, fixedSource([]), on),
    ).toThrow(/noDynamite/);
  });

  it("OW-6.1.1 the blast: every figure under the template draws against the template's burst icon", () => {
    const r = resolveDynamiteBlast(
      { at: "target", scatter: null, template: "medium" },
      [
        { unitId: "T", figure: figure("t1") },
        { unitId: "T", figure: figure("t2") },
      ],
      fixedSource([
        card({ burst: { small: true, medium: true } }),
        card({ damage: "INCAPACITATE" }),
        card({ burst: { small: true } }),
      ]),
    );
    expect(r.figures.map((f) => f.outcome)).toEqual(["incapacitated", "missed"]);
  });

  it("OW-6.1.2 placing takes two activations, the fuse up to three at half speed and never sprinting", () => {
    const prepared = prepareBundle("c1", gang(), miner(), on);
    expect([prepared.charge.stage, prepared.cost?.activations]).toEqual(["prepared", 1]);
    expect(prepared.effects).toEqual([{ kind: "flag", unitId: "U", figureId: "m", flag: "dynamite", value: 1 }]);
    const placed = placeCharge(prepared.charge);
    expect([placed.charge.stage, placed.cost?.activations]).toEqual(["placed", 1]);
    let charge: PlacedCharge = placed.charge;
    const inches: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const lay = layFuse({ charge, unitId: "U", figure: miner() }, fixedSource([card({ move: 6 })]), on);
      inches.push(lay.movement.inches);
      charge = lay.charge;
    }
    expect(inches).toEqual([3, 3, 3]);
    expect(charge).toMatchObject({ stage: "fuseSet", fuseActivations: 3 });
    expect(() => layFuse({ charge, unitId: "U", figure: miner() }, fixedSource([card()]), on)).toThrow(/chargeStage/);
    expect(() =>
      layFuse({ charge: placed.charge, unitId: "U", figure: miner(), sprint: true }, fixedSource([card()]), on),
    ).toThrow(/fuseNoSprint/);
    const once = layFuse(
      { charge: placed.charge, unitId: "U", figure: miner() },
      fixedSource([card({ move: 6 })]),
      on,
    ).charge;
    expect(setFuse(once).charge).toMatchObject({ stage: "fuseSet", fuseActivations: 1 });
  });

  it("OW-6.1.2 lit by an adjacent figure; it explodes when an Activation Card matches its command die", () => {
    const charge = setUpCharge("c1");
    const fuseEnd = { x: 0, y: 0 };
    expect(() => lightFuse(charge, { figure: miner(), at: at("m", 3, 0) }, fuseEnd, 4)).toThrow(/notAdjacent/);
    expect(adjacentTo(at("m", 0.5, 0), fuseEnd)).toBe(true);
    const lit = lightFuse(charge, { figure: miner(), at: at("m", 0.5, 0) }, fuseEnd, 4);
    expect(lit.charge).toMatchObject({ stage: "lit", die: 4 });
    expect(chargeOnActivationCard(lit.charge, { id: "3#1", kind: "3" }).blast).toBeNull();
    expect(chargeOnActivationCard(lit.charge, { id: "elite#1", kind: "elite" }).blast).toBeNull();
    const boom = chargeOnActivationCard(lit.charge, { id: "4#2", kind: "4" });
    expect(boom.charge.stage).toBe("exploded");
    expect(boom.blast).toEqual({ at: "charge", scatter: null, template: "medium" });
    expect(() => lightFuse(charge, { figure: miner(), at: at("m", 0.5, 0) }, fuseEnd, 7)).toThrow(/badDie/);
  });

  it("OW-6.1.3 a blasting machine takes an activation to connect; an adjacent figure pushes the plunger", () => {
    const wired = connectBlastingMachine(setUpCharge("c1"), miner());
    expect([wired.charge.stage, wired.cost?.activations]).toEqual(["wired", 1]);
    const machine = { x: 10, y: 10 };
    expect(() => pushPlunger(wired.charge, { figure: miner(), at: at("m", 0, 0) }, machine)).toThrow(/notAdjacent/);
    const boom = pushPlunger(wired.charge, { figure: miner(), at: at("m", 10.5, 10) }, machine);
    expect(boom.blast?.template).toBe("medium");
  });

  it("OW-6.1.4 a carrier wounded or incapacitated draws a card: a small explosion detonates his dynamite (medium template)", () => {
    const boom = carriedDynamiteCheck("U", miner(), fixedSource([card({ burst: { small: true } })]));
    expect(boom.detonates).toBe(true);
    expect(boom.blast).toEqual({ at: "carrier", scatter: null, template: "medium" });
    const safe = carriedDynamiteCheck("U", miner(), fixedSource([card({ burst: { small: false, stun: true } })]));
    expect([safe.detonates, safe.blast]).toEqual([false, null]);
    const carriers = dynamiteCarriersHurt(
      [
        { kind: "wound", unitId: "U", figureId: "m", wounds: 1 },
        { kind: "wound", unitId: "U", figureId: "g1", wounds: 1 },
      ],
      gang().figures.map((f) => ({ unitId: "U", figure: f })),
    );
    expect(carriers.map((c) => c.figure.id)).toEqual(["m"]);
  });

  it("OW-6.1.4 a sniper may fire at a charge: a hit turns another card, a medium explosion sets it off", () => {
    const sniper = figure("s", { sniper: true });
    const input = {
      unitId: "S",
      sniper,
      weapon: frontierWeapon("ow.rifle"),
      rangeInches: 10,
      charge: setUpCharge("c1"),
    };
    const boom = sniperFiresAtCharge(
      input,
      fixedSource([card({ hit: 6 }), card({ burst: { small: true, medium: true } })]),
      on,
    );
    expect(boom.detonates).toBe(true);
    expect(boom.blast?.template).toBe("medium");
    expect(boom.fire.cards[1]!.sections).toContain("burst");
    expect(boom.fire.effects.filter((e) => e.kind === "moraleMarkers")).toEqual([]);
    const dull = sniperFiresAtCharge(input, fixedSource([card({ hit: 6 }), card({ burst: { small: true } })]), on);
    expect([dull.detonates, dull.charge.stage]).toEqual([false, "fuseSet"]);
    const missed = sniperFiresAtCharge(input, fixedSource([card({ hit: 0 })]), on);
    expect([missed.detonates, missed.fire.cards.length]).toEqual([false, 1]);
    expect(() => sniperFiresAtCharge({ ...input, sniper: figure("x") }, fixedSource([]), on)).toThrow(/notSniper/);
  });
});

// Seed 000 OW-6.1.2: "Bundles can be placed to breach walls using the same rules as satchel charges."
describe("OW-6.1.2b breaching a wall or door", () => {
  it("OW-6.1.2b an exploded bundle breaches the wall or door: a gap as wide as its medium template (our default)", () => {
    const exploded: PlacedCharge = { ...setUpCharge("c1"), stage: "exploded" };
    const r = resolveBreach(exploded, { id: "wall-1", kind: "wall" }, on);
    expect([r.breached, r.gapInches, r.procedure]).toEqual([true, 4, "ow.breach"]);
    expect(resolveBreach(exploded, { id: "door-1", kind: "door" }, on).target).toEqual({ id: "door-1", kind: "door" });
    expect(() => resolveBreach(setUpCharge("c2"), { id: "wall-1", kind: "wall" }, on)).toThrow(/chargeStage/);
  });
});
