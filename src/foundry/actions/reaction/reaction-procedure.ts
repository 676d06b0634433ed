/**
 * CORE-10 a reaction check (NAP-5.6 a close order group once) and OW-9.3f regaining control, run on the GM's client.
 */
import { reactionLetsAct, reactionValue, resolveReaction } from "@rules/procedures";
import { resolveCloseOrderReaction } from "@rules/napoleonic/closeOrder";
import { regainControl } from "@rules/old-west/runaway";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { checkReactionAgainstWorld, checkRegainControlAgainstWorld, regainControlShape } from "./reaction-world";

export const REACTION_PROCEDURE: DrawProcedure<"reaction"> = {
  run(input, source, ctx) {
    // The request as the world allows it first (reaction-world.ts): the figures and the unit from their sheets.
    const unit = checkReactionAgainstWorld(input, ctx.world, ctx.options.era);
    const { figure, purpose } = input;
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
    // CORE-10 in an enemy's activation a passed reaction to act lets its figures fire or move once before
    // the enemy goes on: the GM's record notes it (world-checks.ts requireActivatedOrReacting) and the
    // chat card says so. Turning to face is its own request; in free play any unit acts anyway.
    const reacting = unit.figures.filter((f) =>
      "reacting" in result ? result.reacting.includes(f.id) : result.passed && f.id === result.figureId,
    );
    const actsNow = reacting.length > 0 && reactionLetsAct(purpose) && ctx.world.activation() !== null;
    if (actsNow) ctx.spend("react", unit.id, reacting);
    return posted(actsNow ? { ...result, actsNow } : result, cards.cards, input, figure ? [figure] : unit.figures);
  },
  commit: postResult,
};

export const REGAIN_CONTROL_PROCEDURE: DrawProcedure<"ow.regainControl"> = postingProcedure({
  acting: (input) => {
    regainControlShape(input);
    return [input.wagon.unit];
  },
  resolve: (input, cards, ctx) => {
    checkRegainControlAgainstWorld(input, ctx.world);
    return regainControl(input.wagon, input.terrain, cards, { rules: ctx.options });
  },
  named: (input) => input.wagon.unit.figures,
});
