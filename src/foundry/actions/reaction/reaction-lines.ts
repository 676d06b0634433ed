/** The chat card's lines for the results the reaction folder owns (its manifest presents them). */
import { CHAT_KEYS, CHAT_LINE_KEYS, line, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { RegainControlResult } from "@rules/old-west/runaway";
import type { ReactionResult } from "@rules/procedures";

export const reaction: LineWriter<ReactionResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.figureId);
  if (r.reason !== null) return [line(ctx.format(`${CHAT_LINE_KEYS}Reaction.cannot.${r.reason}`, { figure }), "miss")];
  ctx.marks.outcome(r.cards[0]?.serial, r.passed ? "passed" : "failed");
  return [
    line(
      ctx.format(r.passed ? `${CHAT_LINE_KEYS}Reaction.passed` : `${CHAT_LINE_KEYS}Reaction.failed`, {
        figure,
        serial: r.cards[0]?.serial ?? "?",
        card: r.card ?? "–",
        reaction: r.reaction,
      }),
      r.passed ? "good" : "bad",
    ),
    // CORE-10 what the pass lets him do (the GM's record notes it: reaction-procedure.ts).
    ...(r.passed && r.actsNow === true
      ? [line(ctx.format(`${CHAT_LINE_KEYS}Reaction.mayAct`, { figure }), "good")]
      : []),
  ];
};

export const regainControl: LineWriter<RegainControlResult> = (ctx, r) => [
  line(
    ctx.format(`${CHAT_LINE_KEYS}Runaway.regainCard`, {
      serial: r.cards[0]?.serial ?? "?",
      // OW-9.3f what the cell means for the driver: no forced action takes the reins back.
      result: ctx.format(`${CHAT_LINE_KEYS}Runaway.regainResult.${r.regained ? "regained" : "still"}`),
      terrain: ctx.format(`${CHAT_KEYS}TerrainRow.${r.terrain}`),
    }),
  ),
  line(
    ctx.format(r.regained ? `${CHAT_LINE_KEYS}Runaway.regained` : `${CHAT_LINE_KEYS}Runaway.stillRunning`),
    r.regained ? "good" : "bad",
  ),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owRegainControlHeadline: Headline<"ow.regainControl"> = (ctx, r) =>
  ctx.format(r.regained ? `${CHAT_LINE_KEYS}Runaway.regained` : `${CHAT_LINE_KEYS}Runaway.stillRunning`);
