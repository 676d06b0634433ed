/**
 * The choices at close quarters and at the start of an activation, each by its exact odds over the
 * remaining cards:
 * - CORE-6 a charge: each figure that can expect to reach an enemy figure (its expected move along
 *   a path it may take) fights the nearest one; the odds of a round of hand to hand are the
 *   engine's (odds meleeRoundOdds over resolveMelee), a rider's those of the Cavalry charge
 *   (NAP-6.2 / OW-7.1d chargeOdds over resolveMountedMelee, his impetus from his run in);
 *   NAP-5.3 a unit in close order charges as one line (close-order-charge.ts, a bayonet charge):
 *   the figures its advance brings into contact fight, with the close order +1 (NAP-5.4.1);
 * - NAP-4 (base 3.14) / OW-4d morale markers removed before the checks, by the leader or a lone
 *   hero: the odds of the checks with and without (odds moraleOdds), in the column of the ground
 *   the unit stands in (terrain moraleColumn).
 */
import { type Figure, type Point, add, edgeDistance, normalize, scale, sub } from "../geometry";
import { moraleOdds } from "../odds/check-odds";
import { chargeOdds, meleeRoundOdds } from "../odds/melee-odds";
import type { FigureState, WeaponProfile } from "../model";
import { plainCharge } from "../mounted/charge-input";
import { contactPoint, readCharge } from "../mounted/charge-run";
import type { MountedMeleeInput } from "../mounted/melee";
import { attackedFromRear, closeOrderHthModifier } from "../napoleonic/closeOrder";
import { isLoneHero } from "../old-west/heroes";
import { owDataOf } from "../old-west/common";
import { markersLeaderCouldRemove, presentLeader } from "../procedures/morale";
import { TERRAIN_DEFAULTS, moraleColumn } from "../terrain";
import type { ChargeChoice, RemoveMarkersChoice } from "./choice";
import type { Doctrine } from "./doctrine-data";
import { OPPONENT_READINGS } from "./doctrine-data";
import { procedureOptions } from "./fire-options";
import { pathCost } from "./move-options";
import {
  type PlacedUnit,
  type Situation,
  byIdOrder,
  enemyUnits,
  expectedMove,
  ownStanding,
  placedStanding,
  unitExpectedMove,
} from "./situation";
import { lineCharge } from "./close-order-charge";
import { movesAsLine } from "./close-order-moves";
import { bayonetChargeWhy, chargeWhy, removeMarkersWhy } from "./why";

/**
 * NAP-6.2 / OW-7.1d a rider's charge on one enemy figure as the map reads it before he rides: his
 * run in (charge-run.ts readCharge) and whether he comes in on the defender's rear.
 */
export function mountedCharge(
  s: Situation,
  charger: { readonly figure: FigureState; readonly weapon: WeaponProfile | null; readonly place: Figure },
  enemy: PlacedUnit,
  target: { readonly figure: FigureState; readonly place: Figure },
): MountedMeleeInput {
  const run = readCharge(s.terrain, charger.place, target.place) ?? { straightInches: 0, openFlat: false };
  const fromRear = attackedFromRear(target.place, { at: contactPoint(charger.place, target.place) });
  return plainCharge(
    { unit: s.unit, figure: charger.figure, weapon: charger.weapon },
    { unit: enemy.unit, figure: target.figure, weapon: enemy.weapons?.[target.figure.id] ?? null },
    run,
    fromRear,
  );
}

/** The cards a check draws: the pool, then the refill pile (CORE-1). */
const pilesOf = (s: Situation) => ({ pool: s.pool, refill: s.refill ?? [] });

/**
 * CORE-6 the best charge, null when the doctrine never charges, nobody can reach an enemy, or the
 * best enemy unit's mean chance to win is under doctrine.chargeWhenWinChance. Equal chances: the
 * enemy unit's id.
 */
