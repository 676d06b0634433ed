/**
 * OW-6.1.2b a charge set against a wall or door breaches it, written on the GM's client as the
 * breach result is posted (breach-foundry.ts), each write flagged with the message's id so the
 * GM's Undo unwrites exactly it (scene-undo-foundry.ts):
 * - a door is set open, flagged as the engineers' broken-in door is (`openedBy`, `dsBefore`), and
 *   shut again as it was (scene-undo.ts doorsToShut);
 * - a wall is replaced by the pieces left either side of the gap, each flagged `breachedBy` and
 *   carrying a copy of the wall before (`wallBefore`); the Undo deletes the pieces and recreates
 *   the wall from that copy.
 *
 * Pure: the scene is a port (Foundry's walls in breach-foundry.ts, a double in the tests).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { Point } from "@rules/geometry";
import { wallAfterGap, type WallSegment } from "@rules/geometry/breach";
import type { BreachResult } from "@rules/old-west/dynamite";
import { doorsToShut, type ShutDoor, type UndoWall } from "./scene-undo";

/** The system's flags on a piece of a breached wall. */
export interface BreachFlags {
  /** The breach message whose post split the wall. */
  readonly breachedBy?: string | null;
  /** The wall before, as the scene stored it (without its id): recreated by the Undo. */
  readonly wallBefore?: object | null;
}

/** A wall as the breach reads it (inches), with its door state (CONST.WALL_DOOR_STATES). */
export interface BreachWall extends WallSegment {
  readonly door: boolean;
  readonly ds: number;
}

/** The scene as the breach writes it and its Undo unwrites it. */
export interface BreachScene {
  wall(id: string): BreachWall | null;
  /** The door set open (one write), flagged `openedBy` and `dsBefore`. */
  openDoor(id: string, openedBy: string, dsBefore: number): Promise<void>;
  /** The wall replaced by these pieces (inches), each flagged `breachedBy` with a copy of the wall before. */
  splitWall(id: string, pieces: readonly (readonly [Point, Point])[], breachedBy: string): Promise<void>;
  walls(): readonly UndoWall[];
  updateWalls(updates: readonly ShutDoor[]): Promise<void>;
  deleteWalls(ids: readonly string[]): Promise<void>;
  /** The walls recreated from their stored copies (one write). */
  recreateWalls(copies: readonly object[]): Promise<void>;
}

/** What a breach wrote: the door opened, the wall split; null when nothing (not breached, no such wall, already open). */
export type BreachWritten = "door" | "wall" | null;

/** OW-6.1.2b write a breach result (message `messageId`) on the scene. */
export async function writeBreach(
  result: BreachResult,
  messageId: string,
  scene: BreachScene,
  open: number,
): Promise<BreachWritten> {
  if (!result.breached) return null;
  const wall = scene.wall(result.target.id);
  if (!wall) return null;
  if (result.target.kind === "door" || wall.door) {
    if (wall.ds === open) return null;
    await scene.openDoor(wall.id, messageId, wall.ds);
    return "door";
  }
  await scene.splitWall(wall.id, wallAfterGap(wall, result.at ?? wall.a, result.gapInches), messageId);
  return "wall";
}

function systemFlags(flags: unknown): Readonly<Record<string, unknown>> {
  const scoped: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  return typeof scoped === "object" && scoped !== null ? (scoped as Record<string, unknown>) : {};
}

/** What the Undo of one breach did: the doors shut, the pieces deleted, the walls recreated. */
export interface BreachMended {
  readonly doors: number;
  readonly pieces: number;
  readonly walls: number;
}

/** OW-6.1.2b the GM's Undo of a breach (message `breachedBy`): the door shut as it was, the wall whole again. */
export async function mendBreach(breachedBy: string, scene: BreachScene, closed: number): Promise<BreachMended> {
  const shut = doorsToShut(breachedBy, scene.walls(), closed);
  if (shut.length > 0) await scene.updateWalls(shut);
  const pieces = scene.walls().filter((w) => systemFlags(w.flags).breachedBy === breachedBy);
  // Each piece carries the same copy: the wall is recreated once.
  const copy = pieces.map((w) => systemFlags(w.flags).wallBefore).find((c) => typeof c === "object" && c !== null);
  if (pieces.length > 0) await scene.deleteWalls(pieces.map((w) => w.id));
  if (copy) await scene.recreateWalls([copy]);
  return { doors: shut.length, pieces: pieces.length, walls: copy ? 1 : 0 };
}
