/**
 * NAP-7.1 the engine opponent moves an artillery piece by the rules and the map, with the gun's own
 * buttons (Limber, Unlimber, Move gun):
 *
 * - Reach: an enemy is in the gun's reach from a place when one of his standing figures is in sight
 *   from it and within round shot's long range (Table 3: the round that carries farthest, the one
 *   the engine loads when nothing is closer, gun-options.ts).
 * - Limbered, an enemy in reach where it stands: unlimber (an activation; it loads on its next
 *   card). Limbered, none: move limbered to the place that gains the most over standing still, when
 *   that reaches the doctrine's `moveWhenGain`; else hold, saying why.
 * - Unlimbered, no enemy within round shot's range at all, seen or not (one out of sight behind a
 *   house may step out again, and unlimbering again leaves the gun to be loaded from nothing): when
 *   the limbered move from here would gain that much, limber (NAP-7.1 "the limber must be within 4
 *   inches of the gun"), or first NAP-7.1b bring a limber left beyond 4" back. Otherwise the crew
 *   serves the gun where it stands (gun-options.ts).
 * - The move: NAP-7.1 one card in the open, two on a road, a wounded team at half speed, at the mean
 *   of the deck's movement section, straight from the gun's token. Its way enters no ground closed
 *   to riders, no woods, rough or ford (one card and an Elite bog check: never worth it for the
 *   engine) and crosses no wall, fence or hedge; it ends out of contact with every figure. Never
 *   manhandled (a quarter of one card): the engine limbers instead.
 * - A place's worth, on the doctrine's scale: `firingPositionValue` when an enemy is in reach from
 *   it, `advanceValue` for each move nearer the nearest standing enemy, `objectiveValue` for each
 *   move nearer the scenario's objective (the way a rider goes, objective-field.ts).
 *
 * The limbered move's chooser (bestGunMove) reads the gun through LimberedGun, so that OW-5.2b a
 * carriage Gatling (gatling-moves.ts) moves by the same worths with its own cards, limber and reach.
 */
import { type Figure, type Point, EPSILON, distance, edgeDistance } from "../geometry";
import {
  type LimberState,
  artilleryDataOf,
  gunCrewOf,
  gunStateOf,
  limberMayReturn,
  limberOf,
  onRoadAllTheWay,
} from "../artillery";
import { artilleryRanges } from "../tables/artillery";
import { loadingActivations } from "../tables/crews";
import { TERRAIN_DEFAULTS, lineOfSight } from "../terrain";
import type { GunDriveChoice, HoldChoice } from "./choice";
import { type Doctrine, OPPONENT_READINGS } from "./doctrine-data";
import type { GunInSituation } from "./gun-situation";
import { drivableWay } from "./ground-cost";
import { clockOffsets } from "./move-worth";
import { type ObjectiveField, fieldOf, objectiveWorth, wayToObjective } from "./objective-field";
import { type Situation, enemyUnits, meanMoveCard, nearestTo, placedStanding } from "./situation";
import { type GunMovePurpose, gunDriveWhy, gunHoldWhy } from "./why";

/** The enemy's standing figures on the map, each with its place. */
function enemyPlaces(s: Situation): { readonly unit: string; readonly place: Figure }[] {
  return enemyUnits(s).flatMap((u) => placedStanding(u).map(({ place }) => ({ unit: u.unit.name, place })));
}

/** The nearest enemy in a gun's reach: his unit's name and how far (inches, as the gun measures). */
export interface EnemyInReach {
  readonly unit: string;
  readonly inches: number;
}

/**
 * The nearest standing enemy figure within `range` inches of `at` by `measure` (NAP-7.1 centre to
 * centre for a gun's round shot; OW-5.2 base edge to base edge as fire measures a Gatling's burst),
 * in sight from `at`; with `sight` false, seen or not. Null: none.
 */
export function nearestEnemyWithin(
  s: Situation,
  at: Point,
  range: number,
  measure: (place: Figure) => number,
  sight = true,
): EnemyInReach | null {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  let best: EnemyInReach | null = null;
  for (const { unit, place } of enemyPlaces(s)) {
    const inches = measure(place);
    if (inches > range + EPSILON || (best && inches >= best.inches)) continue;
    if (!sight || lineOfSight(s.terrain, at, place.at, data).clear) best = { unit, inches };
  }
  return best;
}

/**
 * The nearest enemy figure in the gun's reach from `at` (in sight, within round shot's long range);
 * with `sight` false, the nearest within that range seen or not. Null: none.
 */
