/**
 * The server writes the table double records, in order, and the scene constants some of them
 * carry: a test reads `table.writes` to say what a seam wrote (a message, an actor update, a
 * placed charge, a blown bridge) and in which order.
 */
import type { Point } from "@rules/geometry";
import type { BurstSize } from "@rules/cards/schema";
import type { DrawingUpdate, MarkerData, WallData } from "@foundry/canvas/bridge-plan";

export type Write =
  | { readonly kind: "saveDecks"; readonly decks: number }
  | { readonly kind: "createDecks" }
  | { readonly kind: "replaceCards" }
  | { readonly kind: "createMessage"; readonly id: string }
  | { readonly kind: "updateMessage"; readonly id: string }
  | { readonly kind: "updateWorldActors"; readonly ids: readonly string[] }
  | { readonly kind: "updateTokenActors"; readonly sceneId: string }
  /* dynamite: placed charges and forced moves */
  | { readonly kind: "createCharge"; readonly holderId: string | null; readonly stage: string }
  | {
      readonly kind: "updateCharge";
      readonly id: string;
      readonly stage: string;
      readonly fuse: number;
      readonly die: number | null;
    }
  | { readonly kind: "drawTemplate"; readonly size: BurstSize; readonly at: Point }
  | {
      readonly kind: "updateWall";
      readonly id: string;
      readonly open?: boolean;
      readonly pieces?: readonly (readonly [Point, Point])[];
    }
  | { readonly kind: "moveToken"; readonly id: string; readonly to: Point; readonly facing?: number }
  | {
      readonly kind: "drawMoves";
      readonly paths: readonly { readonly from: Point; readonly to: Point }[];
      readonly messageId: string | null;
    }
  /* OW-9.2.7 a stampede's run on the canvas (actions/stampede) */
  | { readonly kind: "runStampede"; readonly sceneId: string; readonly paths: number; readonly displacement: Point }
  | {
      readonly kind: "offerTrampling";
      readonly herdId: string;
      readonly trampled: readonly { readonly tokenId: string; readonly animals: number }[];
    }
  /* NAP-8.1 engineers: the charges' marker, a blown bridge (canvas/bridges.ts) */
  | { readonly kind: "markCharges"; readonly at: Point }
  | { readonly kind: "updateDrawing"; readonly update: DrawingUpdate<typeof V13_SCENE_CONSTANTS> }
  | { readonly kind: "createWalls"; readonly walls: readonly WallData<typeof V13_SCENE_CONSTANTS>[] }
  | { readonly kind: "createDrawing"; readonly data: MarkerData<typeof V13_SCENE_CONSTANTS> };

/**
 * NAP-8.1 Foundry v13's constants as canvas/bridges.ts reads them from CONST (common/constants.mjs:
 * DRAWING_FILL_TYPES.SOLID 1, WALL_MOVEMENT_TYPES.NORMAL 20, WALL_SENSE_TYPES.NONE 0,
 * WALL_DIRECTIONS.BOTH 0, WALL_DOOR_TYPES.NONE 0).
 */
export const V13_SCENE_CONSTANTS = {
  fillSolid: 1,
  moveNormal: 20,
  senseNone: 0,
  bothDirections: 0,
  doorNone: 0,
} as const;
/** The scene's grid in the double: 100 px to the inch. */
export const DOUBLE_GRID = { size: 100, distance: 1 } as const;
