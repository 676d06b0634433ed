/**
 * CORE-5.2 the fire plan, before any card is drawn: the shooters and their target as the fire
 * procedure takes them, every shooter's shifts (moved, wounded, leader absent, saddle, the
 * supplements' named shifts), the range band (one shorter at a close order target) and the
 * bullet holes needed, and why a shooter cannot fire. The fire dialog shows it ("no chance"),
 * the odds read it, and resolveFire (fire.ts) draws the cards it plans.
 */
import type { CoverKind } from "../cards/read";
import { RulesError } from "../errors";
import type { FigureState, RangeBand, WeaponProfile } from "../model";
import { NO_ACCURACY, RANGE_BANDS } from "../model";
import { rangeBandAt, rateOfFire } from "../tables/common";
import { hasHorsemanship, movingFromSaddleTopUp } from "../mounted/horsemanship";
import type { ProcedureData } from "./data";
import { dataOf, type ProcedureOptions } from "./reader";

/** A shift a supplement adds (e.g. "dynamite", "artilleryCrew"): its key names it in chat. */
export interface NamedShift {
  readonly key: string;
  readonly shifts: number;
}

/** CORE-5.2 the shifts of one shooter, each an explicit input. */
export interface ShotShifts {
  /** Shooter moved this activation. */
  readonly moved?: boolean;
  /** Default: the figure has a wound. */
  readonly wounded?: boolean;
  /** No leader directing fire; heroes never take it (OW-4c). */
  readonly leaderAbsent?: boolean;
  /** Firing from the saddle; default: the figure is mounted. None with Horsemanship (OW-7.1.1). */
  readonly saddle?: boolean;
  /** Thrown (grenade, dynamite). */
  readonly thrown?: boolean;
  /** Canister units after the first in the swath (NAP-7.3.2). */
  readonly extraCanisterUnits?: number;
  /** Supplement shifts. */
  readonly extra?: readonly NamedShift[];
}

export interface Shooter {
  readonly figure: FigureState;
  readonly weapon: WeaponProfile;
  /** Range to the target in inches, measured on the canvas. */
  readonly rangeInches: number;
  readonly shifts?: ShotShifts;
  /** CORE-10 a sniper picks the figure he hits (no randomizer): its id. */
  readonly aimAt?: string;
}

/** A figure that can be hit and the cover it stands in. */
export interface TargetFigure {
  readonly figure: FigureState;
  readonly cover: CoverKind;
}

export interface FireTarget {
  readonly unitId: string;
  /** Figures that can be hit, NEAREST FIRST (supplements add limbers, wagon teams…). */
  readonly figures: readonly TargetFigure[];
  /** NAP-5.4.2 firing at close order counts one band shorter. */
  readonly closeOrder: boolean;
}

export interface FireInput {
  /** The shooting unit. */
  readonly unitId: string;
  readonly shooters: readonly Shooter[];
  readonly target: FireTarget;
}

export type NoFireReason = "outOfRange" | "noChance" | "outOfAmmo" | "incapacitated" | "stunned";

export interface ShiftApplied {
  readonly key: string;
  readonly shifts: number;
}

export interface ShotPlan {
  readonly figureId: string;
  readonly weaponId: string;
  /** The band the range falls in, null beyond the weapon's last band. */
  readonly band: RangeBand | null;
  /** The band the shot counts as (close order target: one shorter). */
  readonly effectiveBand: RangeBand | null;
  readonly accuracyBase: number;
  readonly rangeHoles: number;
  readonly shifts: readonly ShiftApplied[];
  /** Bullet holes a card must show to hit. */
  readonly needed: number;
  /** Cards to draw (rate of fire of the band), 0 when the figure cannot fire. */
  readonly shots: number;
  readonly possible: boolean;
  readonly reason: NoFireReason | null;
}

export interface FirePlan {
  readonly shooters: readonly ShotPlan[];
  readonly shots: number;
  readonly possible: boolean;
}

/** CORE-5.2 one band shorter (close order target); short stays short. */
export function bandShorter(band: RangeBand): RangeBand {
  const i = RANGE_BANDS.indexOf(band);
  return RANGE_BANDS[Math.max(0, i - 1)]!;
}

