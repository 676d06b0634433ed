/**
 * NAP-7.3.2 Canister or grape: the swath is three rectangles along the line of fire from the
 * muzzle, one per canister range band of the gun (Table 3: short, medium, long). Figure 8:
 * "a series of three rectangles with increasing widths, 2, 4, and 8 inches from the centerline":
 * we read the numbers as measured from the centre line, i.e. each side of it, so the rectangles
 * are 4, 8 and 16 inches wide in all. A missed target point deviates from the END OF THE MEDIUM
 * BAND (not the aim point); left/right deviation swings the swath's centre line, which runs
 * from the muzzle through the deviated point (Figure 5: the track of the round).
 */
import { RulesError } from "../errors";
import type { RangeBand } from "../model";
import type { Figure } from "./bases";
import { baseShape } from "./bases";
import { type Polygon, band, overlaps } from "./shapes";
import { type ScatterArrow, deviate } from "./scatter";
import { type Figures, asIndex } from "./spatial";
import { type Point, add, bearing, distance, dot, scale, sub, unitFromBearing } from "./vec";

/**
 * NAP-7.3.2, Figure 8: "widths, 2, 4, and 8 inches from the centerline" — inches EACH SIDE of the
 * centre line of the three rectangles (short, medium, long band); the full widths are twice these.
 */
export const CANISTER_WIDTHS: readonly [number, number, number] = [2, 4, 8];

/** Canister ranges of one gun (Table 3), inches; long is null where the table shows N/A (swivel gun). */
export interface CanisterRanges {
  readonly short: number;
  readonly medium: number;
  readonly long: number | null;
}

interface CanisterInput {
  /** The muzzle: where the swath starts. */
  readonly muzzle: Point;
  /** Bearing the gun is laid on (toward its target point). */
  readonly lineOfFire: number;
  readonly ranges: CanisterRanges;
  /** The scatter arrow when the target point was missed; null/absent on a hit. */
  readonly deviation?: ScatterArrow | null;
  /** Inches each side of the centre line (short, medium, long band); default CANISTER_WIDTHS. */
  readonly widths?: readonly [number, number, number];
}

interface CanisterBand {
  readonly band: RangeBand;
  /** Inches from the muzzle where this rectangle starts and ends. */
  readonly from: number;
  readonly to: number;
  /** Inches from the centre line to each long side (Figure 8's number). */
  readonly halfWidth: number;
  /** Full width of the rectangle, side to side: twice `halfWidth`. */
  readonly width: number;
  readonly area: Polygon;
}

export interface CanisterSwath {
  readonly muzzle: Point;
  /** End of the medium band on the line of fire: deviation is measured from here. */
  readonly reference: Point;
  /** The reference point after deviation (the same point on a hit). */
  readonly impact: Point;
  /** Bearing of the swath's centre line. */
  readonly bearing: number;
  readonly bands: readonly CanisterBand[];
  /** The first half of the short band: figures there are hit automatically. */
  readonly automaticZone: Polygon;
}

interface CanisterTarget {
  readonly figure: Figure;
  readonly band: RangeBand;
  /** Inside the first half of the short band: skip the hit indicator. */
  readonly automaticHit: boolean;
  /** Inches from the muzzle to the figure's centre, along the centre line. */
  readonly along: number;
}

/** NAP-7.3.2: the swath's three rectangles after deviation. */
export function canisterSwath(input: CanisterInput): CanisterSwath {
  const { short, medium, long } = input.ranges;
  const widths = input.widths ?? CANISTER_WIDTHS;
  const ok = short > 0 && medium > short && (long === null || long > medium) && widths.every((w) => w > 0);
  if (!ok) throw new RulesError("COMBAT_PATROL.Error.badCanister", { short, medium, long: long ?? "-" });
  const reference = add(input.muzzle, scale(unitFromBearing(input.lineOfFire), medium));
  const impact = input.deviation ? deviate(reference, input.deviation, input.lineOfFire) : reference;
  // A deviation straight back past the muzzle cannot turn the gun around: keep the laid bearing.
  const dir =
    distance(input.muzzle, impact) > 0 && dot(sub(impact, input.muzzle), unitFromBearing(input.lineOfFire)) > 0
      ? bearing(input.muzzle, impact)
      : input.lineOfFire;
  const u = unitFromBearing(dir);
  const limits: Array<[RangeBand, number, number, number]> = [
    ["short", 0, short, widths[0]],
    ["medium", short, medium, widths[1]],
  ];
  if (long !== null) limits.push(["long", medium, long, widths[2]]);
  const bands = limits.map(([b, from, to, halfWidth]) => ({
    band: b,
    from,
    to,
    halfWidth,
    width: 2 * halfWidth,
    area: band(add(input.muzzle, scale(u, from)), u, to - from, 2 * halfWidth),
  }));
  return {
    muzzle: input.muzzle,
    reference,
    impact,
    bearing: dir,
    bands,
    automaticZone: band(input.muzzle, u, short / 2, 2 * widths[0]),
  };
}

/**
 * NAP-7.3.2: every figure in the swath, nearest the muzzle first, with the band it is in (the
 * first rectangle its base touches, walking out from the muzzle) and whether it is in the
 * first half of the short band (automatic hit).
 */
export function canisterTargets(swath: CanisterSwath, figures: Figures): CanisterTarget[] {
  const index = asIndex(figures);
  const u = unitFromBearing(swath.bearing);
  const seen = new Set<string>();
  const out: CanisterTarget[] = [];
  for (const b of swath.bands) {
    for (const f of index.under(b.area)) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push({
        figure: f,
        band: b.band,
        automaticHit: overlaps(baseShape(f), swath.automaticZone),
        along: dot(sub(f.at, swath.muzzle), u),
      });
    }
  }
  return out.sort((a, b) => a.along - b.along);
}
