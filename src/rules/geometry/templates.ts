/**
 * HE templates (CORE-9) and the shell / spherical case templates (NAP-7.3.3).
 * A figure is under a template when its base touches or overlaps it.
 */
import { RulesError } from "../errors";
import type { BurstSize } from "../cards/schema";
import type { RulesOptions } from "../options";
import type { Figure } from "./bases";
import { GEOMETRY_DEFAULTS } from "./defaults";
import { type Circle, type Sector, circle } from "./shapes";
import { type Figures, asIndex } from "./spatial";
import { type Point, normalizeDegrees } from "./vec";

/** CORE-9: the diameter of an HE template, from the options (small 2", medium 4", large 6" by default). */
export function heTemplateDiameter(size: BurstSize, templates: RulesOptions["heTemplate"]): number {
  return templates[size];
}

/** CORE-9: a round blast template centred on the burst point. */
export function blastTemplate(centre: Point, diameter: number): Circle {
  if (!Number.isFinite(diameter) || diameter <= 0) {
    throw new RulesError("COMBAT_PATROL.Error.badTemplate", { size: diameter });
  }
  return circle(centre, diameter / 2);
}

/** CORE-9: every figure under a round template (base overlapping or touching the circle). */
export function figuresUnderBlast(figures: Figures, centre: Point, diameter: number): Figure[] {
  return asIndex(figures).under(blastTemplate(centre, diameter));
}

interface ConeShape {
  /** Degrees each side of the direction of flight. */
  readonly halfAngle: number;
  /** Cone length as a multiple of the template's diameter. */
  readonly lengthPerDiameter: number;
}

/**
 * NAP-7.3.3: shrapnel uses only the cone-like part of the HE template, its narrow end where
 * the spherical case burst, opening along the direction of flight. The base rules' Figure
 * 3-8 is not in our sources: the cone is a sector whose half-angle and length are our
 * defaults (GEOMETRY_DEFAULTS: ±30°, one template diameter long), inputs here.
 */
export function shrapnelCone(
  burst: Point,
  flightBearing: number,
  diameter: number,
  shape: ConeShape = {
    halfAngle: GEOMETRY_DEFAULTS.shrapnelHalfAngle,
    lengthPerDiameter: GEOMETRY_DEFAULTS.shrapnelLengthPerDiameter,
  },
): Sector {
  if (
    !Number.isFinite(diameter) ||
    diameter <= 0 ||
    !(shape.halfAngle > 0 && shape.halfAngle <= 90) ||
    !(shape.lengthPerDiameter > 0)
  ) {
    throw new RulesError("COMBAT_PATROL.Error.badTemplate", { size: diameter });
  }
  return {
    kind: "sector",
    apex: burst,
    radius: diameter * shape.lengthPerDiameter,
    bearing: normalizeDegrees(flightBearing),
    halfAngle: shape.halfAngle,
  };
}

/** NAP-7.3.3: figures in the shrapnel cone. */
export function figuresInShrapnelCone(figures: Figures, cone: Sector): Figure[] {
  return asIndex(figures).under(cone);
}

/** NAP-7.3.3: a shell uses the full blast template of its Table 3 size. */
export function figuresUnderShell(figures: Figures, burst: Point, diameter: number): Figure[] {
  return figuresUnderBlast(figures, burst, diameter);
}
