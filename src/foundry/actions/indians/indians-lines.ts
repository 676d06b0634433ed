/** The chat card's lines for the results the indians folder owns (its manifest presents them). */
import { L, line, type LineWriter } from "@foundry/kernel/result-lines";
import type { IndianQuitResult } from "@rules/napoleonic/indians";

export const indianQuit: LineWriter<IndianQuitResult> = (ctx, r) => {
  return [
    line(ctx.format(`${L}Indians.standing`, { standing: r.standing, original: r.original })),
    line(ctx.format(r.quits ? `${L}Indians.quit` : `${L}Indians.stay`), r.quits ? "bad" : "good"),
  ];
};
