/**
 * Figures and their bases, in inches. Every "within N inches" in the rules is measured
 * here, base edge to base edge by default (GEOMETRY_DEFAULTS.measure), or centre to centre.
 */
import { RulesError } from "../errors";
import { GEOMETRY_DEFAULTS, type Measure } from "./defaults";
import { type Shape, circle, rectangle, shapeDistance } from "./shapes";
import { type Point, distance } from "./vec";

/** A round base (diameter) or a rectangular one (width across the facing, depth along it). */
export type Base =
  | { readonly shape: "round"; readonly diameter: number }
  | { readonly shape: "rect"; readonly width: number; readonly depth: number };

/** A figure (token) as geometry sees it. */
export interface Figure {
  readonly id: string;
  /** Centre of the base, inches. */
  readonly at: Point;
  readonly base: Base;
  /** Degrees (see vec.ts): orients rectangular bases; 0 when absent. */
  readonly facing?: number;
  /** Unit the figure belongs to (close order groups, solid shot ranks); absent = its own unit. */
  readonly unit?: string;
}

export const roundBase = (diameter: number): Base => ({ shape: "round", diameter });
export const rectBase = (width: number, depth: number): Base => ({ shape: "rect", width, depth });

/** Throws COMBAT_PATROL.Error.badBase for a base with no positive size or a non-finite position. */
export function assertFigure(f: Figure): void {
  const sizes = f.base.shape === "round" ? [f.base.diameter] : [f.base.width, f.base.depth];
  if (!sizes.every((n) => Number.isFinite(n) && n > 0) || !Number.isFinite(f.at.x) || !Number.isFinite(f.at.y)) {
    throw new RulesError("COMBAT_PATROL.Error.badBase", { id: f.id });
  }
}

/** The base on the table as a shape. */
export function baseShape(f: Figure): Shape {
  return f.base.shape === "round"
    ? circle(f.at, f.base.diameter / 2)
    : rectangle(f.at, f.base.width, f.base.depth, f.facing ?? 0);
}

/** Radius of the smallest circle around the centre that holds the whole base. */
export function baseReach(f: Figure): number {
  return f.base.shape === "round" ? f.base.diameter / 2 : Math.hypot(f.base.width, f.base.depth) / 2;
}

export function centreDistance(a: Figure, b: Figure): number {
  return distance(a.at, b.at);
}

/** Base edge to base edge (0 when the bases touch or overlap). */
export function edgeDistance(a: Figure, b: Figure): number {
  return shapeDistance(baseShape(a), baseShape(b));
}

/**
 * Two bases overlap, more than touching: shrunk by `slack` inches all round they still meet (tokens
 * set side by side, edge on edge, do not overlap).
 */
export function basesOverlap(a: Figure, b: Figure, slack = 0.01): boolean {
  const shrunk = (f: Figure): Figure => ({
    ...f,
    base:
      f.base.shape === "round"
        ? { shape: "round", diameter: Math.max(0, f.base.diameter - 2 * slack) }
        : { shape: "rect", width: Math.max(0, f.base.width - 2 * slack), depth: Math.max(0, f.base.depth - 2 * slack) },
  });
  return edgeDistance(shrunk(a), shrunk(b)) <= 0;
}

/** Inches between two figures as the table measures a range or a gap: base edge to base edge, to a tenth. */
export function measuredRange(a: Figure, b: Figure): number {
  return Math.round(edgeDistance(a, b) * 10) / 10;
}

/** Contact: the bases' edges are within the contact tolerance. */
export function inContact(a: Figure, b: Figure, tolerance = GEOMETRY_DEFAULTS.contactTolerance): boolean {
  return edgeDistance(a, b) <= tolerance + 1e-9;
}

/** Distance from a figure to a shape, measured from its base edge or its centre. */
export function figureDistance(f: Figure, s: Shape, measure: Measure = GEOMETRY_DEFAULTS.measure): number {
  return shapeDistance(measure === "edge" ? baseShape(f) : circle(f.at, 0), s);
}

/** Distance between two figures, by base edge or by centre. */
export function figuresDistance(a: Figure, b: Figure, measure: Measure = GEOMETRY_DEFAULTS.measure): number {
  return measure === "edge" ? edgeDistance(a, b) : centreDistance(a, b);
}
