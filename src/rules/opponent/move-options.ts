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
 * A place's worth (doctrine-data.ts): the cover each figure would have from the nearest enemy
 * (terrain coverFromNearest), the share of its firearms that would see an enemy in range there
 * (lineOfSight and the weapon's last band), and how far it closes on the nearest enemy. A move is
 * worth its gain over standing still.
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
  readPath,
  type TerrainData,
} from "../terrain";
import { NO_ACCURACY, type FigureState } from "../model";
import type { MoveChoice, MovePurpose } from "./choice";
import { type Doctrine, OPPONENT_READINGS } from "./doctrine-data";
import {
  type OwnFigure,
  type PlacedUnit,
  type Situation,
  centreOf,
  enemyUnits,
  measuredRange,
  nearestTo,
  ownStanding,
  placedStanding,
  shoots,
  unitExpectedMove,
} from "./situation";
import { moveWhy } from "./why";
import { bestLineMove, movesAsLine } from "./close-order-moves";

interface Mover {
  readonly figure: FigureState;
  readonly own: OwnFigure;
}

interface Worth {
  readonly cover: number;
  readonly firing: number;
  readonly advance: number;
}

const total = (w: Worth) => w.cover + w.firing + w.advance;
const moved = (place: Figure, offset: Point): Figure => ({ ...place, at: add(place.at, offset) });

/** The places tried, as offsets of the unit from where it stands. */
function offsetsTried(s: Situation, centre: Point, enemy: Point, reach: number): Point[] {
  const r = OPPONENT_READINGS;
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const out: Point[] = [];
  for (let hour = 0; hour < r.moveBearings; hour += 1) {
    const angle = (hour * 2 * Math.PI) / r.moveBearings;
    for (const step of r.moveSteps) out.push({ x: Math.cos(angle) * reach * step, y: Math.sin(angle) * reach * step });
  }
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
    const middle = centreOf(a.vertices.map((at) => ({ id: a.id, at, base: { shape: "round", diameter: 1 } })));
    out.push(sub(middle, centre));
    a.vertices.forEach((v, i) => {
      const w = a.vertices[(i + 1) % a.vertices.length]!;
      const edge = { x: (v.x + w.x) / 2, y: (v.y + w.y) / 2 };
      out.push(sub(add(edge, scale(normalize(sub(middle, edge)), r.behindObstacle)), centre));
    });
  }
  return out;
}

/** A point this near a wall's line stands on it (floating point: the places tried are computed). */
const ON_THE_LINE = 1e-6;

/**
 * What a figure's path costs out of a move; null when it may not go that way. A move never ends
 * with his centre on the line of a wall or building wall: the sight line ignores a wall at its ends,
 * so from there a path out would cross none.
 */
export function pathCost(s: Situation, data: TerrainData, from: Point, to: Point, mounted: boolean): number | null {
  const onAWall = s.terrain.obstacles.some(
    (o) => obstacleTraits(o, data).blocksSight && distance(closestOnSegment(to, o.a, o.b).point, to) < ON_THE_LINE,
  );
  if (onAWall) return null;
  const path = readPath(s.terrain, [from, to], data);
  if (path.impassable.length > 0 || (mounted && path.impassableToMounted.length > 0)) return null;
  const sight = lineOfSight(s.terrain, from, to, data);
  // a wall or a building stops a man; woods that hide him do not
  if (!sight.clear && sight.blockedBy?.kind !== "woods") return null;
  return path.length + path.slowInches * (OPPONENT_READINGS.slowGroundCost - 1);
}

/** A firearm that could fire at all this activation (loaded, an aiming figure, not stunned). */
function canShoot({ figure, own }: Mover): boolean {
  return (
    shoots(own.weapon) &&
    figure.accuracy !== NO_ACCURACY &&
    !figure.stunned &&
    !(own.weapon.reload !== null && figure.outOfAmmo > 0)
  );
}

/** What the unit standing `offset` away is worth to the doctrine. */
function worthAt(
  s: Situation,
  doctrine: Doctrine,
  movers: readonly Mover[],
  enemies: readonly Figure[],
  offset: Point,
  from: { centre: Point; enemy: Point; reach: number },
): Worth {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const cover =
    movers.reduce((sum, m) => {
      const grade = coverFromNearest(s.terrain, enemies, moved(m.own.place, offset), {}, data)?.grade ?? "none";
      return sum + doctrine.coverValue[grade];
    }, 0) / movers.length;
  const guns = movers.filter(canShoot);
  const seeing = guns.filter((m) => {
    const here = moved(m.own.place, offset);
    return enemies.some(
      (e) =>
        rangeBandAt(m.own.weapon!, measuredRange(here, e)) !== null &&
        lineOfSight(s.terrain, here.at, e.at, data).clear,
    );
  }).length;
  const firing = guns.length > 0 ? (doctrine.firingPositionValue * seeing) / guns.length : 0;
  const closed = distance(from.centre, from.enemy) - distance(add(from.centre, offset), from.enemy);
  return { cover, firing, advance: (doctrine.advanceValue * closed) / from.reach };
}

