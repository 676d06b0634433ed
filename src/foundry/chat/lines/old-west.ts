/** Old West actions with no card or one result: OW-5.1 reload, OW-5.2 Gatlings, OW-9.2.3 herding, OW-9.3 wagons. */
import type { ProcedureResult } from "@rules/model";
import type { ActivationCost } from "@rules/old-west/common";
import type { ReloadActionResult } from "@rules/old-west/reload";
import type { LimberActionResult, RefaceResult } from "@rules/old-west/gatling";
import type { BoardingResult, CutOutResult } from "@rules/old-west/wagons";
import { L, costLine, line, plural, type LineWriter } from "@foundry/kernel/result-lines";

export const owReload: LineWriter<ReloadActionResult> = (ctx, r) => [
  line(
    r.ready
      ? ctx.format(`${L}Reload.ready`, { figure: ctx.names.figure(r.figureId) })
      : plural(ctx.format, `${L}Reload.left`, r.remaining, { figure: ctx.names.figure(r.figureId) }),
    r.ready ? "good" : "neutral",
  ),
  ...costLine(ctx, r.cost),
];

export const owLimber: LineWriter<LimberActionResult> = (ctx, r) => [
  line(ctx.format(r.limbered ? `${L}Gatling.limbered` : `${L}Gatling.unlimbered`)),
  ...costLine(ctx, r.cost),
];

export const reface: LineWriter<RefaceResult> = (ctx, r) => [
  line(ctx.format(`${L}Gatling.faces`, { facing: Math.round(r.facing) })),
  ...costLine(ctx, r.cost),
];

export const herding: LineWriter<ProcedureResult<"ow.herding">> = (ctx) => [
  line(ctx.format(`${L}Herd.herding`), "good"),
];

export const boarding: LineWriter<BoardingResult> = (ctx, r) => [
  line(ctx.format(r.boarded ? `${L}Wagon.aboard` : `${L}Wagon.off`, { figure: ctx.names.figure(r.figureId) })),
  ...costLine(ctx, r.cost),
];

export const cutOut: LineWriter<CutOutResult> = (ctx, r) => {
  const lines = [line(plural(ctx.format, `${L}Wagon.animalsLeft`, r.animalsLeft))];
  if (!r.mayMove) lines.push(line(ctx.format(`${L}Wagon.immobile`), "bad", true));
  else if (!r.mayGallop) lines.push(line(ctx.format(`${L}Wagon.noGallop`), "bad", true));
  else lines.push(line(ctx.format(`${L}Wagon.mayMove`), "good", true));
  lines.push(...costLine(ctx, r.cost));
  return lines;
};

export const overturn: LineWriter<ProcedureResult<"ow.overturn"> & { readonly cost: ActivationCost }> = (ctx, r) => [
  line(ctx.format(`${L}Wagon.barricade`), "neutral"),
  ...costLine(ctx, r.cost),
];
