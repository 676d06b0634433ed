/**
 * What the GM's Undo puts back on the scene (NAP-8.1). The Undo puts the actors back in one batch
 * (kernel/result-desk.ts); an applied result may also have written on the scene: a door the
 * engineers broke in was opened (doors.ts), a bridge drawn blown and walled across, or a
 * "Charges detonated" marker drawn (bridge-plan.ts). Each of those writes carries the applied
 * message's id in its flags (`blownBy`, `openedBy`), on documents only a GM may change, so the
 * Undo finds exactly what that message wrote, whatever the chat message itself now says.
 *
 * Pure: the plans below; the Foundry hooks in bridge-foundry.ts and doors.ts run them.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { BridgeDrawing, SavedLook } from "./bridge-plan";

/** A wall as the Undo reads it: its id, its door state and its flags (all scopes). */
export interface UndoWall {
  readonly id: string;
  /** CONST.WALL_DOOR_STATES (CLOSED 0, OPEN 1, LOCKED 2). */
  readonly ds: number;
  readonly flags: unknown;
}

/** The system's flags on a door the engineers opened. */
export interface DoorFlags {
  /** The result message whose Apply opened it. */
  readonly openedBy?: string | null;
  /** Its door state before (closed or locked). */
  readonly dsBefore?: number | null;
}

function systemFlags(flags: unknown): Readonly<Record<string, unknown>> {
  const scoped: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  return typeof scoped === "object" && scoped !== null ? (scoped as Record<string, unknown>) : {};
}

/** The update that draws a blown bridge standing again: its look before, and its flags back. */
export interface RaisedDrawing extends Partial<SavedLook> {
  readonly _id: string;
  readonly flags: {
    readonly [SYSTEM_ID]: {
      readonly bridge: true;
      readonly destroyed: false;
      readonly blownBy: null;
      readonly lookBefore: null;
    };
  };
}

/** What the Undo of one detonation does on the scene. */
export interface BridgeRaise {
  /** The bridges it blew, drawn standing again. */
  readonly restore: readonly RaisedDrawing[];
  /** The walls it closed their ends with. */
  readonly walls: readonly string[];
  /** The "Charges detonated" markers it drew. */
  readonly markers: readonly string[];
}

/** NAP-8.1 what an applied detonation (message `blownBy`) wrote on the scene, to unwrite; null when nothing. */
export function planBridgeRaise(
  blownBy: string,
  drawings: readonly BridgeDrawing[],
  walls: readonly UndoWall[],
): BridgeRaise | null {
  const mine = (flags: unknown) => systemFlags(flags).blownBy === blownBy;
  const restore = drawings
    .filter((d) => mine(d.flags) && systemFlags(d.flags).destroyed === true)
    .map((d): RaisedDrawing => {
      const look = systemFlags(d.flags).lookBefore;
      return {
        _id: d.id,
        ...(typeof look === "object" && look !== null ? (look as SavedLook) : {}),
        flags: { [SYSTEM_ID]: { bridge: true, destroyed: false, blownBy: null, lookBefore: null } },
      };
    });
  const markers = drawings.filter((d) => mine(d.flags) && systemFlags(d.flags).detonation === true).map((d) => d.id);
  const closing = walls.filter((w) => mine(w.flags)).map((w) => w.id);
  return restore.length + markers.length + closing.length > 0 ? { restore, walls: closing, markers } : null;
}

/** The update that shuts a door again. */
export interface ShutDoor {
  readonly _id: string;
  readonly ds: number;
  readonly flags: { readonly [SYSTEM_ID]: { readonly openedBy: null; readonly dsBefore: null } };
}

/** NAP-8.1 the doors an applied door attack (message `openedBy`) opened, shut as they were (closed or locked). */
export function doorsToShut(openedBy: string, walls: readonly UndoWall[], closed: number): ShutDoor[] {
  return walls
    .filter((w) => systemFlags(w.flags).openedBy === openedBy)
    .map((w) => {
      const before = systemFlags(w.flags).dsBefore;
      return {
        _id: w.id,
        ds: typeof before === "number" ? before : closed,
        flags: { [SYSTEM_ID]: { openedBy: null, dsBefore: null } },
      };
    });
}

/** The scene as the Undo writes it (the double in tests, Foundry's embedded documents in bridge-foundry.ts). */
export interface UndoScene {
  drawings(): readonly BridgeDrawing[];
  walls(): readonly UndoWall[];
  updateDrawings(updates: readonly RaisedDrawing[]): Promise<void>;
  updateWalls(updates: readonly ShutDoor[]): Promise<void>;
  deleteWalls(ids: readonly string[]): Promise<void>;
  deleteDrawings(ids: readonly string[]): Promise<void>;
}

/** NAP-8.1 the Undo of an applied detonation on the scene: each write at most once, none when it wrote nothing. */
export async function raiseBridge(blownBy: string, scene: UndoScene): Promise<BridgeRaise | null> {
  const plan = planBridgeRaise(blownBy, scene.drawings(), scene.walls());
  if (!plan) return null;
  if (plan.restore.length > 0) await scene.updateDrawings(plan.restore);
  if (plan.walls.length > 0) await scene.deleteWalls(plan.walls);
  if (plan.markers.length > 0) await scene.deleteDrawings(plan.markers);
  return plan;
}

/** NAP-8.1 the Undo of an applied door attack on the scene: the doors it opened shut again (one write); how many. */
export async function shutDoors(openedBy: string, scene: UndoScene, closed: number): Promise<number> {
  const shut = doorsToShut(openedBy, scene.walls(), closed);
  if (shut.length > 0) await scene.updateWalls(shut);
  return shut.length;
}