export function enemyInReach(s: Situation, gun: GunInSituation, at: Point, sight = true): EnemyInReach | null {
  const long = artilleryRanges(gun.piece, "shot")?.long ?? null;
  if (long === null) return null;
  return nearestEnemyWithin(s, at, long, (place) => distance(at, place.at), sight);
}

/**
 * NAP-7.1 / OW-5.2b what the limbered-move chooser reads of a gun, an artillery piece's or a
 * Gatling's: where its token stands, its limber team, its cards from its own data, and how it
 * reads an enemy "in reach" from a place.
 */
export interface LimberedGun {
  /** The centre of the gun's token (inches). */
  readonly at: Point;
  /** The gun's token's base (a move ends out of contact with every other figure). */
  readonly base: Figure["base"];
  /** NAP-7.1 / OW-5.2d the limber team: wounded it moves at `woundedFactor`, down it cannot move. */
  readonly limber: LimberState;
  readonly woundedFactor: number;
  /** NAP-7.1 / OW-5.2b the cards a limbered move draws in the open and on a road. */
  readonly cards: { readonly open: number; readonly road: number };
  /** The nearest enemy in the gun's reach from a place (in sight, in range as this gun reads it); null: none. */
  readonly reach: (at: Point) => EnemyInReach | null;
}

/** NAP-7.1 an artillery piece as the limbered-move chooser reads it: round shot's reach, the artillery's cards. */
export function artilleryLimbered(s: Situation, gun: GunInSituation): LimberedGun {
  const data = artilleryDataOf({ rules: s.rules });
  return {
    at: gun.at,
    base: gun.base,
    limber: limberOf(s.unit, gun.limberId).state,
    woundedFactor: data.woundedLimberFactor,
    cards: data.limberedCards,
    reach: (at) => enemyInReach(s, gun, at),
  };
}

/** NAP-7.1 / OW-5.2b the inches a limbered move may expect over `cards` cards: the deck's mean, less with a wounded team. */
function limberedReach(s: Situation, gun: LimberedGun, cards: number): number {
  return cards * meanMoveCard(s) * (gun.limber === "wounded" ? gun.woundedFactor : 1);
}

/** NAP-7.1 / OW-5.2b how far the gun may go limbered to `to`: on a road two cards' reach, else one; null: a way it does not take. */
function wayReach(s: Situation, from: Point, to: Point, reach: { open: number; road: number }): number | null {
  const path = drivableWay(s.terrain, s.terrainData ?? TERRAIN_DEFAULTS, from, to);
  if (!path) return null;
  return onRoadAllTheWay(path) ? reach.road : reach.open;
}

export interface GunMove {
  readonly to: Point;
  readonly inches: number;
  readonly gain: number;
  readonly purpose: GunMovePurpose;
  readonly enemy: string;
}

