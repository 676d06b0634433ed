/** CORE-7 morale, NAP-4 (with Indians' spread), OW-4c a hero's morale, NAP Indians quitting. */
import type { MoraleOutcome } from "@rules/procedures";
import type { NapMoraleResult } from "@rules/napoleonic/morale";
import type { HeroMoraleResult } from "@rules/old-west/heroes";
import type { IndianQuitResult } from "@rules/napoleonic/indians";
import { K, L, line, plural, gradeName, type LineView, type LineWriter, type Ctx } from "@foundry/kernel/result-lines";

type BaseMorale = Omit<MoraleOutcome, "procedure">;

function checks(ctx: Ctx, r: BaseMorale): LineView[] {
  const { format, names } = ctx;
  const removed = r.removed > 0 ? plural(format, `${L}Morale.removed`, r.removed) : "";
  const lines: LineView[] = [
    line(`${plural(format, `${L}Morale.markers`, r.markers, { unit: names.unit(r.unitId) })}${removed}`),
  ];
  const column = { grade: gradeName(ctx, r.grade), terrain: format(`${K}TerrainRow.${r.terrain}`) };
  for (const check of r.checks) {
    const result = format(`${K}MoraleResult.${check.result}`);
    const who = check.figureId ? format(`${K}Morale.who`, { figure: names.figure(check.figureId) }) : "";
    const move = check.inches > 0 ? format(`${K}Morale.moves`, { inches: check.inches }) : "";
    lines.push(
      line(
        `${format(`${K}Morale.check`, { ...column, serial: check.serial, result })}${who}${move}`,
        check.result === "OK" ? "good" : check.result === "ADVANCE_ONE" ? "neutral" : "bad",
        true,
      ),
    );
  }
  if (r.markers > 0) lines.push(line(format(`${K}Morale.cleared`)));
  return lines;
}

export const morale: LineWriter<MoraleOutcome> = (ctx, r) => checks(ctx, r);

export const napMorale: LineWriter<NapMoraleResult> = (ctx, r) => {
  const lines = checks(ctx, r);
  if (r.leaderAbsentForFire) lines.push(line(ctx.format(`${L}Morale.leaderAbsent`), "bad", true));
  for (const s of r.indianSpread) {
    lines.push(
      line(
        plural(ctx.format, `${L}Morale.indianSpread`, s.count, {
          serial: s.countSerial,
          result: ctx.format(`${K}MoraleResult.${s.result}`),
          figures: ctx.names.figures(s.figureIds),
        }),
        "bad",
        true,
      ),
    );
  }
  return lines;
};

export const heroMorale: LineWriter<HeroMoraleResult> = (ctx, r) => {
  const lines = [line(plural(ctx.format, `${L}Hero.removes`, r.removed))];
  if (r.onlyAction) lines.push(line(ctx.format(`${L}Hero.onlyAction`), "neutral", true));
  if (r.morale) lines.push(...checks(ctx, r.morale));
  else lines.push(line(ctx.format(`${L}Hero.noCheck`), "good"));
  return lines;
};

export const indianQuit: LineWriter<IndianQuitResult> = (ctx, r) => {
  return [
    line(ctx.format(`${L}Indians.standing`, { standing: r.standing, original: r.original })),
    line(ctx.format(r.quits ? `${L}Indians.quit` : `${L}Indians.stay`), r.quits ? "bad" : "good"),
  ];
};
