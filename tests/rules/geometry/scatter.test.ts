import { describe, expect, it } from "vitest";
import { SHELL_DEVIATION_MULTIPLIER, clockBearing, deviate, pt, scatterDisplacement } from "@rules/geometry";
import { rulesErrorOf } from "./fixtures";

const close = (p: { x: number; y: number }, x: number, y: number) => {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
};

describe("scatter arrow (CORE-9, NAP-7.3)", () => {
  it("CORE-9 12 o'clock is straight on along the line of fire, away from the firer", () => {
    close(scatterDisplacement({ clock: 12, inches: 3 }, 0), 3, 0);
    close(scatterDisplacement({ clock: 12, inches: 3 }, 90), 0, 3);
  });

  it("CORE-9 6 o'clock comes back toward the firer, 3 o'clock to his right, 9 to his left", () => {
    // firing along +x: the firer's right is +y (down the canvas)
    close(scatterDisplacement({ clock: 6, inches: 2 }, 0), -2, 0);
    close(scatterDisplacement({ clock: 3, inches: 2 }, 0), 0, 2);
    close(scatterDisplacement({ clock: 9, inches: 2 }, 0), 0, -2);
    // firing "up" the canvas (270°): right is +x
    close(scatterDisplacement({ clock: 3, inches: 2 }, 270), 2, 0);
  });

  it("CORE-9 each hour is 30° clockwise", () => {
    expect(clockBearing(1, 0)).toBe(30);
    expect(clockBearing(11, 0)).toBe(330);
    expect(clockBearing(12, 45)).toBe(45);
    close(scatterDisplacement({ clock: 2, inches: 4 }, 0), 4 * Math.cos(Math.PI / 3), 4 * Math.sin(Math.PI / 3));
  });

  it("NAP-7.3.3 a missed shell deviates 3 times the card's inches", () => {
    expect(SHELL_DEVIATION_MULTIPLIER).toBe(3);
    close(deviate(pt(10, 10), { clock: 12, inches: 2 }, 0, SHELL_DEVIATION_MULTIPLIER), 16, 10);
    // firing toward −x (180°): the firer's right is up the canvas (−y), 4 o'clock is right and a little back (+x)
    close(deviate(pt(10, 10), { clock: 4, inches: 1 }, 180), 10.5, 10 - Math.sqrt(3) / 2);
  });

  it("NAP-7.3 a bad clock or distance is refused (badScatter)", () => {
    expect(rulesErrorOf(() => scatterDisplacement({ clock: 13, inches: 2 }, 0)).key).toBe(
      "COMBAT_PATROL.Error.badScatter",
    );
    expect(rulesErrorOf(() => scatterDisplacement({ clock: 0, inches: 2 }, 0)).key).toBe(
      "COMBAT_PATROL.Error.badScatter",
    );
    expect(rulesErrorOf(() => scatterDisplacement({ clock: 3, inches: -1 }, 0)).key).toBe(
      "COMBAT_PATROL.Error.badScatter",
    );
  });
});
