/**
 * Areas on the canvas as MeasuredTemplates (v13; docs/v14-regions.md says what changes in v14):
 * - HE templates (CORE-9) and shell templates (NAP-7.3.3): placed by a preview that follows the
 *   mouse (left click confirms, right click or Escape cancels); the figures under it are found by
 *   the engine's geometry and returned to the caller (the action layer resolves them); a miss
 *   scatters the template by the card's clock and inches (geometry's deviate) and moves it.
 * - canister swath (NAP-7.3.2), solid shot path (NAP-7.3.1), shrapnel cone (NAP-7.3.3) and arcs of
 *   fire (OW-5.2e/f, NAP-5.4.2) drawn from the engine's shapes, flagged with the result message so
 *   they are cleared together.
 */
import type { BurstSize } from "../../rules/cards/schema";
import {
  type Arc, type CanisterRanges, type CanisterSwath, type Figure, type Point, type ScatterArrow, type Sector, type SolidShotPath,
  bearing, deviate, figuresUnderBlast, heTemplateDiameter,
} from "../../rules/geometry";
import { artilleryPiece } from "../../rules/tables/artillery";
import { ResultMessageModel } from "../chat/model";
import { GunModel } from "../data/actor/gun";
import { artilleryTableId } from "../data/derive";
import { currentOptions } from "../settings/current";
import { SYSTEM_ID } from "../settings/keys";
import {
  type AreaKind, type AreaTemplate, type TemplateShape, arcTemplate, artilleryAreas, circleTemplate, coneTemplate, shotPathTemplate, swathTemplates,
} from "./areas";
import { toInches, toPixels } from "./figures";
import { figureFromToken, gridOf, sceneIndex, tokenById } from "./tokens";

/** Colours of the areas (fill, border): hot for blasts, pale for arcs. */
const AREA_COLOURS: Readonly<Record<AreaKind, readonly [string, string]>> = {
  he: ["#d9480f", "#7a1f00"],
  shell: ["#d9480f", "#7a1f00"],
  shrapnel: ["#e8590c", "#7a1f00"],
  canister: ["#f08c00", "#5c3c00"],
  canisterAuto: ["#c92a2a", "#5c0000"],
  solidShot: ["#495057", "#212529"],
  arc: ["#4dabf7", "#1864ab"],
};

function templateData(area: AreaTemplate, messageId: string | null) {
  const [fillColor, borderColor] = AREA_COLOURS[area.kind];
  return { ...area.shape, fillColor, borderColor, flags: { [SYSTEM_ID]: { area: area.kind, messageId } } };
}

/** Draw areas on a scene in ONE write; returns the created templates. */
export async function createAreas(
  scene: Scene.Implementation,
  areas: readonly AreaTemplate[],
  messageId: string | null = null,
): Promise<MeasuredTemplateDocument.Implementation[]> {
  if (areas.length === 0) return [];
  return (await scene.createEmbeddedDocuments("MeasuredTemplate", areas.map((a) => templateData(a, messageId)))) ?? [];
}

/** Remove the areas drawn for a result message (ONE write); returns how many. */
export async function clearAreas(scene: Scene.Implementation, messageId: string): Promise<number> {
  const ids = scene.templates.filter((t) => t.getFlag(SYSTEM_ID, "messageId") === messageId).map((t) => t.id ?? "");
  if (ids.length > 0) await scene.deleteEmbeddedDocuments("MeasuredTemplate", ids);
  return ids.length;
}

/** NAP-7.3.2 draw a canister swath (three rectangles and the automatic-hit zone). */
export function drawSwath(scene: Scene.Implementation, swath: CanisterSwath, messageId: string | null = null) {
  return createAreas(scene, swathTemplates(swath, gridOf(scene)), messageId);
}

/** NAP-7.3.1 draw a solid shot's path. */
export function drawShotPath(scene: Scene.Implementation, path: Pick<SolidShotPath, "gun" | "end">, messageId: string | null = null) {
  return createAreas(scene, [shotPathTemplate(path, gridOf(scene))], messageId);
}

