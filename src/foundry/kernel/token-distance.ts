/**
 * Range on the canvas, in inches (the scene's grid unit: system.json grid "in", distance 1).
 * The canvas concept provides the real measure (base edge to base edge, through its geometry)
 * with provideDistance; until it does, the fallback is the distance between token centres.
 */

/** A token as the fallback reads it: top-left in pixels, size in grid spaces. */
interface TokenBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface GridMeasure {
  /** Pixels per grid space. */
  readonly size: number;
  /** Scene units (inches) per grid space. */
  readonly distance: number;
}

export interface DistancePort {
  /** Inches between two tokens as the rules measure them; null when it cannot say (not on one scene). */
  between(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number | null;
}

let provided: DistancePort | null = null;

/** The canvas concept calls this (init or ready) with its measure. */
export function provideDistance(port: DistancePort | null): void {
  provided = port;
}

/** Fallback: the distance between the two token centres, in scene units. */
function centreDistance(a: TokenBox, b: TokenBox, grid: GridMeasure): number {
  const ax = a.x + (a.width * grid.size) / 2;
  const ay = a.y + (a.height * grid.size) / 2;
  const bx = b.x + (b.width * grid.size) / 2;
  const by = b.y + (b.height * grid.size) / 2;
  return (Math.hypot(ax - bx, ay - by) / grid.size) * grid.distance;
}

/** Inches between two tokens: the canvas port, else centre to centre on their scene's grid. */
export function tokenDistance(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number | null {
  const measured = provided?.between(a, b);
  if (measured !== undefined && measured !== null) return measured;
  const scene = a.parent;
  if (!scene || scene !== b.parent) return null;
  const box = (t: TokenDocument.Implementation): TokenBox => ({
    x: t.x ?? 0,
    y: t.y ?? 0,
    width: t.width ?? 1,
    height: t.height ?? 1,
  });
  return centreDistance(box(a), box(b), { size: scene.grid.size, distance: scene.grid.distance });
}
