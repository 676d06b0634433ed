/** The chat card's lines for the results the reaction folder owns (its manifest presents them). */
import { K, L, line, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import { moraleWord } from "@foundry/kernel/result-lines-shared";
import type { RegainControlResult } from "@rules/old-west/runaway";
import type { ReactionResult } from "@rules/procedures";

export const reaction: LineWriter<ReactionResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.figureId);
  if (r.reason !== null) return [line(ctx.format(`${L}Reaction.cannot.${r.reason}`, { figure }), "miss")];
  ctx.marks.outcome(r.cards[0]?.serial, r.passed ? "passed" : "failed");
  return [
    line(
      ctx.format(r.passed ? `${L}Reaction.passed` : `${L}Reaction.failed`, {
        figure,
        serial: r.cards[0]?.serial ?? "?",
        card: r.card ?? "–",
        reaction: r.reaction,
      }),
      r.passed ? "good" : "bad",
    ),
  ];
};

export const regainControl: LineWriter<RegainControlResult> = (ctx, r) => [
  line(
    ctx.format(`${L}Runaway.regainCard`, {
      serial: r.cards[0]?.serial ?? "?",
      result: moraleWord(ctx, r.result),
      terrain: ctx.format(`${K}TerrainRow.${r.terrain}`),
    }),
  ),
  line(ctx.format(r.regained ? `${L}Runaway.regained` : `${L}Runaway.stillRunning`), r.regained ? "good" : "bad"),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owRegainControlHeadline: Headline<"ow.regainControl"> = (ctx, r) =>
  ctx.format(r.regained ? `${L}Runaway.regained` : `${L}Runaway.stillRunning`);
