/**
 * A static picture of the table (SVG text, pure): figures and the engine's areas in inches, as
 * the canvas shows them. The preview draws it from the real geometry; nothing here decides.
 */
import { type Figure, type Point, type Shape, add, baseShape, scale, unitFromBearing } from "@rules/geometry";

/** How a shape is drawn. */
interface ShapeStyle {
  readonly fill: string;
  readonly stroke: string;
  readonly opacity?: number;
  readonly dashed?: boolean;
}

export interface SvgItem {
  readonly shape: Shape;
  readonly style: ShapeStyle;
}

export interface SvgFigure {
  readonly figure: Figure;
  readonly fill: string;
  /** A ring around the base (hit, out of command, trampled). */
  readonly ring?: string;
  readonly label?: string;
}

interface TableSvg {
  /** Table area shown, inches. */
  readonly width: number;
  readonly height: number;
  readonly areas: readonly SvgItem[];
  readonly figures: readonly SvgFigure[];
  /** Lines (paths, scatter arrows), inches. */
  readonly lines?: readonly {
    readonly points: readonly Point[];
    readonly stroke: string;
    readonly width?: number;
    readonly dashed?: boolean;
    readonly arrow?: boolean;
  }[];
  readonly caption?: string;
}

/** Pixels per inch in the picture. */
const K = 12;

const n = (v: number) => String(Math.round(v * K * 100) / 100);
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function sectorPath(apex: Point, radius: number, bearing: number, half: number): string {
  const a = add(apex, scale(unitFromBearing(bearing - half), radius));
  const b = add(apex, scale(unitFromBearing(bearing + half), radius));
  const large = 2 * half > 180 ? 1 : 0;
  return `M${n(apex.x)},${n(apex.y)} L${n(a.x)},${n(a.y)} A${n(radius)},${n(radius)} 0 ${large} 1 ${n(b.x)},${n(b.y)} Z`;
}

function capsulePath(a: Point, b: Point, r: number): string {
  const d = { x: b.x - a.x, y: b.y - a.y };
  const len = Math.hypot(d.x, d.y) || 1;
  const p = { x: (-d.y / len) * r, y: (d.x / len) * r };
  return `M${n(a.x + p.x)},${n(a.y + p.y)} L${n(b.x + p.x)},${n(b.y + p.y)} A${n(r)},${n(r)} 0 0 0 ${n(b.x - p.x)},${n(b.y - p.y)} L${n(a.x - p.x)},${n(a.y - p.y)} A${n(r)},${n(r)} 0 0 0 ${n(a.x + p.x)},${n(a.y + p.y)} Z`;
}

/** One shape as an SVG element. */
function shapeSvg(shape: Shape, style: ShapeStyle): string {
  const attrs = `fill="${style.fill}" fill-opacity="${style.opacity ?? 0.35}" stroke="${style.stroke}" stroke-width="1.5"${style.dashed ? ' stroke-dasharray="6 4"' : ""}`;
  switch (shape.kind) {
    case "circle":
      return `<circle cx="${n(shape.centre.x)}" cy="${n(shape.centre.y)}" r="${n(shape.radius)}" ${attrs}/>`;
    case "polygon":
      return `<polygon points="${shape.vertices.map((v) => `${n(v.x)},${n(v.y)}`).join(" ")}" ${attrs}/>`;
    case "sector":
      return `<path d="${sectorPath(shape.apex, shape.radius, shape.bearing, shape.halfAngle)}" ${attrs}/>`;
    case "capsule":
      return shape.radius > 0
        ? `<path d="${capsulePath(shape.a, shape.b, shape.radius)}" ${attrs}/>`
        : `<line x1="${n(shape.a.x)}" y1="${n(shape.a.y)}" x2="${n(shape.b.x)}" y2="${n(shape.b.y)}" stroke="${style.stroke}" stroke-width="2"/>`;
  }
}

function figureSvg(f: SvgFigure): string {
  const body = shapeSvg(baseShape(f.figure), { fill: f.fill, stroke: "#212529", opacity: 0.9 });
  const tip = add(f.figure.at, scale(unitFromBearing(f.figure.facing ?? 0), 0.5));
  const facing = `<line x1="${n(f.figure.at.x)}" y1="${n(f.figure.at.y)}" x2="${n(tip.x)}" y2="${n(tip.y)}" stroke="#f8f9fa" stroke-width="1.5"/>`;
  const ring = f.ring
    ? `<circle cx="${n(f.figure.at.x)}" cy="${n(f.figure.at.y)}" r="${n(0.8)}" fill="none" stroke="${f.ring}" stroke-width="2.5"/>`
    : "";
  const label = f.label
    ? `<text x="${n(f.figure.at.x)}" y="${n(f.figure.at.y - 0.9)}" font-size="10" text-anchor="middle" fill="#212529">${esc(f.label)}</text>`
    : "";
  return body + facing + ring + label;
}

/** The whole picture: a table of `width` × `height` inches with a 6" grid. */
export function tableSvg(t: TableSvg): string {
  const grid: string[] = [];
  for (let x = 6; x < t.width; x += 6)
    grid.push(`<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(t.height)}" stroke="#ced4da" stroke-width="0.5"/>`);
  for (let y = 6; y < t.height; y += 6)
    grid.push(`<line x1="0" y1="${n(y)}" x2="${n(t.width)}" y2="${n(y)}" stroke="#ced4da" stroke-width="0.5"/>`);
  const lines = (t.lines ?? []).map(
    (l) =>
      `<polyline points="${l.points.map((p) => `${n(p.x)},${n(p.y)}`).join(" ")}" fill="none" stroke="${l.stroke}" stroke-width="${l.width ?? 2}"${l.dashed ? ' stroke-dasharray="5 4"' : ""}${l.arrow ? ' marker-end="url(#cp-arrow)"' : ""}/>`,
  );
  const caption = t.caption
    ? `<text x="6" y="${n(t.height)}" dy="-6" font-size="12" fill="#343a40">${esc(t.caption)}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(t.width)} ${n(t.height)}" width="${n(t.width)}" height="${n(t.height)}" role="img">`,
    `<defs><marker id="cp-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#343a40"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#e9ecdf"/>`,
    ...grid,
    ...t.areas.map((a) => shapeSvg(a.shape, a.style)),
    ...lines,
    ...t.figures.map(figureSvg),
    caption,
    "</svg>",
  ].join("");
}
