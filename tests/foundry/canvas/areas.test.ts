import { describe, expect, it } from "vitest";
import { blastTemplate, canisterSwath, gatlingArc, shrapnelCone, solidShotPath } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { heTemplateDiameter } from "@rules/geometry";
import {
  type Area,
  arcArea,
  areaMovedTo,
  artilleryAreas,
  bandArea,
  blastArea,
  blastOfResult,
  shapeOfTemplate,
  shotPathArea,
  shrapnelArea,
  swathAreas,
  templateShape,
} from "@foundry/canvas/areas";

const grid = { size: 100, distance: 1 };
/** An area as the v13 implementation stores it (MeasuredTemplate fields). */
const t = (a: Area) => templateShape(a.shape, grid);

describe("engine shapes as MeasuredTemplates (v13)", () => {
  it('CORE-9 a medium HE template (4" by default) is a circle of 2 units radius at its centre', () => {
    const d = heTemplateDiameter("medium", DEFAULT_OPTIONS.heTemplate);
    expect(t(blastArea({ x: 10, y: 5 }, d))).toEqual({ t: "circle", x: 1000, y: 500, distance: 2, direction: 0 });
    expect(blastArea({ x: 10, y: 5 }, d).shape).toEqual(blastTemplate({ x: 10, y: 5 }, d));
  });

  it("NAP-7.3.3 the shrapnel cone keeps its bearing and opens twice its half-angle", () => {
    const cone = shrapnelCone({ x: 1, y: 1 }, 30, 4);
    expect(t(shrapnelArea(cone))).toEqual({ t: "cone", x: 100, y: 100, distance: 4, direction: 30, angle: 60 });
  });

  it('NAP-7.3.2 the canister swath is three rays 2/4/8" each side of the centerline (4/8/16 wide) plus the automatic-hit half of the short band', () => {
    const swath = canisterSwath({ muzzle: { x: 0, y: 0 }, lineOfFire: 0, ranges: { short: 6, medium: 12, long: 18 } });
    const areas = swathAreas(swath);
    expect(areas.map((a) => a.kind)).toEqual(["canister", "canister", "canister", "canisterAuto"]);
    expect(areas.map((a) => [t(a).x, t(a).distance, t(a).width])).toEqual([
      [0, 6, 4],
      [600, 6, 8],
      [1200, 6, 16],
      [0, 3, 4],
    ]);
    expect(areas.every((a) => t(a).t === "ray" && t(a).direction === 0)).toBe(true);
  });

  it('NAP-7.3.1 the solid shot path runs from the gun to 12" past the impact point', () => {
    const path = solidShotPath({ gun: { x: 0, y: 0 }, impact: { x: 0, y: 20 } }, []);
    const area = shotPathArea(path);
    expect(area.kind).toBe("solidShot");
    expect(t(area)).toMatchObject({ t: "ray", x: 0, y: 0, direction: 90 });
    expect(t(area).distance).toBeCloseTo(32, 9);
  });

  it("OW-5.2e the Gatling arc is a 90° cone on the gun's facing", () => {
    const arc = gatlingArc({ id: "g", at: { x: 2, y: 3 }, base: { shape: "round", diameter: 1 }, facing: 270 });
    expect(t(arcArea(arc, 24))).toEqual({ t: "cone", x: 200, y: 300, distance: 24, direction: 270, angle: 90 });
  });

  it("reads a template back as the area it draws (round trip)", () => {
    expect(shapeOfTemplate(t(blastArea({ x: 3, y: 4 }, 6)), grid)).toEqual({
      kind: "circle",
      centre: { x: 3, y: 4 },
      radius: 3,
    });
    const band = bandArea("canister", { x: 1, y: 1 }, 90, 5, 2);
    expect(shapeOfTemplate(t(band), grid)).toEqual(band.shape);
  });

  it("CORE-9 a scattered template moves its centre to the deviated point", () => {
    const moved = areaMovedTo(blastArea({ x: 5, y: 5 }, 2).shape, { x: 8, y: 3 });
    expect(templateShape(moved, grid)).toMatchObject({ x: 800, y: 300, distance: 1 });
  });
});

describe("blasts a posted result asks for", () => {
  const base = { procedure: "ow.dynamiteThrow", cards: [], effects: [], summary: { key: "x", data: {} } };
  it("OW-6.1.1 a missed stick scatters a small template by the card's arrow", () => {
    expect(
      blastOfResult({ ...base, blast: { at: "scatter", scatter: { clock: 3, inches: 4 }, template: "small" } }),
    ).toEqual({ at: "scatter", scatter: { clock: 3, inches: 4 }, size: "small" });
  });
  it("OW-6.1.1 a premature bundle goes off on the thrower (medium, no scatter); a dud places nothing", () => {
    expect(blastOfResult({ ...base, blast: { at: "thrower", scatter: null, template: "medium" } })).toEqual({
      at: "thrower",
      scatter: null,
      size: "medium",
    });
    expect(blastOfResult({ ...base, blast: null })).toBeNull();
    expect(
      blastOfResult({ ...base, procedure: "fire", blast: { at: "target", scatter: null, template: "small" } }),
    ).toBeNull();
  });
});

describe("areas an artillery result shows", () => {
  const base = { cards: [], effects: [], summary: { key: "x", data: {} } };
  const gun = { x: 0, y: 0 };
  it('NAP-7.3.1 solid shot: a path from the gun to 12" past the impact', () => {
    const areas = artilleryAreas({ ...base, procedure: "solidShot", aim: { impact: { x: 30, y: 0 } } }, gun, null);
    expect(areas).toHaveLength(1);
    expect(areas[0]!.kind).toBe("solidShot");
    expect(t(areas[0]!).distance).toBeCloseTo(42, 9);
  });
  it("NAP-7.3.2 canister: the swath along the line to the deviated point", () => {
    const areas = artilleryAreas({ ...base, procedure: "canister", aim: { impact: { x: 0, y: 24 } } }, gun, {
      short: 16,
      medium: 24,
      long: 32,
    });
    expect(areas.map((a) => [a.kind, t(a).direction, t(a).width])).toEqual([
      ["canister", 90, 4],
      ["canister", 90, 8],
      ["canister", 90, 16],
      ["canisterAuto", 90, 4],
    ]);
    expect(artilleryAreas({ ...base, procedure: "canister", aim: { impact: { x: 0, y: 24 } } }, gun, null)).toEqual([]);
  });
  it("NAP-7.3.3 shell: the full template; spherical case: only the cone", () => {
    const shell = artilleryAreas(
      { ...base, procedure: "shell", kind: "shell", diameter: 4, aim: { impact: { x: 20, y: 0 } } },
      gun,
      null,
    );
    expect(shell.map((a) => [a.kind, t(a).t, t(a).distance])).toEqual([["shell", "circle", 2]]);
    const caseShot = artilleryAreas(
      { ...base, procedure: "shell", kind: "case", diameter: 4, aim: { impact: { x: 20, y: 0 } } },
      gun,
      null,
    );
    expect(caseShot.map((a) => [a.kind, t(a).t, t(a).direction])).toEqual([["shrapnel", "cone", 0]]);
  });
  it("a result with no impact shows nothing", () => {
    expect(artilleryAreas({ ...base, procedure: "fire" }, gun, null)).toEqual([]);
  });
});
