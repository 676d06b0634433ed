/**
 * NAP-5.3 / NAP-5.4.1 / CORE-6 a bayonet charge: a unit in close order charges as ONE line, never
 * figure by figure. It wheels (on foot it pivots on its centre; NAP-6.1.1 riders wheel forward from
 * one end) to face its target, the enemy unit's standing figure nearest the line's centre, then
 * advances straight ahead until the first of its bases touches an enemy base. The whole way is in
 * close order, so the line has its "last 4" in close order" and each figure's hand to hand takes the
 * close order +1 (NAP-5.4.1, not from the rear). Each figure whose base then touches an enemy
 * figure fights the nearest one (CORE-6).
 *
 * The plan is the line move's own shape (choice.ts LineMove, each figure's clicked point straight
 * ahead after the wheel, close-order-moves.ts aimOf), so the table plays it with the same close
 * order Move requests; what it costs out of the allowance is read as for a line move (moveCost).
 */
import {
  type Figure,
  type Point,
  EPSILON,
  add,
  angleDifference,
  bearing,
  edgeDistance,
  inContact,
  normalizeDegrees,
  scale,
  unitFromBearing,
} from "../geometry";
import { closeOrderWheel } from "../napoleonic/wheel";
import { TERRAIN_DEFAULTS } from "../terrain";
import type { LineMove, MoveChoice } from "./choice";
import { OPPONENT_READINGS } from "./doctrine-data";
import { aimOf, lineFacing, linePlace, moveCost, passable, pivotOf, sweepsClear, tenth } from "./close-order-moves";
import { type Situation, centreOf, enemyUnits, nearestTo, ownStanding, placedStanding } from "./situation";

/** A bayonet charge's plan: the line's move, each figure's, what it costs, and who then fights whom. */
export interface LineCharge {
  readonly line: LineMove;
  readonly moves: MoveChoice["moves"];
  /** The dearest figure's move: the wheel, the advance, the obstacles and slow ground on the way. */
  readonly cost: number;
  readonly pairs: readonly { readonly figureId: string; readonly targetFigureId: string }[];
}

/** How many steps the march to contact takes at most before it reads the line as passing the enemy by. */
const MARCH_STEPS = 200;

/**
 * CORE-6 how far the line goes straight ahead (`way`) before a base first touches an enemy base;
 * null when none would within `limit` inches. Each step goes the least gap between any base and any
 * enemy base, which no base can close by more than the step: the first touch is never overshot.
 */
function advanceToContact(
  places: readonly Figure[],
  enemies: readonly Figure[],
  way: Point,
  limit: number,
): number | null {
  let advance = 0;
  for (let step = 0; step < MARCH_STEPS && advance <= limit; step += 1) {
    const moved = places.map((p) => ({ ...p, at: add(p.at, scale(way, advance)) }));
    const gap = Math.min(...moved.flatMap((p) => enemies.map((e) => edgeDistance(p, e))));
    if (gap <= EPSILON) return advance;
    advance += gap;
  }
  return null;
}

/**
 * NAP-5.3 the line's charge on the enemy unit `targetUnitId`: the wheel to face its nearest
 * standing figure and the advance to contact, or null when the line's figures face apart, the
 * target has nobody standing, the advance would pass it by or go beyond `limit` inches, a figure's
 * way is barred (close-order-moves.ts passable), or a figure would end against a friendly base.
 */
export function lineCharge(s: Situation, targetUnitId: string, limit: number): LineCharge | null {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const movers = ownStanding(s);
  const facing = lineFacing(s, movers);
  const enemyUnitsOnMap = enemyUnits(s);
  const target = enemyUnitsOnMap.find((u) => u.unit.id === targetUnitId);
  if (movers.length === 0 || facing === null || !target) return null;
  const places = movers.map((m) => m.own.place);
  const centre = centreOf(places);
  const aimed = nearestTo(
    centre,
    placedStanding(target).map((t) => t.place),
  );
  if (!aimed) return null;
  const mounted = movers.some((m) => m.figure.mounted);
  // NAP-5.3b a turn within the slack the line's facings already have is no wheel at all
  const wanted = angleDifference(facing, bearing(centre, aimed.at));
  const turn = Math.abs(wanted) <= OPPONENT_READINGS.lineFacingSlack ? 0 : wanted;
  // NAP-5.3b on foot the line pivots on its centre (it then faces the target squarely); NAP-6.1.1 riders wheel from one end.
  const about = mounted ? "end" : "centre";
  const wheelInches = turn === 0 ? 0 : tenth(closeOrderWheel(places, Math.abs(turn), about, mounted));
  if (wheelInches > limit + EPSILON) return null;
  const pivot = pivotOf(places, facing, turn, about);
  const turned = places.map((p) => ({
    ...p,
    at: linePlace(p.at, { pivot, facing }, turn, 0),
    facing: facing + turn,
  }));
  const enemies = enemyUnitsOnMap.flatMap((u) => placedStanding(u).map((p) => p.place));
  const advance = advanceToContact(turned, enemies, unitFromBearing(facing + turn), limit - wheelInches);
  if (advance === null) return null;
  const line: LineMove = { pivot, about, facing: normalizeDegrees(facing), turn, wheelInches, advance };
  const ends = turned.map((p) => ({ ...p, at: add(p.at, scale(unitFromBearing(facing + turn), advance)) }));
  const aims = places.map((p, i) => (turn === 0 ? ends[i]!.at : aimOf(p.at, ends[i]!.at, facing + turn)));
  const friends = s.others
    .filter((o) => !enemyUnitsOnMap.includes(o))
    .flatMap((u) => placedStanding(u).map((p) => p.place));
  const clear = places.every((p, i) => passable(s, data, p, ends[i]!.at, mounted));
  if (!clear || ends.some((e) => friends.some((f) => edgeDistance(e, f) <= EPSILON))) return null;
  const cost = Math.max(...places.map((p, i) => moveCost(s, data, p.at, aims[i]!, line, mounted)));
  // NAP-5.3b the pivot and the advance sweep through no base on the way (the charge ends against them).
  if (cost > limit + EPSILON || !sweepsClear(places, line, [...enemies, ...friends])) return null;
  const byPlace = new Map(enemyUnitsOnMap.flatMap((u) => placedStanding(u).map((p) => [p.place, p.figure.id])));
  // CORE-6 each figure now touching an enemy base fights the nearest (the first in the enemy's order on a tie)
  const pairs = movers.flatMap((m, i) => {
    const touching = enemies
      .filter((e) => inContact(ends[i]!, e))
      .sort((a, b) => edgeDistance(ends[i]!, a) - edgeDistance(ends[i]!, b));
    const enemy = touching[0];
    return enemy ? [{ figureId: m.figure.id, targetFigureId: byPlace.get(enemy)! }] : [];
  });
  return {
    line,
    moves: movers.map((m, i) => ({ figureId: m.figure.id, from: places[i]!.at, to: ends[i]!.at, aim: aims[i]! })),
    cost,
    pairs,
  };
}