/** The largest part of what a move gains names what it is for. */
function purposeOf(gain: Worth, closed: number): MovePurpose {
  const parts: [MovePurpose, number][] = [
    ["cover", gain.cover],
    ["firingPosition", gain.firing],
    [closed >= 0 ? "advance" : "fallBack", gain.advance],
  ];
  return parts.reduce((best, p) => (p[1] > best[1] + EPSILON ? p : best))[0];
}

/**
 * The best move for the doctrine, null when none gains at least doctrine.moveWhenGain over standing
 * still (or there is no enemy on the map, or the unit can expect no move). Equal gains: the cheaper
 * move, then the first place tried.
 */
export function bestMove(s: Situation, doctrine: Doctrine): MoveChoice | null {
  // NAP-5.3 a unit in close order moves as a line, never figure by figure.
  if (movesAsLine(s)) return bestLineMove(s, doctrine);
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const movers = ownStanding(s);
  const enemyUnitsOnMap = enemyUnits(s);
  const enemies = enemyUnitsOnMap.flatMap((u) => placedStanding(u).map((p) => p.place));
  const reach = unitExpectedMove(s);
  if (movers.length === 0 || enemies.length === 0 || reach <= 0) return null;
  const centre = centreOf(movers.map((m) => m.own.place));
  const nearest = nearestTo(centre, enemies)!;
  const from = { centre, enemy: nearest.at, reach };
  const here = worthAt(s, doctrine, movers, enemies, { x: 0, y: 0 }, from);
  // a move ends out of contact with every other figure (contact is a charge's)
  const others = s.others.flatMap((u) => placedStanding(u).map((p) => p.place));
  const touches = (offset: Point) =>
    movers.some((m) => others.some((o) => edgeDistance(moved(m.own.place, offset), o) <= EPSILON));
  let best: { offset: Point; worth: Worth; gain: number; cost: number } | null = null;
  for (const offset of offsetsTried(s, centre, nearest.at, reach)) {
    if (Math.hypot(offset.x, offset.y) < EPSILON) continue;
    let cost = 0;
    for (const m of movers) {
      const c = pathCost(s, data, m.own.place.at, add(m.own.place.at, offset), m.figure.mounted);
      cost = c === null ? Infinity : Math.max(cost, c);
    }
    if (cost > reach + EPSILON || touches(offset)) continue;
    const worth = worthAt(s, doctrine, movers, enemies, offset, from);
    const gain = total(worth) - total(here);
    const better =
      !best ||
      gain > best.gain + OPPONENT_READINGS.sameChance ||
      (Math.abs(gain - best.gain) <= OPPONENT_READINGS.sameChance && cost < best.cost - EPSILON);
    if (better) best = { offset, worth, gain, cost };
  }
  if (!best || best.gain < doctrine.moveWhenGain) return null;
  const chosen = best;
  const closed = distance(centre, nearest.at) - distance(add(centre, chosen.offset), nearest.at);
  const gained = {
    cover: chosen.worth.cover - here.cover,
    firing: chosen.worth.firing - here.firing,
    advance: chosen.worth.advance - here.advance,
  };
  const purpose = purposeOf(gained, closed);
  const enemyName = nameOf(enemyUnitsOnMap, nearest);
  return {
    kind: "move",
    unitId: s.unit.id,
    moves: movers.map((m) => ({ figureId: m.figure.id, from: m.own.place.at, to: add(m.own.place.at, chosen.offset) })),
    inches: Math.hypot(chosen.offset.x, chosen.offset.y),
    cost: chosen.cost,
    purpose,
    gain: chosen.gain,
    why: moveWhy(s.unit.name, purpose, Math.hypot(chosen.offset.x, chosen.offset.y), enemyName),
  };
}

/** The name of the unit a placed figure belongs to. */
function nameOf(units: readonly PlacedUnit[], place: Figure): string {
  return units.find((u) => placedStanding(u).some((p) => p.place === place))?.unit.name ?? "";
}
