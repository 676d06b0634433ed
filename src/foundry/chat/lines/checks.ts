/**
 * One-card checks: CORE-10 reaction, bog and spotting, CORE-5.6 a damage card, NAP-5.6 a close
 * order group's reaction, NAP-6.1.2/6.2.1 mounted bog and reactions, OW-9.2.7 stampede, OW-9.3f
 * runaway and regaining control.
 */
import type { BogResult, DamageResult, ReactionResult, SpottingResult } from "@rules/procedures";
import type { CloseOrderReactionResult, CloseOrderTurnResult } from "@rules/napoleonic/closeOrder";
import type { MountedBogResult } from "@rules/mounted/terrain";
import type { MountedReactionResult } from "@rules/mounted/reaction";
import type { StampedeCheckResult } from "@rules/old-west/stampede";
import type { RegainControlResult, RunawayCheckResult } from "@rules/old-west/runaway";
import {
  K,
  L,
  gradeName,
  inches,
  line,
  locationOf,
  plural,
  serialOf,
  type Ctx,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";

function moraleWord(ctx: Ctx, result: string | null): string {
  return result === null ? "–" : ctx.format(`${K}MoraleResult.${result}`);
}

export const reaction: LineWriter<ReactionResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.figureId);
  if (r.reason !== null) return [line(ctx.format(`${L}Reaction.cannot.${r.reason}`, { figure }), "miss")];
  ctx.marks.outcome(r.cards[0]?.serial, r.passed ? "passed" : "failed");
  return [
    line(
      ctx.format(r.passed ? `${L}Reaction.passed` : `${L}Reaction.failed`, {
        figure,
        serial: r.cards[0]?.serial ?? "?",
        card: r.card ?? "–",
        reaction: r.reaction,
      }),
      r.passed ? "good" : "bad",
    ),
  ];
};

export const bog: LineWriter<BogResult> = (ctx, r) => {
  ctx.marks.outcome(r.cards[0]?.serial, r.bogged ? "failed" : "passed");
  return [
    line(
      ctx.format(r.bogged ? `${L}Bog.cardBogged` : `${L}Bog.cardClear`, {
        serial: r.cards[0]?.serial ?? "?",
        grade: gradeName(ctx, r.terrainGrade),
      }),
      r.bogged ? "bad" : "good",
    ),
  ];
};

export const spotting: LineWriter<SpottingResult> = (ctx, r) => [
  line(
    ctx.format(r.spotted ? `${L}Spotting.spotted` : `${L}Spotting.unseen`, { serial: r.cards[0]?.serial ?? "?" }),
    r.spotted ? "good" : "miss",
  ),
  line(ctx.format(`${L}Spotting.confirm`), "neutral", true),
];

export const damage: LineWriter<DamageResult> = (ctx, r) => {
  const serial = r.cards[0]?.serial ?? "?";
  const outcome = ctx.format(
    r.outcome === "wounded" ? `${K}Outcome.wounded` : `${K}Outcome.incapacitated`,
    r.outcome === "wounded" ? ctx.wounds.add(r.figureId) : {},
  );
  return [
    line(
      ctx.format(`${L}Damage.card`, {
        figure: ctx.names.figure(r.figureId),
        serial,
        damage: ctx.format(`${K}Damage.${r.damage}`),
        location: locationOf(ctx, r.cards[0]?.serial),
        outcome,
      }),
      r.outcome === "incapacitated" ? "bad" : "hit",
    ),
  ];
};

export const closeOrderReaction: LineWriter<CloseOrderReactionResult> = (ctx, r) => {
  const lines: LineView[] = [
    line(
      ctx.format(r.group.passed ? `${L}CloseOrder.groupPassed` : `${L}CloseOrder.groupFailed`, {
        by: ctx.format(`${L}CloseOrder.by.${r.group.by}`),
        reaction: r.group.reaction,
        serial: r.cards[0]?.serial ?? "?",
      }),
      r.group.passed ? "good" : "bad",
    ),
  ];
  for (const i of r.individuals)
    lines.push(
      line(
        ctx.format(i.passed ? `${L}CloseOrder.alonePassed` : `${L}CloseOrder.aloneFailed`, {
          figure: ctx.names.figure(i.figureId),
        }),
        i.passed ? "good" : "bad",
        true,
      ),
    );
  lines.push(line(plural(ctx.format, `${L}CloseOrder.reacting`, r.reacting.length)));
  return lines;
};

