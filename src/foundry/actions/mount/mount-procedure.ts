/**
 * OW-7.1a / NAP-6.1.1 mount and dismount on the GM's client: the figure (or its unit) as the world
 * holds it, the sender's own, activated now (mounting or dismounting costs an activation), the
 * engine's result over the world's figures. No card is drawn.
 */
import { mountOrDismount } from "@rules/mounted/movement";
import type { FigureState, UnitState } from "@rules/model";
import {
  noCardProcedure,
  type NoCardRequest,
  spendOnce,
  worldActingFigure,
  worldActingUnit,
} from "@foundry/kernel/no-card-procedure";
import { booleanAt } from "@foundry/kernel/request-shape";
import { requireActivated } from "@rules/validation/world-checks";
import type { PostedResult } from "@foundry/kernel/action-requests";

export interface MountRequest extends NoCardRequest {
  /** The figure the button was on, as the client read it; absent: every standing figure of `unit` that can. */
  readonly figure?: FigureState;
  /** The unit (sent whole when no figure is named). */
  readonly unit?: UnitState;
  /** Mount (true) or dismount. */
  readonly mount: boolean;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    mount: { input: MountRequest; output: PostedResult };
  }
}

/** The figures that change: the one named, else the unit's standing figures not yet as asked. */
export function mountingFigures(unit: UnitState, figure: FigureState | null, mounting: boolean): FigureState[] {
  return figure ? [figure] : unit.figures.filter((f) => !f.incapacitated && f.mounted !== mounting);
}

export const MOUNT_PROCEDURE = noCardProcedure<MountRequest>({
  action: "mount",
  resolve(input, ctx, request) {
    booleanAt("mount", request, "mount");
    const named = request["figure"] !== undefined;
    const { figure, unit } = named
      ? worldActingFigure(ctx, "mount", request, "figure")
      : { figure: null, unit: worldActingUnit(ctx, "mount", request, "unit") };
    requireActivated(ctx.world, unit);
    const figures = mountingFigures(unit, figure, input.mount);
    // OW-7.1a / NAP-6.1.1 mounting costs the activation's move (as a move does, once).
    spendOnce(ctx, "move", unit, figures);
    return { result: mountOrDismount({ unitId: unit.id, figures, mount: input.mount }), units: [unit] };
  },
});
