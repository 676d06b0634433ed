/** The chat card's lines for the results the stampede folder owns (its manifest presents them). */
import {
  CHAT_LINE_KEYS,
  gradeName,
  inches,
  line,
  plural,
  serialOf,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { meleeLines } from "@foundry/kernel/result-lines-shared";
import type { StampedeCheckResult, StampedeMoveResult, TrampleResult } from "@rules/old-west/stampede";
import { movement } from "../move/move-lines";

export const stampedeCheck: LineWriter<StampedeCheckResult> = (ctx, r) => {
  if (!r.checked)
    return [
      line(
        ctx.format(r.stampedes ? `${CHAT_LINE_KEYS}Stampede.already` : `${CHAT_LINE_KEYS}Stampede.noCheck`),
        "neutral",
      ),
    ];
  const lines: LineView[] = [];
  const trigger = ctx.format(`${CHAT_LINE_KEYS}Stampede.trigger.${r.trigger}`);
  if (r.result !== null)
    lines.push(
      line(
        ctx.format(`${CHAT_LINE_KEYS}Stampede.card`, {
          trigger,
          serial: serialOf(ctx, "ow.stampedeCheck"),
          grade: gradeName(ctx, r.grade),
          // OW-9.2.7 what the card's cell means for a herd: an advance stampedes it, anything else leaves it be.
          result: ctx.format(`${CHAT_LINE_KEYS}Stampede.result.${r.stampedes ? "stampedes" : "holds"}`),
        }),
      ),
    );
  else lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Stampede.noCardNeeded`, { trigger })));
  lines.push(
    line(
      ctx.format(r.stampedes ? `${CHAT_LINE_KEYS}Stampede.stampedes` : `${CHAT_LINE_KEYS}Stampede.holds`, {
        clock: r.clock ?? "–",
        serial: serialOf(ctx, "ow.stampedeDirection"),
      }),
      r.stampedes ? "bad" : "good",
    ),
  );
  return lines;
};

/** OW-9.2.3 a figure in a stampede's path fights the animal. */
export const trample: LineWriter<TrampleResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.melee.defender.figureId);
  // OW-9.2.7b "If the result is a tie, the figure is stunned in place but avoids damage" (no falling back).
  const lines = meleeLines(
    ctx,
    r.melee,
    ctx.format(`${CHAT_LINE_KEYS}Trample.tieAt`, { total: r.melee.attacker.total, figure }),
  );
  if (r.outcome !== "tie")
    lines.push(
      line(ctx.format(`${CHAT_LINE_KEYS}Trample.${r.outcome}`, { figure }), r.outcome === "trampled" ? "bad" : "good"),
    );
  if (r.animalKilled)
    lines.push(
      line(
        ctx.format(`${CHAT_LINE_KEYS}Trample.animalKilled`, { animal: ctx.names.figure(r.animalKilled) }),
        "hit",
        true,
      ),
    );
  return lines;
};

/** OW-9.2.2 a stampede's move toward its clock, and who is in its path. */
export const stampedeMove: LineWriter<StampedeMoveResult> = (ctx, r) => {
  const lines = [
    line(ctx.format(`${CHAT_LINE_KEYS}Stampede.toward`, { clock: r.clock })),
    ...movement(ctx, r.movement),
  ];
  // OW-9.2.7c each obstacle the run met, in order: what the herd did there (the path the canvas draws turns with it).
  for (const e of r.terrain?.events ?? [])
    lines.push(
      line(ctx.format(`${CHAT_LINE_KEYS}Stampede.obstacle.${e.outcome}`, { inches: inches(e.along) }), "neutral", true),
    );
  if (r.trampled.length > 0)
    lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Stampede.inPath`, { figures: ctx.names.figures(r.trampled) }), "bad"));
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owStampedeMoveHeadline: Headline<"ow.stampedeMove"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.stampedeMove`, r.trampled.length, {
    inches: r.movement.inches,
    clock: r.clock,
  });