/** NAP-7.3.3 draw a shrapnel cone. */
export function drawShrapnel(scene: Scene.Implementation, cone: Sector, messageId: string | null = null) {
  return createAreas(scene, [{ kind: "shrapnel", shape: coneTemplate(cone, gridOf(scene)) }], messageId);
}

/** OW-5.2e / OW-5.2f / NAP-5.4.2 draw an arc of fire `length` inches out. */
export function drawArc(scene: Scene.Implementation, arc: Arc, length: number, messageId: string | null = null) {
  return createAreas(scene, [arcTemplate(arc, length, gridOf(scene))], messageId);
}

/* ------------------------------------------------ HE: place, find who is under, scatter */

/** A blast template on the table and who is under it. */
export interface PlacedBlast {
  readonly template: MeasuredTemplateDocument.Implementation;
  /** Centre of the blast, inches. */
  readonly centre: Point;
  readonly diameter: number;
  /** Figures under the template (ids = token ids), nearest the centre first. */
  readonly figures: readonly Figure[];
  readonly tokens: readonly TokenDocument.Implementation[];
}

/** CORE-9 the tokens under a round template of `diameter` inches centred at `centre` (inches). */
export function underBlast(scene: Scene.Implementation, centre: Point, diameter: number): { figures: Figure[]; tokens: TokenDocument.Implementation[] } {
  const d2 = (f: Figure) => (f.at.x - centre.x) ** 2 + (f.at.y - centre.y) ** 2;
  const figures = figuresUnderBlast(sceneIndex(scene), centre, diameter).sort((a, b) => d2(a) - d2(b));
  const tokens = figures.map((f) => tokenById(scene, f.id)).filter((t): t is TokenDocument.Implementation => t !== null);
  return { figures, tokens };
}

/**
 * A circle template preview that follows the mouse until the user clicks (its centre, pixels)
 * or cancels (null: right click or Escape).
 */
function previewCircle(radius: number, kind: AreaKind): Promise<Point | null> {
  const layer = canvas?.templates;
  const stage = canvas?.stage;
  if (!layer || !stage || !layer.preview) return Promise.resolve(null);
  const preview = layer.preview;
  const start = canvas?.mousePosition ?? { x: 0, y: 0 };
  const data = templateData({ kind, shape: { t: "circle", x: start.x, y: start.y, distance: radius, direction: 0 } }, null);
  // A preview document, never saved (the confirmed template is created from its position). It has
  // no parent: fvtt-types 13.345 types a template's parent as null, and the preview needs none.
  const doc = new CONFIG.MeasuredTemplate.documentClass(data);
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
          window.removeEventListener("keydown", escape);
          preview.removeChild(object);
          object.destroy({ children: true });
          if (previous instanceof foundry.canvas.layers.InteractionLayer) previous.activate();
          resolve(result);
        };
        const confirm = (event: PIXI.FederatedPointerEvent) => {
          if (event.button !== 0) return;
          const p = event.getLocalPosition(layer);
          finish({ x: p.x, y: p.y });
        };
        const cancel = () => finish(null);
        const escape = (event: KeyboardEvent) => {
          if (event.key === "Escape") finish(null);
        };
        stage.on("pointermove", move);
        stage.on("pointerdown", confirm);
        stage.on("rightdown", cancel);
        window.addEventListener("keydown", escape);
      }),
  );
}

/**
 * CORE-9 place an HE template of a burst size (its diameter from the options in play): preview,
 * click to confirm (right click cancels: null). The template is created and the figures under
 * it are returned for the engine.
 */
