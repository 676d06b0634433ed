/**
 * NAP-8.1 a blown bridge on the scene, without Foundry's globals (the hook in bridge-foundry.ts hands it
 * the scene; the table tests a double): the GM marks a bridge with a Drawing flagged
 * `flags["combat-patrol"].bridge = true`. When a detonation that went off is applied, the engine
 * picks the bridge under the charges (napoleonic/bridge.ts `bridgeAt`, else the nearest within a
 * few inches) and the segments across its two ends (`bridgeEnds`); this file only translates the
 * drawings to inches and the answer to document data:
 * - the drawing: flag `destroyed: true`, a red fill and the text "Bridge destroyed";
 * - two walls across its ends that block movement only (see `closingWalls`);
 * - no bridge drawing near the charges: a GM drawing "Charges detonated" at the spot.
 *
 * Foundry v13 fields relied on (read in the v13 client code with the project's search):
 * - BaseDrawing (`common/documents/drawing.mjs`, schemaVersion 13.341, search id 8701825233):
 *   `shape` {type r|e|p|…, width, height, points}, `x`, `y`, `rotation`, `fillType` (one of
 *   CONST.DRAWING_FILL_TYPES), `fillColor`, `fillAlpha`, `strokeWidth`, `strokeColor`, `text`,
 *   `fontSize` (an integer 8 to 256), `textColor`, `flags`; a drawing must show something (fill,
 *   line or text: `_validateVisibleContent`), and only a user with DRAWING_CREATE (or the GM)
 *   may create one.
 * - CONST.DRAWING_FILL_TYPES NONE 0, SOLID 1, PATTERN 2 (`common/constants.mjs`, search id 16420388852).
 * - A drawing turns by `rotation` about its unrotated centre (an older core `Drawing#refresh`
 *   shown in a module's subclass, search id 31306230914: "pivoting about the non-rotated center").
 * - BaseWall (`common/documents/wall.mjs`, schemaVersion 13.341, search id 8572977888): `c` four
 *   INTEGER coordinates, `move` (CONST.WALL_MOVEMENT_TYPES), `sight`/`light`/`sound`
 *   (CONST.WALL_SENSE_TYPES), `dir`, `door` (CONST.WALL_DOOR_TYPES); only a GM may change walls.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { Point } from "@rules/geometry";
import { bridgeAt, bridgeEnds, type BridgeFootprint, type Segment } from "@rules/napoleonic/bridge";
import type { DetonationResult } from "@rules/napoleonic/engineers";
import { asAnyResult } from "@rules/results";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { pixelsOf, toInches, toPixels, type GridScale } from "./figures";

/**
 * A Drawing document's plain fields (pixels; polygon points relative to x, y; rotation in degrees about the shape's
 * centre).
 */
export interface BridgeDrawing {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly shape: {
    readonly type?: string | null;
    readonly width?: number | null;
    readonly height?: number | null;
    readonly points?: readonly number[] | null;
  };
  /** The drawing's `flags` object (all scopes). */
  readonly flags: unknown;
  /** Its look before a detonation drew it blown (kept so the GM's Undo draws it back); absent in tests that need none. */
  readonly look?: SavedLook;
}

/** A drawing's look as Foundry stores it: what a blown bridge overwrites and its Undo puts back. */
export interface SavedLook {
  readonly fillType: number;
  readonly fillColor: string | null;
  readonly fillAlpha: number;
  readonly strokeColor: string | null;
  readonly text: string;
  readonly fontSize: number;
  readonly textColor: string | null;
  readonly hidden: boolean;
}

/** The system's bridge flag on a drawing: a bridge, and whether it was blown. */
interface BridgeFlag {
  readonly bridge: boolean;
  readonly destroyed: boolean;
}

export function bridgeFlagOf(flags: unknown): BridgeFlag {
  const scoped: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  if (typeof scoped !== "object" || scoped === null) return { bridge: false, destroyed: false };
  return { bridge: Reflect.get(scoped, "bridge") === true, destroyed: Reflect.get(scoped, "destroyed") === true };
}

/**
 * A drawing's outline in inches: a polygon's points, else its rectangle, turned by its rotation about the shape's
 * centre.
 */
