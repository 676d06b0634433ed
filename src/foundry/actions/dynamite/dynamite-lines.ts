/** The chat card's lines for the results the dynamite folder owns (its manifest presents them). */
import {
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  cardOf,
  holesText,
  labelOr,
  line,
  plural,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { blastLine } from "@foundry/kernel/result-lines-shared";
import type { DynamiteThrowResult } from "@rules/old-west/dynamite";
import type { ThrowResult } from "@rules/procedures";

/** The hit card, then the scatter card on a miss. */
export const throwLines: LineWriter<ThrowResult> = (ctx, r) => {
  const { format, names } = ctx;
  const figure = names.figure(r.plan.figureId);
  if (!r.plan.possible)
    return [line(`${figure}: ${format(`COMBAT_PATROL.NoFire.${r.plan.reason ?? "noChance"}`)}`, "miss")];
  const lines: LineView[] = [];
  const shot = r.cards.find((c) => c.reason.startsWith("throw:"));
  const card = cardOf(ctx.record, shot?.serial);
  if (shot) {
    ctx.marks.outcome(shot.serial, r.landed === "target" ? "hit" : "miss");
    const holes = card ? (card.hit === "OUT_OF_AMMO" ? format(`${CHAT_KEYS}outOfAmmo`) : card.hit) : "?";
    const data = { needed: holesText(ctx.format, r.plan.needed), serial: shot.serial, holes };
    lines.push(
      line(
        `${figure}: ${format(r.landed === "target" ? `${CHAT_KEYS}Fire.hit` : `${CHAT_KEYS}Fire.miss`, data)}`,
        r.landed === "target" ? "hit" : "miss",
      ),
    );
  }
  if (r.scatter) {
    const sc = r.cards.find((c) => c.reason.startsWith("throw.scatter"));
    lines.push(
      line(
        format(`${CHAT_KEYS}HE.scatter`, {
          serial: sc?.serial ?? "?",
          clock: r.scatter.clock,
          inches: r.scatter.inches,
        }),
        "neutral",
        true,
      ),
    );
  }
  if (r.landed === "thrower") lines.push(line(format(`${CHAT_LINE_KEYS}HE.onThrower`), "bad", true));
  if (r.landed === "dud") lines.push(line(format(`${CHAT_LINE_KEYS}HE.dud`), "miss", true));
  if (r.note) lines.push(line(labelOr(format, r.note), "bad", true));
  return lines;
};

/** OW-6.1.1 the throw, what happened to the charge, the blast to place, the charges left. */
export const dynamiteThrow: LineWriter<DynamiteThrowResult> = (ctx, r) => {
  const { format } = ctx;
  const lines = throwLines(ctx, r.throw);
  if (r.outcome === "premature" || r.outcome === "dud") {
    const check = r.cards.find((c) => c.reason.startsWith("ow.dynamite"));
    lines.push(line(format(`${CHAT_LINE_KEYS}Dynamite.${r.outcome}`, { serial: check?.serial ?? "?" }), "bad"));
  }
  lines.push(...blastLine(ctx, r.blast));
  lines.push(
    line(
      plural(format, `${CHAT_LINE_KEYS}Dynamite.left`, r.chargesLeft, {
        figure: ctx.names.figure(r.throw.plan.figureId),
      }),
      "neutral",
      true,
    ),
  );
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const blastHeadline: Headline<"blast"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.blast`, r.figures.filter((f) => f.hit).length, {
    size: ctx.format(`${CHAT_KEYS}BurstName.${r.size}`),
  });

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owDynamiteThrowHeadline: Headline<"ow.dynamiteThrow"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}Headline.dynamite.${r.outcome}`, { figure: ctx.names.figure(r.throw.plan.figureId) });

/** OW-6b dynamite handed to a figure (or found): what it got, in words. */
export const dynamiteGivenHeadline: Headline<"ow.dynamiteGiven"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}Headline.dynamiteGiven`, {
    figure: ctx.names.figure(r.figureId),
    sticks: plural(ctx.format, `${CHAT_LINE_KEYS}Headline.sticks`, r.sticks),
    bundles: plural(ctx.format, `${CHAT_LINE_KEYS}Headline.bundles`, r.bundles),
  });
