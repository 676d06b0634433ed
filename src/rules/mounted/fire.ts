/**
 * NAP-6.2.2 / OW-7.1f / OW-7.1g / OW-7.1.1 Fire and mounted figures.
 *
 * Firing from the saddle: one extra right shift (none with Horsemanship); mounted moving fire
 * totals three shifts. Who may fire moving: OW pistols only (Horsemanship: pistols, carbines,
 * bows); NAP every weapon, with no loss of rate of fire and a single Out of Ammunition marker.
 * Shooting AT a mounted figure (optional 7.10.2): after the hit card, a card's d10 says man
 * (8-10) or horse (1-7); a hit horse is removed and the rider may be thrown (medium burst)
 * and injured (a damage card), unless he has Horsemanship.
 */
import { showsBurst } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState } from "../model";
import { applyDamage } from "../procedures/damage";
import { damageHit, type FireHooks, type HitContext, type HitEffect, type ShotShifts } from "../procedures/fire";
import { rulesOf } from "../procedures/reader";
import type { WeaponKind } from "../tables/weapon-kinds";
import type { MountedData } from "./data";
import { hasHorsemanship } from "./horsemanship";
import { mountedDataOf, type MountedOptions } from "./options";

export { hasHorsemanship, horsemanshipEligible, withEligibleHorsemen } from "./horsemanship";

/** OW-7.1f / OW-7.1.1 / NAP-6.2.2 may a mounted figure with this weapon fire while moving? */
export function mayFireMoving(figure: FigureState, kind: WeaponKind, options?: MountedOptions): boolean {
  if (!figure.mounted) return true;
  const data = mountedDataOf(options);
  const kinds = hasHorsemanship(figure, options)
    ? unionKinds(data.movingFireKinds[rulesOf(options).era], data.horsemanshipMovingFireKinds)
    : data.movingFireKinds[rulesOf(options).era];
  return kinds === null || kinds.includes(kind);
}

function unionKinds(a: readonly WeaponKind[] | null, b: readonly WeaponKind[]): readonly WeaponKind[] | null {
  return a === null ? null : [...new Set([...a, ...b])];
}

interface SaddleFireInput {
  readonly figure: FigureState;
  readonly weaponKind: WeaponKind;
  /** The figure moved this activation. */
  readonly moving: boolean;
  /** Other shifts the caller already knows (wounded, leader absent …). */
  readonly shifts?: ShotShifts;
}

/**
 * NAP-6.2.2 / OW-7.1f the shifts of a mounted shooter for planFire: moved, and from the saddle.
 * The fire procedure itself (procedures/fire.ts shotShifts) adds the saddle shift (not with
 * Horsemanship) and makes mounted moving fire three shifts in all (the "mountedMoving" top-up),
 * as it does for the fire the table runs. Refuses moving fire with a weapon that may not fire moving.
 */
export function saddleShifts(input: SaddleFireInput, options?: MountedOptions): ShotShifts {
  const { figure } = input;
  if (!figure.mounted) return { ...input.shifts, moved: input.moving, saddle: false };
  if (input.moving && !mayFireMoving(figure, input.weaponKind, options)) {
    throw new RulesError("cannotFireMoving", { figure: figure.name, weapon: input.weaponKind });
  }
  return { ...input.shifts, moved: input.moving, saddle: true };
}

/** What 7.10.2 found for one hit on a mounted figure. */
type ManOrHorse = "man" | "horse";

/**
 * OW-7.1g / NAP-6.2.2 (optional 7.10.2) the hit effect for fire at mounted figures, a
 * FireHooks.hitEffect. Foot figures take the base damage. With the option off, base damage.
 */
export function manOrHorseHit(options?: MountedOptions): (ctx: HitContext) => HitEffect {
  const data = mountedDataOf(options);
  const on = rulesOf(options).optional.mountedTargets;
  return (ctx) => {
    const rider = ctx.target.figure;
    if (!on || !rider.mounted) return damageHit(ctx);
    const pick = ctx.reader.draw(
      `mounted.manOrHorse:${rider.id}`,
      ["d10"],
      (c) => `d10=${c.d10} ${whichHit(c.d10, data)}`,
    );
    if (whichHit(pick.d10, data) === "man") {
      const applied = applyDamage(ctx.unitId, rider, ctx.card.damage, ctx.wounds);
      return { ...applied, note: "COMBAT_PATROL.Mounted.manHit" };
    }
    return horseHit(ctx, rider, hasHorsemanship(rider, options), data);
  };
}

export function whichHit(d10: number, data: MountedData): ManOrHorse {
  return d10 <= data.horseHitUpTo ? "horse" : "man";
}

function horseHit(ctx: HitContext, rider: FigureState, horsemanship: boolean, data: MountedData): HitEffect {
  // "Dead and wounded horse are removed from the table": the rider is on foot.
  const effects: Effect[] = [{ kind: "mounted", unitId: ctx.unitId, figureId: rider.id, mounted: false }];
  const thrownCard = ctx.reader.draw(
    `mounted.thrown:${rider.id}`,
    ["burst"],
    (c) => `${data.thrownOn}=${showsBurst(c, data.thrownOn)}`,
  );
  if (!showsBurst(thrownCard, data.thrownOn)) {
    return { outcome: "none", wounds: ctx.wounds, effects, note: "COMBAT_PATROL.Mounted.horseHitDismounted" };
  }
  if (horsemanship) {
    // OW-7.1.1 Horsemanship: "Are not injured if thrown."
    return { outcome: "none", wounds: ctx.wounds, effects, note: "COMBAT_PATROL.Mounted.thrownUnhurt" };
  }
  const injury = ctx.reader.draw(`mounted.injury:${rider.id}`, ["damage"], (c) => `damage=${c.damage}`);
  const applied = applyDamage(ctx.unitId, rider, injury.damage, ctx.wounds);
  return {
    outcome: applied.outcome,
    wounds: applied.wounds,
    effects: [...effects, ...applied.effects],
    note: "COMBAT_PATROL.Mounted.thrownInjured",
  };
}

/** The fire hooks for a target unit that may hold mounted figures (add the shooter's reload rule). */
export function mountedTargetHooks(options?: MountedOptions, hooks: FireHooks = {}): FireHooks {
  return { ...hooks, hitEffect: manOrHorseHit(options) };
}
