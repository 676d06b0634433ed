/**
 * NAP-5.3 / NAP-5.4.1 / CORE-6 the engine's bayonet charge, played as a person plays one: the line's
 * move first, as ONE close order line move (close-order-play.ts playLineMove: each figure's close
 * order Move request, clicked straight ahead after the wheel, then the whole line wheeled and
 * advanced by the least allowance the cards grant); then each figure of the line whose base now
 * touches an enemy figure fights it through the Melee button's request, as the melee dialog opens
 * it (actions/melee meleeAsOffered: the close order +1 of both sides, the rear read off the map),
 * confirmed unchanged (sendMelee). A line the cards leave short has simply advanced: nobody touches
 * and nobody fights. Each fight changes the world (a man down, who has fought), so every figure and
 * his enemy are read again from the table before he fights, and a man down by then is left out.
 */
import { edgeDistance, inContact } from "@rules/geometry";
import type { ChargeChoice } from "@rules/opponent/choice";
import { enemyUnits, isStanding, type Situation } from "@rules/opponent/situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { meleeAsOffered, sendMelee } from "@foundry/actions/melee/melee";
import { playLineMove } from "./close-order-play";

type Answer = DrawResponse<PostedResult>;

/**
 * CORE-6 the fights once the line stands: for each of its figures in order, the standing enemy
 * figure whose base touches his (the nearest), both read from the table as they are now.
 */
async function fightInContact(s: Situation, table: Table): Promise<Answer | null> {
  let last: Answer | null = null;
  for (const { id } of s.unit.figures) {
    const own = table.pieces.piece(s.unit.id)?.unit ?? s.unit;
    const figure = own.figures.find((f) => f.id === id);
    const place = table.scene.figuresAt([id])[0];
    if (!figure || !place || !isStanding(figure)) continue;
    const touching = enemyUnits(s).flatMap((u) => {
      const enemies = table.pieces.piece(u.unit.id)?.unit ?? u.unit;
      const places = table.scene.figuresAt(enemies.figures.map((f) => f.id));
      return enemies.figures.flatMap((enemy) => {
        const at = places.find((p) => p.id === enemy.id);
        return at && isStanding(enemy) && inContact(place, at)
          ? [{ unit: enemies, enemy, gap: edgeDistance(place, at) }]
          : [];
      });
    });
    const nearest = touching.sort((a, b) => a.gap - b.gap)[0];
    if (!nearest) continue;
    const fought = await sendMelee(
      table,
      meleeAsOffered(table, { unit: own, figure }, { unit: nearest.unit, figure: nearest.enemy }),
      own,
      nearest.unit,
    );
    if (!fought.ok) return fought;
    last = fought;
  }
  return last;
}

/**
 * The line's move, then the fights. The first refusal is the charge's (the caller falls back); a
 * line already in contact, with no wheel to make, only fights.
 */
export async function playBayonetCharge(choice: ChargeChoice, s: Situation, table: Table): Promise<Answer | null> {
  const { line, moves } = choice;
  if (!line || !moves) return null;
  const still = line.turn === 0 && line.advance <= 0;
  const moved = still ? null : await playLineMove({ moves }, line, s, table);
  if (moved && !moved.ok) return moved;
  const fought = await fightInContact(s, table);
  return moved ?? fought;
}
