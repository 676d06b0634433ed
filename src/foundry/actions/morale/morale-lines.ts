/** The chat card's lines for the results the morale folder owns (its manifest presents them). */
import { CHAT_KEYS, CHAT_LINE_KEYS, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { NapMoraleResult } from "@rules/napoleonic/morale";
import type { MoraleOutcome } from "@rules/procedures";
import { moraleChecks } from "@foundry/kernel/result-lines-shared";

export const morale: LineWriter<MoraleOutcome> = (ctx, r) => moraleChecks(ctx, r);

export const napMorale: LineWriter<NapMoraleResult> = (ctx, r) => {
  const lines = moraleChecks(ctx, r);
  if (r.leaderAbsentForFire) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Morale.leaderAbsent`), "bad", true));
  for (const s of r.indianSpread) {
    lines.push(
      line(
        plural(ctx.format, `${CHAT_LINE_KEYS}Morale.indianSpread`, s.count, {
          serial: s.countSerial,
          result: ctx.format(`${CHAT_KEYS}MoraleResult.${s.result}`),
          figures: ctx.names.figures(s.figureIds),
        }),
        "bad",
        true,
      ),
    );
  }
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const moraleHeadline: Headline<"morale"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.moraleChecks`, r.checks.length, { unit: ctx.names.unit(r.unitId) });

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const napMoraleHeadline: Headline<"napMorale"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.moraleChecks`, r.checks.length, { unit: ctx.names.unit(r.unitId) });
