/** OW-6.1 the one stick/bundle split of a figure's dynamite (engine), as every caller uses it. */
import { describe, expect, it } from "vitest";
import { dynamiteKindEffects, dynamiteOfKind, splitDynamite, withDynamiteTotal } from "@rules/old-west/dynamite";
import type { Effect } from "@rules/model";
import { figure } from "../../helpers/figures";

describe("OW-6.1 dynamite by kind", () => {
  it("OW-6.1.1 a stick thrown comes off the sticks, a bundle off the bundles", () => {
    expect(splitDynamite({ sticks: 2, bundles: 1 }, 2, "stick")).toEqual({ sticks: 1, bundles: 1 });
    expect(splitDynamite({ sticks: 2, bundles: 1 }, 2, "bundle")).toEqual({ sticks: 2, bundles: 0 });
  });

  it("OW-6.1.1 out of dynamite for the rest of the game (0 left) empties both kinds", () => {
    expect(splitDynamite({ sticks: 3, bundles: 2 }, 0, "bundle")).toEqual({ sticks: 0, bundles: 0 });
  });

  it("OW-6.1 more used than the kind holds comes off the other kind; a gain goes to the kind named", () => {
    expect(splitDynamite({ sticks: 1, bundles: 2 }, 1)).toEqual({ sticks: 0, bundles: 1 });
    expect(splitDynamite({ sticks: 1, bundles: 0 }, 3, "bundle")).toEqual({ sticks: 1, bundles: 2 });
  });

  it("OW-6.1.1 the total flag on the thrower becomes the typed counts that change; other effects pass through", () => {
    const thrower = figure("t", { flags: { dynamiteSticks: 2, dynamiteBundles: 1 } });
    expect(withDynamiteTotal(thrower).flags?.dynamite).toBe(3);
    expect(dynamiteOfKind(thrower, "bundle")).toBe(1);
    const stun: Effect = { kind: "stun", unitId: "U", figureId: "x", stunned: true };
    const total: Effect = { kind: "flag", unitId: "U", figureId: "t", flag: "dynamite", value: 2 };
    expect(dynamiteKindEffects([stun, total], thrower, "bundle")).toEqual([
      stun,
      { kind: "flag", unitId: "U", figureId: "t", flag: "dynamiteBundles", value: 0 },
    ]);
    expect(dynamiteKindEffects([total], thrower, "stick")).toEqual([
      { kind: "flag", unitId: "U", figureId: "t", flag: "dynamiteSticks", value: 1 },
    ]);
  });
});
