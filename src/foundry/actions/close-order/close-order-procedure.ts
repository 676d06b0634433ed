/** NAP-5.4.1 a close order group turns to face an enemy behind it: one Reaction check, run on the GM's client. */
import type { Effect } from "@rules/model";
import { resolveCloseOrderTurn, type CloseOrderTurnResult } from "@rules/napoleonic/closeOrder";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./close-order-requests";
import { checkCloseOrderTurnAgainstWorld, closeOrderTurnShape } from "./close-order-world";

/** The rule flag a turn writes on each figure; the canvas turns its tokens to it (canvas/facing.ts). */
const FACING_FLAG = "facing";

/**
 * The result with each turn as a "facing" flag on the figure (there is no facing effect: the
 * engine lists the turns), so Apply writes them in the one batch and the tokens follow.
 */
function withFacingFlags(result: CloseOrderTurnResult, unitId: string): CloseOrderTurnResult {
  const turns: Effect[] = result.turns.map((t) => ({
    kind: "flag",
    unitId,
    figureId: t.figureId,
    flag: FACING_FLAG,
    value: t.facing,
  }));
  return { ...result, effects: [...result.effects, ...turns] };
}

export const CLOSE_ORDER_TURN_PROCEDURE: DrawProcedure<"closeOrderTurn"> = {
  run(input, source, ctx) {
    closeOrderTurnShape(input);
    const { unit } = input.closeOrderTurn;
    requireActing(ctx, [unit]);
    // NAP-5.4.1 the map's bearing to the enemy beside what the player declared.
    const declared = checkCloseOrderTurnAgainstWorld(input.closeOrderTurn, ctx.world, ctx.options, input.enemy);
    const cards = capturing(source);
    const result = withFacingFlags(resolveCloseOrderTurn(input.closeOrderTurn, cards, { rules: ctx.options }), unit.id);
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, unit.figures);
  },
  commit: postResult,
};
