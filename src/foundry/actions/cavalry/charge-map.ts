/**
 * NAP-6.2.1.1 / OW-7.1d a charge as the map reads it: the straight line from the charger's base
 * edge to the defender's (as fire measures range), read by the terrain model (src/rules/terrain
 * readPath). The Charge dialog starts from it and the GM's procedure reads the same
 * (cavalry-world.ts), so where the player changed a map fact the chat card shows both.
 * Our reading (docs/rules-readings.md "The charge read from the map"): the straight stretch is
 * what lies after the last linear obstacle or slow ground before contact (the whole line when
 * it crosses neither); that stretch is over open, flat ground when the last 4" before contact
 * (the whole line when shorter) hold no linear obstacle and no slow ground.
 * NAP-5.4.1 / NAP-6.2.1.3 the same line tells where the charger comes in: the defender is attacked
 * from the rear (docs/rules-readings.md "A charge into the rear, from the map") when the point
 * where the run meets his base lies more than 90° off his facing (closeOrder.ts attackedFromRear,
 * hand to hand's "behind"), not where the charger's token stood before he rode.
 */
import {
  type Figure,
  type Point,
  baseShape,
  crossingAt,
  distance,
  edgeDistance,
  stretchesInside,
} from "@rules/geometry";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { attackedFromRear } from "@rules/napoleonic/closeOrder";
import { readPath, type Terrain } from "@rules/terrain";
import type { WorldGround } from "@foundry/kernel/world-facts";

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
function contactPoint(charger: Figure, defender: Figure): Point {
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

/** A charge as the map reads it: the run into contact (null in contact) and whether it comes in from the rear. */
export interface ChargeOnMap {
  readonly run: ChargeRun | null;
  /** NAP-5.4.1 the run meets the defender's base more than 90° off his facing (NAP-6.2.1.3 "from behind" too). */
  readonly fromRear: boolean;
}

/**
 * The charge from `chargerId` to `defenderId` on the map, read the same way by the Charge dialog
 * (the player's scene: sceneGround) and by the GM's procedure (the world); null when either has
 * no token (play off the map: the run, the rear and "from behind" stay the player's).
 */
export function chargeOnMap(
  read: (ids: readonly string[]) => WorldGround | null,
  chargerId: string,
  defenderId: string,
): ChargeOnMap | null {
  const ground = read([chargerId, defenderId]);
  const charger = ground?.figures.find((f) => f.id === chargerId);
  const defender = ground?.figures.find((f) => f.id === defenderId);
  if (!ground || !charger || !defender) return null;
  return {
    run: readCharge(ground.terrain, charger, defender),
    fromRear: attackedFromRear(defender, { at: contactPoint(charger, defender) }),
  };
}
