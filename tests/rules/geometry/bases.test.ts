import { describe, expect, it } from "vitest";
import {
  GEOMETRY_DEFAULTS,
  basesOverlap,
  SpatialIndex,
  angleDifference,
  bearing,
  centreDistance,
  edgeDistance,
  facingFromTokenRotation,
  figureDistance,
  inContact,
  pt,
  segment,
  tokenRotationFromFacing,
  unitFromBearing,
} from "@rules/geometry";
import { fig, horse, rulesErrorOf } from "./fixtures";

describe("distances and bearings (CORE-5 measuring, CORE-6 contact)", () => {
  it("CORE-5 centre-to-centre and edge-to-edge between round bases", () => {
    const a = fig("a", 0, 0);
    const b = fig("b", 3, 4);
    expect(centreDistance(a, b)).toBe(5);
    expect(edgeDistance(a, b)).toBeCloseTo(4, 12);
    expect(edgeDistance(a, fig("c", 0.5, 0))).toBe(0); // overlapping bases: 0, never negative
  });

  it("CORE-6 bases that overlap, not those that only touch or stand apart (round and rectangular)", () => {
    const a = fig("a", 0, 0);
    expect(basesOverlap(a, fig("b", 1, 0))).toBe(false); // 1" bases edge on edge
    expect(basesOverlap(a, fig("c", 0.6, 0))).toBe(true);
    expect(basesOverlap(a, fig("d", 3, 0))).toBe(false);
    const h = horse("h", 0, 0, 0); // depth 2 along +x, width 1 along y
    expect(basesOverlap(h, fig("e", 1.5, 0))).toBe(false); // its front edge at x = 1 touches the round base
    expect(basesOverlap(h, fig("f", 1.2, 0))).toBe(true);
  });

  it("CORE-5 edge distance from a round base to a rectangular base, both orientations", () => {
    const h = horse("h", 0, 0, 0); // depth 2 along +x, width 1 along y
    expect(edgeDistance(h, fig("f", 4, 0))).toBeCloseTo(2.5, 12); // front edge at x=1, round edge at 3.5
    expect(edgeDistance(h, fig("g", 0, 3))).toBeCloseTo(2, 12); // side edge at y=0.5, round edge at 2.5
    const turned = horse("t", 0, 0, 90); // now depth runs along y
    expect(edgeDistance(turned, fig("g", 0, 3))).toBeCloseTo(1.5, 12);
    // to a corner: rectangle corner (1, 0.5), circle centre (4, 4.5) r 0.5
    expect(edgeDistance(h, fig("k", 4, 4.5))).toBeCloseTo(5 - 0.5, 12);
  });

  it("CORE-5 edge distance between two rectangles, one rotated 45°", () => {
    const a = horse("a", 0, 0, 0); // x in [-1,1], y in [-0.5,0.5]
    const b = horse("b", 5, 0, 90); // x in [4.5,5.5]
    expect(edgeDistance(a, b)).toBeCloseTo(3.5, 12);
    const c = horse("c", 3, 0, 45); // its nearest corner toward a
    const corner = Math.min(
      ...[
        [-1, -0.5],
        [-1, 0.5],
        [1, 0.5],
        [1, -0.5],
      ].map(([d, w]) => 3 + d! * Math.cos(Math.PI / 4) - w! * Math.sin(Math.PI / 4)),
    );
    expect(edgeDistance(a, c)).toBeCloseTo(corner - 1, 9);
    expect(edgeDistance(a, horse("d", 1.5, 0, 90))).toBe(0);
  });

  it("CORE-6 contact: edges within the contact tolerance, not beyond", () => {
    const a = fig("a", 0, 0);
    expect(inContact(a, fig("b", 1, 0))).toBe(true); // exactly touching
    expect(inContact(a, fig("c", 1 + GEOMETRY_DEFAULTS.contactTolerance, 0))).toBe(true); // at the tolerance
    expect(inContact(a, fig("d", 1.11, 0))).toBe(false);
    expect(inContact(a, fig("d", 1.11, 0), 0.2)).toBe(true);
  });

  it("CORE-5 distance to a shape by edge or by centre", () => {
    const f = fig("f", 0, 0);
    const s = segment(pt(3, -5), pt(3, 5));
    expect(figureDistance(f, s, "edge")).toBeCloseTo(2.5, 12);
    expect(figureDistance(f, s, "centre")).toBeCloseTo(3, 12);
  });

  it("CORE-5 bearings: 0° = +x, 90° = +y (down the canvas), clockwise", () => {
    expect(bearing(pt(0, 0), pt(1, 0))).toBe(0);
    expect(bearing(pt(0, 0), pt(0, 1))).toBe(90);
    expect(bearing(pt(0, 0), pt(-1, 0))).toBe(180);
    expect(bearing(pt(0, 0), pt(0, -1))).toBe(270);
    expect(angleDifference(350, 10)).toBe(20);
    expect(angleDifference(10, 350)).toBe(-20);
    expect(unitFromBearing(90).y).toBeCloseTo(1, 12);
  });

  it("CORE-5 Foundry token rotation 0 (looking down the canvas) is facing 90°", () => {
    expect(facingFromTokenRotation(0)).toBe(90);
    expect(facingFromTokenRotation(270)).toBe(0);
    expect(tokenRotationFromFacing(0)).toBe(270);
    expect(tokenRotationFromFacing(facingFromTokenRotation(123))).toBeCloseTo(123, 12);
  });

  it("CORE-5 a base with no size is refused with a localization key", () => {
    const bad = { id: "x", at: pt(0, 0), base: { shape: "round" as const, diameter: 0 } };
    const e = rulesErrorOf(() => new SpatialIndex([fig("a", 0, 0), bad]));
    expect(e.key).toBe("COMBAT_PATROL.Error.badBase");
    expect(e.data).toEqual({ id: "x" });
  });
});
