/** What every move's chat lines share: the cards drawn, the allowance, its factors, bog checks on the way. */
import {
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  gradeName,
  inches,
  line,
  type Ctx,
  type LineView,
} from "@foundry/kernel/result-lines";
import type { MovePenalty } from "@rules/procedures/movement";

/** "Who: cards #3, #4 show 4 + 6 = 10"" over the cards the move read. */
export function cardsLine(
  ctx: Ctx,
  who: string,
  serialList: readonly number[],
  cardInches: readonly number[],
  bonus = 0,
): LineView {
  const parts = [...cardInches, ...(bonus ? [bonus] : [])];
  const sum = parts.reduce((a, b) => a + b, 0);
  if (parts.length === 1 && serialList.length === 1)
    return line(ctx.format(`${CHAT_LINE_KEYS}Move.oneCard`, { figure: who, serial: serialList[0]!, sum }));
  return line(
    ctx.format(`${CHAT_KEYS}Move.cards`, {
      figure: who,
      serials: serialList.map((s) => `#${s}`).join(", "),
      cards: parts.join(" + "),
      sum,
    }),
  );
}

export function moveSerials(r: {
  readonly cards: readonly { readonly serial: number; readonly sections: readonly string[] }[];
}): number[] {
  return r.cards.filter((c) => c.sections.includes("move")).map((c) => c.serial);
}

export function allowance(ctx: Ctx, n: number): LineView {
  return line(ctx.format(`${CHAT_KEYS}Move.allowance`, { inches: inches(n) }), "good");
}

/** CORE-8 the "× 0.5" of wounds, load or ground: the factor without a herd's, which has its own line. */
export function factorLine(ctx: Ctx, factor: number, herdFactor?: number): LineView[] {
  const own = herdFactor ? Math.round((factor / herdFactor) * 1e6) / 1e6 : factor;
  return own !== 1 ? [line(ctx.format(`${CHAT_KEYS}Move.factor`, { factor: own }), "neutral", true)] : [];
}

/** OW-9.2.4 the way goes through a herd: a quarter on foot, a half mounted. */
export function herdLine(ctx: Ctx, herdFactor: number | undefined): LineView[] {
  return herdFactor !== undefined
    ? [line(ctx.format(`${CHAT_LINE_KEYS}Move.throughHerd`, { factor: herdFactor }), "neutral", true)]
    : [];
}

/** NAP-5.3 the close order modifiers taken off the allowance, one line each. */
export function closeOrderLines(ctx: Ctx, penalties: readonly MovePenalty[] | undefined): LineView[] {
  return (penalties ?? []).map((p) =>
    line(ctx.format(`${CHAT_LINE_KEYS}CloseOrder.move.${p.key}`, { inches: inches(p.value) }), "neutral", true),
  );
}

export function bogLine(ctx: Ctx, why: string, grade: string, bogged: boolean, serial: number): LineView {
  return line(
    ctx.format(bogged ? `${CHAT_LINE_KEYS}Bog.bogged` : `${CHAT_LINE_KEYS}Bog.clear`, {
      why: ctx.format(`${CHAT_LINE_KEYS}Bog.why.${why}`),
      grade: gradeName(ctx, grade),
      serial,
    }),
    bogged ? "bad" : "good",
    true,
  );
}

/**
 * OW-9.3f the attacking side of an overturn's melee is the overturning wagon, no figure of the
 * record (the engine names it "<wagon unit>.overturn"): the lines call it by the wagon's name.
 */
export function overturnCtx(ctx: Ctx, attackerId: string): Ctx {
  const wagonId = attackerId.replace(/\.overturn$/, "");
  return {
    ...ctx,
    names: ctx.names.with({
      [attackerId]: ctx.format(`${CHAT_LINE_KEYS}Runaway.overturnAttacker`, { wagon: ctx.names.unit(wagonId) }),
    }),
  };
}
