/**
 * The areas port on a live Foundry scene: the scene as an AreaStore, the context an area's
 * document data needs, the placement preview of each version, and the calls the canvas uses
 * (create, clear, move, read back), all through the port `select.ts` picks.
 */
import type { Point } from "@rules/geometry";
import { type GridScale, toInches } from "../figures";
import { gridOf } from "../tokens";
import type { V14CanvasLevel, V14RegionLayer } from "./foundry-v14";
import {
  type AreaContext,
  type AreaDocumentName,
  type AreaPort,
  type AreaStore,
  type PlacedArea,
  type StoredArea,
  areasWith,
  clearAreasWith,
  createAreasWith,
  moveAreaWith,
} from "./port";
import { areaPort } from "./select";
import { type Area, type AreaKind, anchorOf } from "./shapes";
import { previewTemplateArgs } from "./v13";
import { regionData } from "./v14";
import { listenOnUiWindows } from "@foundry/shared/ui-windows";

/**
 * The scene's embedded-document calls as both versions make them. fvtt-types 13.345 types
 * `createEmbeddedDocuments("Region", …)` with v13's shapes only (no cone, no line), so the store
 * sees the scene through this narrower signature (Scene is assignable to it: its methods take
 * any embedded name and data).
 */
interface EmbeddedDocumentsOf {
  createEmbeddedDocuments(name: AreaDocumentName, data: object[]): Promise<readonly StoredDocument[] | undefined>;
  updateEmbeddedDocuments(name: AreaDocumentName, updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: AreaDocumentName, ids: string[]): Promise<unknown>;
  getEmbeddedCollection(name: AreaDocumentName): Iterable<StoredDocument>;
}

interface StoredDocument {
  readonly id: string | null;
  toObject(): object;
}

const stored = (d: StoredDocument): StoredArea => ({ id: d.id ?? "", source: d.toObject() });

/** A Foundry scene as the port's store: one embedded-document call per operation. */
function sceneStore(scene: Scene.Implementation): AreaStore {
  const s: EmbeddedDocumentsOf = scene;
  return {
    create: async (name, data) => ((await s.createEmbeddedDocuments(name, [...data])) ?? []).map(stored),
    update: async (name, updates) => void (await s.updateEmbeddedDocuments(name, [...updates])),
    delete: async (name, ids) => void (await s.deleteEmbeddedDocuments(name, [...ids])),
    list: (name) => [...s.getEmbeddedCollection(name)].map(stored),
  };
}

/** The context of an area on a scene: its scale, message and (v14) display name. */
function areaContext(scene: Scene.Implementation | null, messageId: string | null): AreaContext {
  const level = scene && scene === canvas?.scene ? currentLevel() : null;
  const owner = game.user?.id ?? undefined;
  return { grid: gridOf(scene), messageId, name: areaName, ...(level ? { levels: [level.id] } : {}), owner };
}

function areaName(kind: AreaKind): string {
  return game.i18n?.localize(`COMBAT_PATROL.Canvas.Area.${kind}`) ?? kind;
}

/** Draw areas on a scene in ONE write. */
export function createAreas(
  scene: Scene.Implementation,
  areas: readonly Area[],
  messageId: string | null = null,
): Promise<PlacedArea[]> {
  return createAreasWith(areaPort(), sceneStore(scene), areas, areaContext(scene, messageId));
}

/** Remove the areas drawn for a result message (ONE write); returns how many. */
export function clearAreas(scene: Scene.Implementation, messageId: string): Promise<number> {
  return clearAreasWith(areaPort(), sceneStore(scene), messageId);
}

/** Move a placed area so its anchor is at `to` (inches): ONE write. */
export function moveArea(scene: Scene.Implementation, placed: PlacedArea, to: Point): Promise<PlacedArea> {
  return moveAreaWith(areaPort(), sceneStore(scene), placed, to, areaContext(scene, null));
}

/** The system's areas on a scene (those a user moved or resized by hand read as they are now). */
export function areasOn(scene: Scene.Implementation): PlacedArea[] {
  return areasWith(areaPort(), sceneStore(scene), gridOf(scene));
}

/* ------------------------------------------------ placement previews */

/**
 * Let the user place `area` (its anchor follows the mouse; left click confirms, right click or
 * Escape cancels): resolves with the confirmed anchor in inches, or null. Nothing is saved:
 * the caller creates the area where it was confirmed (one write, flagged with its message).
 */
