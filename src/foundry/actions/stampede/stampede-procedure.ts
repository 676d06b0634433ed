/** OW-9.2.7, OW-9.2.7b, OW-9.2.7c the stampede's draws, run on the GM's client. */
import { stampedeCheck, stampedeMove, trampleMelee } from "@rules/old-west/stampede";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { worldHerd } from "../herd/herd-world";
import { checkStampedeMove, checkTrample, stampedeCheckShape, stampedeMoveShape, trampleShape } from "./stampede-world";
import "./stampede-requests";

/**
 * OW-9.2.7 the check: "advance toward the enemy" in the open stampedes the herd toward the next card's scatter clock.
 */
export const STAMPEDE_CHECK_PROCEDURE: DrawProcedure<"ow.stampedeCheck"> = postingProcedure({
  acting: (input) => {
    // The shape first: the request crossed the socket (a refusal draws nothing).
    stampedeCheckShape(input);
    return [input.herd.unit];
  },
  // OW-9.2.7 the herd from its sheet (herd-world.ts), before the engine draws; an event, held to no card.
  resolve: (input, cards, ctx) =>
    stampedeCheck(worldHerd(ctx.world, input.herd), input.trigger, cards, { rules: ctx.options }),
  named: (input) => input.herd.unit.figures,
});

/** OW-9.2.7 / OW-9.2.7c one Activation Card's run: its inches toward the clock, over the scene's obstacles. */
export const STAMPEDE_MOVE_PROCEDURE: DrawProcedure<"ow.stampedeMove"> = {
  run(input, source, ctx) {
    stampedeMoveShape(input);
    requireActing(ctx, [input.herd.unit]);
    // OW-9.2.7 the herd from its sheet, stampeding, named by the card, running once on it.
    const herd = checkStampedeMove(input, ctx);
    const cards = capturing(source);
    const geometry = {
      herdAt: input.herdAt,
      others: input.others,
      referenceBearing: input.referenceBearing,
      ...(input.obstacles?.length ? { obstacles: input.obstacles } : {}),
    };
    const result = stampedeMove(herd, cards, geometry, { rules: ctx.options });
    return {
      ...posted(result, cards.cards, input, herd.unit.figures),
      displacement: result.displacement,
      trampled: result.trampled,
      paths: result.terrain?.paths ?? [],
    };
  },
  commit: postResult,
};

/** OW-9.2.7b the trampling melee of one figure against the animals within 1". */
export const TRAMPLE_PROCEDURE: DrawProcedure<"ow.trample"> = {
  run(input, source, ctx) {
    trampleShape(input);
    requireActing(ctx, [input.trample.figure]);
    // OW-9.2.7b the herd and the figure from their sheets, the figure's own weapon, one fight per run.
    const t = checkTrample(input, ctx);
    const cards = capturing(source);
    return posted(trampleMelee(t, cards, { rules: ctx.options }), cards.cards, input, [t.figure, ...t.animalsInRange]);
  },
  commit: postResult,
};
