/** The chat card's lines for the results the runaway folder owns (its manifest presents them). */
import {
  CHAT_LINE_KEYS,
  gradeName,
  line,
  serialOf,
  type Headline,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { allowance, bogLine, cardsLine, moveSerials, overturnCtx } from "@foundry/kernel/result-lines-moves";
import { melee } from "@foundry/kernel/result-lines-shared";
import type { RunawayCheckResult, RunawayMoveResult } from "@rules/old-west/runaway";

export const runawayCheck: LineWriter<RunawayCheckResult> = (ctx, r) => {
  if (!r.checked)
    return [line(ctx.format(r.runaway ? `${CHAT_LINE_KEYS}Runaway.already` : `${CHAT_LINE_KEYS}Runaway.noCheck`))];
  const trigger = ctx.format(`${CHAT_LINE_KEYS}Runaway.trigger.${r.trigger}`);
  return [
    line(
      ctx.format(`${CHAT_LINE_KEYS}Runaway.card`, {
        trigger,
        serial: serialOf(ctx, "ow.runawayCheck"),
        grade: gradeName(ctx, r.grade),
        // OW-9.3f the card's advance means the team bolts: said of the team, not the foot soldier's result.
        result: ctx.format(`${CHAT_LINE_KEYS}Runaway.result.${r.runaway ? "bolts" : "holds"}`),
      }),
    ),
    line(
      ctx.format(r.runaway ? `${CHAT_LINE_KEYS}Runaway.bolts` : `${CHAT_LINE_KEYS}Runaway.holds`),
      r.runaway ? "bad" : "good",
    ),
  ];
};

/** OW-9.3f a runaway team's move, its bog check, an overturn and the attacks of figures thrown clear. */
export const runawayMove: LineWriter<RunawayMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${CHAT_LINE_KEYS}Move.theWagon`), moveSerials(r), r.cardInches),
    allowance(ctx, r.inches),
  ];
  for (const check of r.bogChecks) lines.push(bogLine(ctx, check.why, check.grade, check.bogged, check.serial));
  if (r.overturned) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Runaway.overturned`), "bad"));
  for (const a of r.attacks) {
    lines.push(
      line(
        ctx.format(a.passed ? `${CHAT_LINE_KEYS}Runaway.jumpClear` : `${CHAT_LINE_KEYS}Runaway.thrown`, {
          figure: ctx.names.figure(a.figureId),
        }),
        a.passed ? "good" : "bad",
      ),
    );
    if (!a.passed)
      lines.push(...melee(overturnCtx(ctx, a.melee.attacker.figureId), a.melee).map((l) => ({ ...l, sub: true })));
  }
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owRunawayCheckHeadline: Headline<"ow.runawayCheck"> = (ctx, r) =>
  ctx.format(
    !r.checked
      ? `${CHAT_LINE_KEYS}Runaway.noCheck`
      : r.runaway
        ? `${CHAT_LINE_KEYS}Runaway.bolts`
        : `${CHAT_LINE_KEYS}Runaway.holds`,
  );
