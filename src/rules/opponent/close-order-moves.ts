/**
 * NAP-5.3 / NAP-5.3b where a unit in close order could move: as a line, never figure by figure
 * (move-options.ts offsets are a skirmish move). The line keeps its formation: it wheels first from
 * one end (its front's corner on the inside of the turn stays put) or, on foot, pivots on its
 * centre ("the figure on the outside of the turn" measures either, napoleonic/wheel.ts
 * closeOrderWheel over its tokens), then "any
 * remaining distance can be used as forward movement" straight ahead of its new facing. No
 * sideways or oblique move (its -2" buys nothing a wheel does not), no formation change (NAP-5.2:
 * the line stays in close order).
 *
 * Tried (OPPONENT_READINGS): no wheel, or a wheel or pivot either way by each of `lineTurns` degrees; then
 * the advance at each of `moveSteps` of what the expected move leaves after the wheel (and none,
 * after a wheel). A place counts when every figure's path (the straight line from where it stands
 * to where it ends) enters no impassable ground and goes through no wall or building, it ends out
 * of contact, and each figure's move costs at most the unit's expected move: the wheel, the
 * advance, 3" for each wall, fence or hedge on foot (NAP-5.3) and slow ground at a quarter
 * (NAP-5.3b, prorated), read on the path its Move request names (straight ahead after the wheel).
 *
 * A place's worth is the skirmish move's, on the doctrine's numbers: cover from the nearest enemy,
 * the share of the firearms that would see an enemy in range inside their ±15° arc (NAP-5.4.2), the
 * ground closed on the nearest enemy. It moves when that gains at least doctrine.moveWhenGain.
 */
import {
  type Figure,
  type Point,
  EPSILON,
  add,
  angleDifference,
  baseReach,
  basesOverlap,
  closeOrderArc,
  closestOnSegment,
  distance,
  edgeDistance,
  inArc,
  normalizeDegrees,
  scale,
  sub,
  unitFromBearing,
} from "../geometry";
import { CLOSE_ORDER_DATA } from "../napoleonic/closeOrder";
import { closeOrderWheel } from "../napoleonic/wheel";
import { rangeBandAt } from "../tables/common";
import { TERRAIN_DEFAULTS, coverFromNearest, lineOfSight, readPath, type TerrainData } from "../terrain";
import type { LineMove, MoveChoice } from "./choice";
import { type Doctrine, OPPONENT_READINGS } from "./doctrine-data";
import {
  type Situation,
  centreOf,
  enemyUnits,
  measuredRange,
  nearestTo,
  ownStanding,
  placedStanding,
  unitExpectedMove,
} from "./situation";
import { type ObjectiveField, fieldOf, objectiveWorth } from "./objective-field";
import { type Mover, type Worth, gainOver, nameOf, purposeOf, total, canShoot } from "./move-worth";
import { lineMoveWhy } from "./why";

/** NAP-5.3 a unit the table moves as a line: the Napoleonic supplement's close order. */
export function movesAsLine(s: Situation): boolean {
  return s.rules.era === "napoleonic" && s.unit.closeOrder;
}

/** A point turned `degrees` about `pivot` (positive: clockwise on the map, as a facing turns right). */
function turnedAbout(p: Point, pivot: Point, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  const d = sub(p, pivot);
  return { x: pivot.x + d.x * Math.cos(r) - d.y * Math.sin(r), y: pivot.y + d.x * Math.sin(r) + d.y * Math.cos(r) };
}

/** NAP-5.3b where a figure of the line ends: turned with the line about its pivot, then `advance` straight ahead. */
export function linePlace(from: Point, line: Pick<LineMove, "pivot" | "facing">, turn: number, advance: number): Point {
  return add(turnedAbout(from, line.pivot, turn), scale(unitFromBearing(line.facing + turn), advance));
}

/** The wheel is followed in steps of at most this many degrees, the advance of at most this many inches. */
const SWEEP_DEGREES = 5;
const SWEEP_INCHES = 0.5;

