/** The chat card's lines for the results the reload folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, costLine, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { ReloadActionResult as NapReloadResult } from "@rules/napoleonic/weapons";
import type { ReloadActionResult as OwReloadResult } from "@rules/old-west/reload";

export const napReload: LineWriter<NapReloadResult> = (ctx, r) => [
  line(
    r.remaining > 0
      ? plural(ctx.format, `${CHAT_LINE_KEYS}Reload.napLeft`, r.remaining, { figure: ctx.names.figure(r.figureId) })
      : ctx.format(`${CHAT_LINE_KEYS}Reload.ready`, { figure: ctx.names.figure(r.figureId) }),
    r.remaining > 0 ? "neutral" : "good",
  ),
];

export const owReload: LineWriter<OwReloadResult> = (ctx, r) => [
  line(
    r.ready
      ? ctx.format(`${CHAT_LINE_KEYS}Reload.ready`, { figure: ctx.names.figure(r.figureId) })
      : plural(ctx.format, `${CHAT_LINE_KEYS}Reload.left`, r.remaining, { figure: ctx.names.figure(r.figureId) }),
    r.ready ? "good" : "neutral",
  ),
  ...costLine(ctx, r.cost),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const reloadHeadline: Headline<"reload"> = (ctx, r) =>
  r.remaining > 0
    ? plural(ctx.format, `${CHAT_LINE_KEYS}Reload.napLeft`, r.remaining, { figure: ctx.names.figure(r.figureId) })
    : ctx.format(`${CHAT_LINE_KEYS}Reload.ready`, { figure: ctx.names.figure(r.figureId) });
