/** The chat card's lines for the results the close order folder owns (its manifest presents them). */
import {
  CHAT_LINE_KEYS,
  line,
  plural,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { clockOf } from "@rules/geometry";
import type { CloseOrderReactionResult, CloseOrderTurnResult } from "@rules/napoleonic/closeOrder";

export const closeOrderReaction: LineWriter<CloseOrderReactionResult> = (ctx, r) => {
  const lines: LineView[] = [
    line(
      ctx.format(
        r.group.passed ? `${CHAT_LINE_KEYS}CloseOrder.groupPassed` : `${CHAT_LINE_KEYS}CloseOrder.groupFailed`,
        {
          by: ctx.format(`${CHAT_LINE_KEYS}CloseOrder.by.${r.group.by}`),
          reaction: r.group.reaction,
          serial: r.cards[0]?.serial ?? "?",
        },
      ),
      r.group.passed ? "good" : "bad",
    ),
  ];
  for (const i of r.individuals)
    lines.push(
      line(
        ctx.format(i.passed ? `${CHAT_LINE_KEYS}CloseOrder.alonePassed` : `${CHAT_LINE_KEYS}CloseOrder.aloneFailed`, {
          figure: ctx.names.figure(i.figureId),
        }),
        i.passed ? "good" : "bad",
        true,
      ),
    );
  lines.push(line(plural(ctx.format, `${CHAT_LINE_KEYS}CloseOrder.reacting`, r.reacting.length)));
  // CORE-10 what the pass lets them do (the GM's record notes it: actions/reaction/reaction-procedure.ts).
  if (r.reacting.length > 0 && r.actsNow === true)
    lines.push(line(ctx.format(`${CHAT_LINE_KEYS}CloseOrder.reactingMayAct`), "good"));
  return lines;
};

/** NAP-5.4.1 the figures that turn: toward the enemy at so many o'clock of the line's facing (a result stored without its facing, just toward the enemy). */
function turnText(ctx: Parameters<LineWriter<CloseOrderTurnResult>>[0], r: CloseOrderTurnResult): string {
  if (!r.passed) return ctx.format(`${CHAT_LINE_KEYS}CloseOrder.noTurn`);
  if (r.faceTo === null || typeof r.turnedFrom !== "number")
    return plural(ctx.format, `${CHAT_LINE_KEYS}CloseOrder.turnAbout`, r.turns.length);
  const clock = clockOf(r.faceTo, r.turnedFrom);
  return plural(ctx.format, `${CHAT_LINE_KEYS}CloseOrder.turn`, r.turns.length, { clock });
}

/** NAP-5.4.1 the close order group's Reaction check, then the figures that turn to face the enemy behind. */
export const closeOrderTurn: LineWriter<CloseOrderTurnResult> = (ctx, r) => [
  ...closeOrderReaction(ctx, r.reaction).slice(0, 1),
  line(turnText(ctx, r), r.passed ? "good" : "bad"),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const closeOrderReactionHeadline: Headline<"closeOrderReaction"> = (ctx, r) =>
  ctx.format(r.group.passed ? `${CHAT_LINE_KEYS}Headline.groupReacts` : `${CHAT_LINE_KEYS}Headline.groupHolds`);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const closeOrderTurnHeadline: Headline<"closeOrderTurn"> = (ctx, r) =>
  ctx.format(r.passed ? `${CHAT_LINE_KEYS}Headline.groupTurns` : `${CHAT_LINE_KEYS}Headline.groupNoTurn`, {
    unit: String(r.summary.data["unit"] ?? ""),
  });
