/**
 * CORE-6 the engine's charge, played as a person plays one: each charger's Move request toward the
 * enemy figure the chooser paired him with (the point where their bases touch named as the clicked
 * destination), his token moved by the inches drawn; when that brings him into contact, the hand to
 * hand as the melee dialog opens it, confirmed unchanged (actions/melee meleeAsOffered, sendMelee).
 * A charger the cards leave short fights nobody this activation.
 */
import { edgeDistance } from "@rules/geometry";
import type { ChargeChoice } from "@rules/opponent/choice";
import type { Situation } from "@rules/opponent/situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { meleeAsOffered, sendMelee } from "@foundry/actions/melee/melee";
import { along, moveFigure } from "./move-play";

/** Each pair's move into contact, then its fight; the first request's refusal is the charge's (the caller falls back). */
export async function playCharge(
  choice: ChargeChoice,
  s: Situation,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  const target = s.others.find((o) => o.unit.id === choice.targetUnitId);
  if (!target) return null;
  let first: DrawResponse<PostedResult> | null = null;
  for (const pair of choice.pairs) {
    const figure = s.unit.figures.find((f) => f.id === pair.figureId);
    const from = s.figures[pair.figureId]?.place;
    const enemy = target.unit.figures.find((f) => f.id === pair.targetFigureId);
    const at = target.places[pair.targetFigureId];
    if (!figure || !from || !enemy || !at) continue;
    // CORE-6 into contact: along the line between their centres until the bases touch.
    const gap = edgeDistance(from, at);
    const contact = along(from.at, at.at, gap);
    const moved = await moveFigure(s.unit, figure, from.at, contact, 1, table);
    first ??= moved.answer;
    if (!moved.answer.ok) return first;
    if (moved.inches + 1e-9 < gap) continue;
    const fight = meleeAsOffered(table, { unit: s.unit, figure }, { unit: target.unit, figure: enemy });
    const fought = await sendMelee(table, fight, s.unit, target.unit);
    if (!fought.ok) return fought;
  }
  return first;
}
