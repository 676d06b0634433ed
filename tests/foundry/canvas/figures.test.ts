import { describe, expect, it } from "vitest";
import { edgeDistance } from "@rules/geometry";
import {
  baseKindOf,
  baseOf,
  figureFromTokenData,
  inchesPerPixel,
  pixelsOf,
  tokenCentre,
  tokenPositionFor,
  type TokenGeometry,
} from "@foundry/canvas/figures";

const grid = { size: 100, distance: 1 };
const token = (over: Partial<TokenGeometry> = {}): TokenGeometry => ({
  id: "t1",
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  rotation: 0,
  base: "round",
  ...over,
});

describe("tokens as figures (grid units are inches)", () => {
  it("converts pixels to inches with grid.distance / grid.size", () => {
    expect(inchesPerPixel(grid)).toBe(0.01);
    expect(inchesPerPixel({ size: 50, distance: 2 })).toBe(0.04);
    expect(pixelsOf(3, grid)).toBe(300);
  });

  it("puts the figure at the token's centre, in inches", () => {
    expect(tokenCentre(token({ x: 200, y: 300 }), grid)).toEqual({ x: 2.5, y: 3.5 });
    expect(tokenCentre(token({ x: 200, y: 300, width: 2, height: 1 }), grid)).toEqual({ x: 3, y: 3.5 });
    // 50 px a grid space of 2": a token of one space at (100, 0) px is centred at 5" by 1".
    expect(tokenCentre(token({ x: 100, y: 0 }), { size: 50, distance: 2 })).toEqual({ x: 5, y: 1 });
  });

  it("tokenPositionFor is the inverse of tokenCentre", () => {
    const t = token({ width: 2, height: 3 });
    const at = tokenPositionFor({ x: 10, y: 4 }, t, grid);
    expect(tokenCentre({ ...t, ...at }, grid)).toEqual({ x: 10, y: 4 });
  });

  it("measures the base in inches: round by default, rectangular from the flag", () => {
    expect(baseKindOf(undefined)).toBe("round");
    expect(baseKindOf("rect")).toBe("rect");
    expect(baseKindOf("hexagon")).toBe("round");
    expect(baseOf(token({ width: 1.5 }), grid)).toEqual({ shape: "round", diameter: 1.5 });
    expect(baseOf(token({ width: 2, height: 1, base: "rect" }), { size: 100, distance: 0.5 })).toEqual({
      shape: "rect",
      width: 1,
      depth: 0.5,
    });
  });

  it("turns token rotation into facing (rotation 0 looks down the screen = 90°)", () => {
    expect(figureFromTokenData(token({ rotation: 0 }), grid).facing).toBe(90);
    expect(figureFromTokenData(token({ rotation: 90 }), grid).facing).toBe(180);
    expect(figureFromTokenData(token({ rotation: 270 }), grid).facing).toBe(0);
  });

  it("keeps the unit and the token id", () => {
    const f = figureFromTokenData(token({ id: "abc" }), grid, "Actor.unit");
    expect(f.id).toBe("abc");
    expect(f.unit).toBe("Actor.unit");
    expect(figureFromTokenData(token(), grid, null).unit).toBeUndefined();
  });

  it('two 1" round bases 3" apart centre to centre are 2" apart edge to edge', () => {
    const a = figureFromTokenData(token({ id: "a", x: 0, y: 0 }), grid);
    const b = figureFromTokenData(token({ id: "b", x: 300, y: 0 }), grid);
    expect(edgeDistance(a, b)).toBeCloseTo(2, 9);
  });

  it('a rectangular base turns with the token: 2" wide across its facing', () => {
    // Rotation 90: facing 180 (left); the base's 2" width now runs up and down the screen.
    const rect = figureFromTokenData(token({ id: "r", width: 2, height: 1, base: "rect", rotation: 90 }), grid);
    const below = figureFromTokenData(token({ id: "b", x: 50, y: 250 }), grid);
    // Centres: rect (1, 0.5), below (1, 3): vertical gap = 2.5 - half the width (1) - radius 0.5 = 1.
    expect(edgeDistance(rect, below)).toBeCloseTo(1, 9);
  });
});
