/**
 * Arcs of fire: a target is inside when the bearing from the shooter to the target's centre
 * is within the half-angle of the shooter's facing (boundary included).
 */
import { RulesError } from "../errors";
import type { Figure } from "./bases";
import { type Point, angleDifference, bearing, distance, normalizeDegrees } from "./vec";

/** OW-5.2e: a Gatling gun fires on targets no more than 45° to each side of centre. */
export const GATLING_TRAVERSE = 45;
/** NAP-5.4.2: figures in close order have a 30° arc of fire, ±15° of straight ahead. */
export const CLOSE_ORDER_ARC = 15;

export interface Arc {
  /** Where the arc is measured from (the gun, the firing figure's centre). */
  readonly origin: Point;
  /** Straight ahead, degrees. */
  readonly facing: number;
  /** Degrees each side of straight ahead. */
  readonly halfAngle: number;
}

/** Degrees the target is off the arc's centre line (0 = dead ahead, 180 = behind). */
function offBearing(arc: Arc, target: Point): number {
  return Math.abs(angleDifference(arc.facing, bearing(arc.origin, target)));
}

export function inArc(arc: Arc, target: Point): boolean {
  if (distance(arc.origin, target) === 0) return true;
  return offBearing(arc, target) <= arc.halfAngle + 1e-9;
}

/** Refuses a target outside the arc (COMBAT_PATROL.Error.outsideArc); returns its off-bearing. */
export function requireInArc(arc: Arc, target: Point, rule: string): number {
  const off = offBearing(arc, target);
  if (!inArc(arc, target)) {
    throw new RulesError("COMBAT_PATROL.Error.outsideArc", { rule, off: Math.round(off), limit: arc.halfAngle });
  }
  return off;
}

/** OW-5.2e: the Gatling's arc from its facing. */
export function gatlingArc(gun: Figure): Arc {
  return { origin: gun.at, facing: gun.facing ?? 0, halfAngle: GATLING_TRAVERSE };
}

/**
 * OW-5.2f: a wagon-mounted Gatling fires only out of the rear of the wagon: the same traverse
 * around the wagon's rear (facing + 180°).
 */
export function wagonGatlingArc(wagon: Figure): Arc {
  return { origin: wagon.at, facing: normalizeDegrees((wagon.facing ?? 0) + 180), halfAngle: GATLING_TRAVERSE };
}

/** NAP-5.4.2: a close-order figure's arc of fire. */
export function closeOrderArc(figure: Figure): Arc {
  return { origin: figure.at, facing: figure.facing ?? 0, halfAngle: CLOSE_ORDER_ARC };
}
