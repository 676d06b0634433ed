/**
 * OW-6b the GM hands a figure dynamite, on the GM's client: asked by a GM only (the server vouches
 * for the sender's role), the figure as the world holds it, the engine's checks over it. Any time
 * in the game ("as set up by the GM"): no activation is needed. No card is drawn.
 */
import { RulesError } from "@rules/errors";
import { withDynamiteTotal } from "@rules/old-west/dynamite";
import { giveDynamite as giveEngine } from "@rules/old-west/dynamite-given";
import type { FigureState } from "@rules/model";
import { noCardProcedure, type NoCardRequest, worldActingFigure } from "@foundry/kernel/no-card-procedure";
import { recordAt } from "@foundry/kernel/request-shape";
import { numberAt } from "@foundry/kernel/request-world";
import type { PostedResult } from "@foundry/kernel/action-requests";

export interface GiveDynamiteRequest extends NoCardRequest {
  /** The figure given the dynamite, as the GM's client read it. */
  readonly figure: FigureState;
  /** The sticks and bundles the GM typed. */
  readonly given: { readonly sticks: number; readonly bundles: number };
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    giveDynamite: { input: GiveDynamiteRequest; output: PostedResult };
  }
}

export const GIVE_DYNAMITE_PROCEDURE = noCardProcedure<GiveDynamiteRequest>({
  action: "giveDynamite",
  resolve(input, ctx, request) {
    if (!ctx.gm) throw new RulesError("gmOnly");
    const given = recordAt("giveDynamite", request, "given");
    for (const field of ["sticks", "bundles"]) numberAt("giveDynamite", given, field, 0, 1000);
    const { figure, unit } = worldActingFigure(ctx, "giveDynamite", request, "figure");
    const result = giveEngine(unit, withDynamiteTotal(figure), input.given, { rules: ctx.options });
    return { result, units: [unit] };
  },
});
