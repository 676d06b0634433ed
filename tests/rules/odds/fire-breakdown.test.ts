/** CORE-5.2 the fire dialog's breakdown of each shooter's holes: Accuracy, range, shifts by name, their sum. */
import { describe, expect, it } from "vitest";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { planFire, type FireInput } from "@rules/procedures";
import type { WeaponProfile } from "@rules/model";
import { shooterBreakdown, volleyBreakdown } from "@rules/odds/fire-breakdown";
import { figure } from "../../helpers/figures";

const rifle: WeaponProfile = {
  id: "rifle",
  range: { short: 12, medium: 24, long: 48 },
  rof: { short: 2, medium: 1, long: 1 },
  reload: "normal",
  hth: 0,
};

describe("the fire dialog's breakdown of each shooter", () => {
  it("CORE-5.2 two riflemen at the same range need 3 and 2 holes: the wound shows by name, and every part adds up", () => {
    const input: FireInput = {
      unitId: "U",
      shooters: [
        { figure: figure("hurt", { wounds: 1 }), weapon: rifle, rangeInches: 10 },
        { figure: figure("fit"), weapon: rifle, rangeInches: 10 },
      ],
      target: { unitId: "T", figures: [{ figure: figure("t"), cover: "none" }], closeOrder: false },
    };
    const [hurt, fit] = volleyBreakdown(input);
    const d = PROCEDURE_DEFAULTS;
    expect(fit).toMatchObject({
      accuracy: "regular",
      accuracyHoles: d.accuracyBase.regular,
      band: "short",
      shifts: [],
    });
    expect(hurt!.shifts).toEqual([{ key: "wounded", shifts: d.shiftValue.wounded }]);
    expect([hurt!.needed, fit!.needed]).toEqual([3, 2]);
    for (const b of [hurt!, fit!])
      expect(b.needed).toBe(b.accuracyHoles + b.rangeHoles + b.shifts.reduce((n, s) => n + s.shifts, 0));
    // the same as the plan the engine fires with
    expect(planFire(input).shooters.map((p) => p.needed)).toEqual([3, 2]);
    expect(shooterBreakdown(input.shooters[0]!, false)).toEqual(hurt);
  });

  it("NAP-5.4.2 a close order target counts one band shorter: the band and the band it counts as", () => {
    const b = shooterBreakdown({ figure: figure("f"), weapon: rifle, rangeInches: 20 }, true);
    expect([b.band, b.effectiveBand, b.rangeHoles]).toEqual(["medium", "short", PROCEDURE_DEFAULTS.rangeShift.short]);
  });
});
