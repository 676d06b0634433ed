/**
 * CORE-5 the volleys the activated unit could fire, one per enemy unit, each with its exact odds
 * over the remaining cards: the same plan (planFire / planShot), the same shooters (oddsShooters)
 * and the same count (fireOdds) as the fire dialog. A shooter takes part only when he sees a
 * standing figure of the target (terrain lineOfSight: a building's wall, a building, deep woods
 * block) and his plan has a chance (in range, not out of ammunition, not stunned, at most 6 holes).
 * The range is measured as the table measures it (base edge to base edge, to a tenth) to the
 * target's nearest standing figure; the target's figures come nearest first (CORE-5.5); the cover
 * is the map's, from the nearest shooter (coverFromNearest, as the GM's mapCover). NAP-5.4.2 a
 * figure standing in a close order group fires only at a target within its front arc, as the Fire
 * button checks it (canvas/range.ts checkTargetArc: the target's nearest figure).
 */
import { type Figure, detectCloseOrder } from "../geometry";
import { fireOdds, type FireOdds } from "../odds/fire";
import { NO_ACCURACY, type FigureState } from "../model";
import { leaderAbsentAfterMorale } from "../napoleonic/morale";
import { closeOrderMayFireAt, rankFire } from "../napoleonic/closeOrder";
import { presentLeader } from "../procedures/morale";
import { oddsShooters, planFire, planShot, type FireInput, type Shooter, type ShotShifts } from "../procedures/fire";
import type { ProcedureOptions } from "../procedures/reader";
import { mayFireAsMoved } from "../validation/fire";
import { TERRAIN_DEFAULTS, coverFromNearest, lineOfSight } from "../terrain";
import type { FireChoice } from "./choice";
import { OPPONENT_READINGS } from "./doctrine-data";
import {
  type PlacedUnit,
  type Situation,
  byIdOrder,
  enemyUnits,
  measuredRange,
  oddsPiles,
  ownStanding,
  placedStanding,
  shoots,
} from "./situation";
import { fireWhy } from "./why";

/** The procedures' options from the situation. */
export function procedureOptions(s: Situation): ProcedureOptions {
  return { rules: s.rules, ...(s.data ? { data: s.data } : {}) };
}

/**
 * CORE-5.2 the shifts a shot starts with when the table gave none (as the sheet's defaults): the
 * wound and the saddle from the figure's state (planShot's own defaults), no leader directing fire
 * when the unit's leader is gone, stunned or removed markers this activation (NAP-4; OW-4c never
 * for a hero, never for the leader himself, never for a lone figure).
 */
export function startingShifts(s: Situation, figure: FigureState): ShotShifts {
  const leader = presentLeader(s.unit);
  const gone = leader === null || leader.stunned || leaderAbsentAfterMorale(s.unit);
  return { leaderAbsent: !figure.hero && leader?.id !== figure.id && s.unit.figures.length > 1 && gone };
}

/** NAP-5.1 the unit's figures standing in a close order group (every token of the unit, as the canvas reads it). */
function inCloseOrderGroup(s: Situation): ReadonlySet<string> {
  const places = Object.values(s.figures).map((f) => ({ ...f.place, unit: s.unit.id }));
  return detectCloseOrder(places).inCloseOrder;
}

/** What the volley's odds give: P(a man down), the mean hits and the mean hits through cover. */
function oddsFigures(odds: FireOdds, oneFigure: boolean) {
  const chance = oneFigure ? odds.incapacitated[1]!.value : 1 - odds.noneDown.value;
  const expectedThrough = odds.through.reduce((sum, p, x) => sum + x * p.value, 0);
  return { chance, expectedHits: odds.expectedHits, expectedThrough };
}

