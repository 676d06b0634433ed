/**
 * NAP-8.1 the scene's drawings and walls as the bridge writes and the GM's Undo see them
 * (canvas/bridge-plan.ts BridgeScene, canvas/scene-undo.ts UndoScene), kept like Foundry keeps
 * embedded documents: created ones get an id, updates merge, deletes remove. Backed by the table
 * double's `drawings`, so a bridge set up there is the one written here.
 */
import type { BridgeDrawing, BridgeScene } from "@foundry/canvas/bridge-plan";
import type { UndoScene, UndoWall } from "@foundry/canvas/scene-undo";
import { DOUBLE_GRID, V13_SCENE_CONSTANTS } from "../write-records";

type Constants = typeof V13_SCENE_CONSTANTS;

/** Foundry's update of a document's flags: an object merges key by key, deeply. */
function mergeFlags(before: unknown, update: unknown): unknown {
  if (typeof update !== "object" || update === null) return update;
  const base = typeof before === "object" && before !== null ? { ...(before as Record<string, unknown>) } : {};
  for (const [k, v] of Object.entries(update)) base[k] = mergeFlags(base[k], v);
  return base;
}

export interface SceneWrites {
  readonly bridge: BridgeScene<Constants>;
  readonly undo: UndoScene;
  readonly walls: Map<string, UndoWall & { readonly c: readonly number[] }>;
}

export function sceneWritesDouble(drawings: Map<string, BridgeDrawing>): SceneWrites {
  const walls = new Map<string, UndoWall & { readonly c: readonly number[] }>();
  let next = 0;
  const id = (kind: string) => `${kind}${String((next += 1)).padStart(12, "0")}`;
  const lookOf = (data: object, before: BridgeDrawing["look"]): BridgeDrawing["look"] => {
    const fields = ["fillType", "fillColor", "fillAlpha", "strokeColor", "text", "fontSize", "textColor", "hidden"];
    const look = Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, Reflect.get(data, f)]));
    return before ? { ...before, ...look } : undefined;
  };
  const updateDrawing = (update: { readonly _id: string; readonly flags: unknown }) => {
    const d = drawings.get(update._id);
    if (d) drawings.set(d.id, { ...d, flags: mergeFlags(d.flags, update.flags), look: lookOf(update, d.look) });
  };
  return {
    walls,
    bridge: {
      grid: DOUBLE_GRID,
      drawings: () => [...drawings.values()],
      updateDrawing: async (update) => updateDrawing(update),
      createWalls: async (data) => {
        for (const w of data) {
          const wallId = id("wall");
          walls.set(wallId, { id: wallId, c: w.c, ds: 0, flags: w.flags });
        }
      },
      createDrawing: async (data) => {
        const drawingId = id("drawing");
        drawings.set(drawingId, {
          id: drawingId,
          x: data.x,
          y: data.y,
          rotation: 0,
          shape: data.shape,
          flags: data.flags,
        });
      },
    },
    undo: {
      drawings: () => [...drawings.values()],
      walls: () => [...walls.values()],
      updateDrawings: async (updates) => updates.forEach(updateDrawing),
      updateWalls: async (updates) => {
        for (const u of updates) {
          const w = walls.get(u._id);
          if (w) walls.set(w.id, { ...w, ds: u.ds, flags: mergeFlags(w.flags, u.flags) });
        }
      },
      deleteWalls: async (ids) => ids.forEach((w) => walls.delete(w)),
      deleteDrawings: async (ids) => ids.forEach((d) => drawings.delete(d)),
    },
  };
}
