/** NAP-3 reloading, NAP-6.1 mounting, NAP-8 engineers (charges, detonation, doors). */
import type { ReloadActionResult } from "@rules/napoleonic/weapons";
import type { MountResult } from "@rules/mounted/movement";
import type { DetonationResult, DoorAttackResult, EmplacementResult } from "@rules/napoleonic/engineers";
import { L, line, plural, type LineView, type LineWriter } from "@foundry/kernel/result-lines";

export const napReload: LineWriter<ReloadActionResult> = (ctx, r) => [
  line(
    r.remaining > 0
      ? plural(ctx.format, `${L}Reload.napLeft`, r.remaining, { figure: ctx.names.figure(r.figureId) })
      : ctx.format(`${L}Reload.ready`, { figure: ctx.names.figure(r.figureId) }),
    r.remaining > 0 ? "neutral" : "good",
  ),
];

export const mount: LineWriter<MountResult> = (ctx, r) => {
  const lines: LineView[] = [];
  for (const e of r.effects)
    if (e.kind === "mounted")
      lines.push(
        line(
          ctx.format(e.mounted ? `${L}Mount.mounts` : `${L}Mount.dismounts`, { figure: ctx.names.figure(e.figureId) }),
        ),
      );
  lines.push(line(ctx.format(`${L}Mount.wholeActivation`), "neutral", true));
  return lines;
};

export const emplace: LineWriter<EmplacementResult> = (ctx, r) => [
  line(
    r.ready ? ctx.format(`${L}Engineers.ready`) : plural(ctx.format, `${L}Engineers.left`, r.required - r.done),
    r.ready ? "good" : "neutral",
  ),
];

export const detonation: LineWriter<DetonationResult> = (ctx, r) => [
  line(
    ctx.format(r.detonated ? `${L}Engineers.detonated` : `${L}Engineers.failed`, { serial: r.cards[0]?.serial ?? "?" }),
    r.detonated ? "hit" : "miss",
  ),
  // NAP-8.1 the charges' spot is known: Apply brings the bridge there down (canvas/bridges.ts).
  ...(r.detonated && r.at ? [line(ctx.format(`${L}Engineers.bridgeDown`), "neutral", true)] : []),
];

export const doorAttack: LineWriter<DoorAttackResult> = (ctx, r) => {
  const lines = r.attacks.map((a) =>
    line(
      ctx.format(a.won ? `${L}Engineers.doorWon` : `${L}Engineers.doorLost`, {
        figure: ctx.names.figure(a.figureId),
        a: a.engineerTotal,
        b: a.doorTotal,
      }),
      a.won ? "hit" : "miss",
    ),
  );
  lines.push(
    line(
      ctx.format(r.breached ? `${L}Engineers.breached` : `${L}Engineers.doorHolds`, { endurance: r.doorEndurance }),
      r.breached ? "good" : "neutral",
    ),
  );
  return lines;
};