/** The volley at one enemy unit, null when nobody can fire at it (unseen, out of range, no chance). */
export function volleyAt(s: Situation, target: PlacedUnit): FireChoice | null {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const options = procedureOptions(s);
  const own = ownStanding(s);
  const targets = placedStanding(target);
  if (own.length === 0 || targets.length === 0) return null;
  // CORE-5.5 the target's figures nearest the firing unit first (the fire dialog's nearestFirst)
  const ordered = targets
    .map((t, i) => ({ t, i, d: Math.min(...own.map((o) => measuredRange(o.own.place, t.place))) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((o) => o.t);
  // NAP-5.4.2 a rear rank fires only in close order and touching: the fire dialog's reading
  // (actions/fire rankChecked), toward the target's nearest figure; a man it leaves out is no shooter.
  const ranked =
    s.rules.era === "napoleonic"
      ? new Set(
          rankFire(
            own.map((o) => o.own.place),
            ordered[0]!.place.at,
          )
            .filter((c) => c.mayFire)
            .map((c) => c.figureId),
        )
      : null;
  const arcBound = s.rules.era === "napoleonic" ? inCloseOrderGroup(s) : null;
  const shooters: Shooter[] = [];
  const places: Figure[] = [];
  for (const { figure, own: mine } of own) {
    if (!shoots(mine.weapon) || figure.accuracy === NO_ACCURACY) continue;
    if (ranked && !ranked.has(mine.place.id)) continue;
    // NAP-5.4.2 a figure standing in a close order group fires within his 30-degree front arc only: at
    // the target's nearest figure, as the Fire button checks it (canvas/range.ts checkTargetArc).
    if (arcBound && !closeOrderMayFireAt(mine.place, ordered[0]!.place.at, arcBound.has(mine.place.id))) continue;
    if (!ordered.some((t) => lineOfSight(s.terrain, mine.place.at, t.place.at, data).clear)) continue;
    const rangeInches = Math.min(...ordered.map((t) => measuredRange(mine.place, t.place)));
    const shooter: Shooter = {
      figure,
      weapon: mine.weapon,
      rangeInches,
      shifts: mine.shifts ?? startingShifts(s, figure),
    };
    if (!planShot(shooter, target.unit.closeOrder, options).possible) continue;
    // OW-7.1f / NAP-6.2.2 a rider who moved fires only a weapon the rules allow from a moving horse.
    if (!mayFireAsMoved(shooter, options)) continue;
    shooters.push(shooter);
    places.push(mine.place);
  }
  const nearest = ordered[0]!;
  if (shooters.length === 0) return null;
  const cover = coverFromNearest(s.terrain, places, nearest.place, {}, data)?.grade ?? "none";
  const input: FireInput = {
    unitId: s.unit.id,
    shooters,
    target: {
      unitId: target.unit.id,
      closeOrder: target.unit.closeOrder,
      figures: ordered.map((t) => ({ figure: t.figure, cover })),
    },
  };
  let odds: FireOdds;
  try {
    odds = fireOdds({
      shooters: oddsShooters(input, planFire(input, options)),
      cover,
      endurance: nearest.figure.endurance,
      wounds: nearest.figure.wounds,
      ...oddsPiles(s),
    });
  } catch {
    return null; // no card left to draw: no odds, no volley
  }
  const figures = oddsFigures(odds, ordered.length === 1);
  return {
    kind: "fire",
    unitId: s.unit.id,
    targetUnitId: target.unit.id,
    shooterIds: shooters.map((sh) => sh.figure.id),
    input,
    cover,
    ...figures,
    why: fireWhy(s.unit.name, target.unit.name, figures.chance, cover),
  };
}

/**
 * Every volley the unit could fire, best first: the greatest chance to put a man down, then the
 * most hits through cover, then the target's id (chances within OPPONENT_READINGS.sameChance are equal).
 */
export function volleyOptions(s: Situation): FireChoice[] {
  const same = OPPONENT_READINGS.sameChance;
  return enemyUnits(s)
    .map((target) => volleyAt(s, target))
    .filter((v): v is FireChoice => v !== null)
    .sort(
      (a, b) =>
        (Math.abs(a.chance - b.chance) > same ? b.chance - a.chance : 0) ||
        (Math.abs(a.expectedThrough - b.expectedThrough) > same ? b.expectedThrough - a.expectedThrough : 0) ||
        byIdOrder(a.targetUnitId, b.targetUnitId),
    );
}
