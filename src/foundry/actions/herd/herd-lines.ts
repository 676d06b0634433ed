/** The chat card's lines for the results the herd folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, line, type LineWriter } from "@foundry/kernel/result-lines";
import type { ProcedureResult } from "@rules/model";
import type { HerdMoveResult } from "@rules/old-west/animals";
import { movement } from "../move/move-lines";

/** OW-9.2.1 a herd moves (or is driven into a stampede). */
export const herdMove: LineWriter<HerdMoveResult> = (ctx, r) => {
  if (r.stampedes) return [line(ctx.format(`${CHAT_LINE_KEYS}Herd.stampedes`), "bad")];
  return r.movement ? movement(ctx, r.movement) : [line(ctx.format(`${CHAT_LINE_KEYS}Herd.stays`))];
};

export const herding: LineWriter<ProcedureResult<"ow.herding">> = (ctx) => [
  line(ctx.format(`${CHAT_LINE_KEYS}Herd.herding`), "good"),
];
