/** The chat card's lines for the results the move folder owns (its manifest presents them). */
import { CHAT_KEYS, CHAT_LINE_KEYS, line, type LineView, type LineWriter } from "@foundry/kernel/result-lines";
import {
  allowance,
  cardsLine,
  closeOrderLines,
  factorLine,
  herdLine,
  moveSerials,
} from "@foundry/kernel/result-lines-moves";
import type { MountedMoveResult } from "@rules/mounted/movement";
import type { MovementResult } from "@rules/procedures";

/**
 * NAP-5.3b the wheel the player declared where the map reads another (the GM's procedure adds it
 * to the result: move-world.ts), for the GM to see first.
 */
function declaredWheel(ctx: Parameters<LineWriter<MovementResult>>[0], r: object): LineView[] {
  const declared: unknown = "declared" in r ? r.declared : null;
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((d: unknown) =>
    typeof d === "object" && d !== null && "fact" in d && d.fact === "wheelInches" && "declared" in d && "map" in d
      ? [
          line(
            ctx.format(`${CHAT_LINE_KEYS}CloseOrder.declaredWheel`, {
              declared: Number(d.declared),
              map: Number(d.map),
            }),
            "bad",
          ),
        ]
      : [],
  );
}

export const movement: LineWriter<MovementResult> = (ctx, r) => {
  const lines = [
    ...declaredWheel(ctx, r),
    cardsLine(ctx, ctx.names.figure(r.figureId), moveSerials(r), r.cardInches),
    ...herdLine(ctx, r.herdFactor),
    ...factorLine(ctx, r.factor, r.herdFactor),
    ...closeOrderLines(ctx, r.closeOrder),
    allowance(ctx, r.inches),
  ];
  if (r.stunnedAtEnd) lines.push(line(ctx.format(`${CHAT_KEYS}Move.stunnedAtEnd`), "bad", true));
  return lines;
};

/** NAP-6.1.1 / OW-7.1a two cards mounted, a third galloping (the stun is applied later by the table). */
export const mountedMovement: LineWriter<MountedMoveResult> = (ctx, r) => {
  // CORE-8 the "× 0.5" step of a halved move, as on foot (a record from before the factor was kept reads as 1).
  const lines = [
    ...declaredWheel(ctx, r),
    cardsLine(ctx, ctx.names.figure(r.figureId), moveSerials(r), r.cardInches, r.bonusInches),
    ...factorLine(ctx, typeof r.factor === "number" ? r.factor : 1, r.herdFactor),
  ];
  if (r.woundedHalved) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Move.woundedHalved`), "neutral", true));
  lines.push(...herdLine(ctx, r.herdFactor));
  lines.push(...closeOrderLines(ctx, r.closeOrder), allowance(ctx, r.inches));
  if (r.gallop) lines.push(line(ctx.format(`${CHAT_KEYS}Move.gallopStun`), "bad", true));
  return lines;
};