/**
 * NAP-5.3b the line's figures pass through no other figure's base on the way: the wheel followed in
 * steps of at most SWEEP_DEGREES, then the advance in steps of at most SWEEP_INCHES (ending against a
 * base, touching it, is not passing through it). Only the figures near enough to be swept are read.
 */
export function sweepsClear(places: readonly Figure[], line: LineMove, others: readonly Figure[]): boolean {
  const span = Math.max(...places.map((p) => distance(p.at, line.pivot) + baseReach(p)), 0);
  const near = others.filter((o) => distance(o.at, line.pivot) <= span + line.advance + baseReach(o));
  if (near.length === 0) return true;
  const wheelSteps = Math.ceil(Math.abs(line.turn) / SWEEP_DEGREES);
  const advanceSteps = Math.ceil(line.advance / SWEEP_INCHES);
  const stages: { turn: number; advance: number }[] = [];
  for (let k = 1; k <= wheelSteps; k += 1) stages.push({ turn: (line.turn * k) / wheelSteps, advance: 0 });
  for (let k = 1; k <= advanceSteps; k += 1)
    stages.push({ turn: line.turn, advance: (line.advance * k) / advanceSteps });
  return stages.every(({ turn, advance }) =>
    places.every((p) => {
      const moved = { ...p, at: linePlace(p.at, line, turn, advance), facing: line.facing + turn };
      return near.every((o) => !basesOverlap(moved, o));
    }),
  );
}

/**
 * NAP-5.3b what the line turns about: its centre, or (a wheel from one end) the corner of its front
 * on the inside of the turn: its left end for a wheel to the left (turn < 0), its right end
 * otherwise, at the front edge of its bases.
 */
export function pivotOf(places: readonly Figure[], facing: number, turn: number, about: "end" | "centre"): Point {
  const centre = centreOf(places);
  if (about === "centre") return centre;
  const ahead = unitFromBearing(facing);
  const right = unitFromBearing(facing + 90);
  const reach = places[0] ? baseReach(places[0]) : 0;
  const across = places.map((p) => (p.at.x - centre.x) * right.x + (p.at.y - centre.y) * right.y);
  const front = Math.max(...places.map((p) => (p.at.x - centre.x) * ahead.x + (p.at.y - centre.y) * ahead.y));
  const side = turn < 0 ? Math.min(...across) - reach : Math.max(...across) + reach;
  return add(centre, add(scale(right, side), scale(ahead, front + reach)));
}

/** The way the line faces: its leader's token's, else its first figure's; null when its figures face apart. */
export function lineFacing(s: Situation, movers: readonly Mover[]): number | null {
  const facings = movers.map((m) => m.own.place.facing);
  const leader = movers.find((m) => m.figure.id === s.unit.leaderId) ?? movers[0];
  const facing = leader?.own.place.facing;
  if (
    facing === undefined ||
    facings.some((f) => f === undefined || Math.abs(angleDifference(facing, f)) > OPPONENT_READINGS.lineFacingSlack)
  )
    return null;
  return facing;
}

