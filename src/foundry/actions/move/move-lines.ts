/** The chat card's lines for the results the move folder owns (its manifest presents them). */
import { CHAT_KEYS, CHAT_LINE_KEYS, line, type LineWriter } from "@foundry/kernel/result-lines";
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

export const movement: LineWriter<MovementResult> = (ctx, r) => {
  const lines = [
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
    cardsLine(ctx, ctx.names.figure(r.figureId), moveSerials(r), r.cardInches, r.bonusInches),
    ...factorLine(ctx, typeof r.factor === "number" ? r.factor : 1, r.herdFactor),
  ];
  if (r.woundedHalved) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Move.woundedHalved`), "neutral", true));
  lines.push(...herdLine(ctx, r.herdFactor));
  lines.push(...closeOrderLines(ctx, r.closeOrder), allowance(ctx, r.inches));
  if (r.gallop) lines.push(line(ctx.format(`${CHAT_KEYS}Move.gallopStun`), "bad", true));
  return lines;
};
