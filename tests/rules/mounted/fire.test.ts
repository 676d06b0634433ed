import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import { mayFireMoving, mountedTargetHooks, saddleShifts, whichHit, MOUNTED_DEFAULTS } from "@rules/mounted";
import { planShot, resolveFire, type FireInput } from "@rules/procedures/fire";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { napoleonicFireHooks } from "@rules/napoleonic";
import { card } from "../../helpers/cards";
import { NAP, OW, fig, rider, rulesFor } from "./fixtures";

const carbine = napoleonicWeapon("nap.carbine");
const musket = napoleonicWeapon("nap.musket");

describe("NAP-6.2.2 / OW-7.1f firing from the saddle", () => {
  it("OW-7.1f pistols may fire moving; rifles and carbines may not", () => {
    expect(mayFireMoving(rider("r"), "pistol", { rules: OW })).toBe(true);
    expect(mayFireMoving(rider("r"), "carbine", { rules: OW })).toBe(false);
    expect(mayFireMoving(rider("r"), "rifle", { rules: OW })).toBe(false);
    expect(() => saddleShifts({ figure: rider("r"), weaponKind: "rifle", moving: true }, { rules: OW })).toThrow(
      /cannotFireMoving/,
    );
  });

  it("OW-7.1.1 Horsemanship: moving fire with pistols, carbines or bows, no saddle shift, the moving penalty (two of the three shifts) stays", () => {
    const rules = rulesFor("old-west", { horsemanship: true });
    const r = rider("r", { horsemanship: true });
    expect(mayFireMoving(r, "carbine", { rules })).toBe(true);
    expect(mayFireMoving(r, "bow", { rules })).toBe(true);
    expect(mayFireMoving(r, "rifle", { rules })).toBe(false);
    const shifts = saddleShifts({ figure: r, weaponKind: "carbine", moving: true }, { rules });
    expect(shifts).toMatchObject({ moved: true, saddle: true });
    const plan = planShot({ figure: r, weapon: carbine, rangeInches: 3, shifts }, false, { rules });
    expect(plan.shifts).toEqual([
      { key: "moved", shifts: 1 },
      { key: "mountedMoving", shifts: 1 },
    ]);
    // the GM option off: the ability does nothing
    expect(mayFireMoving(r, "carbine", { rules: OW })).toBe(false);
  });

  it("NAP-6.2.2 NAP mounted figures may fire any weapon moving", () => {
    expect(mayFireMoving(rider("r"), "carbine", { rules: NAP })).toBe(true);
    expect(mayFireMoving(rider("r"), "musket", { rules: NAP })).toBe(true);
  });

  it("NAP-6.2.2 firing from the saddle is one extra right shift; mounted moving fire totals three shifts", () => {
    const standing = planShot(
      {
        figure: rider("r"),
        weapon: carbine,
        rangeInches: 3,
        shifts: saddleShifts({ figure: rider("r"), weaponKind: "carbine", moving: false }, { rules: NAP }),
      },
      false,
      { rules: NAP },
    );
    expect(standing.needed).toBe(2 + 0 + 1);
    const moving = planShot(
      {
        figure: rider("r"),
        weapon: carbine,
        rangeInches: 3,
        shifts: saddleShifts({ figure: rider("r"), weaponKind: "carbine", moving: true }, { rules: NAP }),
      },
      false,
      { rules: NAP },
    );
    expect(moving.shifts.reduce((s, x) => s + x.shifts, 0)).toBe(3);
    expect(moving.needed).toBe(2 + 0 + 3);
    expect(moving.shots).toBe(1);
  });

  it("NAP-6.2.2 mounted moving fire keeps its rate of fire and takes a single out of ammunition marker", () => {
    const twoShot = { ...carbine, id: "test.two-shot", rof: { short: 2, medium: 1, long: 1 } };
    const shifts = saddleShifts({ figure: rider("r"), weaponKind: "carbine", moving: true }, { rules: NAP });
    const input: FireInput = {
      unitId: "S",
      shooters: [{ figure: rider("r"), weapon: twoShot, rangeInches: 3, shifts }],
      target: { unitId: "T", figures: [{ figure: fig("t"), cover: "none" }], closeOrder: false },
    };
    const r = resolveFire(input, fixedSource([card({ hit: 1 }), card({ hit: 2 })]), {
      rules: NAP,
      hooks: napoleonicFireHooks(),
    });
    expect(r.shots).toHaveLength(2);
    expect(r.outOfAmmo).toEqual([{ figureId: "r", markers: 1, ended: false }]);
  });

  it("NAP-6.2.2 the close order band rule applies to close order mounted targets", () => {
    const plan = planShot({ figure: fig("s"), weapon: musket, rangeInches: 8 }, true, { rules: NAP });
    expect(plan.band).toBe("medium");
    expect(plan.effectiveBand).toBe("short");
  });
});

