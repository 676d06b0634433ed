/** The chat card's lines for the results the morale folder owns (its manifest presents them). */
import {
  gradeName,
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  line,
  plural,
  type Ctx,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import type { NapMoraleResult } from "@rules/napoleonic/morale";
import type { MoraleOutcome } from "@rules/procedures";

type BaseMorale = Omit<MoraleOutcome, "procedure">;

export function checks(ctx: Ctx, r: BaseMorale): LineView[] {
  const { format, names } = ctx;
  const removed = r.removed > 0 ? plural(format, `${CHAT_LINE_KEYS}Morale.removed`, r.removed) : "";
  const lines: LineView[] = [
    line(`${plural(format, `${CHAT_LINE_KEYS}Morale.markers`, r.markers, { unit: names.unit(r.unitId) })}${removed}`),
  ];
  const column = { grade: gradeName(ctx, r.grade), terrain: format(`${CHAT_KEYS}TerrainRow.${r.terrain}`) };
  for (const check of r.checks) {
    const result = format(`${CHAT_KEYS}MoraleResult.${check.result}`);
    const who = check.figureId ? format(`${CHAT_KEYS}Morale.who`, { figure: names.figure(check.figureId) }) : "";
    const move = check.inches > 0 ? format(`${CHAT_KEYS}Morale.moves`, { inches: check.inches }) : "";
    lines.push(
      line(
        `${format(`${CHAT_KEYS}Morale.check`, { ...column, serial: check.serial, result })}${who}${move}`,
        check.result === "OK" ? "good" : check.result === "ADVANCE_ONE" ? "neutral" : "bad",
        true,
      ),
    );
  }
  if (r.markers > 0) lines.push(line(format(`${CHAT_KEYS}Morale.cleared`)));
  return lines;
}

export const morale: LineWriter<MoraleOutcome> = (ctx, r) => checks(ctx, r);

export const napMorale: LineWriter<NapMoraleResult> = (ctx, r) => {
  const lines = checks(ctx, r);
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
