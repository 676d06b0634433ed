/** The chat card's lines for the results the wagon folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, costLine, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import { allowance, bogLine, cardsLine, factorLine, moveSerials } from "@foundry/kernel/result-lines-moves";
import type { ProcedureResult } from "@rules/model";
import type { ActivationCost } from "@rules/old-west/common";
import type { CutOutResult, WagonMoveResult } from "@rules/old-west/wagons";

/** OW-9.3b a wagon's move, its bog checks and where it must stop. */
export const wagonMove: LineWriter<WagonMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${CHAT_LINE_KEYS}Move.theWagon`), moveSerials(r), r.cardInches),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  for (const b of r.bogChecks) lines.push(bogLine(ctx, b.why, b.grade, b.bogged, b.serial));
  if (r.stop) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Move.stop.${r.stop}`), "bad", true));
  return lines;
};

export const cutOut: LineWriter<CutOutResult> = (ctx, r) => {
  const lines = [line(plural(ctx.format, `${CHAT_LINE_KEYS}Wagon.animalsLeft`, r.animalsLeft))];
  if (!r.mayMove) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Wagon.immobile`), "bad", true));
  else if (!r.mayGallop) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Wagon.noGallop`), "bad", true));
  else lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Wagon.mayMove`), "good", true));
  lines.push(...costLine(ctx, r.cost));
  return lines;
};

export const overturn: LineWriter<ProcedureResult<"ow.overturn"> & { readonly cost: ActivationCost }> = (ctx, r) => [
  line(ctx.format(`${CHAT_LINE_KEYS}Wagon.barricade`), "neutral"),
  ...costLine(ctx, r.cost),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owWagonMoveHeadline: Headline<"ow.wagonMove"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}Headline.wagonMove`, { inches: r.inches });

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owCutOutHeadline: Headline<"ow.cutOut"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Wagon.animalsLeft`, r.animalsLeft);
