/**
 * OW-5.2 the Gatling's draw requests (plain JSON: they cross the socket to the GM's client): the
 * engine's own inputs, with the chat context.
 */
import type { Figure, Point } from "@rules/geometry";
import type { FigureState } from "@rules/model";
import type { FireInput, FireTarget, TargetFigure } from "@rules/procedures";
import type { GatlingState, GatlingTerrain } from "@rules/old-west/gatling";
import type { WagonMoveInput, WagonState } from "@rules/old-west/wagons";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/**
 * OW-5.2a/e/f the gun fires: its state, its token (facing) and the target's centre, the target's figures nearest first.
 */
interface GatlingFireRequest extends ChatContext {
  readonly gatling: GatlingState;
  readonly gunAt: Figure;
  readonly targetPoint: Point;
  readonly target: FireTarget;
  readonly rangeInches: number;
  readonly moved: boolean;
  /** OW-9.3d the target is a wagon: its team as one figure, the occupants behind fence cover; null otherwise. */
  readonly targetWagon: WagonState | null;
}

/** OW-5.2b/c a carriage gun moves limbered or manhandled over this ground. */
interface GatlingMoveRequest extends ChatContext {
  readonly gatling: GatlingState;
  readonly terrain: GatlingTerrain;
  /** The point clicked (inches): the GM reads the way from the gun's token to it; absent off the map. */
  readonly to?: Point;
}

/** OW-5.2f a wagon-mounted gun moves with its wagon. */
interface WagonGatlingMoveRequest extends ChatContext {
  readonly gatling: GatlingState;
  readonly move: Omit<WagonMoveInput, "state">;
  /** OW-9.3b the point clicked (inches): the GM measures the turn from the wagon's token to it; absent off the map. */
  readonly to?: Point;
}

/**
 * OW-5.2d a unit fires at a Gatling: its volley, the gun, the gun and limber on the table, the wagon's team (OW-5.2f).
 */
interface FireAtGatlingRequest extends ChatContext {
  readonly fire: FireInput;
  readonly gatling: GatlingState;
  readonly nearestFirst: readonly TargetFigure[];
  readonly gunAt: Figure;
  readonly limberAt: Figure | null;
  readonly wagonId: string | null;
  /** Every figure the result may name (crew, limber, the wagon's team). */
  readonly named: readonly FigureState[];
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.gatlingFire": { input: GatlingFireRequest; output: PostedResult };
    "ow.gatlingMove": { input: GatlingMoveRequest; output: PostedResult };
    "ow.wagonGatlingMove": { input: WagonGatlingMoveRequest; output: PostedResult };
    "ow.fireAtGatling": { input: FireAtGatlingRequest; output: PostedResult };
  }
}