describe("OW-7.1g / NAP-6.2.2 shooting at a mounted figure (7.10.2)", () => {
  const input = (target = rider("t")): FireInput => ({
    unitId: "S",
    shooters: [{ figure: fig("s"), weapon: musket, rangeInches: 3 }],
    target: { unitId: "T", figures: [{ figure: target, cover: "none" }], closeOrder: false },
  });

  it("OW-7.1g d10 8-10: the man is hit and takes the hit card's damage", () => {
    const source = fixedSource([card({ hit: 6 }), card({ damage: "WOUND" }), card({ d10: 8 })]);
    const r = resolveFire(input(), source, { rules: OW, hooks: mountedTargetHooks({ rules: OW }) });
    expect(r.hits[0]).toMatchObject({ outcome: "wounded", note: "COMBAT_PATROL.Mounted.manHit" });
    expect(r.effects).toContainEqual<Effect>({ kind: "wound", unitId: "T", figureId: "t", wounds: 1 });
    expect(r.cards.map((c) => c.sections[0])).toEqual(["hit", "randomizer", "d10"]);
  });

  it("OW-7.1g d10 1-7: the horse is hit and removed; no medium burst = the rider dismounts safely", () => {
    const source = fixedSource([
      card({ hit: 6 }),
      card({ damage: "INCAPACITATE" }),
      card({ d10: 7 }),
      card({ burst: { small: true } }),
    ]);
    const r = resolveFire(input(), source, { rules: OW, hooks: mountedTargetHooks({ rules: OW }) });
    expect(r.hits[0]).toMatchObject({ outcome: "none", note: "COMBAT_PATROL.Mounted.horseHitDismounted" });
    expect(r.effects).toEqual<Effect[]>([
      { kind: "mounted", unitId: "T", figureId: "t", mounted: false },
      { kind: "moraleMarkers", unitId: "T", delta: 1 },
    ]);
  });

  it("NAP-6.2.2 a medium burst throws the rider: another card says wounded or incapacitated", () => {
    const source = fixedSource([
      card({ hit: 6 }),
      card({ damage: "WOUND" }),
      card({ d10: 1 }),
      card({ burst: { small: true, medium: true } }),
      card({ damage: "INCAPACITATE" }),
    ]);
    const r = resolveFire(input(), source, { rules: NAP, hooks: mountedTargetHooks({ rules: NAP }) });
    expect(r.hits[0]).toMatchObject({ outcome: "incapacitated", note: "COMBAT_PATROL.Mounted.thrownInjured" });
    expect(r.effects).toContainEqual<Effect>({ kind: "incapacitate", unitId: "T", figureId: "t" });
    expect(r.cards.map((c) => c.sections[0])).toEqual(["hit", "randomizer", "d10", "burst", "damage"]);
  });

  it("OW-7.1.1 Horsemanship: a thrown rider is not injured (no injury card)", () => {
    const rules = rulesFor("old-west", { horsemanship: true });
    const source = fixedSource([
      card({ hit: 6 }),
      card(),
      card({ d10: 2 }),
      card({ burst: { medium: true } }),
      card({ damage: "INCAPACITATE" }),
    ]);
    const r = resolveFire(input(rider("t", { horsemanship: true })), source, {
      rules,
      hooks: mountedTargetHooks({ rules }),
    });
    expect(r.hits[0]).toMatchObject({ outcome: "none", note: "COMBAT_PATROL.Mounted.thrownUnhurt" });
    expect(source.used).toBe(4);
  });

  it("OW-7.1g with the optional rule off, a mounted figure takes the base damage (no d10 card)", () => {
    const rules = rulesFor("old-west", { mountedTargets: false });
    const source = fixedSource([card({ hit: 6 }), card({ damage: "INCAPACITATE" })]);
    const r = resolveFire(input(), source, { rules, hooks: mountedTargetHooks({ rules }) });
    expect(r.hits[0]!.outcome).toBe("incapacitated");
    expect(source.used).toBe(2);
  });

  it("OW-7.1g d10 1-7 horse, 8-10 man", () => {
    expect([1, 7, 8, 10].map((d) => whichHit(d, MOUNTED_DEFAULTS))).toEqual(["horse", "horse", "man", "man"]);
  });
});
