/**
 * CORE-6 the engine's charge, played as a person plays one: each charger's Move request toward the
 * enemy figure the chooser paired him with (the point where their bases touch named as the clicked
 * destination), his token moved by the inches drawn; when that brings him into contact, the hand to
 * hand as the melee dialog opens it, confirmed unchanged (actions/melee meleeAsOffered, sendMelee).
 * A charger the cards leave short fights nobody this activation. Each fight changes the world (a
 * man down, a wound, who has fought): every pair is read again from the table before it is played,
 * so its requests name the pieces as the GM's world holds them, and a pair whose charger or enemy
 * is down by then is left out.
 */
import { edgeDistance } from "@rules/geometry";
import type { ChargeChoice } from "@rules/opponent/choice";
import { isStanding, type Situation } from "@rules/opponent/situation";
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
    const own = table.pieces.piece(s.unit.id)?.unit ?? s.unit;
    const enemies = table.pieces.piece(target.unit.id)?.unit ?? target.unit;
    const figure = own.figures.find((f) => f.id === pair.figureId);
    const enemy = enemies.figures.find((f) => f.id === pair.targetFigureId);
    const places = table.scene.figuresAt([pair.figureId, pair.targetFigureId]);
    const from = places.find((p) => p.id === pair.figureId);
    const at = places.find((p) => p.id === pair.targetFigureId);
    if (!figure || !from || !enemy || !at || !isStanding(figure) || !isStanding(enemy)) continue;
    // CORE-6 into contact: along the line between their centres until the bases touch.
    const gap = edgeDistance(from, at);
    const contact = along(from.at, at.at, gap);
    const moved = await moveFigure(own, figure, from.at, contact, 1, table);
    first ??= moved.answer;
    if (!moved.answer.ok) return first;
    if (moved.inches + 1e-9 < gap) continue;
    const fight = meleeAsOffered(table, { unit: own, figure }, { unit: enemies, figure: enemy });
    const fought = await sendMelee(table, fight, own, enemies);
    if (!fought.ok) return fought;
  }
  return first;
}
