/** OW-9.2.7, OW-9.2.7b, OW-9.2.7c the stampede's draws, run on the GM's client. */
import { stampedeCheck, stampedeMove, trampleMelee } from "@rules/old-west/stampede";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./stampede-requests";

/**
 * OW-9.2.7 the check: "advance toward the enemy" in the open stampedes the herd toward the next card's scatter clock.
 */
export const STAMPEDE_CHECK_PROCEDURE: DrawProcedure<"ow.stampedeCheck"> = postingProcedure({
  acting: (input) => [input.herd.unit],
  resolve: (input, cards, ctx) => stampedeCheck(input.herd, input.trigger, cards, { rules: ctx.options }),
  named: (input) => input.herd.unit.figures,
});

/** OW-9.2.7 / OW-9.2.7c one Activation Card's run: its inches toward the clock, over the scene's obstacles. */
export const STAMPEDE_MOVE_PROCEDURE: DrawProcedure<"ow.stampedeMove"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.herd.unit]);
    const cards = capturing(source);
    const geometry = {
      herdAt: input.herdAt,
      others: input.others,
      referenceBearing: input.referenceBearing,
      ...(input.obstacles?.length ? { obstacles: input.obstacles } : {}),
    };
    const result = stampedeMove(input.herd, cards, geometry, { rules: ctx.options });
    return {
      ...posted(result, cards.cards, input, input.herd.unit.figures),
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
    requireActing(ctx, [input.trample.figure]);
    const cards = capturing(source);
    const t = input.trample;
    return posted(trampleMelee(t, cards, { rules: ctx.options }), cards.cards, input, [t.figure, ...t.animalsInRange]);
  },
  commit: postResult,
};