/** What the line standing at `places` facing `facing` is worth to the doctrine (move-options.ts's scale). */
function worthAt(
  s: Situation,
  doctrine: Doctrine,
  movers: readonly Mover[],
  places: readonly Figure[],
  enemies: readonly Figure[],
  from: {
    readonly centre: Point;
    readonly enemy: Point;
    readonly reach: number;
    readonly field: ObjectiveField | null;
  },
): Worth {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const cover =
    places.reduce((sum, p) => {
      const grade = coverFromNearest(s.terrain, enemies, p, {}, data)?.grade ?? "none";
      return sum + doctrine.coverValue[grade];
    }, 0) / places.length;
  const guns = movers.flatMap((m, i) => (canShoot(m) ? [{ m, place: places[i]! }] : []));
  // NAP-5.4.2 a close order figure fires within ±15° of straight ahead.
  const seeing = guns.filter(({ m, place }) =>
    enemies.some(
      (e) =>
        rangeBandAt(m.own.weapon!, measuredRange(place, e)) !== null &&
        inArc(closeOrderArc(place), e.at) &&
        lineOfSight(s.terrain, place.at, e.at, data).clear,
    ),
  ).length;
  const firing = guns.length > 0 ? (doctrine.firingPositionValue * seeing) / guns.length : 0;
  const closed = distance(from.centre, from.enemy) - distance(centreOf(places), from.enemy);
  return {
    cover,
    firing,
    advance: (doctrine.advanceValue * closed) / from.reach,
    // OW-2 / NAP-2 the line closes on (or keeps) its side's objective, as a skirmish move does
    objective: objectiveWorth(
      from.field,
      places.map((p) => p.at),
      doctrine.objectiveValue,
      from.reach,
    ),
  };
}

/**
 * NAP-5.3 a figure may take this path in close order: no impassable ground, no wall or building on
 * the way, and its base ends clear of every wall, fence, hedge and building wall (never astride one,
 * where a path out would cross none).
 */
export function passable(s: Situation, data: TerrainData, from: Figure, to: Point, mounted: boolean): boolean {
  const astride = s.terrain.obstacles.some(
    (o) => distance(closestOnSegment(to, o.a, o.b).point, to) < baseReach(from) - EPSILON,
  );
  if (astride) return false;
  if (distance(from.at, to) < EPSILON) return true;
  const path = readPath(s.terrain, [from.at, to], data);
  if (path.impassable.length > 0 || (mounted && path.impassableToMounted.length > 0)) return false;
  const sight = lineOfSight(s.terrain, from.at, to, data);
  return sight.clear || sight.blockedBy?.kind === "woods";
}

/**
 * NAP-5.3b the point a figure's Move request names as clicked: straight ahead of it after the wheel,
 * as far as it goes (the GM reads the wheel to face it and the ground on the way from it).
 */
export function aimOf(from: Point, to: Point, facing: number): Point {
  return add(from, scale(unitFromBearing(facing), Math.max(distance(from, to), 2 * EPSILON)));
}

/**
 * NAP-5.3 what a figure's move costs out of the allowance: the wheel, the advance, 3" for each
 * wall, fence or hedge on foot, slow ground on the advance at a quarter (each inch 3 more), as the
 * GM reads them on the path to its clicked point.
 */
export function moveCost(
  s: Situation,
  data: TerrainData,
  from: Point,
  aim: Point,
  line: LineMove,
  mounted: boolean,
): number {
  const path = readPath(s.terrain, [from, aim], data);
  const obstacles = mounted ? 0 : path.obstacles.length * CLOSE_ORDER_DATA.linearObstaclePenalty;
  const slow = Math.min(path.slowInches, line.advance) * (1 / CLOSE_ORDER_DATA.roughFactor - 1);
  return line.wheelInches + line.advance + obstacles + slow;
}

export const tenth = (inches: number) => Math.round(inches * 10) / 10;

/**
 * NAP-5.3 the best move of a close order line for the doctrine: a wheel from one end and an advance
 * straight ahead, the formation kept; null when none gains at least doctrine.moveWhenGain (or there
 * is no enemy, no expected move, or the line's figures face apart). Equal gains: the cheaper, then
 * the first tried.
 */
