/** The chat card's lines for the results the core checks folder owns (its manifest presents them). */
import { CHAT_KEYS, CHAT_LINE_KEYS, gradeName, line, locationOf, type LineWriter } from "@foundry/kernel/result-lines";
import type { BogResult, DamageResult, SpottingResult } from "@rules/procedures";

export const bog: LineWriter<BogResult> = (ctx, r) => {
  ctx.marks.outcome(r.cards[0]?.serial, r.bogged ? "failed" : "passed");
  return [
    line(
      ctx.format(r.bogged ? `${CHAT_LINE_KEYS}Bog.cardBogged` : `${CHAT_LINE_KEYS}Bog.cardClear`, {
        serial: r.cards[0]?.serial ?? "?",
        grade: gradeName(ctx, r.terrainGrade),
      }),
      r.bogged ? "bad" : "good",
    ),
  ];
};

export const spotting: LineWriter<SpottingResult> = (ctx, r) => [
  line(
    ctx.format(r.spotted ? `${CHAT_LINE_KEYS}Spotting.spotted` : `${CHAT_LINE_KEYS}Spotting.unseen`, {
      serial: r.cards[0]?.serial ?? "?",
    }),
    r.spotted ? "good" : "miss",
  ),
  line(ctx.format(`${CHAT_LINE_KEYS}Spotting.confirm`), "neutral", true),
];

export const damage: LineWriter<DamageResult> = (ctx, r) => {
  const serial = r.cards[0]?.serial ?? "?";
  const outcome = ctx.format(
    r.outcome === "wounded" ? `${CHAT_KEYS}Outcome.wounded` : `${CHAT_KEYS}Outcome.incapacitated`,
    r.outcome === "wounded" ? ctx.wounds.add(r.figureId) : {},
  );
  return [
    line(
      ctx.format(`${CHAT_LINE_KEYS}Damage.card`, {
        figure: ctx.names.figure(r.figureId),
        serial,
        damage: ctx.format(`${CHAT_KEYS}Damage.${r.damage}`),
        location: locationOf(ctx, r.cards[0]?.serial),
        outcome,
      }),
      r.outcome === "incapacitated" ? "bad" : "hit",
    ),
  ];
};
