/**
 * CORE-10 where the activated unit could move, and what each place is worth to a doctrine. The unit
 * moves as one: every standing figure by the same offset, each along a straight path that enters
 * no impassable ground (water; for riders, ground closed to them), goes through no wall or building
 * (what blocks sight on the map, deep woods apart), ends out of contact with every other figure (contact
 * is a charge's), and costs at most the unit's expected move (slow ground dearer:
 * OPPONENT_READINGS.slowGroundCost).
 *
 * Places tried (OPPONENT_READINGS): around the unit on the clock's hours at a third, two thirds and
 * all of the expected move; behind every cover obstacle (on the side away from the nearest enemy);
 * the middle of every area that gives cover and points just inside its edges.
 *
 * OW-2 / NAP-2 with an objective in the scenario (objective.ts), also each figure's own way
 * toward it (objective-field.ts: round water and walls, to the bridge) at a third, two thirds and
 * all of the expected move, as far along it as a straight path goes, the figures kept apart.
 *
 * A place's worth (doctrine-data.ts): the cover each figure would have from the nearest enemy
 * (terrain coverFromNearest), the share of its firearms that would see an enemy in range there
 * (lineOfSight and the weapon's last band), how far it closes on the nearest enemy, and how far
 * its figures close on the objective the way they may walk. A move is worth its gain over standing
 * still.
 */
import {
  type Figure,
  type Point,
  EPSILON,
  add,
  closestOnSegment,
  distance,
  edgeDistance,
  normalize,
  scale,
  sub,
} from "../geometry";
import { rangeBandAt } from "../tables/common";
import {
  TERRAIN_DEFAULTS,
  areaTraits,
  coverFromNearest,
  lineOfSight,
  obstacleTraits,
  type TerrainData,
} from "../terrain";
import type { FigureState } from "../model";
import type { MoveChoice } from "./choice";
import { type Doctrine, OPPONENT_READINGS } from "./doctrine-data";
import { groundCost } from "./ground-cost";
import { type ObjectiveField, fieldOf, objectiveWorth } from "./objective-field";
import { routeEnds } from "./objective-routes";
import {
  type OwnFigure,
  type Situation,
  centreOf,
  enemyUnits,
  measuredRange,
  nearestTo,
  ownStanding,
  placedStanding,
  unitExpectedMove,
} from "./situation";
import { type Mover, type Worth, canShoot, clockOffsets, gainOver, nameOf, purposeOf, total } from "./move-worth";
import { moveWhy } from "./why";
import { bestLineMove, movesAsLine } from "./close-order-moves";

/** What the unit is measured from: its middle, the nearest enemy (none: nothing to close on), its move, the way to its objective. */
interface Standing {
  readonly centre: Point;
  readonly enemy: Point | null;
  readonly reach: number;
  readonly field: ObjectiveField | null;
}

const at = (place: Figure, to: Point): Figure => ({ ...place, at: to });

/** The places tried, as offsets of the unit from where it stands. */
function offsetsTried(s: Situation, centre: Point, enemy: Point, reach: number): Point[] {
  const r = OPPONENT_READINGS;
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const out: Point[] = clockOffsets(reach);
  for (const o of s.terrain.obstacles) {
    if (obstacleTraits(o, data).cover === "none") continue;
    const on = closestOnSegment(centre, o.a, o.b).point;
    const along = normalize(sub(o.b, o.a));
    const normal = { x: -along.y, y: along.x };
    // behind it: the side away from the enemy
    const side = normal.x * (enemy.x - on.x) + normal.y * (enemy.y - on.y) > 0 ? -1 : 1;
    out.push(sub(add(on, scale(normal, side * r.behindObstacle)), centre));
  }
  for (const a of s.terrain.areas) {
    const traits = areaTraits(a, data);
    if (traits.cover === "none" || traits.going === "impassable" || a.vertices.length === 0) continue;
    const middle = centreOf(a.vertices.map((v) => ({ id: a.id, at: v, base: { shape: "round", diameter: 1 } })));
    out.push(sub(middle, centre));
    a.vertices.forEach((v, i) => {
      const w = a.vertices[(i + 1) % a.vertices.length]!;
      const edge = { x: (v.x + w.x) / 2, y: (v.y + w.y) / 2 };
      out.push(sub(add(edge, scale(normalize(sub(middle, edge)), r.behindObstacle)), centre));
    });
  }
  return out;
}

/** What a figure's path costs out of a move; null when it may not go that way (ground-cost.ts). */
export function pathCost(s: Situation, data: TerrainData, from: Point, to: Point, mounted: boolean): number | null {
  return groundCost(s.terrain, data, from, to, mounted);
}

/** What the unit standing at `ends` (each mover's centre, in order) is worth to the doctrine. */
function worthAt(
  s: Situation,
  doctrine: Doctrine,
  movers: readonly Mover[],
  enemies: readonly Figure[],
  ends: readonly Point[],
  from: Standing,
): Worth {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const placeOf = (i: number) => at(movers[i]!.own.place, ends[i]!);
  const cover =
    movers.reduce((sum, _m, i) => {
      const grade = coverFromNearest(s.terrain, enemies, placeOf(i), {}, data)?.grade ?? "none";
      return sum + doctrine.coverValue[grade];
    }, 0) / movers.length;
  const guns = movers.flatMap((m, i) => (canShoot(m) ? [i] : []));
  const seeing = guns.filter((i) => {
    const here = placeOf(i);
    return enemies.some(
      (e) =>
        rangeBandAt(movers[i]!.own.weapon!, measuredRange(here, e)) !== null &&
        lineOfSight(s.terrain, here.at, e.at, data).clear,
    );
  }).length;
  const firing = guns.length > 0 ? (doctrine.firingPositionValue * seeing) / guns.length : 0;
  const middle = centreOf(ends.map((p, i) => placeOf(i)));
  const closed = from.enemy ? distance(from.centre, from.enemy) - distance(middle, from.enemy) : 0;
  return {
    cover,
    firing,
    advance: (doctrine.advanceValue * closed) / from.reach,
    objective: objectiveWorth(from.field, ends, doctrine.objectiveValue, from.reach),
  };
}

