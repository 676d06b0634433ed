/**
 * NAP-6.2.1.3 / OW-7.1e the breakthrough advance as the map reads it: the line runs ahead of the
 * victor's token along its facing (he faces the way he charged: "the same line as the last four
 * inches of its initial charge move"), and "may veer at most one inch to either side" of it. Our
 * reading (docs/rules-readings.md "The breakthrough read from the map"): the next enemy figure on
 * the line is the first standing figure of another unit, not in contact with him, whose base
 * comes within his half width and the veer of it; the inches to it are edge to edge (as fire
 * measures range). An enemy in contact ahead is the beaten one: the back-to-back advance past him
 * takes the two bases' depths on the map.
 */
import {
  type Figure,
  baseShape,
  edgeDistance,
  segment,
  shapeDistance,
  sub,
  dot,
  unitFromBearing,
} from "@rules/geometry";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";

export interface AdvanceOnMap {
  /** NAP-6.2.1.3 Table 2's back-to-back advance past the enemy in contact ahead (his depth and the victor's); null none. */
  readonly backToBackInches: number | null;
  /** The next enemy figure on the advance line, not in contact: inches edge to edge to a tenth; null none. */
  readonly inchesToEnemy: number | null;
}

/** Bases this close (inches) are in contact. */
const IN_CONTACT = 0.05;
/** How far ahead the line is read (inches): past any advance Table 2 gives. */
const LINE_LENGTH = 100;

const tenth = (inches: number) => Math.round(inches * 10) / 10;

/** A base's depth along its facing (a round base: its diameter). */
function depth(f: Figure): number {
  return f.base.shape === "round" ? f.base.diameter : f.base.depth;
}

/** Half a base's width across its facing. */
function halfWidth(f: Figure): number {
  return (f.base.shape === "round" ? f.base.diameter : f.base.width) / 2;
}

/** NAP-6.2.1.3 the back-to-back advance: the enemy withdraws 2", then his depth, the inch beyond, the victor's depth. */
export function backToBackAdvance(enemyDepth: number, victorDepth: number): number {
  return 2 + enemyDepth + MOUNTED_DEFAULTS.breakthroughBeyondInches + victorDepth;
}

/** The victor's advance line read among the other units' standing figures (`enemies`). */
export function readAdvance(victor: Figure, enemies: readonly Figure[]): AdvanceOnMap {
  const ahead = unitFromBearing(victor.facing ?? 0);
  const far = { x: victor.at.x + ahead.x * LINE_LENGTH, y: victor.at.y + ahead.y * LINE_LENGTH };
  const line = segment(victor.at, far);
  const reach = halfWidth(victor) + MOUNTED_DEFAULTS.breakthroughVeerInches;
  const onLine = enemies
    .filter((e) => dot(sub(e.at, victor.at), ahead) > 0 && shapeDistance(line, baseShape(e)) <= reach + 1e-9)
    .map((e) => ({ e, gap: edgeDistance(victor, e) }))
    .sort((a, b) => a.gap - b.gap);
  const touching = onLine.find((x) => x.gap < IN_CONTACT);
  const next = onLine.find((x) => x.gap >= IN_CONTACT);
  return {
    backToBackInches: touching ? tenth(backToBackAdvance(depth(touching.e), depth(victor))) : null,
    inchesToEnemy: next ? tenth(next.gap) : null,
  };
}
