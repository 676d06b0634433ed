import { describe, expect, it } from "vitest";
import type { Effect } from "@rules/model";
import { applyEffects, isWounded, standingFigures } from "@rules/procedures/states";
import { figure, unit } from "./fixtures";

describe("CORE-8 states", () => {
  const units = [
    unit("A", [figure("a1"), figure("a2", { outOfAmmo: 1 })], { moraleMarkers: 2 }),
    unit("B", [figure("b1")]),
  ];

  it("CORE-8 wounds, incapacitation, stun, pin, out-of-ammo and morale markers, out of command, flags", () => {
    const effects: Effect[] = [
      { kind: "wound", unitId: "A", figureId: "a1", wounds: 1 },
      { kind: "stun", unitId: "A", figureId: "a1", stunned: true },
      { kind: "pin", unitId: "A", figureId: "a2", pinned: true },
      { kind: "outOfAmmo", unitId: "A", figureId: "a2", delta: -3 },
      { kind: "moraleMarkers", unitId: "A", delta: 3 },
      { kind: "incapacitate", unitId: "B", figureId: "b1" },
      { kind: "outOfCommand", unitId: "B", outOfCommand: true },
      { kind: "flag", unitId: "B", figureId: null, flag: "stampeding", value: true },
      { kind: "move", unitId: "A", figureId: "a1", inches: 2, direction: "recoil" },
    ];
    const [a, b] = applyEffects(units, effects);
    expect(a!.figures[0]).toMatchObject({ wounds: 1, stunned: true });
    expect(isWounded(a!.figures[0]!)).toBe(true);
    expect(a!.figures[1]).toMatchObject({ pinned: true, outOfAmmo: 0 });
    expect(a!.moraleMarkers).toBe(5);
    expect(b!.figures[0]!.incapacitated).toBe(true);
    expect(standingFigures(b!)).toEqual([]);
    expect(b!).toMatchObject({ outOfCommand: true, flags: { stampeding: true } });
    expect(units[0]!.moraleMarkers).toBe(2);
    expect(applyEffects([a!], [{ kind: "clearMoraleMarkers", unitId: "A" }])[0]!.moraleMarkers).toBe(0);
  });

  it("CORE-8 / OW-9.3e setWounds sets a figure's wounds (healing to 0 included); a bad count is refused and nothing changes", () => {
    const hurt = [unit("A", [figure("a1", { wounds: 2, endurance: 3 })])];
    expect(
      applyEffects(hurt, [{ kind: "setWounds", unitId: "A", figureId: "a1", wounds: 0 }])[0]!.figures[0],
    ).toMatchObject({ wounds: 0, incapacitated: false });
    const [a] = applyEffects(hurt, [
      { kind: "wound", unitId: "A", figureId: "a1", wounds: 1 },
      { kind: "setWounds", unitId: "A", figureId: "a1", wounds: 1 },
    ]);
    expect(a!.figures[0]!.wounds).toBe(1);
    expect(isWounded(a!.figures[0]!)).toBe(true);
    for (const wounds of [-1, 1.5, Number.NaN]) {
      expect(() => applyEffects(hurt, [{ kind: "setWounds", unitId: "A", figureId: "a1", wounds }])).toThrow(
        /badWounds/,
      );
    }
    expect(() => applyEffects(hurt, [{ kind: "setWounds", unitId: "A", figureId: "zz", wounds: 0 }])).toThrow(
      /unknownFigure/,
    );
    expect(hurt[0]!.figures[0]!.wounds).toBe(2);
  });

  it("CORE-8 an unknown unit or figure is refused", () => {
    expect(() => applyEffects(units, [{ kind: "stun", unitId: "Z", figureId: "a1", stunned: true }])).toThrow(
      /unknownUnit/,
    );
    expect(() => applyEffects(units, [{ kind: "stun", unitId: "A", figureId: "zz", stunned: true }])).toThrow(
      /unknownFigure/,
    );
  });
});