export function previewArea(
  scene: Scene.Implementation,
  area: Area,
  port: AreaPort = areaPort(),
): Promise<Point | null> {
  return port.generation >= 14 ? previewRegion(scene, area, port) : previewTemplate(scene, area);
}

/** The v14 RegionLayer, when the running canvas has its placement (foundry-v14.d.ts). */
function isV14RegionLayer(layer: object | null | undefined): layer is V14RegionLayer {
  return !!layer && "placeRegion" in layer && typeof layer.placeRegion === "function";
}

/** v14 scene levels: the level the canvas shows (a region is placed on it). */
function currentLevel(): V14CanvasLevel | null {
  const c: object | null = canvas ?? null;
  if (!c || !("level" in c)) return null;
  const level = c.level;
  return typeof level === "object" && level !== null && "id" in level && typeof level.id === "string"
    ? { id: level.id }
    : null;
}

/** Foundry v14: RegionLayer#placeRegion with `create: false` (the unsaved region comes back). */
async function previewRegion(scene: Scene.Implementation, area: Area, port: AreaPort): Promise<Point | null> {
  const layer = canvas?.regions;
  if (!isV14RegionLayer(layer)) return null;
  const grid = gridOf(scene);
  const data = regionData(area, areaContext(scene, null));
  const placed = await layer.placeRegion(data, { create: false, allowRotation: false });
  const read = placed ? port.fromData(placed.toObject(), grid) : null;
  return read ? anchorOf(read.shape) : null;
}

/**
 * Foundry v13: an unsaved MeasuredTemplateDocument drawn in the template layer's preview
 * container, embedded in the scene (v13.ts previewTemplateArgs says why).
 */
function previewTemplate(scene: Scene.Implementation, area: Area): Promise<Point | null> {
  const layer = canvas?.templates;
  const stage = canvas?.stage;
  if (!layer || !stage || !layer.preview) return Promise.resolve(null);
  const preview = layer.preview;
  const grid = gridOf(scene);
  const doc = previewTemplateDocument(scene, area, grid);
  const object = new CONFIG.MeasuredTemplate.objectClass(doc);
  const previous = canvas?.activeLayer ?? null;
  layer.activate();
  return object.draw().then(
    () =>
      new Promise<Point | null>((resolve) => {
        preview.addChild(object);
        const move = (event: PIXI.FederatedPointerEvent) => {
          const p = event.getLocalPosition(layer);
          doc.updateSource({ x: p.x, y: p.y });
          object.refresh();
        };
        const finish = (result: Point | null) => {
          stage.off("pointermove", move);
          stage.off("pointerdown", confirm);
          stage.off("rightdown", cancel);
          stopKeys();
          preview.removeChild(object);
          object.destroy({ children: true });
          if (previous instanceof foundry.canvas.layers.InteractionLayer) previous.activate();
          resolve(result);
        };
        const confirm = (event: PIXI.FederatedPointerEvent) => {
          if (event.button !== 0) return;
          const p = event.getLocalPosition(layer);
          finish(toInches({ x: p.x, y: p.y }, grid));
        };
        const cancel = () => finish(null);
        const escape = (event: KeyboardEvent) => {
          if (event.key === "Escape") finish(null);
        };
        stage.on("pointermove", move);
        stage.on("pointerdown", confirm);
        stage.on("rightdown", cancel);
        const stopKeys = listenOnUiWindows(escape);
      }),
  );
}

/**
 * The unsaved preview template of an area, embedded in the scene (parent = scene).
 * fvtt-types 13.345 types a MeasuredTemplate's parent as `null` (measured-template.d.mts
 * `type Parent = null`), while v13 embeds templates in scenes (BaseMeasuredTemplate metadata
 * `isEmbedded: true`, collection "templates"): the constructor is called by reflection and the
 * result checked to be a template document.
 */
function previewTemplateDocument(
  scene: Scene.Implementation,
  area: Area,
  grid: GridScale = gridOf(scene),
): MeasuredTemplateDocument.Implementation {
  const cls = CONFIG.MeasuredTemplate.documentClass;
  const doc: unknown = Reflect.construct(cls, previewTemplateArgs(area, grid, scene));
  if (!(doc instanceof cls)) throw new Error("Combat Patrol | the preview template could not be created");
  return doc;
}
