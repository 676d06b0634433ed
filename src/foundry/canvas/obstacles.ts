/**
 * OW-9.2.7c the obstacles a stampede meets, read from the scene (pure translation, inches):
 * every wall (Wall document: its segment `c`, a fence when the GM flagged it so) and every
 * drawing the GM marked with an obstacle size (flag combat-patrol.obstacle = small | medium |
 * large: a polygon's points, else its rectangle). The engine (stampede-terrain.ts) decides what
 * the herd does at each; this file only translates. Also the path the herd ran, as areas to draw.
 */
import { bearing, distance, type Point, type Polygon } from "@rules/geometry";
import {
  OBSTACLE_SIZES,
  type ObstacleSize,
  type StampedeObstacle,
  type StampedePath,
} from "@rules/old-west/stampede-terrain";
import { bandArea, type Area } from "./areas/shapes";
import { toInches, type GridScale } from "./figures";

/** A Wall document's plain fields (pixels). */
export interface WallData {
  readonly id: string;
  readonly c: readonly number[];
  /** The system's flags on the wall (`obstacle: "fence"` marks a fence). */
  readonly flag: unknown;
}

/** A Drawing document's plain fields (pixels; polygon points relative to x, y). */
export interface DrawingData {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly shape: {
    readonly type?: string | null;
    readonly width?: number | null;
    readonly height?: number | null;
    readonly points?: readonly number[] | null;
  };
  /** The system's obstacle flag (small | medium | large), anything else: not an obstacle. */
  readonly flag: unknown;
}

function obstacleSizeOf(flag: unknown): ObstacleSize | null {
  return OBSTACLE_SIZES.find((s) => s === flag) ?? null;
}

/** A wall as the engine's line obstacle (inches), null when its segment is malformed. */
export function wallObstacle(wall: WallData, grid: GridScale): StampedeObstacle | null {
  const [x1, y1, x2, y2] = wall.c;
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return null;
  return {
    id: wall.id,
    kind: wall.flag === "fence" ? "fence" : "wall",
    a: toInches({ x: x1, y: y1 }, grid),
    b: toInches({ x: x2, y: y2 }, grid),
  };
}

/** A drawing's corners (inches): a polygon's points, else its rectangle; null when shapeless. */
function drawingCorners(drawing: DrawingData, grid: GridScale): Point[] | null {
  const points = drawing.shape.points ?? [];
  const corners: Point[] = [];
  if (drawing.shape.type === "p" && points.length >= 6) {
    for (let i = 0; i + 1 < points.length; i += 2)
      corners.push({ x: drawing.x + points[i]!, y: drawing.y + points[i + 1]! });
  } else {
    const w = drawing.shape.width ?? 0;
    const h = drawing.shape.height ?? 0;
    if (w <= 0 || h <= 0) return null;
    corners.push(
      { x: drawing.x, y: drawing.y },
      { x: drawing.x + w, y: drawing.y },
      { x: drawing.x + w, y: drawing.y + h },
      { x: drawing.x, y: drawing.y + h },
    );
  }
  return corners.map((p) => toInches(p, grid));
}

/** A marked drawing as the engine's area obstacle (inches), null when unmarked or shapeless. */
export function drawingObstacle(drawing: DrawingData, grid: GridScale): StampedeObstacle | null {
  const size = obstacleSizeOf(drawing.flag);
  if (!size) return null;
  const vertices = drawingCorners(drawing, grid);
  return vertices ? { id: drawing.id, kind: "area", size, vertices } : null;
}

/** NAP-6.1.2b the obstacle flag's value that marks ground impassable to mounted troops (a stampede ignores it). */
const IMPASSABLE_TO_MOUNTED = "impassable";

/**
 * NAP-6.1.2b "terrain that is impassible to mounted troops": the drawings the GM flagged
 * `combat-patrol.obstacle = "impassable"`, as the engine's polygons (inches).
 */
export function impassableAreas(drawings: readonly DrawingData[], grid: GridScale): Polygon[] {
  return drawings.flatMap((d) => {
    const vertices = d.flag === IMPASSABLE_TO_MOUNTED ? drawingCorners(d, grid) : null;
    return vertices ? [{ kind: "polygon" as const, vertices }] : [];
  });
}

/** Every obstacle of the scene, walls first then marked drawings. */
export function sceneObstacles(
  walls: readonly WallData[],
  drawings: readonly DrawingData[],
  grid: GridScale,
): StampedeObstacle[] {
  return [...walls.map((w) => wallObstacle(w, grid)), ...drawings.map((d) => drawingObstacle(d, grid))].filter(
    (o): o is StampedeObstacle => o !== null,
  );
}

/** How wide the stampede's centre line is drawn (display only). */
const STAMPEDE_PATH_WIDTH = 1;

/** OW-9.2.7c the path(s) the herd ran, one band per stretch (the path drawn on the canvas). */
export function stampedePathAreas(paths: readonly Pick<StampedePath, "points" | "end">[]): Area[] {
  const out: Area[] = [];
  for (const path of paths) {
    const points = [...path.points, path.end];
    for (let i = 0; i + 1 < points.length; i += 1) {
      const a = points[i]!;
      const b = points[i + 1]!;
      const length = distance(a, b);
      if (length > 0) out.push(bandArea("solidShot", a, bearing(a, b), length, STAMPEDE_PATH_WIDTH));
    }
  }
  return out;
}

/**
 * OW-9.2.7c a herd split at a large obstacle ("splits at the rock: half each side"): each animal
 * follows the path on its side of the centre line it ran on (left = counter-clockwise of the
 * line, as the engine names the sides), moved by that path's run (end minus start). Null when
 * the herd did not split (the engine's single displacement moves it).
 */
export function splitDisplacements(
  herdAt: readonly { readonly id: string; readonly at: Point }[],
  paths: readonly Pick<StampedePath, "points" | "end" | "side">[],
): Map<string, Point> | null {
  const left = paths.find((p) => p.side === "left");
  const right = paths.find((p) => p.side === "right");
  if (paths.length !== 2 || !left || !right) return null;
  const start = left.points[0];
  const ahead = left.points[1] ?? left.end;
  if (!start) return null;
  const u = { x: ahead.x - start.x, y: ahead.y - start.y };
  const run = (p: Pick<StampedePath, "points" | "end">): Point => ({
    x: p.end.x - (p.points[0]?.x ?? 0),
    y: p.end.y - (p.points[0]?.y ?? 0),
  });
  const out = new Map<string, Point>();
  for (const f of herdAt) {
    // Engine degrees grow clockwise on screen (y down): a negative cross product is counter-clockwise.
    const cross = u.x * (f.at.y - start.y) - u.y * (f.at.x - start.x);
    out.set(f.id, run(cross < 0 ? left : right));
  }
  return out;
}
