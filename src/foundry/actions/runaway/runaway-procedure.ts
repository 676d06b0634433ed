/** OW-9.3f the runaway check's draw, run on the GM's client. */
import { runawayCheck } from "@rules/old-west/runaway";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { postingProcedure } from "@foundry/kernel/procedure-steps";
import "./runaway-requests";

export const RUNAWAY_CHECK_PROCEDURE: DrawProcedure<"ow.runawayCheck"> = postingProcedure({
  acting: (input) => [input.wagon.unit],
  resolve: (input, cards, ctx) => runawayCheck(input.wagon, input.trigger, cards, { rules: ctx.options }),
  named: (input) => input.wagon.unit.figures,
});
