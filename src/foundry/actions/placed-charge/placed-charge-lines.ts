/** The chat card's lines for the results the charge folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, costLine, line, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import { blastLine } from "@foundry/kernel/result-lines-shared";
import type { BreachResult, CarriedDynamiteResult, ChargeStep } from "@rules/old-west/dynamite";

/** OW-6.1.2 one step of a placed charge: prepared, placed, fuse laid or lit, wired, exploded. */
export const charge: LineWriter<ChargeStep> = (ctx, r) => {
  const { format } = ctx;
  const c = r.charge;
  const lines = [
    line(
      format(`${CHAT_LINE_KEYS}Charge.stage.${c.stage}`, {
        charge: ctx.names.unit(c.id),
        die: c.die ?? "–",
        fuse: c.fuseActivations,
      }),
    ),
  ];
  lines.push(...costLine(ctx, r.cost));
  lines.push(...blastLine(ctx, r.blast));
  for (const read of r.cards)
    lines.push(line(format(`${CHAT_LINE_KEYS}Charge.card`, { serial: read.serial }), "neutral", true));
  return lines;
};

/** OW-6.1.4 a hurt carrier's dynamite: the extra card's small burst detonates it. */
export const carriedDynamite: LineWriter<CarriedDynamiteResult> = (ctx, r) => {
  const serial = r.cards[0]?.serial ?? "?";
  const figure = ctx.names.figure(r.figureId);
  const lines = [
    line(
      ctx.format(r.detonates ? `${CHAT_LINE_KEYS}Dynamite.carriedExplodes` : `${CHAT_LINE_KEYS}Dynamite.carriedSafe`, {
        figure,
        serial,
      }),
      r.detonates ? "bad" : "good",
    ),
  ];
  lines.push(...blastLine(ctx, r.blast));
  return lines;
};

/** OW-6.1.2b a placed bundle against a wall or door: the gap it blows (our satchel-charge default). */
export const breach: LineWriter<BreachResult> = (ctx, r) => [
  line(
    ctx.format(
      r.breached ? `${CHAT_LINE_KEYS}Breach.gap.${r.target.kind}` : `${CHAT_LINE_KEYS}Breach.holds.${r.target.kind}`,
      {
        inches: r.gapInches,
      },
    ),
    r.breached ? "hit" : "miss",
  ),
];

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owChargeHeadline: Headline<"ow.charge"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}Charge.stage.${r.charge.stage}`, {
    charge: ctx.names.unit(r.charge.id),
    die: r.charge.die ?? "–",
    fuse: r.charge.fuseActivations,
  });

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owBreachHeadline: Headline<"ow.breach"> = (ctx, r) =>
  ctx.format(r.breached ? `${CHAT_LINE_KEYS}Headline.breach` : `${CHAT_LINE_KEYS}Headline.noBreach`, {
    what: ctx.format(`${CHAT_LINE_KEYS}Breach.what.${r.target.kind}`),
  });
