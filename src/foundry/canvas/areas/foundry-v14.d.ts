/**
 * Narrow declarations of the Foundry v14 APIs the areas port calls. npm has no v14
 * fvtt-types; these were read from the fvtt-types repository's main branch (package version
 * 14.366.0, commit 13e58d21d070b20742e138610bc611d2fad1b53b) at the paths named on each, and
 * from v14 ports of other systems where the types lag (named there; read, never copied).
 * Only what the system uses is declared.
 */

/**
 * Region shape data, v14: `x`, `y`, lengths in PIXELS, angles in degrees.
 * Read: src/foundry/common/data/data.d.mts (CircleShapeData.Schema, ConeShapeData.Schema,
 * LineShapeData.Schema; BaseShapeData.Schema: `type`, `hole`).
 */
export interface V14CircleShape {
  readonly type: "circle";
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly hole?: boolean;
  readonly gridBased?: boolean;
}

/**
 * ConeShapeData: `rotation` is the cone's direction, `angle` its full opening; curvature "round" is the v13 round cone.
 */
export interface V14ConeShape {
  readonly type: "cone";
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly angle: number;
  readonly rotation: number;
  readonly curvature?: "round" | "flat" | "semicircle";
  readonly hole?: boolean;
  readonly gridBased?: boolean;
}

/** LineShapeData: origin `x`, `y`, `length` and `width` in pixels, `rotation` around the origin (the v13 ray). */
export interface V14LineShape {
  readonly type: "line";
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly width: number;
  readonly rotation: number;
  readonly hole?: boolean;
  readonly gridBased?: boolean;
}

export type V14AreaShape = V14CircleShape | V14ConeShape | V14LineShape;

/**
 * The Region create data the system writes.
 * Read: src/foundry/client/documents/region.d.mts (RegionDocument.Schema: `name` required and
 * not blank, `color`, `shapes`, `visibility`, `flags`); src/foundry/common/constants.d.mts
 * (REGION_VISIBILITY.ALWAYS = 2). `highlightMode` and `levels` are v14 fields the 14.366 types
 * do not list yet; read in dnd5e's v14 TemplatePlacement (module/canvas/template-placement.mjs:
 * `highlightMode: "coverage"`, `levels: [canvas.level.id]`) and the "Templates with Regions"
 * reference (RegionLayer#placeRegion, `highlightMode` "shapes" | "coverage").
 */
export interface V14RegionData {
  readonly name: string;
  readonly color: string;
  readonly shapes: readonly V14AreaShape[];
  readonly visibility: number;
  readonly highlightMode?: "shapes" | "coverage";
  readonly displayMeasurements?: boolean;
  readonly levels?: readonly string[];
  /** v14 Region ownership (foundryvtt/foundryvtt#13270; not yet in the 14.366 types): v14.ts regionOwnership. */
  readonly ownership?: Readonly<Record<string, number>>;
  readonly flags: object;
}

/** A Region document as the v14 placement returns it (unsaved with `create: false`). */
export interface V14RegionDocument {
  readonly id: string | null;
  toObject(): object;
}

/**
 * RegionLayer#placeRegion (v14): the interactive placement that replaced the template preview:
 * the preview follows the mouse, a left click confirms, a right click or Escape cancels (null).
 * With `create: false` the confirmed document is returned unsaved. Not in the 14.366 types
 * (src/foundry/client/canvas/layers/regions.d.mts lists no placement); read in dnd5e's v14
 * TemplatePlacement (`canvas.regions.placeRegion(data, { create: false, preConfirm, onChange })`),
 * Foundryborne/daggerheart module/canvas/placeables/regionLayer.mjs (overrides
 * `placeRegion(data, options)` and calls `super.placeRegion(data, { ...options, preConfirm })`).
 */
export interface V14PlaceRegionOptions {
  readonly create?: boolean;
  readonly allowRotation?: boolean;
}

export interface V14RegionLayer {
  placeRegion(data: V14RegionData, options?: V14PlaceRegionOptions): Promise<V14RegionDocument | null>;
}

/**
 * Scene levels (v14): the level the canvas shows; a region is placed on it.
 * Read: dnd5e v14 TemplatePlacement (`levels: [canvas.level.id]`).
 */
export interface V14CanvasLevel {
  readonly id: string;
}