/** NAP-5.4.1 the close order group's Reaction check, then the figures that turn to face the enemy behind. */
export const closeOrderTurn: LineWriter<CloseOrderTurnResult> = (ctx, r) => [
  ...closeOrderReaction(ctx, r.reaction).slice(0, 1),
  line(
    r.passed
      ? plural(ctx.format, `${L}CloseOrder.turn`, r.turns.length, { facing: Math.round(r.faceTo ?? 0) })
      : ctx.format(`${L}CloseOrder.noTurn`),
    r.passed ? "good" : "bad",
  ),
];

export const mountedBog: LineWriter<MountedBogResult> = (ctx, r) => {
  const place = ctx.format(`${L}MountedBog.place.${r.place}`);
  const lines = [
    line(
      ctx.format(r.bogged ? `${L}MountedBog.bogged` : `${L}MountedBog.clear`, {
        place,
        serial: r.cards[0]?.serial ?? "?",
      }),
      r.bogged ? "bad" : "good",
    ),
  ];
  if (r.stopAfterInchesInWoods !== null)
    lines.push(line(ctx.format(`${L}MountedBog.stop`, { inches: inches(r.stopAfterInchesInWoods) }), "bad", true));
  if (r.stuckFigureId)
    lines.push(
      line(
        ctx.format(r.stunned ? `${L}MountedBog.stuckStunned` : `${L}MountedBog.stuck`, {
          figure: ctx.names.figure(r.stuckFigureId),
        }),
        "bad",
        true,
      ),
    );
  return lines;
};

export const mountedReaction: LineWriter<MountedReactionResult> = (ctx, r) => {
  const kind = ctx.format(`${L}MountedReaction.kind.${r.kind}`);
  const lines = [
    line(
      ctx.format(r.passed ? `${L}MountedReaction.passed` : `${L}MountedReaction.failed`, {
        kind,
        serial: serialOf(ctx, "reaction."),
      }),
      r.passed ? "good" : "bad",
    ),
  ];
  if (r.passed) lines.push(line(ctx.format(`${L}MountedReaction.moves`, { inches: r.inches }), "neutral", true));
  return lines;
};

export const stampedeCheck: LineWriter<StampedeCheckResult> = (ctx, r) => {
  if (!r.checked) return [line(ctx.format(r.stampedes ? `${L}Stampede.already` : `${L}Stampede.noCheck`), "neutral")];
  const lines: LineView[] = [];
  const trigger = ctx.format(`${L}Stampede.trigger.${r.trigger}`);
  if (r.result !== null)
    lines.push(
      line(
        ctx.format(`${L}Stampede.card`, {
          trigger,
          serial: serialOf(ctx, "ow.stampedeCheck"),
          grade: gradeName(ctx, r.grade),
          result: moraleWord(ctx, r.result),
        }),
      ),
    );
  else lines.push(line(ctx.format(`${L}Stampede.noCardNeeded`, { trigger })));
  lines.push(
    line(
      ctx.format(r.stampedes ? `${L}Stampede.stampedes` : `${L}Stampede.holds`, {
        clock: r.clock ?? "–",
        serial: serialOf(ctx, "ow.stampedeDirection"),
      }),
      r.stampedes ? "bad" : "good",
    ),
  );
  return lines;
};

export const runawayCheck: LineWriter<RunawayCheckResult> = (ctx, r) => {
  if (!r.checked) return [line(ctx.format(r.runaway ? `${L}Runaway.already` : `${L}Runaway.noCheck`))];
  const trigger = ctx.format(`${L}Runaway.trigger.${r.trigger}`);
  return [
    line(
      ctx.format(`${L}Runaway.card`, {
        trigger,
        serial: serialOf(ctx, "ow.runawayCheck"),
        grade: gradeName(ctx, r.grade),
        result: moraleWord(ctx, r.result),
      }),
    ),
    line(ctx.format(r.runaway ? `${L}Runaway.bolts` : `${L}Runaway.holds`), r.runaway ? "bad" : "good"),
  ];
};

export const regainControl: LineWriter<RegainControlResult> = (ctx, r) => [
  line(
    ctx.format(`${L}Runaway.regainCard`, {
      serial: r.cards[0]?.serial ?? "?",
      result: moraleWord(ctx, r.result),
      terrain: ctx.format(`${K}TerrainRow.${r.terrain}`),
    }),
  ),
  line(ctx.format(r.regained ? `${L}Runaway.regained` : `${L}Runaway.stillRunning`), r.regained ? "good" : "bad"),
];
