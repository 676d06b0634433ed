/** The chat card's lines for the results the close order folder owns (its manifest presents them). */
import { L, line, plural, type Headline, type LineView, type LineWriter } from "@foundry/kernel/result-lines";
import type { CloseOrderReactionResult, CloseOrderTurnResult } from "@rules/napoleonic/closeOrder";

export const closeOrderReaction: LineWriter<CloseOrderReactionResult> = (ctx, r) => {
  const lines: LineView[] = [
    line(
      ctx.format(r.group.passed ? `${L}CloseOrder.groupPassed` : `${L}CloseOrder.groupFailed`, {
        by: ctx.format(`${L}CloseOrder.by.${r.group.by}`),
        reaction: r.group.reaction,
        serial: r.cards[0]?.serial ?? "?",
      }),
      r.group.passed ? "good" : "bad",
    ),
  ];
  for (const i of r.individuals)
    lines.push(
      line(
        ctx.format(i.passed ? `${L}CloseOrder.alonePassed` : `${L}CloseOrder.aloneFailed`, {
          figure: ctx.names.figure(i.figureId),
        }),
        i.passed ? "good" : "bad",
        true,
      ),
    );
  lines.push(line(plural(ctx.format, `${L}CloseOrder.reacting`, r.reacting.length)));
  return lines;
};

/** NAP-5.4.1 the close order group's Reaction check, then the figures that turn to face the enemy behind. */
export const closeOrderTurn: LineWriter<CloseOrderTurnResult> = (ctx, r) => [
  ...closeOrderReaction(ctx, r.reaction).slice(0, 1),
  line(
    r.passed
      ? plural(ctx.format, `${L}CloseOrder.turn`, r.turns.length, { facing: Math.round(r.faceTo ?? 0) })
      : ctx.format(`${L}CloseOrder.noTurn`),
    r.passed ? "good" : "bad",
  ),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const closeOrderReactionHeadline: Headline<"closeOrderReaction"> = (ctx, r) =>
  ctx.format(r.group.passed ? `${L}Headline.groupReacts` : `${L}Headline.groupHolds`);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const closeOrderTurnHeadline: Headline<"closeOrderTurn"> = (ctx, r) =>
  ctx.format(r.passed ? `${L}Headline.groupTurns` : `${L}Headline.groupNoTurn`, {
    unit: String(r.summary.data["unit"] ?? ""),
  });
