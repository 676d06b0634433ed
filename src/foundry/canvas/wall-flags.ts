/**
 * The system's flags on Wall and Drawing documents, read in one place (fvtt-types gives walls and
 * drawings no typed flag scope, so they are read as plain data):
 * - `flags.combat-patrol.obstacle`: on a wall, the linear obstacle it is (fence, hedge, stoneWall,
 *   ditch: src/rules/terrain OBSTACLE_KINDS); on a drawing, the size a stampede meets (small,
 *   medium, large: canvas/obstacles.ts);
 * - `flags.combat-patrol.window`: a wall the GM marked as a window (NAP-5.3, canvas/openings.ts).
 */
import { SYSTEM_ID } from "@foundry/shared/system";

/** One of the system's flags on a document (undefined when unset). */
function systemFlag(doc: { readonly flags?: unknown }, key: string): unknown {
  const flags = doc.flags;
  const scoped: unknown = flags && typeof flags === "object" ? Reflect.get(flags, SYSTEM_ID) : undefined;
  return scoped && typeof scoped === "object" ? Reflect.get(scoped, key) : undefined;
}

/** The obstacle flag of a wall or drawing (unset: undefined). */
export const obstacleFlag = (doc: { readonly flags?: unknown }): unknown => systemFlag(doc, "obstacle");

/** Is this wall marked as a window? */
export const isWindowWall = (doc: { readonly flags?: unknown }): boolean => systemFlag(doc, "window") === true;
