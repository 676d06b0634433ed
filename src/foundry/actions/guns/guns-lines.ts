/** The chat card's lines for the results the guns folder owns (its manifest presents them). */
import { L, costLine, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { LoadResult } from "@rules/artillery/loading";
import type { UnlimberResult } from "@rules/artillery/movement";
import type { ProcedureResult } from "@rules/model";
import type { LimberActionResult, RefaceResult } from "@rules/old-west/gatling";

/** NAP-7.2 one load action. */
export const load: LineWriter<LoadResult> = (ctx, r) => [
  line(ctx.format(`${L}Artillery.round.${r.round}`)),
  line(
    r.remaining > 0 ? plural(ctx.format, `${L}Artillery.loadLeft`, r.remaining) : ctx.format(`${L}Artillery.loaded`),
    r.remaining > 0 ? "neutral" : "good",
  ),
];

export const unlimber: LineWriter<UnlimberResult> = (ctx, r) => [
  line(plural(ctx.format, `${L}Artillery.unlimbered`, r.markers)),
];

export const limber: LineWriter<ProcedureResult<"limber">> = (ctx) => [
  line(ctx.format(`${L}Artillery.limbered`), "neutral"),
];

export const owLimber: LineWriter<LimberActionResult> = (ctx, r) => [
  line(ctx.format(r.limbered ? `${L}Gatling.limbered` : `${L}Gatling.unlimbered`)),
  ...costLine(ctx, r.cost),
];

export const reface: LineWriter<RefaceResult> = (ctx, r) => [
  line(ctx.format(`${L}Gatling.faces`, { facing: Math.round(r.facing) })),
  ...costLine(ctx, r.cost),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const loadHeadline: Headline<"load"> = (ctx, r) =>
  r.remaining > 0 ? plural(ctx.format, `${L}Artillery.loadLeft`, r.remaining) : ctx.format(`${L}Artillery.loaded`);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const unlimberHeadline: Headline<"unlimber"> = (ctx, r) =>
  plural(ctx.format, `${L}Artillery.unlimbered`, r.markers);
