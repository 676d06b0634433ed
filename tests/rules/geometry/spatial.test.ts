import { describe, expect, it } from "vitest";
import {
  type Figure,
  type Shape,
  SpatialIndex,
  band,
  circle,
  figureDistance,
  figuresDistance,
  pt,
  rectangle,
  segment,
  unitFromBearing,
} from "@rules/geometry";
import { fig, horse, ids, seeded } from "./fixtures";

function scatterFigures(n: number, seed: number): Figure[] {
  const rnd = seeded(seed);
  return Array.from({ length: n }, (_, i) =>
    i % 5 === 0
      ? horse(`h${i}`, rnd() * 72, rnd() * 48, rnd() * 360)
      : fig(`f${i}`, rnd() * 72, rnd() * 48, { base: { shape: "round", diameter: 0.8 + rnd() } }),
  );
}

const brute = (figures: Figure[], shape: Shape, r: number, measure: "edge" | "centre") =>
  ids(figures.filter((f) => figureDistance(f, shape, measure) <= r + 1e-9));

describe("spatial index (OW-9.2.7, CORE-9: every proximity query)", () => {
  const figures = scatterFigures(400, 7);
  const index = new SpatialIndex(figures);
  const rnd = seeded(99);

  it("OW-9.2.7 figures within r of a point: the grid finds exactly what testing every figure finds", () => {
    for (let k = 0; k < 40; k++) {
      const p = pt(rnd() * 72, rnd() * 48);
      const r = rnd() * 6;
      for (const m of ["edge", "centre"] as const)
        expect(ids(index.nearPoint(p, r, m))).toEqual(brute(figures, circle(p, 0), r, m));
    }
  });

  it("OW-9.2.7b figures within r of a segment: same as brute force", () => {
    for (let k = 0; k < 40; k++) {
      const a = pt(rnd() * 72, rnd() * 48);
      const b = pt(rnd() * 72, rnd() * 48);
      expect(ids(index.nearSegment(a, b, 1))).toEqual(brute(figures, segment(a, b), 1, "edge"));
    }
  });

  it("CORE-9 figures under a shape (circle, rectangle, cone): same as brute force", () => {
    for (let k = 0; k < 30; k++) {
      const c = pt(rnd() * 72, rnd() * 48);
      const shapes: Shape[] = [
        circle(c, 1 + rnd() * 3),
        rectangle(c, 2 + rnd() * 6, 4 + rnd() * 10, rnd() * 360),
        band(c, unitFromBearing(rnd() * 360), 20, 4),
        { kind: "sector", apex: c, radius: 6, bearing: rnd() * 360, halfAngle: 30 },
      ];
      for (const s of shapes) expect(ids(index.under(s))).toEqual(brute(figures, s, 0, "edge"));
    }
  });

  it("OW-9.2.7 neighbours of each figure (round and rectangular bases): same as brute force, itself excluded", () => {
    for (const f of figures.slice(0, 60)) {
      const expected = ids(figures.filter((g) => g.id !== f.id && figuresDistance(f, g, "edge") <= 2 + 1e-9));
      expect(ids(index.neighbours(f, 2))).toEqual(expected);
      const byCentre = ids(figures.filter((g) => g.id !== f.id && figuresDistance(f, g, "centre") <= 2 + 1e-9));
      expect(ids(index.neighbours(f, 2, "centre"))).toEqual(byCentre);
    }
  });

  it("OW-9.2.7 an empty table, a lone figure and figures spread very far apart", () => {
    expect(new SpatialIndex([]).nearPoint(pt(0, 0), 10)).toEqual([]);
    const far = [fig("a", 0, 0), fig("b", 100000, 100000), fig("c", 100001.2, 100000)];
    const idx = new SpatialIndex(far);
    expect(ids(idx.neighbours(far[1]!, 0.5))).toEqual(["c"]);
    expect(ids(idx.nearPoint(pt(-3, 0), 2.5))).toEqual(["a"]);
    expect(idx.get("c")).toBe(far[2]);
    expect(idx.get("zz")).toBeUndefined();
  });
});
