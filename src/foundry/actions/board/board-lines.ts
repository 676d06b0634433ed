/** The chat card's lines for the results the board folder owns (its manifest presents them). */
import { L, costLine, line, type LineWriter } from "@foundry/kernel/result-lines";
import type { BoardingResult } from "@rules/old-west/wagons";

export const boarding: LineWriter<BoardingResult> = (ctx, r) => [
  line(ctx.format(r.boarded ? `${L}Wagon.aboard` : `${L}Wagon.off`, { figure: ctx.names.figure(r.figureId) })),
  ...costLine(ctx, r.cost),
];
