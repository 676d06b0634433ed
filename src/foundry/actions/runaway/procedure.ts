/** OW-9.3f the runaway check's draw, run on the GM's client. */
import { runawayCheck } from "../../../rules/old-west/runaway";
import type { DrawProcedure } from "../../cards/ports";
import { capturing, posted, postResult, requireActing } from "../procedures";
import "./requests";

export const RUNAWAY_CHECK_PROCEDURE: DrawProcedure<"ow.runawayCheck"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.wagon.unit]);
    const cards = capturing(source);
    return posted(runawayCheck(input.wagon, input.trigger, cards, { rules: ctx.options }), cards.cards, input, input.wagon.unit.figures);
  },
  commit: postResult,
};
