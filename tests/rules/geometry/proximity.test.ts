import { describe, expect, it } from "vitest";
import {
  HERD_COHERENCY,
  LIMBER_RANGE,
  STARTLE_RANGE,
  TRAMPLE_RANGE,
  figuresNearGroup,
  figuresNearPath,
  herdCoherency,
  limberWithin,
  pt,
  startles,
  trampledBy,
} from "@rules/geometry";
import { fig, horse, ids, rulesErrorOf } from "./fixtures";

const cow = (id: string, x: number, y: number) => horse(id, x, y, 0, "herd");

describe("herds (OW-9.2.2, OW-9.2.7, OW-9.2.7b)", () => {
  const herd = [cow("bull", 20, 20), cow("c1", 23, 20), cow("c2", 20, 25)];

  it("OW-9.2.2 a herd is coherent when all its figures are within 6 inches of the central figure", () => {
    expect(HERD_COHERENCY).toBe(6);
    expect(herdCoherency(herd[0]!, herd)).toEqual({ coherent: true, strays: [] });
    // c3 facing +x at (28.5,20): back edge 27.5, bull's front edge 21 → 6.5 apart
    const strayed = [...herd, cow("c3", 28.5, 20), cow("c4", 28, 20)]; // c4: 27 - 21 = 6, on the limit
    expect(herdCoherency(herd[0]!, strayed)).toEqual({ coherent: false, strays: ["c3"] });
  });

  it("OW-9.2.7 figures within 2 inches of any figure of the herd can startle it; the herd itself is not listed", () => {
    expect(STARTLE_RANGE).toBe(2);
    const others = [
      fig("near", 25.5, 20), // c1 front edge 24, this base edge 25.0: 1.0
      fig("limit", 26.5, 20), // 2.0 exactly
      fig("clear", 26.6, 20), // 2.1
      fig("below", 20, 28), // c2 bottom edge 25.5, base top 27.5: 2.0
      fig("far", 0, 0),
    ];
    expect(ids(figuresNearGroup([...herd, ...others], herd))).toEqual(["near", "limit", "below"]);
    expect(startles(others[1]!, herd)).toBe(true);
    expect(startles(others[2]!, herd)).toBe(false);
  });

  it("OW-9.3f a figure firing within 2 inches of a wagon team starts a runaway check", () => {
    const team = [horse("team", 10, 10, 90)]; // 1 wide (x), 2 deep (y): x 9.5..10.5, y 9..11
    expect(startles(fig("shooter", 13, 10), team)).toBe(true); // 12.5 - 10.5 = 2
    expect(startles(fig("shooter", 13.2, 10), team)).toBe(false);
    expect(startles(fig("shooter", 10, 13.4), team)).toBe(true); // 12.9 - 11 = 1.9
  });

  it("OW-9.2.7b figures within 1 inch of a stampeding herd at any point of its move", () => {
    expect(TRAMPLE_RANGE).toBe(1);
    // the herd stampedes 10 inches along +x
    const by = [
      fig("inPath", 28, 20), // run over
      fig("beside", 27, 22), // bull/c1 side edges at y=20.5; base top 21.5: 1.0 → trampling range
      fig("wide", 27, 22.1), // 1.1
      fig("ahead", 35.4, 20), // c1 ends at x 34 (front edge), base 34.9: 0.9
      fig("farAhead", 36.6, 20),
      fig("behind", 17.6, 20), // bull's back edge at 19 at the start: 19 - 18.1 = 0.9
    ];
    expect(ids(trampledBy([...herd, ...by], herd, pt(10, 0)))).toEqual(["inPath", "beside", "ahead", "behind"]);
  });

  it("OW-9.2.7b figures within 1 inch of a path (a polyline route)", () => {
    const route = [pt(0, 0), pt(10, 0), pt(10, 10)];
    const figs = [fig("a", 5, 1.5), fig("b", 5, 1.6), fig("c", 11.5, 5), fig("d", 11.6, 5)];
    expect(ids(figuresNearPath(figs, route, 1))).toEqual(["a", "c"]);
  });
});

describe("limbers (OW-5.2b, OW-5.2d, NAP-7.1)", () => {
  it("OW-5.2b the limber must be within 4 inches of the gun to limber; OW-5.2d it then shares hit randomization", () => {
    expect(LIMBER_RANGE).toBe(4);
    const gun = horse("gun", 0, 0, 0); // x -1..1
    expect(limberWithin(horse("limber", 6, 0, 0), gun)).toBe(true); // back edge 5 - front edge 1 = 4
    expect(limberWithin(horse("limber", 6.1, 0, 0), gun)).toBe(false);
    expect(limberWithin(horse("limber", 6, 0, 0), gun, LIMBER_RANGE, "centre")).toBe(false); // 6 > 4
    expect(limberWithin(horse("limber", 4, 0, 0), gun, LIMBER_RANGE, "centre")).toBe(true);
  });

  it("NAP-7.1 a negative range is refused (badRadius)", () => {
    expect(rulesErrorOf(() => limberWithin(fig("l", 0, 0), fig("g", 1, 0), -4)).key).toBe(
      "COMBAT_PATROL.Error.badRadius",
    );
  });
});
