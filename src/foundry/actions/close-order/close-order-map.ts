/**
 * NAP-5.4.1 the enemy a close order group turns to face, as the map reads it: the bearing from the
 * unit (its leader's token, else the centre of its standing figures' tokens) to the nearest enemy
 * unit's figures in sight (the centre of those of its figures the unit sees). The Turn to face
 * dialog starts from it and the GM's procedure reads the same (close-order-world.ts), so a bearing
 * the player changed shows on the chat card beside the map's.
 */
import { bearing, distance, type Figure, type Point } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { lineOfSight } from "@rules/terrain";
import { enemiesOf, namedEnemies, type Allegiance } from "@rules/sides";
import type { WorldGround } from "@rules/validation/world-checks";

/** The enemy unit the map finds and the bearing to it (whole degrees, 0..359). */
export interface MapEnemy {
  readonly unitId: string;
  readonly bearing: number;
}

const standingIds = (unit: Pick<UnitState, "figures">) => unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);

const centre = (figures: readonly Figure[]): Point => ({
  x: figures.reduce((s, f) => s + f.at.x, 0) / figures.length,
  y: figures.reduce((s, f) => s + f.at.y, 0) / figures.length,
});

/**
 * NAP-5.4.1 the units the group may turn to face: those the player targeted (he names the enemy)
 * but his own side's, else the units on the scene of the other side (src/rules/sides.ts: the
 * tokens' disposition, the players; when the table cannot tell, any outside its chain of command,
 * CORE-11). The GM refuses a named unit of the group's own side the same way (close-order-world.ts).
 */
export function enemiesToFace<U extends Pick<UnitState, "id" | "kind" | "leaderId" | "commanderId">>(
  unit: Pick<UnitState, "id" | "kind" | "leaderId" | "commanderId">,
  allegianceOf: (id: string) => Allegiance,
  targeted: readonly U[],
  onScene: readonly U[],
): U[] {
  const named = namedEnemies(unit, allegianceOf, targeted).filter((u) => u.id !== unit.id);
  return named.length > 0 ? named : enemiesOf(unit, allegianceOf, onScene);
}

/** Where the unit is read from: its leader's token, else the centre of its standing figures' tokens; null off the map. */
function unitPoint(ground: WorldGround, unit: Pick<UnitState, "figures" | "leaderId">): Point | null {
  const own = new Set(standingIds(unit));
  const placed = ground.figures.filter((f) => own.has(f.id));
  const leader = placed.find((f) => f.id === unit.leaderId);
  if (leader) return leader.at;
  return placed.length > 0 ? centre(placed) : null;
}

/** NAP-5.4.1 the way the group faces on the map: its leader's token's facing, else its first standing figure's; null off the map. */
export function unitFacing(
  read: (ids: readonly string[]) => WorldGround | null,
  unit: Pick<UnitState, "figures" | "leaderId">,
): number | null {
  const placed = read(standingIds(unit))?.figures.filter((f) => f.facing !== undefined) ?? [];
  const leader = placed.find((f) => f.id === unit.leaderId) ?? placed[0];
  return leader?.facing ?? null;
}

/**
 * NAP-5.4.1 the nearest of `enemies` with a figure the unit sees, and the bearing to the centre of
 * its figures in sight; null when the unit or every enemy is off the map, or none is in sight.
 * `read` is the world's ground (the GM) or the viewed scene's read the same way (the dialog).
 */
export function enemyOnMap(
  read: (ids: readonly string[]) => WorldGround | null,
  unit: Pick<UnitState, "id" | "figures" | "leaderId">,
  enemies: readonly Pick<UnitState, "id" | "figures">[],
): MapEnemy | null {
  const own = standingIds(unit);
  const others = enemies.filter((e) => e.id !== unit.id);
  const ground = read([...own, ...others.flatMap((e) => standingIds(e).filter((id) => !own.includes(id)))]);
  const from = ground ? unitPoint(ground, unit) : null;
  if (!ground || !from) return null;
  const seen = (e: Pick<UnitState, "figures">) => {
    const ids = new Set(standingIds(e));
    return ground.figures.filter((f) => ids.has(f.id) && lineOfSight(ground.terrain, from, f.at).clear);
  };
  let nearest: { readonly unitId: string; readonly figures: readonly Figure[]; readonly inches: number } | null = null;
  for (const enemy of others) {
    const figures = seen(enemy);
    const inches = Math.min(...figures.map((f) => distance(from, f.at)));
    if (figures.length > 0 && (!nearest || inches < nearest.inches)) nearest = { unitId: enemy.id, figures, inches };
  }
  if (!nearest) return null;
  return { unitId: nearest.unitId, bearing: Math.round(bearing(from, centre(nearest.figures))) % 360 };
}
