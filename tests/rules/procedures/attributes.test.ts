import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { applyDamage, resolveDamage } from "@rules/procedures/damage";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { planShot } from "@rules/procedures/fire";
import { reactionValue } from "@rules/procedures/reaction";
import { card } from "../../helpers/cards";
import { figure, rifle } from "./fixtures";

describe("CORE-4 attributes and our default numbers as data", () => {
  it("CORE-4 Accuracy grades give the holes base 1/2/3; overriding the data changes the result", () => {
    const at = (accuracy: "elite" | "regular" | "green") =>
      planShot({ figure: figure("s", { accuracy }), weapon: rifle, rangeInches: 5 }, false).needed;
    expect([at("elite"), at("regular"), at("green")]).toEqual([1, 2, 3]);
    const data = {
      ...PROCEDURE_DEFAULTS,
      accuracyBase: { elite: 2, regular: 3, green: 4 },
      shiftValue: { ...PROCEDURE_DEFAULTS.shiftValue, moved: 2 },
    };
    expect(
      planShot({ figure: figure("s"), weapon: rifle, rangeInches: 5, shifts: { moved: true } }, false, { data }).needed,
    ).toBe(5);
    expect(
      reactionValue("green", { data: { ...PROCEDURE_DEFAULTS, reactionByGrade: { elite: 5, regular: 4, green: 3 } } }),
    ).toBe(3);
  });

  it("CORE-4 Endurance is a number: a hero with Endurance 6 (OW-4e) falls at the sixth wound", () => {
    const hero = figure("h", { hero: true, endurance: 6, wounds: 4 });
    expect(applyDamage("A", hero, "WOUND").outcome).toBe("wounded");
    expect(applyDamage("A", hero, "WOUND", 5).outcome).toBe("incapacitated");
    expect(applyDamage("A", hero, "INCAPACITATE").effects).toEqual([
      { kind: "incapacitate", unitId: "A", figureId: "h" },
    ]);
  });

  it("CORE-5.6 a damage card: WOUND on a figure with Endurance 1 incapacitates (wound and incapacitate effects)", () => {
    const r = resolveDamage(
      { unitId: "A", figure: figure("f", { endurance: 1 }), reason: "melee.loser" },
      fixedSource([card({ damage: "WOUND" })]),
    );
    expect(r.outcome).toBe("incapacitated");
    expect(r.effects).toEqual([
      { kind: "wound", unitId: "A", figureId: "f", wounds: 1 },
      { kind: "incapacitate", unitId: "A", figureId: "f" },
    ]);
    expect(r.cards).toEqual([
      { serial: r.cards[0]!.serial, reason: "melee.loser", sections: ["damage"], shows: "damage=WOUND" },
    ]);
    expect(() => resolveDamage({ unitId: "A", figure: figure("x", { incapacitated: true }) }, fixedSource([]))).toThrow(
      /figureIncapacitated/,
    );
  });
});