export function drawingCorners(d: BridgeDrawing, grid: GridScale): Point[] {
  const w = d.shape.width ?? 0;
  const h = d.shape.height ?? 0;
  const points = d.shape.points ?? [];
  const local: Point[] = [];
  if (d.shape.type === "p" && points.length >= 6) {
    for (let i = 0; i + 1 < points.length; i += 2) local.push({ x: points[i]!, y: points[i + 1]! });
  } else {
    local.push({ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: 0, y: h });
  }
  const angle = ((d.rotation || 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = w / 2;
  const cy = h / 2;
  return local.map((p) => {
    const dx = p.x - cx;
    const dy = p.y - cy;
    return toInches({ x: d.x + cx + dx * cos - dy * sin, y: d.y + cy + dx * sin + dy * cos }, grid);
  });
}

/** The scene's bridges that still stand (flagged, not yet destroyed), as the engine's footprints. */
export function standingBridges(drawings: readonly BridgeDrawing[], grid: GridScale): BridgeFootprint[] {
  return drawings
    .filter((d) => {
      const flag = bridgeFlagOf(d.flags);
      return flag.bridge && !flag.destroyed;
    })
    .map((d) => ({ id: d.id, corners: drawingCorners(d, grid) }));
}

/** What a detonation brings down on the scene: a flagged bridge and its closed ends, or only a marker at the spot. */
export type BridgeDown =
  | {
      readonly kind: "bridge";
      readonly drawingId: string;
      readonly ends: readonly [Segment, Segment];
      readonly at: Point;
    }
  | { readonly kind: "marker"; readonly at: Point };

/**
 * An applied message's detonation that went off with its spot known (the one result that brings a bridge down), else
 * null.
 */
export function detonationOf(
  record: ResultRecord | null | undefined,
): (DetonationResult & { readonly at: Point }) | null {
  const result = record ? asAnyResult(record.result) : null;
  if (!result || result.procedure !== "detonation" || !result.detonated || !result.at) return null;
  return { ...result, at: result.at };
}

/** NAP-8.1 what an applied detonation does on the scene; null when it failed or the charges' spot is unknown. */
export function planBridgeDown(
  result: Pick<DetonationResult, "detonated" | "at">,
  drawings: readonly BridgeDrawing[],
  grid: GridScale,
): BridgeDown | null {
  if (!result.detonated || !result.at) return null;
  const bridge = bridgeAt(result.at, standingBridges(drawings, grid));
  const ends = bridge ? bridgeEnds(bridge.corners) : null;
  return bridge && ends
    ? { kind: "bridge", drawingId: bridge.id, ends, at: result.at }
    : { kind: "marker", at: result.at };
}

/**
 * The Foundry constants the written data uses (CONST on the live table, whose branded number types
 * flow through `K`; tests pass v13's plain values).
 */
export interface SceneConstants {
  /** CONST.DRAWING_FILL_TYPES.SOLID */
  readonly fillSolid: number;
  /** CONST.WALL_MOVEMENT_TYPES.NORMAL */
  readonly moveNormal: number;
  /** CONST.WALL_SENSE_TYPES.NONE */
  readonly senseNone: number;
  /** CONST.WALL_DIRECTIONS.BOTH */
  readonly bothDirections: number;
  /** CONST.WALL_DOOR_TYPES.NONE */
  readonly doorNone: number;
}

/** How a blown bridge and a detonation marker look (display only). */
const BRIDGE_LOOK = {
  fill: "#c92a2a",
  fillAlpha: 0.45,
  stroke: "#5c0000",
  /** Text height (inches). */
  textInches: 0.6,
  /** The marker's rectangle (inches). */
  marker: { width: 4, height: 1.2 },
} as const;

function fontSize(grid: GridScale): number {
  // BaseDrawing fontSize: an integer from 8 to 256.
  return Math.max(8, Math.min(256, Math.round(pixelsOf(BRIDGE_LOOK.textInches, grid))));
}

/** The system's flags on the drawings and walls it writes. */
export interface BridgeFlags {
  readonly [SYSTEM_ID]: {
    readonly bridge?: boolean;
    readonly destroyed?: boolean;
    readonly bridgeClosed?: string;
    readonly detonation?: boolean;
    /** The result message whose Apply wrote this (a blown bridge, its closing walls, a marker); its Undo unwrites it. */
    readonly blownBy?: string | null;
    /** A blown bridge's look before (bridge-raise.ts puts it back). */
    readonly lookBefore?: SavedLook | null;
  };
}

/** A drawing's look when blown (the fields BaseDrawing defines). */
interface DrawingLook<K extends SceneConstants> {
  readonly fillType: K["fillSolid"];
  readonly fillColor: string;
  readonly fillAlpha: number;
  readonly strokeColor: string;
  readonly text: string;
  readonly fontSize: number;
  readonly textColor: string;
  /** Shown to everyone (a GM may have hidden the bridge's outline). */
  readonly hidden: false;
  readonly flags: BridgeFlags;
}

export interface DrawingUpdate<K extends SceneConstants> extends DrawingLook<K> {
  readonly _id: string;
}

export interface MarkerData<K extends SceneConstants> extends DrawingLook<K> {
  readonly x: number;
  readonly y: number;
  readonly shape: { readonly type: "r"; readonly width: number; readonly height: number };
  readonly strokeWidth: number;
}

/** A wall's create data (the fields BaseWall defines). */
export interface WallData<K extends SceneConstants> {
  readonly c: [number, number, number, number];
  readonly move: K["moveNormal"];
  readonly sight: K["senseNone"];
  readonly light: K["senseNone"];
  readonly sound: K["senseNone"];
  readonly dir: K["bothDirections"];
  readonly door: K["doorNone"];
  readonly flags: BridgeFlags;
}

/** The update that shows a bridge drawing blown: its flag, a red fill and its text. */
export function destroyedDrawingUpdate<K extends SceneConstants>(
  drawingId: string,
  text: string,
  grid: GridScale,
  k: K,
  /** The applied message and the drawing's look before, for the GM's Undo (bridge-raise.ts). */
  undo?: { readonly blownBy: string; readonly lookBefore: SavedLook | null },
): DrawingUpdate<K> {
  return {
    _id: drawingId,
    fillType: k.fillSolid,
    fillColor: BRIDGE_LOOK.fill,
    fillAlpha: BRIDGE_LOOK.fillAlpha,
    strokeColor: BRIDGE_LOOK.stroke,
    text,
    fontSize: fontSize(grid),
    textColor: "#ffffff",
    hidden: false,
    flags: { [SYSTEM_ID]: { bridge: true, destroyed: true, ...undo } },
  };
}

/**
 * The walls across a blown bridge's ends. Movement only: the seed says only that "the bridge or
 * other structure is destroyed" — the crossing is gone, so no figure walks over it, but nothing
 * new stands there to hide a figure or stop a shot (sight, light and sound pass as before).
 * Foundry stores wall ends as integer pixels.
 */
export function closingWalls<K extends SceneConstants>(
  ends: readonly Segment[],
  drawingId: string,
  grid: GridScale,
  k: K,
  blownBy?: string,
): WallData<K>[] {
  return ends.map(([a, b]) => {
    const pa = toPixels(a, grid);
    const pb = toPixels(b, grid);
    return {
      c: [Math.round(pa.x), Math.round(pa.y), Math.round(pb.x), Math.round(pb.y)],
      move: k.moveNormal,
      sight: k.senseNone,
      light: k.senseNone,
      sound: k.senseNone,
      dir: k.bothDirections,
      door: k.doorNone,
      flags: { [SYSTEM_ID]: { bridgeClosed: drawingId, ...(blownBy === undefined ? {} : { blownBy }) } },
    };
  });
}

/** A GM drawing "Charges detonated" centred on the spot (no bridge drawing was near the charges). */
export function detonatedMarker<K extends SceneConstants>(
  at: Point,
  text: string,
  grid: GridScale,
  k: K,
  blownBy?: string,
): MarkerData<K> {
  const width = pixelsOf(BRIDGE_LOOK.marker.width, grid);
  const height = pixelsOf(BRIDGE_LOOK.marker.height, grid);
  const centre = toPixels(at, grid);
  return {
    x: Math.round(centre.x - width / 2),
    y: Math.round(centre.y - height / 2),
    shape: { type: "r", width: Math.round(width), height: Math.round(height) },
    fillType: k.fillSolid,
    fillColor: BRIDGE_LOOK.fill,
    fillAlpha: BRIDGE_LOOK.fillAlpha,
    strokeWidth: 2,
    strokeColor: BRIDGE_LOOK.stroke,
    text,
    fontSize: fontSize(grid),
    textColor: "#ffffff",
    hidden: false,
    flags: { [SYSTEM_ID]: { detonation: true, ...(blownBy === undefined ? {} : { blownBy }) } },
  };
}

/** The scene as the bridge writes see it: its scale, its drawings, and the three writes. */
export interface BridgeScene<K extends SceneConstants> {
  readonly grid: GridScale;
  drawings(): readonly BridgeDrawing[];
  updateDrawing(update: DrawingUpdate<K>): Promise<void>;
  createWalls(data: readonly WallData<K>[]): Promise<void>;
  createDrawing(data: MarkerData<K>): Promise<void>;
}

/** The player-facing texts written on the scene (localized by the caller). */
interface BridgeTexts {
  readonly destroyed: string;
  readonly detonated: string;
}

/**
 * NAP-8.1 an applied detonation on the scene: the bridge under the charges drawn destroyed and
 * its two ends walled (two writes), else a marker at the spot (one write). What was done, or null.
 */
export async function bringBridgeDown<K extends SceneConstants>(
  result: Pick<DetonationResult, "detonated" | "at">,
  scene: BridgeScene<K>,
  texts: BridgeTexts,
  k: K,
  /** The applied result message: every write is flagged with it, so the GM's Undo finds and unwrites them. */
  blownBy?: string,
): Promise<BridgeDown | null> {
  const drawings = scene.drawings();
  const plan = planBridgeDown(result, drawings, scene.grid);
  if (!plan) return null;
  if (plan.kind === "bridge") {
    const lookBefore = drawings.find((d) => d.id === plan.drawingId)?.look ?? null;
    const undo = blownBy === undefined ? undefined : { blownBy, lookBefore };
    await scene.updateDrawing(destroyedDrawingUpdate(plan.drawingId, texts.destroyed, scene.grid, k, undo));
    await scene.createWalls(closingWalls(plan.ends, plan.drawingId, scene.grid, k, blownBy));
  } else {
    await scene.createDrawing(detonatedMarker(plan.at, texts.detonated, scene.grid, k, blownBy));
  }
  return plan;
}
