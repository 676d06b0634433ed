import { describe, expect, it } from "vitest";
import { EXPLOSIVES, dynamiteTemplate, explosivesSchema } from "@rules/tables/explosives";
import { dynamiteWeapon } from "@rules/tables/dynamite";
import { frontierWeaponSchema } from "@rules/tables/frontier-weapons";
import { rangeBandAt } from "@rules/tables/common";

describe("OW-6 Dynamite (Hollywood) as data", () => {
  it("OW-6 the explosives table validates with its schema", () => {
    expect(explosivesSchema.safeParse(EXPLOSIVES).error).toBeUndefined();
  });

  it("OW-6a one stick uses the small HE template, a bundle the medium", () => {
    expect(dynamiteTemplate("stick")).toBe("small");
    expect(dynamiteTemplate("bundle")).toBe("medium");
  });

  it("OW-6a a thrown stick is the Table 1 row: 1 (HE) / 2 (HE) / 4 (HE), 1869, small template", () => {
    const stick = dynamiteWeapon("stick");
    expect(stick.id).toBe("ow.dynamite");
    expect(stick.range).toEqual({ short: 1, medium: 2, long: 4 });
    expect(stick.rof).toEqual({ short: 1, medium: 1, long: 1 });
    expect(stick.he).toBe("small");
    expect(stick.date).toBe(1869);
  });

  it("OW-6a a thrown bundle has the same ranges with the medium template and its own id", () => {
    const bundle = dynamiteWeapon("bundle");
    expect(bundle.id).toBe("ow.dynamite-bundle");
    expect(bundle.range).toEqual({ short: 1, medium: 2, long: 4 });
    expect(bundle.heBands).toEqual({ short: true, medium: true, long: true });
    expect(bundle.he).toBe("medium");
    expect(frontierWeaponSchema.safeParse(bundle).error).toBeUndefined();
  });

  it("OW-6.1.1 a throw of 3 inches is long range; beyond 4 inches it cannot be thrown", () => {
    expect(rangeBandAt(dynamiteWeapon("stick"), 3)).toBe("long");
    expect(rangeBandAt(dynamiteWeapon("bundle"), 4.5)).toBeNull();
  });

  it("OW-6.1.1 thrown dynamite takes one extra shift to the right", () => {
    expect(EXPLOSIVES.thrown.extraRightShifts).toBe(1);
  });

  it("OW-6.1.2 placing takes two activations, fuse laid at half speed for up to three activations", () => {
    expect(EXPLOSIVES.placed).toEqual({ activationsToPlace: 2, maxFuseActivations: 3, fuseLayingSpeedFactor: 0.5 });
  });

  it("OW-6.1.3 a blasting machine takes one activation to connect", () => {
    expect(EXPLOSIVES.blastingMachine.activationsToConnect).toBe(1);
  });

  it("OW-6.1.4 carried dynamite detonates on a small explosion with the medium template; a sniper's hit on a medium one", () => {
    expect(EXPLOSIVES.carried).toEqual({ detonatesOn: "small", template: "medium" });
    expect(EXPLOSIVES.sniperHit.detonatesOn).toBe("medium");
  });
});
