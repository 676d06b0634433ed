/** The chat card's lines for the results the indians folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, line, type LineWriter } from "@foundry/kernel/result-lines";
import type { IndianQuitResult } from "@rules/napoleonic/indians";

export const indianQuit: LineWriter<IndianQuitResult> = (ctx, r) => {
  return [
    line(ctx.format(`${CHAT_LINE_KEYS}Indians.standing`, { standing: r.standing, original: r.original })),
    line(
      ctx.format(r.quits ? `${CHAT_LINE_KEYS}Indians.quit` : `${CHAT_LINE_KEYS}Indians.stay`),
      r.quits ? "bad" : "good",
    ),
  ];
};
