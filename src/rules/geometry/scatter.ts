/**
 * The scatter arrow of an Action Card (CORE-2): a clock direction 1-12 and 1-6 inches.
 *
 * Reading the clock: 12 o'clock points straight on along the line of fire, AWAY from the
 * firer (a long miss); 6 o'clock points back toward the firer (short); 3 o'clock is to the
 * firer's right, 9 o'clock to his left. Each hour is 30°, clockwise as seen from above.
 * With no line of fire (e.g. a stampede, OW-9.2.7) the reference bearing is the herd's
 * facing, or whatever the caller states.
 */
import { RulesError } from "../errors";
import { clockBearing } from "./clock";
import { type Point, add, scale, unitFromBearing } from "./vec";

export interface ScatterArrow {
  readonly clock: number;
  readonly inches: number;
}

/** NAP-7.3.3: a shell or spherical case that misses deviates 3 times the card's inches. */
export const SHELL_DEVIATION_MULTIPLIER = 3;

/**
 * CORE-9 / NAP-7.3 (base 3.24.1): the displacement a scatter arrow gives, in inches,
 * times `multiplier` (1 for thrown charges and shot, SHELL_DEVIATION_MULTIPLIER for shell).
 */
export function scatterDisplacement(arrow: ScatterArrow, lineOfFire: number, multiplier = 1): Point {
  if (!Number.isFinite(arrow.inches) || arrow.inches < 0 || !Number.isFinite(multiplier) || multiplier < 0) {
    throw new RulesError("COMBAT_PATROL.Error.badScatter", { clock: arrow.clock, inches: arrow.inches });
  }
  return scale(unitFromBearing(clockBearing(arrow.clock, lineOfFire)), arrow.inches * multiplier);
}

/** Where a missed shot lands: the aim point moved by the scatter arrow. */
export function deviate(aim: Point, arrow: ScatterArrow, lineOfFire: number, multiplier = 1): Point {
  return add(aim, scatterDisplacement(arrow, lineOfFire, multiplier));
}
