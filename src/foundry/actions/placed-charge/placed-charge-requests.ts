/** OW-6.1.2 / OW-6.1.4 what the charge actions send to the GM's draw procedures (plain JSON). */
import type { FigureState } from "@rules/model";
import type { DynamiteBlast, PlacedCharge } from "@rules/old-west/dynamite";
import type { BlastFigure } from "@rules/procedures/he";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/** OW-6.1.2 one activation laying fuse (a move at half speed: the move card is drawn). */
export interface LayFuseRequest extends ChatContext {
  readonly charge: PlacedCharge;
  readonly unitId: string;
  readonly figure: FigureState;
}

/** OW-6.1.4 a carrier of dynamite was wounded or incapacitated: one more card. */
export interface CarriedDynamiteRequest extends ChatContext {
  readonly unitId: string;
  readonly carrier: FigureState;
}

/** OW-6.1.2 / OW-6.1.3 / OW-6.1.4 a dynamite charge goes off over the figures under its template. */
export interface DynamiteBlastRequest extends ChatContext {
  readonly blast: DynamiteBlast;
  readonly figures: readonly BlastFigure[];
  /** The figure that set it off (the plunger's, the carrier): the sender's own; absent only when the GM sends it. */
  readonly by?: { readonly id: string; readonly name: string };
}

/**
 * OW-6.1.2b a charge set against a wall or door went off: the GM's client reads it (its item, by
 * id) and writes the breach. Nothing else is claimed: where it lay and what it was set against are the item's.
 */
export interface BreachRequest extends ChatContext {
  /** The charge's explosive item (UUID). */
  readonly chargeId: string;
  /** The figure that pushed the plunger: the sender's own; absent only when the GM sends it (a lit fuse's card). */
  readonly by?: { readonly id: string; readonly name: string };
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.layFuse": { input: LayFuseRequest; output: PostedResult };
    "ow.carriedDynamite": { input: CarriedDynamiteRequest; output: PostedResult };
    "ow.dynamiteBlast": { input: DynamiteBlastRequest; output: PostedResult };
    "ow.breach": { input: BreachRequest; output: PostedResult };
  }
}
