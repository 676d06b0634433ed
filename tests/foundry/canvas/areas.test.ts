import { describe, expect, it } from "vitest";
import { blastTemplate, canisterSwath, gatlingArc, shrapnelCone, solidShotPath } from "../../../src/rules/geometry";
import { DEFAULT_OPTIONS } from "../../../src/rules/options";
import { heTemplateDiameter } from "../../../src/rules/geometry";
import {
  arcTemplate, artilleryAreas, bandTemplate, blastOfResult, circleTemplate, coneTemplate, movedBy, shapeOfTemplate, shotPathTemplate, swathTemplates,
} from "../../../src/foundry/canvas/areas";

const grid = { size: 100, distance: 1 };

describe("engine shapes as MeasuredTemplates", () => {
  it("CORE-9 a medium HE template (4\" by default) is a circle of 2 units radius at its centre", () => {
    const d = heTemplateDiameter("medium", DEFAULT_OPTIONS.heTemplate);
    expect(circleTemplate(blastTemplate({ x: 10, y: 5 }, d), grid)).toEqual({ t: "circle", x: 1000, y: 500, distance: 2, direction: 0 });
  });

  it("NAP-7.3.3 the shrapnel cone keeps its bearing and opens twice its half-angle", () => {
    const cone = shrapnelCone({ x: 1, y: 1 }, 30, 4);
    expect(coneTemplate(cone, grid)).toEqual({ t: "cone", x: 100, y: 100, distance: 4, direction: 30, angle: 60 });
  });

  it("NAP-7.3.2 the canister swath is three rays 2/4/8\" each side of the centerline (4/8/16 wide) plus the automatic-hit half of the short band", () => {
    const swath = canisterSwath({ muzzle: { x: 0, y: 0 }, lineOfFire: 0, ranges: { short: 6, medium: 12, long: 18 } });
    const t = swathTemplates(swath, grid);
    expect(t.map((a) => a.kind)).toEqual(["canister", "canister", "canister", "canisterAuto"]);
    expect(t.map((a) => [a.shape.x, a.shape.distance, a.shape.width])).toEqual([[0, 6, 4], [600, 6, 8], [1200, 6, 16], [0, 3, 4]]);
    expect(t.every((a) => a.shape.t === "ray" && a.shape.direction === 0)).toBe(true);
  });

  it("NAP-7.3.1 the solid shot path runs from the gun to 12\" past the impact point", () => {
    const path = solidShotPath({ gun: { x: 0, y: 0 }, impact: { x: 0, y: 20 } }, []);
    const t = shotPathTemplate(path, grid);
    expect(t.kind).toBe("solidShot");
    expect(t.shape).toMatchObject({ t: "ray", x: 0, y: 0, direction: 90 });
    expect(t.shape.distance).toBeCloseTo(32, 9);
  });

  it("OW-5.2e the Gatling arc is a 90° cone on the gun's facing", () => {
    const arc = gatlingArc({ id: "g", at: { x: 2, y: 3 }, base: { shape: "round", diameter: 1 }, facing: 270 });
    expect(arcTemplate(arc, 24, grid).shape).toEqual({ t: "cone", x: 200, y: 300, distance: 24, direction: 270, angle: 90 });
  });

  it("reads a template back as the engine shape (round trip)", () => {
    expect(shapeOfTemplate(circleTemplate(blastTemplate({ x: 3, y: 4 }, 6), grid), grid)).toEqual({ kind: "circle", centre: { x: 3, y: 4 }, radius: 3 });
    const ray = shapeOfTemplate(bandTemplate({ x: 1, y: 1 }, 90, 5, 2, grid), grid);
    expect(ray.kind).toBe("capsule");
    if (ray.kind === "capsule") {
      expect(ray.b.x).toBeCloseTo(1, 9);
      expect(ray.b.y).toBeCloseTo(6, 9);
      expect(ray.radius).toBe(1);
    }
  });

  it("CORE-9 a scattered template moves by the displacement in pixels", () => {
    expect(movedBy({ x: 500, y: 500 }, { x: 3, y: -2 }, grid)).toEqual({ x: 800, y: 300 });
  });
});

describe("blasts a posted result asks for", () => {
  const base = { procedure: "ow.dynamiteThrow", cards: [], effects: [], summary: { key: "x", data: {} } };
  it("OW-6.1.1 a missed stick scatters a small template by the card's arrow", () => {
    expect(blastOfResult({ ...base, blast: { at: "scatter", scatter: { clock: 3, inches: 4 }, template: "small" } })).toEqual({ at: "scatter", scatter: { clock: 3, inches: 4 }, size: "small" });
  });
  it("OW-6.1.1 a premature bundle goes off on the thrower (medium, no scatter); a dud places nothing", () => {
    expect(blastOfResult({ ...base, blast: { at: "thrower", scatter: null, template: "medium" } })).toEqual({ at: "thrower", scatter: null, size: "medium" });
    expect(blastOfResult({ ...base, blast: null })).toBeNull();
    expect(blastOfResult({ ...base, procedure: "fire", blast: { at: "target", scatter: null, template: "small" } })).toBeNull();
  });
});

describe("areas an artillery result shows", () => {
  const base = { cards: [], effects: [], summary: { key: "x", data: {} } };
  const gun = { x: 0, y: 0 };
  it("NAP-7.3.1 solid shot: a path from the gun to 12\" past the impact", () => {
    const areas = artilleryAreas({ ...base, procedure: "solidShot", aim: { impact: { x: 30, y: 0 } } }, gun, null, grid);
    expect(areas).toHaveLength(1);
    expect(areas[0]!.kind).toBe("solidShot");
    expect(areas[0]!.shape.distance).toBeCloseTo(42, 9);
  });
  it("NAP-7.3.2 canister: the swath along the line to the deviated point", () => {
    const areas = artilleryAreas({ ...base, procedure: "canister", aim: { impact: { x: 0, y: 24 } } }, gun, { short: 16, medium: 24, long: 32 }, grid);
    expect(areas.map((a) => [a.kind, a.shape.direction, a.shape.width])).toEqual([
      ["canister", 90, 4], ["canister", 90, 8], ["canister", 90, 16], ["canisterAuto", 90, 4],
    ]);
    expect(artilleryAreas({ ...base, procedure: "canister", aim: { impact: { x: 0, y: 24 } } }, gun, null, grid)).toEqual([]);
  });
  it("NAP-7.3.3 shell: the full template; spherical case: only the cone", () => {
    const shell = artilleryAreas({ ...base, procedure: "shell", kind: "shell", diameter: 4, aim: { impact: { x: 20, y: 0 } } }, gun, null, grid);
    expect(shell.map((a) => [a.kind, a.shape.t, a.shape.distance])).toEqual([["shell", "circle", 2]]);
    const caseShot = artilleryAreas({ ...base, procedure: "shell", kind: "case", diameter: 4, aim: { impact: { x: 20, y: 0 } } }, gun, null, grid);
    expect(caseShot.map((a) => [a.kind, a.shape.t, a.shape.direction])).toEqual([["shrapnel", "cone", 0]]);
  });
  it("a result with no impact shows nothing", () => {
    expect(artilleryAreas({ ...base, procedure: "fire" }, gun, null, grid)).toEqual([]);
  });
});
