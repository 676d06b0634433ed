import { describe, expect, it } from "vitest";
import { CANISTER_WIDTHS, canisterSwath, canisterTargets, pt } from "@rules/geometry";
import { fig, ids, rulesErrorOf } from "./fixtures";

// 6# gun canister ranges (Table 3): short 24, medium 36, long 72.
const SIX_POUNDER = { short: 24, medium: 36, long: 72 };

describe("canister swath (NAP-7.3.2)", () => {
  // Seed 002, Figure 8: "three rectangles with increasing widths, 2, 4, and 8 inches from the centerline".
  it("NAP-7.3.2 three rectangles reaching 2, 4 and 8 inches each side of the centerline over the short, medium and long bands", () => {
    expect(CANISTER_WIDTHS).toEqual([2, 4, 8]);
    const swath = canisterSwath({ muzzle: pt(0, 0), lineOfFire: 0, ranges: SIX_POUNDER });
    expect(swath.bands.map((b) => [b.band, b.from, b.to, b.halfWidth, b.width])).toEqual([
      ["short", 0, 24, 2, 4],
      ["medium", 24, 36, 4, 8],
      ["long", 36, 72, 8, 16],
    ]);
    const ys = (i: number) => swath.bands[i]!.area.vertices.map((v) => v.y).sort((a, b) => a - b);
    expect(ys(0)).toEqual([-2, -2, 2, 2]);
    expect(ys(2)).toEqual([-8, -8, 8, 8]);
    expect(swath.reference).toEqual(pt(36, 0));
    expect(swath.impact).toEqual(pt(36, 0));
  });

  it("NAP-7.3.2 figures inside, on the boundary and outside each rectangle, nearest first", () => {
    const swath = canisterSwath({ muzzle: pt(0, 0), lineOfFire: 0, ranges: SIX_POUNDER });
    const figures = [
      fig("k", 72.4, 0), // base edge at 71.9: long
      fig("j", 72.6, 0), // past the long band
      fig("a", 5, 0),
      fig("c", 13, 0), // edge at 12.5: past the first half of short
      fig("b", 12.4, 0), // edge at 11.9: first half of short
      fig("d", 20, 2.5), // edge exactly on the short rectangle's side, 2" from the centerline
      fig("e", 20, 2.6), // 0.1 outside it
      fig("f", 30, 4.4), // medium: 4" each side
      fig("g", 30, 4.6), // outside medium
      fig("h", 50, 8.4), // long: 8" each side
      fig("i", 50, 8.6), // outside long
      fig("l", -1, 0), // behind the muzzle
      fig("m", 23.8, 2.6), // clear of the short rectangle, its base reaches into the medium one
    ];
    const targets = canisterTargets(swath, figures);
    expect(ids(targets.map((t) => t.figure))).toEqual(["a", "b", "c", "d", "m", "f", "h", "k"]);
    expect(Object.fromEntries(targets.map((t) => [t.figure.id, t.band]))).toEqual({
      a: "short",
      b: "short",
      c: "short",
      d: "short",
      m: "medium",
      f: "medium",
      h: "long",
      k: "long",
    });
    expect(targets.filter((t) => t.automaticHit).map((t) => t.figure.id)).toEqual(["a", "b"]);
  });

  it("NAP-7.3.2 deviation is measured from the end of the medium band and swings the centre line", () => {
    // 3 o'clock 2": from (36,0) to (36,2); the swath now runs from the muzzle through (36,2)
    const swath = canisterSwath({
      muzzle: pt(0, 0),
      lineOfFire: 0,
      ranges: SIX_POUNDER,
      deviation: { clock: 3, inches: 2 },
    });
    expect(swath.reference).toEqual(pt(36, 0));
    expect(swath.impact.x).toBeCloseTo(36, 9);
    expect(swath.impact.y).toBeCloseTo(2, 9);
    expect(swath.bearing).toBeCloseTo((Math.atan2(2, 36) * 180) / Math.PI, 9);
    // centre line at x=60 is y≈3.33; the long band reaches 8" each side
    const figures = [fig("swung-in", 60, 11.5), fig("swung-out", 60, -7.8)];
    expect(ids(canisterTargets(swath, figures).map((t) => t.figure))).toEqual(["swung-in"]);
    const straight = canisterSwath({ muzzle: pt(0, 0), lineOfFire: 0, ranges: SIX_POUNDER });
    expect(ids(canisterTargets(straight, figures).map((t) => t.figure))).toEqual(["swung-out"]);
  });

  it("NAP-7.3.2 a long or short deviation does not turn the swath", () => {
    const long = canisterSwath({
      muzzle: pt(10, 10),
      lineOfFire: 90,
      ranges: SIX_POUNDER,
      deviation: { clock: 12, inches: 5 },
    });
    const short = canisterSwath({
      muzzle: pt(10, 10),
      lineOfFire: 90,
      ranges: SIX_POUNDER,
      deviation: { clock: 6, inches: 5 },
    });
    expect(long.bearing).toBeCloseTo(90, 9);
    expect(short.bearing).toBeCloseTo(90, 9);
    expect(ids(canisterTargets(long, [fig("down", 10, 50), fig("across", 50, 10)]).map((t) => t.figure))).toEqual([
      "down",
    ]);
  });

  it("NAP-7.3.2 a swivel gun (no long canister band) has two rectangles", () => {
    const swath = canisterSwath({ muzzle: pt(0, 0), lineOfFire: 0, ranges: { short: 6, medium: 12, long: null } });
    expect(swath.bands.map((b) => b.band)).toEqual(["short", "medium"]);
    expect(
      ids(canisterTargets(swath, [fig("a", 2, 0), fig("b", 11, 3.4), fig("c", 14, 0)]).map((t) => t.figure)),
    ).toEqual(["a", "b"]);
  });

  it("NAP-7.3.2 ranges that do not grow are refused (badCanister)", () => {
    const e = rulesErrorOf(() =>
      canisterSwath({ muzzle: pt(0, 0), lineOfFire: 0, ranges: { short: 24, medium: 20, long: 72 } }),
    );
    expect(e.key).toBe("COMBAT_PATROL.Error.badCanister");
  });
});
