/** The chat card's lines for the results the engineers folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { DetonationResult, DoorAttackResult, EmplacementResult } from "@rules/napoleonic/engineers";

export const emplace: LineWriter<EmplacementResult> = (ctx, r) => [
  line(
    r.ready
      ? ctx.format(`${CHAT_LINE_KEYS}Engineers.ready`)
      : plural(ctx.format, `${CHAT_LINE_KEYS}Engineers.left`, r.required - r.done),
    r.ready ? "good" : "neutral",
  ),
];

export const detonation: LineWriter<DetonationResult> = (ctx, r) => [
  line(
    ctx.format(r.detonated ? `${CHAT_LINE_KEYS}Engineers.detonated` : `${CHAT_LINE_KEYS}Engineers.failed`, {
      serial: r.cards[0]?.serial ?? "?",
    }),
    r.detonated ? "hit" : "miss",
  ),
  // NAP-8.1 the charges' spot is known: Apply brings the bridge there down (canvas/bridge-foundry.ts).
  ...(r.detonated && r.at ? [line(ctx.format(`${CHAT_LINE_KEYS}Engineers.bridgeDown`), "neutral", true)] : []),
];

export const doorAttack: LineWriter<DoorAttackResult> = (ctx, r) => {
  const lines = r.attacks.map((a) =>
    line(
      ctx.format(a.won ? `${CHAT_LINE_KEYS}Engineers.doorWon` : `${CHAT_LINE_KEYS}Engineers.doorLost`, {
        figure: ctx.names.figure(a.figureId),
        a: a.engineerTotal,
        b: a.doorTotal,
      }),
      a.won ? "hit" : "miss",
    ),
  );
  lines.push(
    line(
      ctx.format(r.breached ? `${CHAT_LINE_KEYS}Engineers.breached` : `${CHAT_LINE_KEYS}Engineers.doorHolds`, {
        endurance: r.doorEndurance,
      }),
      r.breached ? "good" : "neutral",
    ),
  );
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const emplaceHeadline: Headline<"emplace"> = (ctx, r) =>
  r.ready
    ? ctx.format(`${CHAT_LINE_KEYS}Engineers.ready`)
    : plural(ctx.format, `${CHAT_LINE_KEYS}Engineers.left`, r.required - r.done);