export async function placeBlast(size: BurstSize, options: { kind?: "he" | "shell"; messageId?: string | null; diameter?: number } = {}): Promise<PlacedBlast | null> {
  const scene = canvas?.scene ?? null;
  if (!scene) return null;
  const diameter = options.diameter ?? heTemplateDiameter(size, currentOptions(scene).heTemplate);
  const at = await previewCircle(diameter / 2, options.kind ?? "he");
  if (!at) return null;
  return blastAt(scene, toInches(at, gridOf(scene)), diameter, options);
}

/** CORE-9 a blast template at a known centre (inches): created, and the figures under it found. */
export async function blastAt(
  scene: Scene.Implementation,
  centre: Point,
  diameter: number,
  options: { kind?: "he" | "shell"; messageId?: string | null } = {},
): Promise<PlacedBlast | null> {
  const grid = gridOf(scene);
  const shape = circleTemplate({ kind: "circle", centre, radius: diameter / 2 }, grid);
  const [template] = await createAreas(scene, [{ kind: options.kind ?? "he", shape }], options.messageId ?? null);
  if (!template) return null;
  return { template, centre, diameter, ...underBlast(scene, centre, diameter) };
}

/**
 * CORE-9 / NAP-7.3 a miss: the template moves by the scatter arrow (clock read from the line of
 * fire `from` the thrower or gun, inches times `multiplier`: 3 for shell), and the figures under
 * it at its new place are returned.
 */
export async function scatterBlast(placed: PlacedBlast, arrow: ScatterArrow, from: Point, multiplier = 1): Promise<PlacedBlast> {
  const scene = placed.template.parent;
  if (!scene) return placed;
  const centre = deviate(placed.centre, arrow, bearing(from, placed.centre), multiplier);
  const p = toPixels(centre, gridOf(scene));
  await placed.template.update({ x: p.x, y: p.y });
  return { ...placed, centre, ...underBlast(scene, centre, placed.diameter) };
}

/** A template shape as it is on a scene now (for a template a user placed by hand). */
export function templateShapeOf(doc: MeasuredTemplateDocument.Implementation): TemplateShape | null {
  const t = doc.t;
  if (t !== "circle" && t !== "cone" && t !== "ray") return null;
  return { t, x: doc.x ?? 0, y: doc.y ?? 0, distance: doc.distance ?? 0, direction: doc.direction ?? 0, angle: doc.angle ?? 0, width: doc.width ?? 0 };
}

/* ------------------------------------------------ areas of posted artillery results */

/** NAP-7.4 the canister ranges of a gun actor (its Table 3 row), null when it has none. */
function canisterRangesOf(actor: Actor.Implementation | null | undefined): CanisterRanges | null {
  const s = actor?.system;
  if (!(s instanceof GunModel)) return null;
  const id = artilleryTableId(s.source);
  if (!id) return null;
  const { short, medium, long } = artilleryPiece(id).canister;
  return short !== null && medium !== null ? { short, medium, long } : null;
}

/**
 * createChatMessage (the author's client): NAP-7.3 draw the areas an artillery result covered,
 * from the gun's token (the message's speaker), flagged with the message (ONE write).
 */
export async function onArtilleryResult(message: ChatMessage.Implementation): Promise<number> {
  const system = message.system;
  if (!(system instanceof ResultMessageModel) || message.author?.id !== game.user?.id) return 0;
  const record = system.result;
  const sceneId = message.speaker?.scene ?? null;
  const scene = (sceneId ? game.scenes?.get(sceneId) : null) ?? null;
  const gunToken = scene && message.speaker?.token ? (scene.tokens.get(message.speaker.token) ?? null) : null;
  if (!record || !scene || !gunToken) return 0;
  const areas = artilleryAreas(record.result, figureFromToken(gunToken).at, canisterRangesOf(gunToken.actor), gridOf(scene));
  return (await createAreas(scene, areas, message.id ?? null)).length;
}

/** deleteChatMessage (the active GM): the areas drawn for the message go with it. */
export async function onMessageDeleted(message: ChatMessage.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !message.id) return;
  for (const scene of game.scenes ?? []) await clearAreas(scene, message.id);
}
