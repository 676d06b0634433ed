/**
 * A scenario's places on the table, in inches (the scene's grid unit): a rectangle (a bridge, a
 * strip along a table edge), a circle (within so many inches of a crossroads), or the ground on
 * one side of a stream (its centre line, less half its width: the near bank). Plain data: the
 * starter adventures carry them in their flag (tools/packs/adventure-specs.ts).
 */
import { circle, figureDistance, type Figure, type Point } from "../geometry";

export type Zone =
  | { readonly kind: "rect"; readonly x: number; readonly y: number; readonly w: number; readonly h: number }
  /** Within `radius` inches of the point, measured from the base's edge (CORE measures base to base). */
  | { readonly kind: "circle"; readonly x: number; readonly y: number; readonly radius: number }
  /** West of a north-south line (a stream's centre line, north to south) by more than `margin` inches. */
  | { readonly kind: "westOf"; readonly line: readonly Point[]; readonly margin: number };

/** The line's x at height y (between its points; beyond its ends, its end's x). */
function lineXAt(line: readonly Point[], y: number): number {
  const first = line[0];
  if (!first) return Number.NEGATIVE_INFINITY;
  if (y <= first.y) return first.x;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]!;
    const b = line[i]!;
    if (y <= b.y) return b.y === a.y ? b.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
  }
  return line[line.length - 1]!.x;
}

/** Does the figure stand in the zone? Its base's centre does (a circle: any part of its base). */
export function inZone(figure: Figure, zone: Zone): boolean {
  const { x, y } = figure.at;
  switch (zone.kind) {
    case "rect":
      return x >= zone.x && x <= zone.x + zone.w && y >= zone.y && y <= zone.y + zone.h;
    case "circle":
      return figureDistance(figure, circle({ x: zone.x, y: zone.y }, 0), "edge") <= zone.radius;
    case "westOf":
      return x < lineXAt(zone.line, y) - zone.margin;
  }
}
