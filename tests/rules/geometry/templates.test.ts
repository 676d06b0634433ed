import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  SpatialIndex,
  blastTemplate,
  figuresInShrapnelCone,
  figuresUnderBlast,
  figuresUnderShell,
  heTemplateDiameter,
  pt,
  shrapnelCone,
} from "@rules/geometry";
import { fig, horse, ids, rulesErrorOf } from "./fixtures";

describe("HE templates (CORE-9)", () => {
  it("CORE-9 template diameters come from the options: small 2, medium 4, large 6", () => {
    expect(heTemplateDiameter("small", DEFAULT_OPTIONS.heTemplate)).toBe(2);
    expect(heTemplateDiameter("medium", DEFAULT_OPTIONS.heTemplate)).toBe(4);
    expect(heTemplateDiameter("large", DEFAULT_OPTIONS.heTemplate)).toBe(6);
    expect(heTemplateDiameter("large", { small: 1, medium: 3, large: 5 })).toBe(5);
  });

  it("CORE-9 figures under a medium template: centre inside, base overlapping, base touching; not beyond", () => {
    const figures = [
      fig("centre", 10, 10),
      fig("inside", 11.5, 10), // centre 1.5 from burst
      fig("overlap", 12.3, 10), // centre 2.3: base reaches 1.8 < 2
      fig("touch", 12.5, 10), // base edge exactly on the circle
      fig("out", 12.6, 10), // 0.1 clear
      fig("far", 20, 20),
      fig("diag", 10 + 2.5 / Math.SQRT2, 10 + 2.5 / Math.SQRT2), // 2.5 away on a diagonal: touches
    ];
    expect(ids(figuresUnderBlast(figures, pt(10, 10), 4))).toEqual(["centre", "inside", "overlap", "touch", "diag"]);
  });

  it("CORE-9 small and large templates catch different figures", () => {
    const figures = [fig("a", 0, 0), fig("b", 1.4, 0), fig("c", 3.4, 0), fig("d", 3.6, 0)];
    const index = new SpatialIndex(figures);
    expect(ids(figuresUnderBlast(index, pt(0, 0), 2))).toEqual(["a", "b"]);
    expect(ids(figuresUnderBlast(index, pt(0, 0), 6))).toEqual(["a", "b", "c"]);
  });

  it("CORE-9 a rectangular base partly under the template counts", () => {
    const figures = [horse("in", 3.9, 0, 0), horse("out", 4.1, 0, 0), horse("side", 0, 2.4, 0)];
    // horse "in": back edge at x=2.9 < 3; "out": 3.1; "side": edge at y=1.9
    expect(ids(figuresUnderBlast(figures, pt(0, 0), 6))).toEqual(["in", "side"]);
  });

  it("CORE-9 a template with no size is refused (badTemplate)", () => {
    expect(rulesErrorOf(() => blastTemplate(pt(0, 0), 0)).key).toBe("COMBAT_PATROL.Error.badTemplate");
  });
});

describe("shell and spherical case (NAP-7.3.3)", () => {
  it("NAP-7.3.3 shell uses the full blast template around the burst", () => {
    const figures = [fig("front", 2, 0), fig("behind", -2, 0), fig("side", 0, 2)];
    expect(ids(figuresUnderShell(figures, pt(0, 0), 4))).toEqual(["front", "behind", "side"]);
  });

  it("NAP-7.3.3 shrapnel: only the cone, narrow end at the burst, opening along the flight", () => {
    const cone = shrapnelCone(pt(0, 0), 0, 4); // ±30°, 4" long by default
    expect(cone).toMatchObject({ radius: 4, halfAngle: 30, bearing: 0 });
    const figures = [
      fig("ahead", 3, 0),
      fig("tip", 4.5, 0), // edge exactly at the cone's end
      fig("beyond", 4.6, 0),
      fig("behind", -2, 0), // the full template would catch it; the cone does not
      fig("side", 0, 2),
      fig(
        "edge",
        2 * Math.cos(Math.PI / 6) + 0.5 * Math.cos((2 * Math.PI) / 3),
        2 * Math.sin(Math.PI / 6) + 0.5 * Math.sin((2 * Math.PI) / 3),
      ), // touches the 30° side
      fig(
        "offedge",
        2 * Math.cos(Math.PI / 6) + 0.6 * Math.cos((2 * Math.PI) / 3),
        2 * Math.sin(Math.PI / 6) + 0.6 * Math.sin((2 * Math.PI) / 3),
      ),
      fig("apex", 0, 0),
    ];
    expect(ids(figuresInShrapnelCone(figures, cone))).toEqual(["ahead", "tip", "edge", "apex"]);
  });

  it("NAP-7.3.3 the cone turns with the direction of flight; rectangular bases overlap it", () => {
    const cone = shrapnelCone(pt(10, 10), 90, 6, { halfAngle: 20, lengthPerDiameter: 1 });
    const figures = [
      horse("down", 10, 14, 0),
      horse("up", 10, 6, 0),
      horse("wide", 13.5, 13, 90),
      horse("far", 10, 17.2, 90),
    ];
    // "wide": x in [13,14], y in [12,14]; cone edge at 20°: x = 10 + tan(20°)*(y-10) ≤ 11.46 at y=14 → outside
    // "far": y from 16.2: beyond the 6" arc except its corner? corner (9.5,16.2) is 6.22 from apex → outside
    expect(ids(figuresInShrapnelCone(figures, cone))).toEqual(["down"]);
    expect(ids(figuresInShrapnelCone([horse("near-far", 10, 16.9, 90)], cone))).toEqual(["near-far"]); // y from 15.9
  });

  it("NAP-7.3.3 a cone with no size is refused (badTemplate)", () => {
    expect(rulesErrorOf(() => shrapnelCone(pt(0, 0), 0, -1)).key).toBe("COMBAT_PATROL.Error.badTemplate");
  });
});
