/**
 * CORE-10 a reaction check (NAP-5.6 a close order group once) and OW-9.3f regaining control, run on the GM's client.
 */
import { reactionValue, resolveReaction } from "@rules/procedures";
import { resolveCloseOrderReaction } from "@rules/napoleonic/closeOrder";
import { regainControl } from "@rules/old-west/runaway";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";

export const REACTION_PROCEDURE: DrawProcedure<"reaction"> = {
  run(input, source, ctx) {
    const { unit, figure, purpose } = input;
    requireActing(ctx, [figure ?? unit]);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    // NAP-5.6 a close order group checks once: the leader's Guts if he is in it, else the unit's
    // Reaction (ours: the unit's grade read as a Reaction value, CORE-10 "where a rule gives a grade").
    const result = figure
      ? resolveReaction({ unitId: unit.id, figure, purpose }, cards)
      : resolveCloseOrderReaction(
          {
            unit,
            groupFigureIds: unit.figures.filter((f) => !f.incapacitated).map((f) => f.id),
            unitReaction: reactionValue(unit.grade, options),
            purpose,
          },
          cards,
          options,
        );
    return posted(result, cards.cards, input, figure ? [figure] : unit.figures);
  },
  commit: postResult,
};

export const REGAIN_CONTROL_PROCEDURE: DrawProcedure<"ow.regainControl"> = postingProcedure({
  acting: (input) => [input.wagon.unit],
  resolve: (input, cards, ctx) => regainControl(input.wagon, input.terrain, cards, { rules: ctx.options }),
  named: (input) => input.wagon.unit.figures,
});
