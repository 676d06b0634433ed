/**
 * Areas on the canvas, through the areas port (areas/: MeasuredTemplates on Foundry v13, Scene
 * Regions on v14; docs/foundry-v14.md):
 * - HE templates (CORE-9) and shell templates (NAP-7.3.3): placed by a preview that follows the
 *   mouse (left click confirms, right click or Escape cancels); the figures under it are found by
 *   the engine's geometry and returned to the caller (the action layer resolves them); a miss
 *   scatters the template by the card's clock and inches (geometry's deviate) and moves it.
 * - canister swath (NAP-7.3.2), solid shot path (NAP-7.3.1), shrapnel cone (NAP-7.3.3) and arcs of
 *   fire (OW-5.2e/f, NAP-5.4.2) drawn from the engine's shapes, flagged with the result message so
 *   they are cleared together.
 */
import type { BurstSize } from "@rules/cards/schema";
import {
  type Arc,
  type CanisterRanges,
  type CanisterSwath,
  type Figure,
  type Point,
  type ScatterArrow,
  type Sector,
  type SolidShotPath,
  bearing,
  deviate,
  figuresUnderBlast,
  heTemplateDiameter,
} from "@rules/geometry";
import { artilleryPiece } from "@rules/tables/artillery";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { GunModel } from "@foundry/data/actor/gun";
import { artilleryTableId } from "@foundry/data/derive";
import { currentOptions } from "@foundry/settings/current";
import { type PlacedArea, arcArea, artilleryAreas, blastArea, shotPathArea, shrapnelArea, swathAreas } from "./areas";
import { clearAreas, createAreas, moveArea, previewArea } from "./areas/foundry";
import { toInches } from "./figures";
import { figureFromToken, gridOf, sceneIndex, tokenById } from "./tokens";

export { clearAreas, createAreas };

/** NAP-7.3.2 draw a canister swath (three rectangles and the automatic-hit zone). */
export function drawSwath(scene: Scene.Implementation, swath: CanisterSwath, messageId: string | null = null) {
  return createAreas(scene, swathAreas(swath), messageId);
}

/** NAP-7.3.1 draw a solid shot's path. */
export function drawShotPath(
  scene: Scene.Implementation,
  path: Pick<SolidShotPath, "gun" | "end">,
  messageId: string | null = null,
) {
  return createAreas(scene, [shotPathArea(path)], messageId);
}

/** NAP-7.3.3 draw a shrapnel cone. */
export function drawShrapnel(scene: Scene.Implementation, cone: Sector, messageId: string | null = null) {
  return createAreas(scene, [shrapnelArea(cone)], messageId);
}

/** OW-5.2e / OW-5.2f / NAP-5.4.2 draw an arc of fire `length` inches out. */
export function drawArc(scene: Scene.Implementation, arc: Arc, length: number, messageId: string | null = null) {
  return createAreas(scene, [arcArea(arc, length)], messageId);
}

/* ------------------------------------------------ HE: place, find who is under, scatter */

/** A blast template on the table and who is under it. */
export interface PlacedBlast {
  readonly scene: Scene.Implementation;
  /** The area document (a MeasuredTemplate on v13, a Region on v14). */
  readonly placed: PlacedArea;
  /** Centre of the blast, inches. */
  readonly centre: Point;
  readonly diameter: number;
  /** Figures under the template (ids = token ids), nearest the centre first. */
  readonly figures: readonly Figure[];
  readonly tokens: readonly TokenDocument.Implementation[];
}

/** CORE-9 the tokens under a round template of `diameter` inches centred at `centre` (inches). */
export function underBlast(
  scene: Scene.Implementation,
  centre: Point,
  diameter: number,
): { figures: Figure[]; tokens: TokenDocument.Implementation[] } {
  const d2 = (f: Figure) => (f.at.x - centre.x) ** 2 + (f.at.y - centre.y) ** 2;
  const figures = figuresUnderBlast(sceneIndex(scene), centre, diameter).sort((a, b) => d2(a) - d2(b));
  const tokens = figures
    .map((f) => tokenById(scene, f.id))
    .filter((t): t is TokenDocument.Implementation => t !== null);
  return { figures, tokens };
}

/**
 * CORE-9 place an HE template of a burst size (its diameter from the options in play): preview,
 * click to confirm (right click cancels: null). The template is created and the figures under
 * it are returned for the engine.
 */
export async function placeBlast(
  size: BurstSize,
  options: { kind?: "he" | "shell"; messageId?: string | null; diameter?: number } = {},
): Promise<PlacedBlast | null> {
  const scene = canvas?.scene ?? null;
  if (!scene) return null;
  const diameter = options.diameter ?? heTemplateDiameter(size, currentOptions(scene).heTemplate);
  const start = canvas?.mousePosition ?? { x: 0, y: 0 };
  const at = await previewArea(scene, blastArea(toInches(start, gridOf(scene)), diameter, options.kind ?? "he"));
  if (!at) return null;
  return blastAt(scene, at, diameter, options);
}

/** CORE-9 a blast template at a known centre (inches): created, and the figures under it found. */
export async function blastAt(
  scene: Scene.Implementation,
  centre: Point,
  diameter: number,
  options: { kind?: "he" | "shell"; messageId?: string | null } = {},
): Promise<PlacedBlast | null> {
  const [placed] = await createAreas(
    scene,
    [blastArea(centre, diameter, options.kind ?? "he")],
    options.messageId ?? null,
  );
  if (!placed) return null;
  return { scene, placed, centre, diameter, ...underBlast(scene, centre, diameter) };
}

/**
 * CORE-9 / NAP-7.3 a miss: the template moves by the scatter arrow (clock read from the line of
 * fire `from` the thrower or gun, inches times `multiplier`: 3 for shell), and the figures under
 * it at its new place are returned.
 */
export async function scatterBlast(
  placed: PlacedBlast,
  arrow: ScatterArrow,
  from: Point,
  multiplier = 1,
): Promise<PlacedBlast> {
  const centre = deviate(placed.centre, arrow, bearing(from, placed.centre), multiplier);
  const moved = await moveArea(placed.scene, placed.placed, centre);
  return { ...placed, placed: moved, centre, ...underBlast(placed.scene, centre, placed.diameter) };
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
  const areas = artilleryAreas(record.result, figureFromToken(gunToken).at, canisterRangesOf(gunToken.actor));
  return (await createAreas(scene, areas, message.id ?? null)).length;
}

/** deleteChatMessage (the active GM): the areas drawn for the message go with it. */
export async function onMessageDeleted(message: ChatMessage.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !message.id) return;
  for (const scene of game.scenes ?? []) await clearAreas(scene, message.id);
}
