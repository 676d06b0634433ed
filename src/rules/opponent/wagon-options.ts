/**
 * OW-9.3 the engine opponent plays a wagon by the rules: its driver fires (OW-9.3a the wagon is
 * its own unit, he its figure; OW-9.3c a passenger fires "normally while on board", with his own
 * unit on its card) at the best target by the exact odds (fire-options.ts, the volley the fire
 * dialog would send), or the wagon drives, or it holds.
 *
 * - OW-9.3f a runaway careers on the GM's side (the Runaway move button): the engine holds and says so;
 *   so it does when no driver is standing on the box (OW-9.3a).
 * - OW-9.3d/e a wagon that cannot move (wrecked, unhitched, a dead animal in harness) only fires.
 * - OW-9.3a the move: one card at a normal pace (the wagon's row; OW-9.3d half with a wounded team)
 *   at the mean of the deck's movement section, straight from its token. OW-9.3b its way crosses no
 *   linear obstacle (no activation spent to clear a gap) and no rough or slow ground (no bog check),
 *   enters no water, no building and no ground closed to riders (ground-cost.ts, as a rider's), and
 *   ends out of contact with every other figure. At a normal pace no turn checks bog (OW-9.3f: only
 *   galloping or running away), so the engine never gallops.
 * - Places tried: the clock's hours at a third, two thirds and all of the move (OPPONENT_READINGS),
 *   and with a scenario objective the points of the way there (objective-field.ts, counted for
 *   riders) within the move. A place is worth the doctrine's `objectiveValue` for each move nearer
 *   the objective, less `wagonDangerValue` for the share of the enemy's firearms that see it in
 *   range; it drives when that gains at least `moveWhenGain` over standing still.
 * - The volley against the move on the same scale as any unit's (choose.ts); equal: the volley.
 */
import { type Figure, type Point, EPSILON, distance, edgeDistance } from "../geometry";
import { driverOf, wagonImmobility, wagonTable } from "../old-west/wagons";
import { wagonMovementCards } from "../tables";
import { rangeBandAt } from "../tables/common";
import { PROCEDURE_DEFAULTS } from "../procedures/data";
import { TERRAIN_DEFAULTS, lineOfSight } from "../terrain";
import type { FireChoice, OpponentChoice, ReloadChoice, WagonMoveChoice } from "./choice";
import { type Doctrine, OPPONENT_READINGS } from "./doctrine-data";
import { clockOffsets, nameOf } from "./move-worth";
import { volleyOptions } from "./fire-options";
import { drivableWay } from "./ground-cost";
import { type ObjectiveField, fieldOf, objectiveWorth, wayToObjective } from "./objective-field";
import {
  type Situation,
  enemyUnits,
  measuredRange,
  meanMoveCard,
  nearestTo,
  ownStanding,
  placedStanding,
  shoots,
} from "./situation";
import type { WagonInSituation } from "./wagon-situation";
import { type HoldReason, holdWhy, wagonHoldWhy, wagonMoveWhy } from "./why";

/** OW-9.3a / OW-9.3d the inches the wagon may expect at a normal pace: its cards at the deck's mean, half with a wounded team. */
export function wagonReach(s: Situation, wagon: WagonInSituation): number {
  const cards = wagonMovementCards(wagonTable(wagon.state), "normal");
  const wounded = wagon.state.team.wounds > 0 ? (s.data ?? PROCEDURE_DEFAULTS).movement.woundedFactor : 1;
  return cards * meanMoveCard(s) * wounded;
}

/** The enemy's firearms on the map, each with its place. */
function enemyGuns(s: Situation) {
  return enemyUnits(s).flatMap((u) =>
    placedStanding(u).flatMap(({ figure, place }) => {
      const weapon = u.weapons?.[figure.id] ?? null;
      return shoots(weapon) ? [{ place, weapon }] : [];
    }),
  );
}

/**
 * OW-9.3b whether the wagon may drive straight from `from` to `to`: ground open to riders, no wall
 * or building, no linear obstacle crossed, no rough or slow ground (its bog check) on the way.
 */
export function wagonMayDrive(s: Situation, from: Point, to: Point): boolean {
  return drivableWay(s.terrain, s.terrainData ?? TERRAIN_DEFAULTS, from, to) !== null;
}