/** CORE-5.2 the named shifts that apply to this shooter. */
export function shotShifts(figure: FigureState, shifts: ShotShifts, options?: ProcedureOptions): ShiftApplied[] {
  const data = dataOf(options);
  const out: ShiftApplied[] = [];
  const add = (key: keyof ProcedureData["shiftValue"], times = 1) => {
    if (times > 0) out.push({ key, shifts: data.shiftValue[key] * times });
  };
  if (shifts.moved) add("moved");
  if (shifts.wounded ?? figure.wounds > 0) add("wounded");
  if (shifts.leaderAbsent && !figure.hero) add("leaderAbsent");
  // OW-7.1f / NAP-6.2.2 one shift for firing from the saddle, none with Horsemanship (OW-7.1.1);
  // a rider who moved: three shifts in all, Horsemanship taking off the saddle one only.
  const fromSaddle = shifts.saddle ?? figure.mounted;
  if (fromSaddle && !hasHorsemanship(figure, options)) add("saddle");
  const topUp = movingFromSaddleTopUp(shifts.moved === true, fromSaddle, options);
  if (topUp > 0) out.push({ key: "mountedMoving", shifts: topUp });
  if (shifts.thrown) add("thrown");
  const canister = shifts.extraCanisterUnits ?? 0;
  if (!Number.isInteger(canister) || canister < 0)
    throw new RulesError("badShift", { shift: "canister", value: canister });
  add("canister", canister);
  for (const extra of shifts.extra ?? []) {
    if (!Number.isInteger(extra.shifts)) throw new RulesError("badShift", { shift: extra.key, value: extra.shifts });
    out.push({ key: extra.key, shifts: extra.shifts });
  }
  return out;
}

/** CORE-5.2 bullet holes needed and CORE-5.3 cards to draw for one shooter. */
export function planShot(shooter: Shooter, targetCloseOrder: boolean, options?: ProcedureOptions): ShotPlan {
  const data = dataOf(options);
  const { figure, weapon } = shooter;
  const band = rangeBandAt(weapon, shooter.rangeInches);
  const effectiveBand = band && targetCloseOrder ? bandShorter(band) : band;
  // OW-9.2.8 Table 3 "Accuracy NA": an animal never fires.
  if (figure.accuracy === NO_ACCURACY) throw new RulesError("noAccuracy", { figure: figure.name });
  const shifts = shotShifts(figure, shooter.shifts ?? {}, options);
  const accuracyBase = data.accuracyBase[figure.accuracy];
  const rangeHoles = effectiveBand ? data.rangeShift[effectiveBand] : 0;
  const needed = accuracyBase + rangeHoles + shifts.reduce((sum, s) => sum + s.shifts, 0);
  const reason = noFireReason(figure, weapon, effectiveBand, needed, data);
  return {
    figureId: figure.id,
    weaponId: weapon.id,
    band,
    effectiveBand,
    accuracyBase,
    rangeHoles,
    shifts,
    needed,
    shots: reason === null && effectiveBand ? rateOfFire(weapon, effectiveBand) : 0,
    possible: reason === null,
    reason,
  };
}

function noFireReason(
  figure: FigureState,
  weapon: WeaponProfile,
  band: RangeBand | null,
  needed: number,
  data: ProcedureData,
): NoFireReason | null {
  if (figure.incapacitated) return "incapacitated";
  if (figure.stunned) return "stunned";
  if (weapon.reload !== null && figure.outOfAmmo > 0) return "outOfAmmo";
  if (band === null) return "outOfRange";
  if (needed > data.maxHoles) return "noChance";
  return null;
}

/** CORE-5.2: the plan the fire dialog shows before any card is drawn. */
export function planFire(input: FireInput, options?: ProcedureOptions): FirePlan {
  if (input.shooters.length === 0) throw new RulesError("noShooters", { unit: input.unitId });
  const shooters = input.shooters.map((s) => planShot(s, input.target.closeOrder, options));
  const shots = shooters.reduce((sum, p) => sum + p.shots, 0);
  return { shooters, shots, possible: shots > 0 };
}
