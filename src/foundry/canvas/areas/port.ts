/**
 * The canvas-areas port: every area the system shows on a scene goes through one
 * AreaPort. Foundry v13 stores an area as a MeasuredTemplate (v13.ts), Foundry v14 as a Scene
 * Region with shapes (v14.ts); select.ts picks one by the running version. The port only turns
 * an Area into the document data its version stores, reads that data back, and previews a
 * placement; which figures an area covers is the engine's (shapes.ts `figuresInArea`).
 *
 * The effectful part (create in one write, clear with a message, move a scattered blast) is
 * written once here against a small AreaStore (the scene's embedded documents of one name), so
 * tests drive both versions with a typed double and Foundry gives the real scene (foundry.ts).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { z } from "@rules/zod";
import type { Point } from "@rules/geometry";
import type { GridScale } from "../figures";
import { type Area, type AreaKind, areaMovedTo, isAreaKind } from "./shapes";

/** The flag scope of the system's areas. */
export const AREA_FLAG_SCOPE = SYSTEM_ID;

/** The flag every area document carries: what it shows and the chat message it belongs to. */
export interface AreaFlag {
  area?: AreaKind;
  /** The result message the area illustrates (its areas are cleared with it), null when none. */
  messageId?: string | null;
}

const flagSchema = z.object({ area: z.optional(z.string()), messageId: z.optional(z.nullable(z.string())) });
const flagsSchema = z.object({ flags: z.object({ [AREA_FLAG_SCOPE]: flagSchema }) });

/** The system flag of any stored area document's source (templates and regions flag alike). */
export function areaFlagOf(source: unknown): AreaFlag | null {
  const parsed = flagsSchema.safeParse(source);
  if (!parsed.success) return null;
  const f = parsed.data.flags[AREA_FLAG_SCOPE];
  return { ...(isAreaKind(f.area) ? { area: f.area } : {}), messageId: f.messageId ?? null };
}

/** Colours of the areas (fill, border): hot for blasts, pale for arcs and radii. */
export const AREA_COLOURS: Readonly<Record<AreaKind, readonly [string, string]>> = {
  he: ["#d9480f", "#7a1f00"],
  shell: ["#d9480f", "#7a1f00"],
  shrapnel: ["#e8590c", "#7a1f00"],
  canister: ["#f08c00", "#5c3c00"],
  canisterAuto: ["#c92a2a", "#5c0000"],
  solidShot: ["#495057", "#212529"],
  arc: ["#4dabf7", "#1864ab"],
  command: ["#4dabf7", "#1864ab"],
  // A forced move's path, drawn before the owner confirms it.
  move: ["#74b816", "#2b8a3e"],
  // NAP-8.1 the engineers' charges where they were emplaced (kept until they go off).
  charges: ["#862e9c", "#3b0a45"],
};

/** What the document data needs besides the area: the scene's scale and the version's extras. */
export interface AreaContext {
  readonly grid: GridScale;
  /** The result message the area belongs to (null: none). */
  readonly messageId: string | null;
  /** The area's display name (v14 Regions require one; v13 templates have none). */
  readonly name: (kind: AreaKind) => string;
  /** v14 scene levels the area is on (the level the canvas shows); none: Foundry's default. */
  readonly levels?: readonly string[];
  /** The user who draws it (v14 Regions: OWNER; v13 templates have an author instead). */
  readonly owner?: string;
}

/** One stored area document as the port reads it: its id and its source data (plain JSON). */
export interface StoredArea {
  readonly id: string;
  readonly source: unknown;
}

/** The scene's embedded documents of one name (the real scene in foundry.ts, a double in tests). */
export interface AreaStore {
  create(documentName: AreaDocumentName, data: readonly object[]): Promise<StoredArea[]>;
  update(documentName: AreaDocumentName, updates: readonly ({ _id: string } & object)[]): Promise<void>;
  delete(documentName: AreaDocumentName, ids: readonly string[]): Promise<void>;
  list(documentName: AreaDocumentName): StoredArea[];
}

export type AreaDocumentName = "MeasuredTemplate" | "Region";

/** One Foundry version's way of storing areas. */
export interface AreaPort {
  /** The Foundry generation it serves (13 or 14). */
  readonly generation: 13 | 14;
  /** The embedded document an area is stored as. */
  readonly documentName: AreaDocumentName;
  /** The document data of an area (positions in pixels), flagged with its kind and message. */
  toData(area: Area, context: AreaContext): object;
  /** A stored document's source read back as the area it shows (null: not one of ours, or unreadable). */
  fromData(source: unknown, grid: GridScale): Area | null;
  /** The system flag of a stored document's source (null: not one of ours). */
  flagOf(source: unknown): AreaFlag | null;
  /** The update that puts a stored area at `area` (same kind: its shape moved or resized). */
  updateData(id: string, area: Area, context: AreaContext): { _id: string } & object;
}

/** An area created on a scene: its document id, the area it shows and the port that stored it. */
export interface PlacedArea {
  readonly id: string;
  readonly area: Area;
}

/** Draw areas in ONE write; returns them with their document ids. */
export async function createAreasWith(
  port: AreaPort,
  store: AreaStore,
  areas: readonly Area[],
  context: AreaContext,
): Promise<PlacedArea[]> {
  if (areas.length === 0) return [];
  const created = await store.create(
    port.documentName,
    areas.map((a) => port.toData(a, context)),
  );
  return created.map((doc, i) => ({ id: doc.id, area: port.fromData(doc.source, context.grid) ?? areas[i]! }));
}

/** Remove the areas drawn for a result message (ONE write); returns how many. */
export async function clearAreasWith(port: AreaPort, store: AreaStore, messageId: string): Promise<number> {
  const ids = store
    .list(port.documentName)
    .filter((d) => port.flagOf(d.source)?.messageId === messageId)
    .map((d) => d.id);
  if (ids.length > 0) await store.delete(port.documentName, ids);
  return ids.length;
}

/** CORE-9 / NAP-7.3 move a placed area so its anchor is at `to` (inches): ONE write. */
export async function moveAreaWith(
  port: AreaPort,
  store: AreaStore,
  placed: PlacedArea,
  to: Point,
  context: AreaContext,
): Promise<PlacedArea> {
  const area: Area = { kind: placed.area.kind, shape: areaMovedTo(placed.area.shape, to) };
  await store.update(port.documentName, [port.updateData(placed.id, area, context)]);
  return { id: placed.id, area };
}

/** The system's areas on a scene, read back (a hand-placed or moved one included). */
export function areasWith(port: AreaPort, store: AreaStore, grid: GridScale): PlacedArea[] {
  const out: PlacedArea[] = [];
  for (const d of store.list(port.documentName)) {
    if (!port.flagOf(d.source)) continue;
    const area = port.fromData(d.source, grid);
    if (area) out.push({ id: d.id, area });
  }
  return out;
}