/** NAP-7.1 / OW-5.2b the best limbered move from where the gun stands; null when none gains the doctrine's least. */
export function bestGunMove(s: Situation, gun: LimberedGun, doctrine: Doctrine): GunMove | null {
  if (gun.limber === "incapacitated") return null;
  const reach = { open: limberedReach(s, gun, gun.cards.open), road: limberedReach(s, gun, gun.cards.road) };
  const enemies = enemyPlaces(s);
  if (reach.open <= 0 || (enemies.length === 0 && !s.objective)) return null;
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const from = gun.at;
  const others = s.others.flatMap((u) => placedStanding(u).map((p) => p.place));
  const field: ObjectiveField | null = fieldOf(s.terrain, data, s.objective, true, [from, ...others.map((o) => o.at)]);
  const placed = (p: Point): Figure => ({ id: s.unit.id, at: p, base: gun.base });
  const nearest = (p: Point) =>
    nearestTo(
      p,
      enemies.map((e) => e.place),
    );
  const nearFrom = nearest(from);
  const closing = (p: Point) =>
    nearFrom ? (doctrine.advanceValue * (distance(from, nearFrom.at) - distance(p, nearFrom.at))) / reach.open : 0;
  const worth = (p: Point) => {
    const firing = gun.reach(p) ? doctrine.firingPositionValue : 0;
    const objective = objectiveWorth(field, [p], doctrine.objectiveValue, reach.open);
    const closed = closing(p);
    return { firing, objective, closing: closed, total: firing + objective + closed };
  };
  const here = worth(from);
  const tried: Point[] = [reach.open, reach.road]
    .flatMap((r) => clockOffsets(r))
    .map((o) => ({ x: from.x + o.x, y: from.y + o.y }));
  if (field) tried.push(...wayToObjective(field, from).filter((p) => distance(from, p) <= reach.road + EPSILON));
  let best: { to: Point; gain: number; parts: ReturnType<typeof worth> } | null = null;
  for (const to of tried) {
    const inches = distance(from, to);
    if (inches < EPSILON) continue;
    const limit = wayReach(s, from, to, reach);
    if (limit === null || inches > limit + EPSILON) continue;
    if (others.some((o) => o.id !== s.unit.id && edgeDistance(placed(to), o) <= EPSILON)) continue;
    const parts = worth(to);
    const gain = parts.total - here.total;
    const better =
      !best ||
      gain > best.gain + OPPONENT_READINGS.sameChance ||
      (Math.abs(gain - best.gain) <= OPPONENT_READINGS.sameChance && inches < distance(from, best.to) - EPSILON);
    if (better) best = { to, gain, parts };
  }
  if (!best || best.gain < doctrine.moveWhenGain) return null;
  const gained = {
    firingPosition: best.parts.firing - here.firing,
    objective: best.parts.objective - here.objective,
    advance: best.parts.closing - here.closing,
  };
  const purpose: GunMovePurpose =
    gained.firingPosition >= Math.max(gained.objective, gained.advance)
      ? "firingPosition"
      : gained.objective >= gained.advance
        ? "objective"
        : "advance";
  const seen = gun.reach(best.to);
  const enemyNear = nearest(best.to);
  const enemy =
    purpose === "firingPosition" && seen
      ? seen.unit
      : (enemies.find((e) => enemyNear && e.place.id === enemyNear.id)?.unit ?? "");
  return { to: best.to, inches: distance(from, best.to), gain: best.gain, purpose, enemy };
}

/**
 * NAP-7.1 the gun's move or readiness, before its crew serves it: a limbered gun always gets one
 * (unlimber, move, or hold saying why); an unlimbered gun only when no enemy is within its range and
 * a limbered move would gain the doctrine's least (limber, or bring the limber back first). Null:
 * the crew serves the gun where it stands (gun-options.ts).
 */
export function gunDriveChoice(
  s: Situation,
  gun: GunInSituation,
  doctrine: Doctrine,
): GunDriveChoice | HoldChoice | null {
  const unit = s.unit;
  const drive = (step: GunDriveChoice["step"], why: GunDriveChoice["why"], more: Partial<GunDriveChoice> = {}) => ({
    kind: "gunMove" as const,
    unitId: unit.id,
    step,
    to: null,
    inches: 0,
    gain: 0,
    why,
    ...more,
  });
  const inReach = enemyInReach(s, gun, gun.at);
  const limbered = gunStateOf(unit).limbered;
  if (limbered && inReach) {
    // NAP-7.1 unlimbering leaves the gun's loading to the crew: too few to serve it, it stays limbered.
    if (loadingActivations(gunCrewOf(unit, gun.limberId)).activations === null)
      return { kind: "hold", unitId: unit.id, why: gunHoldWhy(unit.name, "noCrew") };
    return drive("unlimber", gunDriveWhy(unit.name, "unlimber", { inches: inReach.inches, enemy: inReach.unit }));
  }
  if (inReach) return null;
  // An enemy within range but out of sight may step out again, and limbering throws the loading away: it waits.
  if (!limbered && enemyInReach(s, gun, gun.at, false)) return null;
  const move = bestGunMove(s, artilleryLimbered(s, gun), doctrine);
  if (!limbered) {
    if (!move) return null;
    const limber = limberOf(unit, gun.limberId);
    // NAP-7.1b a limber beyond 4" comes back first ("on an activation card before the limber action").
    if (limberMayReturn(limber.distance)) {
      const inches = limber.distance ?? 0;
      return drive("limberBack", gunDriveWhy(unit.name, "limberBack", { inches, enemy: "" }), {
        inches,
        gain: move.gain,
      });
    }
    if (limber.distance === null) return null;
    return drive("limber", gunDriveWhy(unit.name, "limber", { inches: move.inches, enemy: "" }), { gain: move.gain });
  }
  if (!move) {
    const down = limberOf(unit, gun.limberId).state === "incapacitated";
    return { kind: "hold", unitId: unit.id, why: gunHoldWhy(unit.name, down ? "limberDown" : "limbered") };
  }
  const why = gunDriveWhy(unit.name, "move", move, s.objective);
  return drive("move", why, { to: move.to, inches: move.inches, gain: move.gain });
}
