import { describe, expect, it } from "vitest";
import { CLOCK_HOURS, clockBearing, clockOf, clockTurn, turnClock } from "@rules/geometry";
import { rulesErrorOf } from "./fixtures";

describe("directions as a clock face relative to a facing (CORE-2 scatter clock, CORE-9)", () => {
  it("CORE-9 a bearing reads as the hour of the clock seen from the facing: 12 straight on, 3 right, 6 behind, 9 left", () => {
    expect([0, 90, 180, 270].map((b) => clockOf(b, 0))).toEqual([12, 3, 6, 9]);
    // Facing down the screen (90°): straight up the screen is behind him, the right edge to his left.
    expect([90, 180, 270, 0].map((b) => clockOf(b, 90))).toEqual([12, 3, 6, 9]);
    expect(clockOf(-30, 0)).toBe(11);
    expect(clockOf(400, 10)).toBe(1);
  });

  it("CORE-9 a bearing between two hours reads as the nearer; half way, the later one clockwise", () => {
    expect(clockOf(44, 0)).toBe(1);
    expect(clockOf(45, 0)).toBe(2);
    expect(clockOf(14, 0)).toBe(12);
    expect(clockOf(15, 0)).toBe(1);
    expect(clockOf(344, 0)).toBe(11);
    expect(clockOf(345, 0)).toBe(12);
  });

  it("CORE-9 every hour read back from its own bearing, from any facing", () => {
    for (const facing of [0, 37, 90, 250.5])
      expect(CLOCK_HOURS.map((h) => clockOf(clockBearing(h, facing), facing))).toEqual(CLOCK_HOURS);
  });

  it("CORE-9 an hour as a turn off the facing: right positive, left negative, 6 o'clock a half turn", () => {
    expect(CLOCK_HOURS.map(clockTurn)).toEqual([30, 60, 90, 120, 150, 180, -150, -120, -90, -60, -30, 0]);
    expect([0, 30, 45, 90, -90, -60, 180, -180].map(turnClock)).toEqual([12, 1, 2, 3, 9, 10, 6, 6]);
  });

  it("CORE-9 no hour for a bearing that is no number, nor a bearing for an hour outside 1-12", () => {
    expect(rulesErrorOf(() => clockOf(Number.NaN, 0)).key).toBe("COMBAT_PATROL.Error.badAngle");
    expect(rulesErrorOf(() => clockOf(0, Number.POSITIVE_INFINITY)).key).toBe("COMBAT_PATROL.Error.badAngle");
    expect(rulesErrorOf(() => clockTurn(0)).key).toBe("COMBAT_PATROL.Error.badScatter");
    expect(rulesErrorOf(() => clockTurn(2.5)).key).toBe("COMBAT_PATROL.Error.badScatter");
  });
});
