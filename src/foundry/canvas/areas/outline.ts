/**
 * Areas drawn for this client only, never stored (command radii, arcs of fire shown from the
 * token HUD: overlay.ts): the same Area shapes as the stored ones, drawn with PIXI graphics on
 * the interface group, which both Foundry v13 and v14 have, so no version switch is needed.
 * `AreaPen` is the part of PIXI.Graphics used (tests pass a recorder).
 */
import { add, band, scale, unitFromBearing } from "@rules/geometry";
import { type GridScale, pixelsOf, toPixels } from "../figures";
import type { AreaShape } from "./shapes";

export interface AreaPen {
  lineStyle(width: number, colour: number, alpha: number): unknown;
  beginFill(colour: number, alpha: number): unknown;
  endFill(): unknown;
  drawCircle(x: number, y: number, radius: number): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  arc(cx: number, cy: number, radius: number, start: number, end: number): unknown;
  drawPolygon(points: number[]): unknown;
}

/** Draw an area's outline and a light fill (positions in pixels). */
export function drawArea(pen: AreaPen, shape: AreaShape, grid: GridScale, colour: number, width = 2): void {
  pen.lineStyle(width, colour, 0.9);
  pen.beginFill(colour, 0.06);
  switch (shape.kind) {
    case "circle": {
      const c = toPixels(shape.centre, grid);
      pen.drawCircle(c.x, c.y, pixelsOf(shape.radius, grid));
      break;
    }
    case "sector": {
      const o = toPixels(shape.apex, grid);
      const a = toPixels(add(shape.apex, scale(unitFromBearing(shape.bearing - shape.halfAngle), shape.radius)), grid);
      const rad = Math.PI / 180;
      pen.moveTo(o.x, o.y);
      pen.lineTo(a.x, a.y);
      pen.arc(
        o.x,
        o.y,
        pixelsOf(shape.radius, grid),
        (shape.bearing - shape.halfAngle) * rad,
        (shape.bearing + shape.halfAngle) * rad,
      );
      pen.lineTo(o.x, o.y);
      break;
    }
    case "band": {
      const rect = band(shape.start, unitFromBearing(shape.bearing), shape.length, shape.width);
      pen.drawPolygon(
        rect.vertices.flatMap((v) => {
          const p = toPixels(v, grid);
          return [p.x, p.y];
        }),
      );
      break;
    }
  }
  pen.endFill();
}
