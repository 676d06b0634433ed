/**
 * NAP-5.3 a close order figure's token is not moved through a door or window: the opening the move crosses, the
 * engine's refusal.
 */
import { describe, expect, it } from "vitest";
import { RulesError } from "@rules/errors";
import { checkCloseOrderOpening } from "@rules/napoleonic/close-order-opening";
import { nearestWall, openingCrossed, segmentsCross, type WallSegment } from "@foundry/canvas/openings-path";

// A house wall along x = 500 (pixels): a plain stretch, a door, a window.
const WALLS: WallSegment[] = [
  { a: { x: 500, y: 0 }, b: { x: 500, y: 100 }, opening: null },
  { a: { x: 500, y: 100 }, b: { x: 500, y: 200 }, opening: "door" },
  { a: { x: 500, y: 300 }, b: { x: 500, y: 400 }, opening: "window" },
];

describe("close order through openings (NAP-5.3)", () => {
  it("NAP-5.3 a move across the door, across the window, past the wall's end, and along it", () => {
    expect(openingCrossed({ x: 400, y: 150 }, { x: 600, y: 150 }, WALLS)).toBe("door");
    expect(openingCrossed({ x: 400, y: 350 }, { x: 600, y: 380 }, WALLS)).toBe("window");
    // Through the plain stretch: no opening (the wall itself blocks the move in Foundry).
    expect(openingCrossed({ x: 400, y: 50 }, { x: 600, y: 50 }, WALLS)).toBeNull();
    // Stopping short of the door.
    expect(openingCrossed({ x: 400, y: 150 }, { x: 499, y: 150 }, WALLS)).toBeNull();
    // Between the door and the window (y 200 to 300 is open ground).
    expect(openingCrossed({ x: 400, y: 250 }, { x: 600, y: 250 }, WALLS)).toBeNull();
    expect(segmentsCross({ x: 500, y: 0 }, { x: 500, y: 50 }, { x: 500, y: 100 }, { x: 500, y: 200 })).toBe(false);
  });

  it("NAP-5.3 the engine refuses a close order unit at a door, lets it pass in open order or where there is no opening", () => {
    expect(() => checkCloseOrderOpening("Fusiliers", true, "door")).toThrow(RulesError);
    try {
      checkCloseOrderOpening("Fusiliers", true, "window");
    } catch (error) {
      expect(error).toBeInstanceOf(RulesError);
      expect((error as RulesError).localizationKey).toBe("COMBAT_PATROL.Error.closeOrderOpening");
    }
    expect(() => checkCloseOrderOpening("Fusiliers", false, "door")).not.toThrow();
    expect(() => checkCloseOrderOpening("Fusiliers", true, null)).not.toThrow();
  });

  it("NAP-8.1 the breached door that opens is the door nearest the engineers, within reach", () => {
    const doors = [
      { a: { x: 500, y: 100 }, b: { x: 500, y: 200 } },
      { a: { x: 900, y: 100 }, b: { x: 900, y: 200 } },
    ];
    // An engineer 40 px from the first door (reach 200 px = 2" at 100 px per inch).
    expect(nearestWall([{ x: 460, y: 150 }], doors, 200)).toBe(0);
    expect(
      nearestWall(
        [
          { x: 460, y: 150 },
          { x: 880, y: 150 },
        ],
        doors,
        200,
      ),
    ).toBe(1);
    expect(nearestWall([{ x: 100, y: 150 }], doors, 200)).toBeNull();
  });
});