export function bestCharge(s: Situation, doctrine: Doctrine): ChargeChoice | null {
  if (doctrine.chargeWhenWinChance === null || s.pool.length + (s.refill?.length ?? 0) === 0) return null;
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const options = procedureOptions(s);
  // OW-2 a figure the enemy wins by putting down (the gang's boss) charges nobody
  const safe = new Set(s.objective?.keepSafe ?? []);
  const chargers = ownStanding(s).filter(({ figure }) => !figure.stunned && !safe.has(figure.id));
  let best: ChargeChoice | null = null;
  // NAP-5.3 a unit in close order charges as one line (a bayonet charge), no figure on his own
  const asLine = movesAsLine(s);
  for (const enemy of enemyUnits(s)) {
    const targets = placedStanding(enemy);
    const pairs: ChargeChoice["pairs"][number][] = [];
    const plan = asLine ? lineCharge(s, enemy.unit.id, unitExpectedMove(s)) : null;
    if (asLine && !plan) continue;
    for (const { figure, own } of chargers) {
      const planned = plan?.pairs.find((p) => p.figureId === figure.id);
      if (plan && !planned) continue;
      const target = planned
        ? targets.map((t) => ({ t })).find(({ t }) => t.figure.id === planned.targetFigureId)
        : targets
            .map((t, i) => ({ t, i, d: edgeDistance(own.place, t.place) }))
            .sort((a, b) => a.d - b.d || a.i - b.i)[0];
      if (!target) continue;
      if (!planned) {
        // to the target's base edge, along a path the figure may take, within its expected move
        const gap = edgeDistance(own.place, target.t.place);
        const contact: Point = add(own.place.at, scale(normalize(sub(target.t.place.at, own.place.at)), gap));
        const cost = pathCost(s, data, own.place.at, contact, figure.mounted);
        if (cost === null || cost > expectedMove(s, figure)) continue;
      }
      if (figure.mounted) {
        // NAP-6.2 / OW-7.1d a rider charges as the Cavalry charge button fights it: his impetus from his run in
        const fight = mountedCharge(s, { figure, weapon: own.weapon, place: own.place }, enemy, target.t);
        const won = chargeOdds(fight, pilesOf(s), options).winner.attacker.value;
        pairs.push({ figureId: figure.id, targetFigureId: target.t.figure.id, winChance: won });
        continue;
      }
      // NAP-5.4.1 a bayonet charge: the close order +1 of the line, and of a defender in close order not taken from the rear
      const end = plan?.moves.find((m) => m.figureId === figure.id)?.to;
      const attackerPlus = plan ? closeOrderHthModifier(true, false) : null;
      const defenderPlus = end
        ? closeOrderHthModifier(enemy.unit.closeOrder, attackedFromRear(target.t.place, { at: end }))
        : null;
      const odds = meleeRoundOdds(
        {
          attacker: {
            unitId: s.unit.id,
            figure,
            hth: own.weapon?.hth ?? 0,
            ...(attackerPlus ? { modifiers: [attackerPlus] } : {}),
          },
          defender: {
            unitId: enemy.unit.id,
            figure: target.t.figure,
            hth: enemy.weapons?.[target.t.figure.id]?.hth ?? 0,
            ...(defenderPlus ? { modifiers: [defenderPlus] } : {}),
          },
        },
        pilesOf(s),
        options,
      );
      pairs.push({ figureId: figure.id, targetFigureId: target.t.figure.id, winChance: odds.winner.attacker.value });
    }
    if (pairs.length === 0) continue;
    const winChance = pairs.reduce((sum, p) => sum + p.winChance, 0) / pairs.length;
    const better =
      !best ||
      winChance > best.winChance + OPPONENT_READINGS.sameChance ||
      (Math.abs(winChance - best.winChance) <= OPPONENT_READINGS.sameChance &&
        byIdOrder(enemy.unit.id, best.targetUnitId) < 0);
    if (better)
      best = {
        kind: "charge",
        unitId: s.unit.id,
        targetUnitId: enemy.unit.id,
        pairs,
        winChance,
        why: plan
          ? bayonetChargeWhy(s.unit.name, enemy.unit.name, winChance, plan.line.turn, plan.line.advance)
          : chargeWhy(s.unit.name, enemy.unit.name, winChance),
        ...(plan ? { line: plan.line, moves: plan.moves } : {}),
      };
  }
  return best && best.winChance >= doctrine.chargeWhenWinChance ? best : null;
}

/**
 * NAP-4 / OW-4d remove morale markers before the checks, null when the rules offer no removal (no
 * markers, no present trained leader, the leaders' morale rule off, a Green leader) or it does not
 * make a bad result (any check not OK) less likely by doctrine.removeMarkersWhenSaves.
 */
export function markerRemoval(s: Situation, doctrine: Doctrine): RemoveMarkersChoice | null {
  const { unit } = s;
  if (unit.moraleMarkers <= 0) return null;
  const options = procedureOptions(s);
  const column = moraleColumn(
    s.terrain,
    ownStanding(s).map((o) => o.own.place),
    s.terrainData ?? TERRAIN_DEFAULTS,
  );
  const hero = s.rules.hollywood.heroes && isLoneHero(unit) ? unit.figures.find((f) => !f.incapacitated)! : null;
  let removes: number;
  let keep: number;
  let after: number;
  let figureId: string;
  if (hero) {
    // OW-4d the lone hero removes markers on himself and checks the rest with his own Guts
    if (hero.stunned) return null;
    removes = Math.min(unit.moraleMarkers, owDataOf(undefined).heroRemoves[hero.guts]);
    const checks = (markers: number) =>
      moraleOdds(
        { unit: { ...unit, grade: hero.guts, moraleMarkers: markers }, terrain: column, canRemoveMarkers: false },
        pilesOf(s),
        options,
      ).leaderKeeps.allOk.value;
    keep = checks(unit.moraleMarkers);
    after = checks(unit.moraleMarkers - removes);
    figureId = hero.id;
  } else {
    const leader = presentLeader(unit);
    removes = markersLeaderCouldRemove(unit, unit.closeOrder ? 1 : 0, options);
    if (!leader || removes === 0) return null;
    const odds = moraleOdds({ unit, terrain: column }, pilesOf(s), options);
    keep = odds.leaderKeeps.allOk.value;
    after = odds.leaderRemoves.allOk.value;
    figureId = leader.id;
  }
  const saves = after - keep;
  if (removes === 0 || saves < doctrine.removeMarkersWhenSaves) return null;
  const name = unit.figures.find((f) => f.id === figureId)?.name ?? "";
  return {
    kind: "removeMarkers",
    unitId: unit.id,
    figureId,
    removes,
    onlyAction: hero !== null,
    saves,
    why: removeMarkersWhy(unit.name, name, removes, saves, hero !== null),
  };
}
