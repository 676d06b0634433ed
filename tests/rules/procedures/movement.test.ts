import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import { movementAllowance, pathCost, resolveMovement } from "@rules/procedures/movement";
import { card } from "../../helpers/cards";
import { figure } from "./fixtures";

describe("CORE-10 / CORE-8 movement", () => {
  it("CORE-10 foot moves one card", () => {
    const source = fixedSource([card({ move: 7 }), card({ move: 9 })]);
    const r = resolveMovement({ unitId: "A", figure: figure("f") }, source);
    expect(r.inches).toBe(7);
    expect(source.used).toBe(1);
    expect(r.effects).toEqual([]);
    expect(r.cards[0]).toMatchObject({ sections: ["move"], shows: "move=7" });
  });

  it("CORE-10 mounted moves two cards; gallop one more and stunned at the end", () => {
    const rider = figure("r", { mounted: true });
    expect(
      resolveMovement({ unitId: "A", figure: rider }, fixedSource([card({ move: 5 }), card({ move: 8 })])).inches,
    ).toBe(13);
    const gallop = resolveMovement(
      { unitId: "A", figure: rider, mode: "sprint" },
      fixedSource([card({ move: 5 }), card({ move: 8 }), card({ move: 3 })]),
    );
    expect(gallop.inches).toBe(16);
    expect(gallop.stunnedAtEnd).toBe(true);
    expect(gallop.effects).toEqual([{ kind: "stun", unitId: "A", figureId: "r", stunned: true }]);
  });

  it("CORE-10 sprinting: two cards on foot, refused when the optional rule is off", () => {
    expect(
      resolveMovement(
        { unitId: "A", figure: figure("f"), mode: "sprint" },
        fixedSource([card({ move: 4 }), card({ move: 6 })]),
      ).inches,
    ).toBe(10);
    const off = { rules: { ...DEFAULT_OPTIONS, optional: { ...DEFAULT_OPTIONS.optional, sprinting: false } } };
    expect(() => resolveMovement({ unitId: "A", figure: figure("f"), mode: "sprint" }, fixedSource([]), off)).toThrow(
      /sprintingOff/,
    );
  });

  it("CORE-8 a wounded figure moves at half speed; a supplement may say not halved", () => {
    const hurt = figure("w", { wounds: 1 });
    expect(resolveMovement({ unitId: "A", figure: hurt }, fixedSource([card({ move: 7 })])).inches).toBe(3.5);
    const rider = figure("wr", { wounds: 1, mounted: true });
    expect(
      resolveMovement(
        { unitId: "A", figure: rider, woundedHalved: false },
        fixedSource([card({ move: 7 }), card({ move: 3 })]),
      ).inches,
    ).toBe(10);
  });

  it("CORE-8 terrain multipliers: half and quarter, combined with the wound", () => {
    expect(movementAllowance({ cardInches: [8], wounded: false, terrainFactor: 0.25 }).inches).toBe(2);
    expect(movementAllowance({ cardInches: [8], wounded: true, terrainFactor: 0.5 })).toEqual({
      inches: 2,
      factor: 0.25,
    });
    expect(movementAllowance({ cardInches: [6], wounded: false, bonusInches: 4 }).inches).toBe(10);
    expect(() => movementAllowance({ cardInches: [6], wounded: false, terrainFactor: 0 })).toThrow(/badTerrainFactor/);
    expect(
      pathCost([
        { inches: 2, terrainFactor: 1 },
        { inches: 1, terrainFactor: 0.5 },
        { inches: 1, terrainFactor: 0.25 },
      ]),
    ).toBe(8);
  });
});
