/** CORE-7 (NAP-4 in the Napoleonic era) the morale check at activation, run on the GM's client. */
import { resolveMorale } from "@rules/procedures";
import { resolveNapMorale } from "@rules/napoleonic/morale";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";

export const MORALE_PROCEDURE: DrawProcedure<"morale"> = {
  run(input, source, ctx) {
    const { morale } = input;
    requireActing(ctx, [morale.unit]);
    const cards = capturing(source);
    const result =
      ctx.options.era === "napoleonic"
        ? resolveNapMorale(
            {
              unit: morale.unit,
              terrain: morale.terrain,
              leaderRemovesMarkers: input.leaderRemovesMarkers,
              closeOrder: morale.unit.closeOrder,
            },
            cards,
            { rules: ctx.options },
          )
        : resolveMorale(morale, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, morale.unit.figures);
  },
  commit: postResult,
};
