/**
 * Tokens -> geometry figures, as pure translation (no Foundry global: tests feed plain data).
 *
 * Units: a scene of this system measures in inches (system.json grid units "in", distance 1),
 * so 1 grid space = `grid.distance` inches = `grid.size` pixels. A token's width and height are
 * in grid spaces, so its base is `width * grid.distance` inches across.
 *
 * Orientation (src/rules/geometry/vec.ts): x right, y down, bearing 0° = +x, clockwise; a
 * token's rotation 0 looks down the screen, so facing = rotation + 90 (facingFromTokenRotation).
 * A rectangular base is `width` across its facing and `height` deep along it: at rotation 0
 * the token's screen width is across its facing (it looks down the screen).
 */
import { type Base, type Figure, type Point, facingFromTokenRotation, rectBase, roundBase } from "@rules/geometry";

/** Pixels per grid space and inches per grid space of a scene. */
export interface GridScale {
  readonly size: number;
  readonly distance: number;
}

/** Round or rectangular base (token flag `combat-patrol.base`). */
const BASE_KINDS = ["round", "rect"] as const;
export type BaseKind = (typeof BASE_KINDS)[number];

function isBaseKind(value: unknown): value is BaseKind {
  return typeof value === "string" && (BASE_KINDS as readonly string[]).includes(value);
}

/** A token as the translation reads it: top-left in pixels, size in grid spaces, rotation in degrees. */
export interface TokenGeometry {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  /** Its base kind (the token flag, see baseKindOf). */
  readonly base: BaseKind;
}

/** Inches per pixel of a grid. */
export function inchesPerPixel(grid: GridScale): number {
  return grid.distance / grid.size;
}

/** A point in pixels -> inches. */
export function toInches(p: Point, grid: GridScale): Point {
  const k = inchesPerPixel(grid);
  return { x: p.x * k, y: p.y * k };
}

/** A point in inches -> pixels. */
export function toPixels(p: Point, grid: GridScale): Point {
  const k = grid.size / grid.distance;
  return { x: p.x * k, y: p.y * k };
}

/** Inches -> pixels (a length). */
export function pixelsOf(inches: number, grid: GridScale): number {
  return (inches * grid.size) / grid.distance;
}

/** The centre of a token's base, in inches. */
export function tokenCentre(t: Pick<TokenGeometry, "x" | "y" | "width" | "height">, grid: GridScale): Point {
  return toInches({ x: t.x + (t.width * grid.size) / 2, y: t.y + (t.height * grid.size) / 2 }, grid);
}

/** The top-left pixel position that puts a token's centre at `centre` (inches). */
export function tokenPositionFor(centre: Point, t: Pick<TokenGeometry, "width" | "height">, grid: GridScale): Point {
  const c = toPixels(centre, grid);
  return { x: c.x - (t.width * grid.size) / 2, y: c.y - (t.height * grid.size) / 2 };
}

/**
 * The base of a token, in inches. Round: the diameter is the token's width (a round base is
 * drawn on a square token; an oval token is measured by its width). Rect: width across the
 * facing, depth = the token's height.
 */
export function baseOf(t: Pick<TokenGeometry, "width" | "height" | "base">, grid: GridScale): Base {
  const width = t.width * grid.distance;
  return t.base === "round" ? roundBase(width) : rectBase(width, t.height * grid.distance);
}

/**
 * The base kind of a token: its flag when set, else round (most figures stand on round bases;
 * Foundry's default token shape, a rectangle, says nothing about the miniature's base).
 */
export function baseKindOf(flag: unknown): BaseKind {
  return isBaseKind(flag) ? flag : "round";
}

/** A token as a geometry figure: centre and base in inches, facing from its rotation, its unit. */
export function figureFromTokenData(t: TokenGeometry, grid: GridScale, unit?: string | null): Figure {
  return {
    id: t.id,
    at: tokenCentre(t, grid),
    base: baseOf(t, grid),
    facing: facingFromTokenRotation(t.rotation),
    ...(unit ? { unit } : {}),
  };
}
