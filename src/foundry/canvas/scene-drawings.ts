/**
 * The scene's walls and drawings as plain data (pixels) with the system's `obstacle` flag: what
 * obstacles.ts translates for the stampede (OW-9.2.7c) and for mounted moves (NAP-6.1.2b).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { DrawingData, WallData } from "./obstacles";

/** The system's `obstacle` flag on a wall or drawing (undefined when unset). */
function obstacleFlag(doc: { readonly flags?: unknown }): unknown {
  const scoped: unknown = doc.flags && typeof doc.flags === "object" ? Reflect.get(doc.flags, SYSTEM_ID) : undefined;
  return scoped && typeof scoped === "object" ? Reflect.get(scoped, "obstacle") : undefined;
}

export function wallsOf(scene: Scene.Implementation): WallData[] {
  return scene.walls.map((w) => ({ id: w.id ?? "", c: [...w.c], flag: obstacleFlag(w) }));
}

export function drawingsOf(scene: Scene.Implementation): DrawingData[] {
  return scene.drawings.map((d) => ({
    id: d.id ?? "",
    x: d.x ?? 0,
    y: d.y ?? 0,
    shape: {
      type: String(d.shape.type ?? "r"),
      width: d.shape.width ?? null,
      height: d.shape.height ?? null,
      points: d.shape.points ? d.shape.points.map(Number) : null,
    },
    flag: obstacleFlag(d),
  }));
}
