/** The chat card's lines for the results the hero folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, line, plural, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import type { HeroMoraleResult } from "@rules/old-west/heroes";
import { moraleChecks } from "@foundry/kernel/result-lines-shared";

export const heroMorale: LineWriter<HeroMoraleResult> = (ctx, r) => {
  const lines = [line(plural(ctx.format, `${CHAT_LINE_KEYS}Hero.removes`, r.removed))];
  if (r.onlyAction) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Hero.onlyAction`), "neutral", true));
  if (r.morale) lines.push(...moraleChecks(ctx, r.morale));
  else lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Hero.noCheck`), "good"));
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owHeroMoraleHeadline: Headline<"ow.heroMorale"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Hero.removes`, r.removed);
