/**
 * NAP-6.2.1.1 / OW-7.1d a charge's run as the map reads it: the straight line from the charger's
 * base edge to the defender's (as fire measures range), read by the terrain model (readPath). The
 * Charge dialog and the GM's procedure read it from the tokens (actions/cavalry/charge-map.ts), the
 * engine opponent from its situation, so all three read the same run.
 * Our reading (docs/rules-readings.md "The charge read from the map"): the straight stretch is
 * what lies after the last linear obstacle or slow ground before contact (the whole line when
 * it crosses neither); that stretch is over open, flat ground when the last 4" before contact
 * (the whole line when shorter) hold no linear obstacle and no slow ground.
 */
import { type Figure, type Point, baseShape, crossingAt, distance, edgeDistance, stretchesInside } from "../geometry";
import { MOUNTED_DEFAULTS } from "./data";
import { readPath, type Terrain } from "../terrain";

export interface ChargeRun {
  /** Inches base edge to base edge, to a tenth. */
  readonly gap: number;
  /** NAP-6.2.1.1 / OW-7.1d inches before contact after the last linear obstacle or slow ground, to a tenth. */
  readonly straightInches: number;
  /** NAP-6.2.1.1 the last 4" into contact (the whole line when shorter) cross no obstacle and no slow ground. */
  readonly openFlat: boolean;
}

/** Bases this close (inches) are in contact: the map cannot tell the run that brought them there. */
const IN_CONTACT = 0.05;

const tenth = (inches: number) => Math.round(inches * 10) / 10;

/** The point `inches` along the way from `a` towards `b`. */
function along(a: Point, b: Point, inches: number): Point {
  const whole = distance(a, b);
  const k = whole > 0 ? inches / whole : 0;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
}

/** Inches from a base's centre to its edge along the way to `towards` (a rectangular base: where the ray leaves it). */
function edgeToward(figure: Figure, towards: Point): number {
  const shape = baseShape(figure);
  if (shape.kind === "circle") return shape.radius;
  if (shape.kind !== "polygon") return 0;
  const whole = distance(figure.at, towards);
  const v = shape.vertices;
  const leaves = v.map((p, i) => crossingAt(figure.at, towards, v[(i + v.length - 1) % v.length]!, p));
  return Math.min(whole, ...leaves.filter((t): t is number => t !== null).map((t) => t * whole));
}

/**
 * Inches before `contact` on the way from `start` clear of linear obstacles and slow ground: the
 * way read backwards from contact, up to the first obstacle or piece of slow ground met.
 */
function clearBeforeContact(terrain: Terrain, start: Point, contact: Point): number {
  const back = readPath(terrain, [contact, start]);
  const firstObstacle = back.obstacles[0]?.inches ?? Infinity;
  const cuts = [0, back.length];
  for (const area of terrain.areas)
    for (const [a, b] of stretchesInside(contact, start, area.vertices)) cuts.push(a, b);
  cuts.sort((x, y) => x - y);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k]!, cuts[k + 1]!];
    if (from >= firstObstacle) break;
    if (to - from < 1e-9) continue;
    if (readPath(terrain, [along(contact, start, from), along(contact, start, to)]).slowInches > 0) return from;
  }
  return Math.min(firstObstacle, back.length);
}

/**
 * Where the charger's run meets the defender's base: on the straight line between their centres,
 * at the defender's edge (in contact, where the bases touch on that line).
 */
export function contactPoint(charger: Figure, defender: Figure): Point {
  return along(charger.at, defender.at, distance(charger.at, defender.at) - edgeToward(defender, charger.at));
}

/** The charge from `charger` to `defender` over `terrain`, as the dialog and the GM read it; null in contact. */
export function readCharge(terrain: Terrain, charger: Figure, defender: Figure): ChargeRun | null {
  const gap = edgeDistance(charger, defender);
  if (gap < IN_CONTACT) return null;
  const start = along(charger.at, defender.at, edgeToward(charger, defender.at));
  const contact = contactPoint(charger, defender);
  const clear = Math.min(gap, clearBeforeContact(terrain, start, contact));
  return {
    gap: tenth(gap),
    straightInches: tenth(clear),
    openFlat: clear >= Math.min(gap, MOUNTED_DEFAULTS.impetusStraightInches) - 1e-9,
  };
}
