/**
 * OW-9.3c / OW-9.3d fire from and at a wagon: a passenger fires normally, with the moving shift
 * when the wagon moved; the targets on a wagon are the driver, the passengers (fence cover) and
 * the team as one figure, whose wounds halve the wagon's speed and whose incapacitation kills an
 * animal and stops it.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect } from "../model";
import {
  damageHit,
  type FireInput,
  type FireOptions,
  type FireResult,
  type HitContext,
  type HitEffect,
  type ShotShifts,
  type Shooter,
  resolveFire,
} from "../procedures/fire";
import { WAGON_RULES } from "../tables";
import { OW_FLAGS, owDataOf, standing, type OldWestOptions } from "./common";
import { oldWestReload } from "./reload";
import { teamFigure, type WagonState } from "./wagon-state";

/**
 * OW-9.3c a passenger fires normally and may fire while the wagon moves, with the normal moving
 * shift; not from the saddle.
 */
export function passengerShotShifts(wagonMovedThisActivation: boolean, shifts: ShotShifts = {}): ShotShifts {
  return { ...shifts, moved: (shifts.moved ?? false) || wagonMovedThisActivation, saddle: false };
}

/**
 * OW-9.3d the targets when a unit fires at a wagon: the driver and passengers (fence cover) and
 * the team as one figure. `nearestFirst` orders them by id (the team's id included); default:
 * team, driver, passengers.
 */
export function wagonTargets(
  state: WagonState,
  nearestFirst?: readonly string[],
  options?: OldWestOptions,
): FireInput["target"] {
  const occupants = standing(state.unit).map((figure) => ({ figure, cover: WAGON_RULES.occupantCover }));
  const team = state.team.animals > 0 ? [{ figure: teamFigure(state, options), cover: "none" as const }] : [];
  const all = [...team, ...occupants];
  const order = nearestFirst ?? all.map((t) => t.figure.id);
  const figures = order.map((id) => {
    const t = all.find((x) => x.figure.id === id);
    if (!t) throw new RulesError("COMBAT_PATROL.Error.figureNotInUnit", { figure: id, unit: state.unit.name });
    return t;
  });
  if (figures.length !== all.length)
    throw new RulesError("COMBAT_PATROL.Error.targetsIncomplete", { unit: state.unit.name });
  return { unitId: state.unit.id, figures, closeOrder: false };
}

/**
 * OW-9.3d a hit on the team: a wound makes it wounded (half speed); Incapacitate (or wounds up to
 * its Endurance) kills one animal and the wagon cannot move. Other figures: base damage. The
 * team's wounds are set on the team figure (setWounds: a wounded animal that dies takes its wound
 * with it); a killed animal incapacitates the team and counts in the `teamDead` flag.
 */
export function wagonHitEffect(state: WagonState, options?: OldWestOptions): (ctx: HitContext) => HitEffect {
  const endurance = owDataOf(options).wagons.teamEndurance;
  let dead = state.team.dead;
  return (ctx) => {
    if (ctx.target.figure.id !== state.team.id) return damageHit(ctx);
    const killed = ctx.card.damage === "INCAPACITATE" || ctx.wounds + 1 >= endurance;
    const wounds = killed && ctx.card.damage === "WOUND" ? 0 : killed ? ctx.wounds : ctx.wounds + 1;
    if (killed) dead += 1;
    const unitId = state.unit.id;
    const figureId = state.team.id;
    const setWounds: Effect = { kind: "setWounds", unitId, figureId, wounds };
    return {
      outcome: killed ? "incapacitated" : "wounded",
      wounds,
      effects: killed
        ? [
            { kind: "incapacitate", unitId, figureId },
            setWounds,
            { kind: "flag", unitId, figureId: null, flag: OW_FLAGS.teamDead, value: dead },
          ]
        : [setWounds],
      note: killed ? "COMBAT_PATROL.OldWest.Wagon.animalKilled" : "COMBAT_PATROL.OldWest.Wagon.teamWounded",
    };
  };
}

export interface FireAtWagonInput {
  readonly unitId: string;
  readonly shooters: readonly Shooter[];
  readonly wagon: WagonState;
  readonly nearestFirst?: readonly string[];
}

/** OW-9.3d a unit fires at a wagon (Old West reload rules; the team hit as one figure). */
export function resolveFireAtWagon(
  input: FireAtWagonInput,
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): FireResult {
  const target = wagonTargets(input.wagon, input.nearestFirst, options);
  return resolveFire({ unitId: input.unitId, shooters: input.shooters, target }, source, {
    ...options,
    hooks: { reload: oldWestReload(options), hitEffect: wagonHitEffect(input.wagon, options), ...options?.hooks },
  });
}
