/** The chat card's lines for the results the board folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, costLine, line, type LineWriter } from "@foundry/kernel/result-lines";
import type { BoardingResult } from "@rules/old-west/wagons";

export const boarding: LineWriter<BoardingResult> = (ctx, r) => [
  line(
    ctx.format(r.boarded ? `${CHAT_LINE_KEYS}Wagon.aboard` : `${CHAT_LINE_KEYS}Wagon.off`, {
      figure: ctx.names.figure(r.figureId),
    }),
  ),
  ...costLine(ctx, r.cost),
];
