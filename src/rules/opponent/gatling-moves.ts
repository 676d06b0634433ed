/**
 * OW-5.2b/d the engine opponent moves a carriage Gatling as it moves an artillery piece (gun-moves.ts,
 * the same chooser and worths), with the Gatling's own buttons (Limber, Unlimber, Move):
 *
 * - Reach: an enemy is in the Gatling's reach from a place when one of his standing figures is in
 *   sight from it and within the gun's longest range band (Table 1), measured base edge to base edge
 *   as its burst is, whatever its facing (OW-5.2e it may re-face on a later card).
 * - Limbered, an enemy in reach where it stands: unlimber (an activation). Limbered, none: move
 *   limbered to the place that gains the most over standing still by the doctrine's worths (a firing
 *   position, closing on the nearest enemy, the objective), when that reaches `moveWhenGain`; else
 *   hold, saying why.
 * - Unlimbered, no enemy within that range at all, seen or not (one behind a house may step out
 *   again): when the limbered move from here would gain that much and the limber is within 4" and
 *   able to move (OW-5.2b "the limber ... must be within four inches of the gun"), limber up.
 *   Otherwise the crew serves the gun where it stands (gatling-options.ts).
 * - The move: OW-5.2b one card in the open, two on a road (the Old West data's cards), OW-5.2d half
 *   speed with a wounded limber, never with one down. Its way enters no woods or rough (one card
 *   halved and an elite bog check: never worth it for the engine) and crosses no wall, fence or hedge.
 *   Never manhandled (OW-5.2c a quarter of one card): the engine limbers instead.
 * - OW-5.2f a wagon mount moves with its wagon, by the wagon's driver: none of this is its crew's.
 */
import { type Point, edgeDistance, gunAndStoredLimber, limberWithin } from "../geometry";
import { owDataOf } from "../old-west/common";
import { gatlingWeapon, isLimbered } from "../old-west/gatling";
import { dataOf } from "../procedures/reader";
import { maxRange } from "../tables/common";
import type { GatlingChoice, HoldChoice } from "./choice";
import type { Doctrine } from "./doctrine-data";
import type { GatlingInSituation } from "./gatling-situation";
import { type EnemyInReach, type LimberedGun, bestGunMove, nearestEnemyWithin } from "./gun-moves";
import { enemyUnits, type Situation } from "./situation";
import { gatlingDriveWhy, gatlingHoldWhy } from "./why";

/**
 * OW-5.2 the nearest enemy figure in the Gatling's reach from `at`: in sight, within its longest
 * range band, from its token's edge; with `sight` false, the nearest within that range seen or not.
 */
export function gatlingInReach(s: Situation, g: GatlingInSituation, at: Point, sight = true): EnemyInReach | null {
  const range = maxRange(gatlingWeapon());
  if (range === null) return null;
  const gun = { ...g.gunAt, at };
  return nearestEnemyWithin(s, at, range, (place) => edgeDistance(gun, place), sight);
}

/** OW-5.2b/d a carriage Gatling as the limbered-move chooser reads it: the Old West cards, its limber, its reach. */
export function gatlingLimbered(s: Situation, g: GatlingInSituation): LimberedGun {
  const limber = g.gatling.limber;
  return {
    at: g.gunAt.at,
    base: g.gunAt.base,
    limber: !limber || limber.incapacitated ? "incapacitated" : limber.wounds > 0 ? "wounded" : "ok",
    // OW-5.2d "If wounded, the limber moves at half speed": the move is the limber figure's (gatling-movement.ts).
    woundedFactor: dataOf({ rules: s.rules }).movement.woundedFactor,
    cards: owDataOf({ rules: s.rules }).gatling.limberedCards,
    reach: (at) => gatlingInReach(s, g, at),
  };
}

/** OW-5.2b the limber is on the table within 4" of the gun (its distance stored on the crew, as the GM's check reads it). */
function limberNear(g: GatlingInSituation): boolean {
  const distance = g.gatling.crew.flags?.["limberDistance"];
  const { gunAt, limberAt } = gunAndStoredLimber("gun", "limber", typeof distance === "number" ? distance : null);
  return limberAt !== null && limberWithin(limberAt, gunAt);
}

/**
 * OW-5.2b the carriage Gatling's move or readiness before its crew serves it: a limbered gun always
 * gets one (unlimber, move, or hold saying why); an unlimbered gun only when no enemy is within its
 * range and a limbered move would gain the doctrine's least (limber up). Null: the crew serves the
 * gun where it stands (gatling-options.ts); always null for a wagon mount.
 */
export function gatlingDriveChoice(
  s: Situation,
  g: GatlingInSituation,
  doctrine: Doctrine,
): GatlingChoice | HoldChoice | null {
  if (g.gatling.mount !== "carriage") return null;
  const unit = s.unit.name;
  const choice = (
    step: "unlimber" | "limber" | "move",
    move: GatlingChoice["move"],
    why: GatlingChoice["why"],
  ): GatlingChoice => ({
    kind: "gatling",
    unitId: s.unit.id,
    step,
    move,
    targetUnitId: null,
    facing: null,
    cover: "none",
    chance: 0,
    why,
  });
  const gun = gatlingLimbered(s, g);
  if (isLimbered(g.gatling)) {
    const inReach = gun.reach(gun.at);
    if (inReach)
      return choice(
        "unlimber",
        null,
        gatlingDriveWhy(unit, "unlimber", { inches: inReach.inches, enemy: inReach.unit }),
      );
    const move = bestGunMove(s, gun, doctrine);
    if (move) {
      const why = gatlingDriveWhy(unit, "move", move, s.objective);
      return choice("move", { to: move.to, inches: move.inches, gain: move.gain }, why);
    }
    const reason = enemyUnits(s).length === 0 ? "noEnemy" : gun.limber === "incapacitated" ? "limberDown" : "limbered";
    return { kind: "hold", unitId: s.unit.id, why: gatlingHoldWhy(unit, reason) };
  }
  // An enemy within range, seen or not, may step out again, and limbering leaves the gun to be set up anew: it stays.
  if (gatlingInReach(s, g, gun.at, false)) return null;
  const move = bestGunMove(s, gun, doctrine);
  if (!move || !limberNear(g)) return null;
  const why = gatlingDriveWhy(unit, "limber", { inches: move.inches, enemy: "" });
  return choice("limber", { to: null, inches: move.inches, gain: move.gain }, why);
}
