/**
 * NAP-7.3.2 canister and grape at troops: the swath and its bands, the automatic half of the
 * short band, grading by gun weight and the shifts for later units, cover and damage as small arms.
 */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import { checkCanisterBuildingTarget, resolveCanister } from "@rules/artillery";
import { artilleryPiece } from "@rules/tables/artillery";
import { card } from "../../helpers/cards";
import { NAP } from "../mounted/fixtures";
import { crewOf, gunUnit, laying, target } from "./fixtures";

describe("NAP-7.3.2 canister", () => {
  // 6# canister 24 / 36 / 72; swath 2" wide to 24, 4" to 36, 8" to 72; automatic zone 0-12.
  const canisterGun = () => laying({ unit: gunUnit(crewOf(6), { round: "canister" }) });
  const targets = [
    target("a1", "A", 10, 0),
    target("a2", "A", 20, 0.5),
    target("b1", "B", 30, 1.5),
    target("b2", "B", 50, 3),
    target("x", "X", 20, 5),
  ];

  it("NAP-7.3.2 first half of the short band hit automatically; 6# = Regular; later units +1 shift; cover and damage as small arms", () => {
    const source = fixedSource([
      card({ hit: 3 }), // aim: Regular + canister medium = 3
      card({ damage: "WOUND" }), // a1 automatic: effect card only
      card({ hit: 2 }),
      card({ cover: "ANY", damage: "INCAPACITATE" }), // a2 short: needs 2; hit; in the open cover does not save
      card({ hit: 3 }), // b1 medium + later unit: needs 4; miss
      card({ hit: 5 }),
      card({ damage: "INCAPACITATE" }), // b2 long + later unit: needs 5; hit
    ]);
    const r = resolveCanister(canisterGun(), targets, source, { rules: NAP });
    expect(r.grade).toBe("regular");
    expect(r.figures.map((f) => [f.figureId, f.band, f.automaticHit, f.needed, f.outcome])).toEqual([
      ["a1", "short", true, null, "wounded"],
      ["a2", "short", false, 2, "incapacitated"],
      ["b1", "medium", false, 4, "missed"],
      ["b2", "long", false, 5, "incapacitated"],
    ]);
    expect(r.effects).toEqual(
      expect.arrayContaining<Effect>([
        { kind: "moraleMarkers", unitId: "A", delta: 2 },
        { kind: "moraleMarkers", unitId: "B", delta: 1 },
      ]),
    );
    expect(source.remaining).toBe(0);
  });

  it("NAP-7.3.2 canister grade by gun weight: <6# Green, >12# Elite", () => {
    const small = resolveCanister(
      laying({
        unit: gunUnit(crewOf(6), { round: "canister" }),
        piece: artilleryPiece("nap.gun-under-6"),
        targetPoint: { x: 20, y: 0 },
      }),
      [target("a2", "A", 14, 0)],
      fixedSource([card({ hit: 6 }), card({ hit: 3 }), card()]),
      { rules: NAP },
    );
    expect(small.grade).toBe("green");
    expect(small.figures[0]).toMatchObject({ needed: 3 });
    const big = resolveCanister(
      laying({
        unit: gunUnit(crewOf(6), { round: "canister" }),
        shotWeight: 18,
        piece: artilleryPiece("nap.gun-over-12"),
      }),
      [target("a2", "A", 25, 0)],
      fixedSource([card({ hit: 6 }), card({ hit: 1 }), card()]),
      { rules: NAP },
    );
    expect(big.grade).toBe("elite");
    expect(big.figures[0]).toMatchObject({ needed: 1, outcome: "wounded" });
  });

  it('NAP-7.3.2 a missed aim deviates from the end of the medium band: 3" right moves the swath', () => {
    const source = fixedSource([
      card({ hit: 0 }),
      card({ scatter: { clock: 3, inches: 3 } }),
      card({ damage: "WOUND" }),
      card({ hit: 6 }),
      card(),
    ]);
    const r = resolveCanister(canisterGun(), [target("a1", "A", 10, 0), target("r", "R", 34, 3)], source, {
      rules: NAP,
    });
    expect(r.aim.impact.x).toBeCloseTo(36, 9);
    expect(r.aim.impact.y).toBeCloseTo(3, 9);
    expect(r.figures.map((f) => f.figureId)).toEqual(["a1", "r"]);
  });

  it("NAP-5.4.2 canister at close order counts one band shorter", () => {
    const r = resolveCanister(
      canisterGun(),
      [target("b1", "B", 30, 0, { closeOrder: true })],
      fixedSource([card({ hit: 6 }), card({ hit: 2 }), card()]),
      { rules: NAP },
    );
    expect(r.figures[0]).toMatchObject({ band: "medium", effectiveBand: "short", needed: 2 });
  });

  it("NAP-7.3.2.2 at a building canister only gives the troops inside small-arms cover; the target point on the first floor", () => {
    const r = resolveCanister(
      canisterGun(),
      [target("h", "H", 20, 0, { cover: "hard" })],
      fixedSource([card({ hit: 6 }), card({ hit: 6 }), card({ cover: "HARD", damage: "INCAPACITATE" })]),
      { rules: NAP },
    );
    expect(r.figures[0]!.outcome).toBe("saved");
    expect(() => checkCanisterBuildingTarget(2)).toThrow(/canisterFirstFloor/);
    expect(() => checkCanisterBuildingTarget(1)).not.toThrow();
  });
});
