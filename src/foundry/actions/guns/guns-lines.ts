/** The chat card's lines for the results the guns folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, costLine, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { LoadResult } from "@rules/artillery/loading";
import { clockOf } from "@rules/geometry";
import type { UnlimberResult } from "@rules/artillery/movement";
import type { ProcedureResult } from "@rules/model";
import type { LimberActionResult, RefaceResult } from "@rules/old-west/gatling";

/** NAP-7.2 one load action. */
export const load: LineWriter<LoadResult> = (ctx, r) => [
  line(ctx.format(`${CHAT_LINE_KEYS}Artillery.round.${r.round}`)),
  line(
    r.remaining > 0
      ? plural(ctx.format, `${CHAT_LINE_KEYS}Artillery.loadLeft`, r.remaining)
      : ctx.format(`${CHAT_LINE_KEYS}Artillery.loaded`),
    r.remaining > 0 ? "neutral" : "good",
  ),
];

export const unlimber: LineWriter<UnlimberResult> = (ctx, r) => [
  line(plural(ctx.format, `${CHAT_LINE_KEYS}Artillery.unlimbered`, r.markers)),
];

export const limber: LineWriter<ProcedureResult<"limber">> = (ctx) => [
  line(ctx.format(`${CHAT_LINE_KEYS}Artillery.limbered`), "neutral"),
];

export const owLimber: LineWriter<LimberActionResult> = (ctx, r) => [
  line(ctx.format(r.limbered ? `${CHAT_LINE_KEYS}Gatling.limbered` : `${CHAT_LINE_KEYS}Gatling.unlimbered`)),
  ...costLine(ctx, r.cost),
];

/** OW-5.2e the gun's new facing as a turn on the clock from where it faced (a result stored without that: the turn alone). */
export const reface: LineWriter<RefaceResult> = (ctx, r) => [
  line(
    typeof r.turnedFrom === "number"
      ? ctx.format(`${CHAT_LINE_KEYS}Gatling.faces`, { clock: clockOf(r.facing, r.turnedFrom) })
      : ctx.format(`${CHAT_LINE_KEYS}Gatling.turned`),
  ),
  ...costLine(ctx, r.cost),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const loadHeadline: Headline<"load"> = (ctx, r) =>
  r.remaining > 0
    ? plural(ctx.format, `${CHAT_LINE_KEYS}Artillery.loadLeft`, r.remaining)
    : ctx.format(`${CHAT_LINE_KEYS}Artillery.loaded`);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const unlimberHeadline: Headline<"unlimber"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Artillery.unlimbered`, r.markers);
