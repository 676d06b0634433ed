/** OW-9.3f a runaway wagon's activation, run on the GM's client. */
import { runawayMove, type RunawayMoveInput } from "../../../rules/old-west/runaway";
import type { DrawProcedure } from "../../cards/ports";
import { capturing, posted, postResult, requireActing } from "../procedures";
import type { ChatContext, PostedResult } from "../requests";

export interface RunawayMoveRequest extends ChatContext {
  readonly runaway: RunawayMoveInput;
}

declare module "../../cards/ports" {
  interface DrawProcedures {
    "ow.runawayMove": { input: RunawayMoveRequest; output: PostedResult };
  }
}

export const RUNAWAY_MOVE_PROCEDURE: DrawProcedure<"ow.runawayMove"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.runaway.state.unit]);
    const cards = capturing(source);
    const result = runawayMove(input.runaway, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, input.runaway.state.unit.figures);
  },
  commit: postResult,
};
