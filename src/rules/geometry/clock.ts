/**
 * Directions as a clock face, relative to a facing (CORE-9's scatter clock, and every direction a
 * player reads or picks): 12 o'clock is the way the piece (or the line of fire) faces, 3 o'clock
 * its right, 6 o'clock straight behind, 9 o'clock its left. Each hour is 30°, clockwise as seen
 * from above. The engine keeps bearings and turns in degrees (vec.ts); the dialogs and the chat
 * convert at their edge with these.
 */
import { RulesError } from "../errors";
import { angleDifference, normalizeDegrees } from "./vec";

/** Degrees in one hour of the clock. */
export const DEGREES_PER_HOUR = 30;

/** The twelve hours, 1 to 12. */
export const CLOCK_HOURS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/** Bearing of a clock direction relative to a reference bearing (the line of fire, a facing). */
export function clockBearing(clock: number, lineOfFire: number): number {
  if (!Number.isInteger(clock) || clock < 1 || clock > 12) {
    throw new RulesError("COMBAT_PATROL.Error.badScatter", { clock, inches: "?" });
  }
  return normalizeDegrees(lineOfFire + (clock % 12) * DEGREES_PER_HOUR);
}

/**
 * The turn (degrees, -180 to 180: negative to the left) from a facing to a clock direction: 3
 * o'clock is 90, 9 o'clock -90, 6 o'clock 180, 12 o'clock 0.
 */
export function clockTurn(clock: number): number {
  return angleDifference(0, clockBearing(clock, 0));
}

/**
 * The clock hour (1-12) a bearing lies at, seen from a facing: the nearest hour (a bearing half
 * way between two hours reads as the later one, clockwise).
 */
export function clockOf(bearing: number, facing: number): number {
  if (!Number.isFinite(bearing) || !Number.isFinite(facing))
    throw new RulesError("COMBAT_PATROL.Error.badAngle", { angle: Number.isFinite(bearing) ? facing : bearing });
  const hour = Math.round(normalizeDegrees(bearing - facing) / DEGREES_PER_HOUR) % 12;
  return hour === 0 ? 12 : hour;
}

/** The clock hour a turn (degrees off the facing, negative to the left) ends at. */
export function turnClock(turn: number): number {
  return clockOf(turn, 0);
}