/** The best way for the wagon to drive, null when none gains the doctrine's least (or it may expect no move). */
export function bestWagonMove(s: Situation, wagon: WagonInSituation, doctrine: Doctrine): WagonMoveChoice | null {
  const reach = wagonReach(s, wagon);
  const guns = enemyGuns(s);
  if (reach <= 0 || (guns.length === 0 && !s.objective)) return null;
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const from = wagon.place.at;
  const ownIds = new Set(s.unit.figures.map((f) => f.id));
  const others = s.others.flatMap((u) => placedStanding(u).map((p) => p.place)).filter((o) => !ownIds.has(o.id));
  const field: ObjectiveField | null = fieldOf(s.terrain, data, s.objective, true, [from, ...others.map((o) => o.at)]);
  const placed = (p: Point): Figure => ({ ...wagon.place, at: p });
  const danger = (p: Point) => {
    if (guns.length === 0) return 0;
    const seeing = guns.filter(
      (g) =>
        rangeBandAt(g.weapon, measuredRange(g.place, placed(p))) !== null &&
        lineOfSight(s.terrain, g.place.at, p, data).clear,
    ).length;
    return (-doctrine.wagonDangerValue * seeing) / guns.length;
  };
  const toward = (p: Point) => objectiveWorth(field, [p], doctrine.objectiveValue, reach);
  const here = { objective: toward(from), danger: danger(from) };
  const r = OPPONENT_READINGS;
  const tried: Point[] = clockOffsets(reach).map((o) => ({ x: from.x + o.x, y: from.y + o.y }));
  if (field) tried.push(...wayToObjective(field, from).filter((p) => distance(from, p) <= reach + EPSILON));
  let best: { to: Point; objective: number; danger: number; gain: number } | null = null;
  for (const to of tried) {
    if (distance(from, to) < EPSILON || distance(from, to) > reach + EPSILON) continue;
    if (others.some((o) => edgeDistance(placed(to), o) <= EPSILON) || !wagonMayDrive(s, from, to)) continue;
    const worth = { objective: toward(to), danger: danger(to) };
    const gain = worth.objective + worth.danger - here.objective - here.danger;
    const better =
      !best ||
      gain > best.gain + r.sameChance ||
      (Math.abs(gain - best.gain) <= r.sameChance && distance(from, to) < distance(from, best.to) - EPSILON);
    if (better) best = { to, ...worth, gain };
  }
  if (!best || best.gain < doctrine.moveWhenGain) return null;
  const purpose = best.objective - here.objective >= best.danger - here.danger ? "objective" : "fallBack";
  const nearest = nearestTo(
    from,
    guns.map((g) => g.place),
  );
  const enemy = nearest ? nameOf(enemyUnits(s), nearest) : "";
  const inches = distance(from, best.to);
  return {
    kind: "wagonMove",
    unitId: s.unit.id,
    from,
    to: best.to,
    inches,
    purpose,
    gain: best.gain,
    why: wagonMoveWhy(s.unit.name, purpose, inches, enemy, s.objective),
  };
}

/**
 * OW-9.3a / OW-9.3c the volleys the wagon's driver may fire on its card (best first): he is the
 * wagon's figure; a passenger fires with his own unit, on its card.
 */
function driverVolleys(s: Situation, wagon: WagonInSituation): FireChoice[] {
  const driver = wagon.state.driverId;
  const own = driver ? s.figures[driver] : undefined;
  return own && driver ? volleyOptions({ ...s, figures: { [driver]: own } }) : [];
}

/**
 * OW-9.3 the wagon's one choice: held when it runs away; else its people's best volley against its
 * best drive (equal: the volley); else the reload of an empty gun aboard (`reload`, choose.ts
 * reloadOf); else it holds, saying why (it cannot move, or the best shot's odds).
 */
export function wagonChoice(
  s: Situation,
  wagon: WagonInSituation,
  doctrine: Doctrine,
  reload: ReloadChoice | null,
): OpponentChoice {
  const hold = (why: OpponentChoice["why"]): OpponentChoice => ({ kind: "hold", unitId: s.unit.id, why });
  if (wagon.state.runaway) return hold(wagonHoldWhy(s.unit.name, "runaway"));
  // OW-9.3a nobody on the box: nobody drives it, nobody fires in its name.
  if (!driverOf(wagon.state)) return hold(wagonHoldWhy(s.unit.name, "noDriver"));
  const volleys: FireChoice[] = driverVolleys(s, wagon);
  const volley = volleys[0] && volleys[0].chance >= doctrine.minVolleyChance ? volleys[0] : null;
  const immobile = wagonImmobility(wagon.state);
  const move = immobile ? null : bestWagonMove(s, wagon, doctrine);
  if (volley && (!move || volley.chance >= move.gain)) return volley;
  if (move) return move;
  if (reload) return reload;
  if (immobile) return hold(wagonHoldWhy(s.unit.name, immobile));
  const reason: HoldReason =
    ownStanding(s).length === 0
      ? "nobody"
      : enemyUnits(s).length === 0
        ? "noEnemy"
        : volleys[0]
          ? "poorOdds"
          : "noShot";
  const best = volleys[0];
  const target = best ? (enemyUnits(s).find((u) => u.unit.id === best.targetUnitId)?.unit.name ?? "") : "";
  return hold(
    holdWhy(s.unit.name, reason, best && reason === "poorOdds" ? { target, chance: best.chance } : undefined),
  );
}
