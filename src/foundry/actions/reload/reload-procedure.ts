/**
 * OW-5.1 / NAP-3.1 reload on the GM's client: the figure as the world holds it (the sender's own),
 * his unit activated now and the figure reloading once there (CORE-3: the reload is his action), the
 * engine's result over it. No card is drawn.
 */
import { reloadAction as owReload } from "@rules/old-west/reload";
import { reloadAction as napReload } from "@rules/napoleonic/weapons";
import type { FigureState, ProcedureResult } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import { noCardProcedure, type NoCardRequest, spendOnce, worldActingFigure } from "@foundry/kernel/no-card-procedure";
import { requireActivated } from "@rules/validation/world-checks";
import type { PostedResult } from "@foundry/kernel/action-requests";

export interface ReloadRequest extends NoCardRequest {
  /** The figure that reloads, as the player's client read it (a claim: the world's copy is used). */
  readonly figure: FigureState;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    reload: { input: ReloadRequest; output: PostedResult };
  }
}

/** OW-5.1a / NAP-3.1 the era's reload of one figure (the client's preview and the GM's procedure call it alike). */
export function reloadResult(options: RulesOptions, unitId: string, figure: FigureState): ProcedureResult {
  return options.era === "napoleonic" ? napReload(unitId, figure) : owReload(unitId, figure, { rules: options });
}

export const RELOAD_PROCEDURE = noCardProcedure<ReloadRequest>({
  action: "reload",
  resolve(_input, ctx, request) {
    const { figure, unit } = worldActingFigure(ctx, "reload", request, "figure");
    requireActivated(ctx.world, unit);
    // NAP-3.1 "one action removes it", OW-5.1b one activation removes one: the figure's fire action (as a load is, NAP-7.2).
    spendOnce(ctx, "fire", unit, [figure]);
    return { result: reloadResult(ctx.options, unit.id, figure), units: [unit] };
  },
});
