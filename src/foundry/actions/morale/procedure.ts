/** CORE-7 / NAP-4 the morale check at activation (the leader's choice in both eras), run on the GM's client. */
import { resolveLeaderMorale } from "@rules/procedures/morale";
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
        : // NAP-4 (3.14, OW-3c refers to it): the leader may remove markers, his men then fire without him.
          resolveLeaderMorale(morale, input.leaderRemovesMarkers, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, morale.unit.figures);
  },
  commit: postResult,
};