export function bestLineMove(s: Situation, doctrine: Doctrine): MoveChoice | null {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const movers = ownStanding(s);
  const enemyUnitsOnMap = enemyUnits(s);
  const enemies = enemyUnitsOnMap.flatMap((u) => placedStanding(u).map((p) => p.place));
  const reach = unitExpectedMove(s);
  const facing = lineFacing(s, movers);
  if (movers.length === 0 || enemies.length === 0 || reach <= 0 || facing === null) return null;
  const places = movers.map((m) => m.own.place);
  const mounted = movers.some((m) => m.figure.mounted);
  const centre = centreOf(places);
  const nearest = nearestTo(centre, enemies)!;
  const others = s.others.flatMap((u) => placedStanding(u).map((p) => p.place));
  const data0 = s.terrainData ?? TERRAIN_DEFAULTS;
  const field = fieldOf(
    s.terrain,
    data0,
    s.objective,
    mounted,
    [...places, ...others].map((p) => p.at),
  );
  const from = { centre, enemy: nearest.at, reach, field };
  const here = worthAt(s, doctrine, movers, places, enemies, from);
  // NAP-5.3b a wheel from one end, or on foot a pivot on the line's centre (NAP-6.1.1: riders wheel forward only).
  const wheels: { turn: number; about: "end" | "centre" }[] = [{ turn: 0, about: "end" }];
  for (const t of OPPONENT_READINGS.lineTurns)
    for (const turn of [-t, t])
      for (const about of mounted ? (["end"] as const) : (["end", "centre"] as const)) wheels.push({ turn, about });
  let best: { line: LineMove; ends: Figure[]; aims: Point[]; worth: Worth; gain: number; cost: number } | null = null;
  for (const { turn, about } of wheels) {
    // NAP-5.3b the wheel to a tenth, as the Move dialog reads it off the line's tokens.
    const wheelInches = turn === 0 ? 0 : tenth(closeOrderWheel(places, Math.abs(turn), about, mounted));
    if (wheelInches > reach + EPSILON) continue;
    const pivot = pivotOf(places, facing, turn, about);
    const shares = turn === 0 ? OPPONENT_READINGS.moveSteps : [0, ...OPPONENT_READINGS.moveSteps];
    for (const share of shares) {
      const advance = (reach - wheelInches) * share;
      const line: LineMove = { pivot, about, facing, turn, wheelInches, advance };
      const ends = places.map((p) => ({ ...p, at: linePlace(p.at, line, turn, advance), facing: facing + turn }));
      const aims = places.map((p, i) => (turn === 0 ? ends[i]!.at : aimOf(p.at, ends[i]!.at, facing + turn)));
      const clear = places.every((p, i) => passable(s, data, p, ends[i]!.at, mounted));
      if (!clear || ends.some((e) => others.some((o) => edgeDistance(e, o) <= EPSILON))) continue;
      const cost = Math.max(...places.map((p, i) => moveCost(s, data, p.at, aims[i]!, line, mounted)));
      if (cost > reach + EPSILON || !sweepsClear(places, line, others)) continue;
      const worth = worthAt(s, doctrine, movers, ends, enemies, from);
      const gain = total(worth) - total(here);
      const better =
        !best ||
        gain > best.gain + OPPONENT_READINGS.sameChance ||
        (Math.abs(gain - best.gain) <= OPPONENT_READINGS.sameChance && cost < best.cost - EPSILON);
      if (better) best = { line, ends, aims, worth, gain, cost };
    }
  }
  if (!best || best.gain < doctrine.moveWhenGain) return null;
  const chosen = best;
  const closed = distance(centre, nearest.at) - distance(centreOf(chosen.ends), nearest.at);
  const purpose = purposeOf(gainOver(chosen.worth, here), closed);
  return {
    kind: "move",
    unitId: s.unit.id,
    moves: movers.map((m, i) => ({
      figureId: m.figure.id,
      from: m.own.place.at,
      to: chosen.ends[i]!.at,
      aim: chosen.aims[i]!,
    })),
    inches: chosen.line.advance,
    cost: chosen.cost,
    purpose,
    gain: chosen.gain,
    line: { ...chosen.line, facing: normalizeDegrees(chosen.line.facing) },
    why: lineMoveWhy(
      s.unit.name,
      purpose,
      chosen.line.turn,
      chosen.line.advance,
      nameOf(enemyUnitsOnMap, nearest),
      s.objective,
    ),
  };
}
