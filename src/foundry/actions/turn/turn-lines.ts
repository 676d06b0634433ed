/** The chat card's lines for the results the turn folder owns (its manifest presents them). */
import {
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  labelOr,
  line,
  plural,
  type Ctx,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import type { ProcedureResult } from "@rules/model";
import type { HeroCardResult } from "@rules/old-west/heroes";
import type { ActivationResult, CommandDiceResult, SwapResult } from "@rules/procedures";

export function activationCardName(format: Ctx["format"], kind: string): string {
  return /^[1-6]$/.test(kind) ? kind : labelOr(format, `${CHAT_KEYS}ActivationCard.${kind}`);
}

function stringData(data: Readonly<Record<string, string | number | boolean>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === "boolean" ? String(v) : v]));
}

/**
 * Who activates, who loses it; then each supplement's own result on this card (hero order, a
 * stampede's move, a charge exploding): its headline, and its lines from its own writer.
 */
export const activation: LineWriter<ActivationResult> = (ctx, r) => {
  const { format, names } = ctx;
  const lines: LineView[] = [
    line(format(`${CHAT_KEYS}Activation.card`, { card: activationCardName(format, r.card.kind) })),
  ];
  for (const a of r.activations) {
    lines.push(
      line(
        format(a.count > 1 ? `${CHAT_KEYS}Activation.twice` : `${CHAT_KEYS}Activation.activates`, {
          unit: names.unit(a.unitId),
          count: a.count,
        }),
        "good",
        true,
      ),
    );
  }
  for (const id of r.lost)
    lines.push(line(format(`${CHAT_KEYS}Activation.loses`, { unit: names.unit(id) }), "bad", true));
  if (r.number !== null && r.activations.length === 0 && r.lost.length === 0)
    lines.push(line(format(`${CHAT_KEYS}Activation.nobody`), "miss", true));
  if (r.endOfTurn) lines.push(line(format(`${CHAT_KEYS}Activation.endOfTurn`)));
  // Ids the record names (a unit, a charge) read as their names.
  const named = (data: Readonly<Record<string, string | number | boolean>>) =>
    Object.fromEntries(
      Object.entries(stringData(data)).map(([k, v]) => [
        k,
        typeof v === "string" && ctx.record.units[v] !== undefined ? names.unit(v) : v,
      ]),
    );
  for (const s of r.supplements) {
    lines.push(line(labelOr(format, s.summary.key, named(s.summary.data))));
    lines.push(...ctx.nested(s).map((l) => ({ ...l, sub: true })));
  }
  return lines;
};

/** The badges carry each unit's roll; the lines say who rolled what. */
export const commandDice: LineWriter<CommandDiceResult> = (ctx, r) =>
  r.rolls.map((roll) =>
    line(ctx.format(`${CHAT_KEYS}Activation.die`, { unit: ctx.names.unit(roll.unitId), value: roll.value })),
  );

/** NAP-4 what ending the activation clears (the flags that last one activation). */
export const endActivation: LineWriter<ProcedureResult<"endActivation">> = (ctx, r) => [
  line(
    ctx.format(
      r.effects.length > 0 ? `${CHAT_LINE_KEYS}Activation.endClears` : `${CHAT_LINE_KEYS}Activation.endNothing`,
    ),
  ),
];

/** OW-3b a trained leader gives his die to a unit that has not acted. */
export const swapDice: LineWriter<SwapResult> = (ctx, r) => [
  line(
    ctx.format(`${CHAT_LINE_KEYS}Activation.swap`, {
      giver: ctx.names.unit(r.giverId),
      receiver: ctx.names.unit(r.receiverId),
      giverDie: r.giverDie ?? "–",
      receiverDie: r.receiverDie ?? "–",
    }),
  ),
];

/** OW-4b the heroes who act on the Hero card, in order (ties broken by the d10 icons). */
export const heroCard: LineWriter<HeroCardResult> = (ctx, r) => {
  const { format, names } = ctx;
  if (r.order.length === 0)
    return [
      line(
        format(r.number === null ? `${CHAT_LINE_KEYS}Hero.noNumber` : `${CHAT_LINE_KEYS}Hero.none`, {
          number: r.number ?? "–",
        }),
        "miss",
      ),
    ];
  return r.order.map((h, i) => {
    const alone = h.actsAlone
      ? format(`${CHAT_LINE_KEYS}Hero.alone`)
      : h.attachedToUnitId
        ? format(`${CHAT_LINE_KEYS}Hero.with`, { unit: names.unit(h.attachedToUnitId) })
        : "";
    const d10 = h.d10.length > 0 ? format(`${CHAT_LINE_KEYS}Hero.d10`, { icons: h.d10.join(", ") }) : "";
    return line(
      format(`${CHAT_LINE_KEYS}Hero.acts`, { n: i + 1, figure: names.figure(h.figureId), alone, d10 }),
      "good",
      true,
    );
  });
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const activationHeadline: Headline<"activation"> = (ctx, r) => {
  if (r.number === null)
    return ctx.format(`${CHAT_LINE_KEYS}Headline.activationCard`, {
      card:
        r.card.kind === "end"
          ? ctx.format(`${CHAT_KEYS}ActivationCard.end`)
          : ctx.format(`${CHAT_KEYS}ActivationCard.${r.card.kind}`),
    });
  const lost = r.lost.length > 0 ? plural(ctx.format, `${CHAT_LINE_KEYS}Headline.lose`, r.lost.length) : "";
  return `${plural(ctx.format, `${CHAT_LINE_KEYS}Headline.activate`, r.activations.length, { number: r.number })}${lost}`;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const commandDiceHeadline: Headline<"commandDice"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.dice`, r.rolls.length);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owHeroCardHeadline: Headline<"ow.heroCard"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.heroes`, r.order.length, { number: r.number ?? "–" });
