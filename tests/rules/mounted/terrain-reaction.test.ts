import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  footMayReactToClose,
  mountedLinearObstaclePenalty,
  prorateCounterCharge,
  resolveMountedBog,
  resolveMountedReaction,
} from "@rules/mounted";
import { card } from "../../helpers/cards";
import { NAP, OW, fig, rider } from "./fixtures";

const riders = ["a", "b", "c", "d"].map((id) => rider(id));

describe("NAP-6.1.2 / OW-7.1b mounted terrain and bog checks", () => {
  it("NAP-6.1.2 no distance penalty for linear obstacles", () => {
    expect(mountedLinearObstaclePenalty()).toBe(0);
  });

  it("NAP-6.1.2 woods: a bog result stops the unit half way through its movement in the woods", () => {
    const r = resolveMountedBog(
      { unitId: "U", place: "woods", terrainGrade: "regular", figures: riders, inchesInWoods: 7 },
      fixedSource([card({ bog: { regular: true } })]),
    );
    expect(r.bogged).toBe(true);
    expect(r.stopAfterInchesInWoods).toBe(3.5);
    expect(r.cards[0]!.sections).toEqual(["bog"]);
  });

  it("NAP-6.1.2 the bog column is the terrain's grade (clear in Green, bogged in Elite on the same card)", () => {
    const c = card({ bog: { green: false, elite: true } });
    expect(
      resolveMountedBog(
        { unitId: "U", place: "woods", terrainGrade: "green", figures: riders, inchesInWoods: 4 },
        fixedSource([c]),
      ).bogged,
    ).toBe(false);
    expect(
      resolveMountedBog(
        { unitId: "U", place: "woods", terrainGrade: "elite", figures: riders, inchesInWoods: 4 },
        fixedSource([c]),
      ).bogged,
    ).toBe(true);
  });

  it("OW-7.1b linear obstacle: a second card's randomizer picks the figure stuck over the obstacle (wrapping)", () => {
    const source = fixedSource([card({ bog: { regular: true } }), card({ randomizer: 6 })]);
    const r = resolveMountedBog(
      { unitId: "U", place: "linear-obstacle", terrainGrade: "regular", figures: riders },
      source,
    );
    expect(r.stuckFigureId).toBe("b"); // 6 over 4 figures: a b c d a [b]
    expect(r.stunned).toBe(false);
    expect(r.effects).toEqual([{ kind: "flag", unitId: "U", figureId: "b", flag: "stuckOverObstacle", value: true }]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["bog", "randomizer"]);
  });

  it("NAP-6.1.2 the stuck figure is stunned when the unit ended its move just over the obstacle", () => {
    const source = fixedSource([card({ bog: { regular: true } }), card({ randomizer: 3 })]);
    const r = resolveMountedBog(
      { unitId: "U", place: "linear-obstacle", terrainGrade: "regular", figures: riders, endsJustOverObstacle: true },
      source,
    );
    expect(r.stuckFigureId).toBe("c");
    expect(r.effects).toContainEqual({ kind: "stun", unitId: "U", figureId: "c", stunned: true });
  });

  it("NAP-6.1.2 a clear check draws no second card", () => {
    const source = fixedSource([card(), card({ randomizer: 3 })]);
    const r = resolveMountedBog(
      { unitId: "U", place: "linear-obstacle", terrainGrade: "regular", figures: riders },
      source,
    );
    expect(r.bogged).toBe(false);
    expect(source.used).toBe(1);
  });
});

describe("NAP-6.2.1.2 / OW-7.1c counter-charge reaction", () => {
  it("OW-7.1c a passed Reaction check gives one movement card", () => {
    const source = fixedSource([card({ reaction: 3 }), card({ move: 7 }), card({ move: 9 })]);
    const r = resolveMountedReaction({ unitId: "U", kind: "counter-charge", figures: riders, reaction: 3 }, source, {
      rules: NAP,
    });
    expect(r.passed).toBe(true);
    expect(r.inches).toBe(7);
    expect(source.used).toBe(2);
  });

  it("NAP-6.2.1.2 a failed check draws no movement card", () => {
    const source = fixedSource([card({ reaction: 4 }), card({ move: 7 })]);
    const r = resolveMountedReaction({ unitId: "U", kind: "counter-charge", figures: riders, reaction: 3 }, source);
    expect(r.passed).toBe(false);
    expect(r.inches).toBe(0);
    expect(source.used).toBe(1);
  });

  it("NAP-6.2.1.2 only mounted figures counter-charge", () => {
    expect(() =>
      resolveMountedReaction(
        { unitId: "U", kind: "counter-charge", figures: [fig("f")], reaction: 3 },
        fixedSource([card()]),
      ),
    ).toThrow(/notMounted/);
  });

  it("NAP-6.2.1.2 counter-charge movement is prorated with the charger's to find the contact point", () => {
    expect(prorateCounterCharge(9, 8, 4)).toEqual({ contact: true, chargerInches: 6, counterInches: 3 });
    expect(prorateCounterCharge(20, 8, 4)).toEqual({ contact: false, chargerInches: 8, counterInches: 4 });
  });

  it("NAP-6.2.1.2 foot may not react to close with moving mounted figures, but may with stationary ones", () => {
    expect(footMayReactToClose(true)).toBe(false);
    expect(footMayReactToClose(false)).toBe(true);
  });
});

// Seed 000 OW-7.1: "Mounted units must make a bog check when crossing fences, hedges, ditches,
// etc." and the counter-charge reaction; "The full Combat Patrol™ rules for cavalry units can be
// found in the Horse and Musket: Napoleonic Supplement."
describe("OW-7.1b / OW-7.1c mounted bog and reaction in both eras", () => {
  it.each([
    ["napoleonic", NAP],
    ["old-west", OW],
  ] as const)("OW-7.1b / NAP-6.1.2 the mounted bog check resolves the same in the %s era", (_era, rules) => {
    const r = resolveMountedBog(
      { unitId: "U", place: "linear-obstacle", terrainGrade: "regular", figures: riders, endsJustOverObstacle: true },
      fixedSource([card({ bog: { regular: true } }), card({ randomizer: 2 })]),
      { rules },
    );
    expect([r.bogged, r.stuckFigureId, r.stunned]).toEqual([true, "b", true]);
    const woods = resolveMountedBog(
      { unitId: "U", place: "woods", terrainGrade: "regular", figures: riders, inchesInWoods: 6 },
      fixedSource([card({ bog: { regular: true } })]),
      { rules },
    );
    expect(woods.stopAfterInchesInWoods).toBe(3);
  });

  it.each([
    ["napoleonic", NAP],
    ["old-west", OW],
  ] as const)("OW-7.1c / NAP-6.2.1.2 the counter-charge reaction resolves the same in the %s era", (_era, rules) => {
    const r = resolveMountedReaction(
      { unitId: "U", kind: "counter-charge", figures: riders, reaction: 3 },
      fixedSource([card({ reaction: 2 }), card({ move: 8 })]),
      { rules },
    );
    expect([r.passed, r.inches]).toEqual([true, 8]);
  });
});