/** The way to the objective for the unit's figures (mounted when any rides), or null without one. */
function fieldFor(
  s: Situation,
  movers: readonly { readonly figure: FigureState; readonly own: OwnFigure }[],
  others: readonly Figure[],
): ObjectiveField | null {
  const places = [...movers.map((m) => m.own.place.at), ...others.map((o) => o.at)];
  const mounted = movers.some((m) => m.figure.mounted);
  return fieldOf(s.terrain, s.terrainData ?? TERRAIN_DEFAULTS, s.objective, mounted, places);
}

/** Every place tried, as each mover's end: the offsets of the whole unit, then the ways toward the objective. */
function placesTried(s: Situation, movers: readonly Mover[], from: Standing, others: readonly Figure[]): Point[][] {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const out = offsetsTried(s, from.centre, from.enemy ?? from.centre, from.reach)
    .filter((offset) => Math.hypot(offset.x, offset.y) >= EPSILON)
    .map((offset) => movers.map((m) => add(m.own.place.at, offset)));
  const field = from.field;
  if (!field) return out;
  const routeMovers = movers.map((m) => ({ place: m.own.place, mounted: m.figure.mounted }));
  for (const step of OPPONENT_READINGS.moveSteps) {
    const ends = routeEnds(s.terrain, data, field, routeMovers, others, from.reach * step);
    if (ends) out.push(ends);
  }
  return out;
}

/**
 * The best move for the doctrine, null when none gains at least doctrine.moveWhenGain over standing
 * still (or there is neither an enemy on the map nor an objective, or the unit can expect no move).
 * Equal gains: the cheaper move, then the first place tried.
 */
export function bestMove(s: Situation, doctrine: Doctrine): MoveChoice | null {
  // NAP-5.3 a unit in close order moves as a line, never figure by figure.
  if (movesAsLine(s)) return bestLineMove(s, doctrine);
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const movers = ownStanding(s);
  const enemyUnitsOnMap = enemyUnits(s);
  const enemies = enemyUnitsOnMap.flatMap((u) => placedStanding(u).map((p) => p.place));
  const reach = unitExpectedMove(s);
  if (movers.length === 0 || (enemies.length === 0 && !s.objective) || reach <= 0) return null;
  // a move ends out of contact with every other figure (contact is a charge's)
  const others = s.others.flatMap((u) => placedStanding(u).map((p) => p.place));
  const centre = centreOf(movers.map((m) => m.own.place));
  const nearest = nearestTo(centre, enemies);
  const from: Standing = { centre, enemy: nearest?.at ?? null, reach, field: fieldFor(s, movers, others) };
  const starts = movers.map((m) => m.own.place.at);
  const here = worthAt(s, doctrine, movers, enemies, starts, from);
  const touches = (ends: readonly Point[]) =>
    movers.some((m, i) => others.some((o) => edgeDistance(at(m.own.place, ends[i]!), o) <= EPSILON));
  let best: { ends: readonly Point[]; worth: Worth; gain: number; cost: number } | null = null;
  for (const ends of placesTried(s, movers, from, others)) {
    let cost = 0;
    movers.forEach((m, i) => {
      const c = pathCost(s, data, starts[i]!, ends[i]!, m.figure.mounted);
      cost = c === null ? Infinity : Math.max(cost, c);
    });
    if (cost > reach + EPSILON || touches(ends)) continue;
    const worth = worthAt(s, doctrine, movers, enemies, ends, from);
    const gain = total(worth) - total(here);
    const better =
      !best ||
      gain > best.gain + OPPONENT_READINGS.sameChance ||
      (Math.abs(gain - best.gain) <= OPPONENT_READINGS.sameChance && cost < best.cost - EPSILON);
    if (better) best = { ends, worth, gain, cost };
  }
  if (!best || best.gain < doctrine.moveWhenGain) return null;
  const chosen = best;
  const middle = centreOf(chosen.ends.map((p, i) => at(movers[i]!.own.place, p)));
  const closed = nearest ? distance(centre, nearest.at) - distance(middle, nearest.at) : 0;
  const purpose = purposeOf(gainOver(chosen.worth, here), closed);
  const inches = Math.max(...chosen.ends.map((p, i) => distance(starts[i]!, p)));
  return {
    kind: "move",
    unitId: s.unit.id,
    // a figure the way leaves where it stands (a narrow bridge ahead of it) is not asked to move
    moves: movers
      .map((m, i) => ({ figureId: m.figure.id, from: starts[i]!, to: chosen.ends[i]! }))
      .filter((step) => distance(step.from, step.to) >= EPSILON),
    inches,
    cost: chosen.cost,
    purpose,
    gain: chosen.gain,
    why: moveWhy(s.unit.name, purpose, inches, nearest ? nameOf(enemyUnitsOnMap, nearest) : "", s.objective),
  };
}
