/**
 * CORE-5 Fire combat.
 *
 * planFire: bullet holes needed and shots for every shooter, before any card is drawn
 * (the dialog shows "no chance" from it). resolveFire: every shot card first (one card per
 * shot, shooter by shooter), then one second card per hit, in hit order (randomizer picks the
 * figure, then cover, then damage); one morale marker per hit on the target unit. Out of
 * Ammunition misses, ends that figure's shooting this activation when his weapon has a reload
 * rule, and that rule decides the markers (a hook the supplements fill). The exact odds
 * (src/rules/odds/fire.ts) count the same order. The plan lives in fire-plan.ts and is
 * exported from here too, so callers of fire combat need one import.
 */
import type { ActionCard, CardSection, Damage } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { coverSaves, isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, ProcedureResult, WeaponProfile } from "../model";
import { applyDamage } from "./damage";
import { CardReader, dataOf, type ProcedureOptions } from "./reader";
import { planFire, type FireInput, type FirePlan, type Shooter, type ShotPlan, type TargetFigure } from "./fire-plan";

export * from "./fire-plan";

/** Reload rule of a weapon (OW-5.1, NAP-3.1/3.2): the supplements provide theirs. */
export interface ReloadRule {
  /** Markers on an Out of Ammunition result; may read more of the card (OW-5.1c reads the randomizer). */
  onOutOfAmmo(weapon: WeaponProfile, card: ActionCard): ReloadOutcome;
  /** Markers after a figure fired without an Out of Ammunition result (OW Always, NAP "Yes"). */
  afterFiring(weapon: WeaponProfile, shotsFired: number): number;
}

export interface ReloadOutcome {
  readonly markers: number;
  /** Sections of the card the rule read beyond the hit section, and what they showed. */
  readonly sections?: readonly CardSection[];
  readonly shows?: string;
  /** Localization key naming the outcome (e.g. "COMBAT_PATROL.Fire.fouled"). */
  readonly note?: string;
}

/** CORE-5.4 base Normal reload: an Out of Ammunition result puts one marker. */
export const NORMAL_RELOAD: ReloadRule = {
  onOutOfAmmo: () => ({ markers: 1 }),
  afterFiring: () => 0,
};

/** What a hit that cover did not save does; OW-7.1g (man or horse) and herds replace it. */
export interface HitContext {
  readonly unitId: string;
  readonly target: TargetFigure;
  /** The hit's second card (damage section). */
  readonly card: ActionCard;
  /** Wounds the figure carries now, this volley included. */
  readonly wounds: number;
  /** Draw more cards (recorded in the result). */
  readonly reader: CardReader;
}

export interface HitEffect {
  readonly outcome: "wounded" | "incapacitated" | "none";
  readonly wounds: number;
  readonly effects: readonly Effect[];
  readonly note?: string;
}

export interface FireHooks {
  readonly reload?: ReloadRule;
  readonly hitEffect?: (ctx: HitContext) => HitEffect;
  /**
   * The figure a hit lands on WITHOUT the hit randomizer (OW-9.2.2 a herd: "do not calculate
   * which target is hit"): given the standing target figures (in the input's order), return the
   * one the effect applies to. The effect card then reads only cover and damage.
   */
  readonly pickHit?: (standing: readonly TargetFigure[]) => TargetFigure;
}

export interface FireOptions extends ProcedureOptions {
  readonly hooks?: FireHooks;
}

export interface ShotRecord {
  readonly shooterId: string;
  /** 1-based shot number of this shooter. */
  readonly shot: number;
  readonly serial: number;
  readonly holes: number | "OUT_OF_AMMO";
  readonly needed: number;
  readonly hit: boolean;
}

export interface HitRecord {
  readonly shooterId: string;
  /** The shooter's shot (1-based, as in ShotRecord) this effect card belongs to. */
  readonly shot: number;
  readonly serial: number;
  /** null: no randomizer read (a sniper's aimed hit, a hit on a herd). */
  readonly randomizer: number | null;
  readonly targetId: string;
  readonly cover: CoverKind;
  readonly saved: boolean;
  readonly damage: Damage | null;
  readonly outcome: "saved" | "wounded" | "incapacitated" | "none";
  readonly note?: string;
}

export interface OutOfAmmoRecord {
  readonly figureId: string;
  readonly markers: number;
  /** True when an Out of Ammunition card ended the figure's shooting. */
  readonly ended: boolean;
  readonly note?: string;
}

export interface FireResult extends ProcedureResult<"fire"> {
  readonly plan: FirePlan;
  readonly shots: readonly ShotRecord[];
  readonly hits: readonly HitRecord[];
  readonly outOfAmmo: readonly OutOfAmmoRecord[];
}

/** CORE-5.5 the hit randomizer counts from the nearest figure and wraps around by unit size. */
export function randomizedIndex(randomizer: number, unitSize: number): number {
  if (unitSize <= 0) throw new RulesError("noTargets", {});
  return (randomizer - 1) % unitSize;
}

/** CORE-5.6 default hit effect: the damage section against Endurance and wounds. */
export function damageHit(ctx: HitContext): HitEffect {
  return applyDamage(ctx.unitId, ctx.target.figure, ctx.card.damage, ctx.wounds);
}

/** A shot that hit, waiting for its effect card (CORE-5.5). */
interface PendingHit {
  readonly shooter: Shooter;
  readonly shot: number;
}

/**
 * CORE-5: resolve a unit's fire. CORE-5.3 first every shot card, shooter by shooter in the
 * given order, each his rate of fire (an Out of Ammunition card ends that shooter's shooting
 * when his weapon has a reload rule); then CORE-5.5 one effect card per hit, in hit order, until
 * every target figure is down (the hits left over still put morale markers). fireOdds counts
 * this same order. Draws nothing when the plan has no shot or no target figure stands.
 */
export function resolveFire(input: FireInput, source: CardSource, options?: FireOptions): FireResult {
  const data = dataOf(options);
  const plan = planFire(input, options);
  validateTargets(input);
  const reload = options?.hooks?.reload ?? NORMAL_RELOAD;
  const hitEffect = options?.hooks?.hitEffect ?? damageHit;
  const reader = new CardReader(source);
  const targetUnit = input.target.unitId;
  const wounds = new Map(input.target.figures.map((t) => [t.figure.id, t.figure.wounds]));
  const down = new Set(input.target.figures.filter((t) => t.figure.incapacitated).map((t) => t.figure.id));
  const live = () => input.target.figures.filter((t) => !down.has(t.figure.id));

  const shots: ShotRecord[] = [];
  const ammo: OutOfAmmoRecord[] = [];
  const effects: Effect[] = [];
  const pending: PendingHit[] = [];
  if (live().length > 0) {
    input.shooters.forEach((shooter, index) => {
      const fired = drawShots(shooter, plan.shooters[index]!, reader);
      for (const record of fired.shots) {
        shots.push(record);
        if (record.hit) pending.push({ shooter, shot: record.shot });
      }
      if (fired.endedBy) {
        const outcome = reload.onOutOfAmmo(shooter.weapon, fired.endedBy);
        if (outcome.sections?.length) reader.annotate(fired.endedBy, outcome.sections, outcome.shows ?? "");
        ammo.push({
          figureId: shooter.figure.id,
          markers: outcome.markers,
          ended: true,
          ...(outcome.note ? { note: outcome.note } : {}),
        });
        if (outcome.markers !== 0)
          effects.push({
            kind: "outOfAmmo",
            unitId: input.unitId,
            figureId: shooter.figure.id,
            delta: outcome.markers,
          });
      }
      const markers =
        fired.endedBy || !outOfAmmoEnds(shooter.weapon) ? 0 : reload.afterFiring(shooter.weapon, fired.shots.length);
      if (markers > 0) {
        ammo.push({ figureId: shooter.figure.id, markers, ended: false });
        effects.push({ kind: "outOfAmmo", unitId: input.unitId, figureId: shooter.figure.id, delta: markers });
      }
    });
  }

  const hits: HitRecord[] = [];
  for (const { shooter, shot } of pending) {
    const standing = live();
    if (standing.length === 0) break; // every target figure is down: no more effect cards
    const record = resolveHit(shooter, shot, standing, targetUnit, wounds, reader, hitEffect, options?.hooks?.pickHit);
    hits.push(record.hit);
    effects.push(...record.effects);
    if (record.hit.outcome === "incapacitated") down.add(record.hit.targetId);
  }

  const markers = pending.length * data.moraleMarkersPerHit;
  if (markers > 0) effects.push({ kind: "moraleMarkers", unitId: targetUnit, delta: markers });
  const count = (o: HitRecord["outcome"]) => hits.filter((h) => h.outcome === o).length;
  return {
    procedure: "fire",
    cards: reader.cards,
    effects,
    summary: {
      key: plan.possible ? "COMBAT_PATROL.Fire.summary" : "COMBAT_PATROL.Fire.noChance",
      data: {
        shots: shots.length,
        hits: pending.length,
        saved: count("saved"),
        wounded: count("wounded"),
        incapacitated: count("incapacitated"),
        markers,
      },
    },
    plan,
    shots,
    hits,
    outOfAmmo: ammo,
  };
}

/**
 * CORE-5.3 / CORE-5.4 one shooter's shot cards: his rate of fire, each a hit when it shows the
 * holes needed; an Out of Ammunition card misses and, when the weapon has a reload rule, ends
 * his shooting (a weapon without one, e.g. a bow, just misses and shoots on).
 */
function drawShots(
  shooter: Shooter,
  shot: ShotPlan,
  reader: CardReader,
): { shots: ShotRecord[]; endedBy: ActionCard | null } {
  const shots: ShotRecord[] = [];
  if (!shot.possible) return { shots, endedBy: null };
  const shooterId = shooter.figure.id;
  for (let n = 1; n <= shot.shots; n += 1) {
    const card = reader.draw(`fire.shot:${shooterId}`, ["hit"], (c) => `holes=${c.hit} needed=${shot.needed}`);
    const hit = showsHoles(card, shot.needed);
    shots.push({ shooterId, shot: n, serial: card.serial, holes: card.hit, needed: shot.needed, hit });
    // the remaining shots are lost
    if (isOutOfAmmo(card) && outOfAmmoEnds(shooter.weapon)) return { shots, endedBy: card };
  }
  return { shots, endedBy: null };
}

/** CORE-5.4 an Out of Ammunition card ends the shooting of a weapon with a reload rule. */
export function outOfAmmoEnds(weapon: WeaponProfile): boolean {
  return weapon.reload !== null;
}

/** The volley as fireOdds takes it (CORE-5): each possible shooter's shots, holes needed, reload. */
export function oddsShooters(
  input: FireInput,
  plan: FirePlan = planFire(input),
): { shots: number; needed: number; outOfAmmoEnds: boolean }[] {
  return plan.shooters.flatMap((shot, index) =>
    shot.possible
      ? [{ shots: shot.shots, needed: shot.needed, outOfAmmoEnds: outOfAmmoEnds(input.shooters[index]!.weapon) }]
      : [],
  );
}

function validateTargets(input: FireInput): void {
  if (input.target.figures.length === 0) throw new RulesError("noTargets", { unit: input.target.unitId });
  for (const shooter of input.shooters) {
    if (shooter.aimAt === undefined) continue;
    if (!shooter.figure.sniper) throw new RulesError("notSniper", { figure: shooter.figure.name });
    if (!input.target.figures.some((t) => t.figure.id === shooter.aimAt)) {
      throw new RulesError("aimNotInTarget", { figure: shooter.figure.name });
    }
  }
}

/** CORE-5.5 the hit's second card: randomizer picks the figure, then cover, then damage. */
function resolveHit(
  shooter: Shooter,
  shot: number,
  live: readonly TargetFigure[],
  unitId: string,
  wounds: Map<string, number>,
  reader: CardReader,
  hitEffect: (ctx: HitContext) => HitEffect,
  pickHit?: (standing: readonly TargetFigure[]) => TargetFigure,
): { hit: HitRecord; effects: readonly Effect[] } {
  const aimed = shooter.aimAt === undefined ? undefined : live.find((t) => t.figure.id === shooter.aimAt);
  const chosen = aimed ?? pickHit?.(live);
  const pick = (card: ActionCard): TargetFigure => chosen ?? live[randomizedIndex(card.randomizer, live.length)]!;
  const sections: [CardSection, ...CardSection[]] = chosen ? ["cover", "damage"] : ["randomizer", "cover", "damage"];
  const card = reader.draw(
    `fire.hit:${shooter.figure.id}`,
    sections,
    (c) =>
      `${aimed ? "aimed" : chosen ? "no randomizer" : `randomizer=${c.randomizer}`} target=${pick(c).figure.id} cover=${c.cover} damage=${c.damage}`,
  );
  const target = pick(card);
  const base = {
    shooterId: shooter.figure.id,
    shot,
    serial: card.serial,
    randomizer: chosen ? null : card.randomizer,
    targetId: target.figure.id,
    cover: target.cover,
  };
  if (coverSaves(card, target.cover)) {
    return { hit: { ...base, saved: true, damage: null, outcome: "saved" }, effects: [] };
  }
  const effect = hitEffect({
    unitId,
    target,
    card,
    wounds: wounds.get(target.figure.id) ?? target.figure.wounds,
    reader,
  });
  wounds.set(target.figure.id, effect.wounds);
  return {
    hit: {
      ...base,
      saved: false,
      damage: card.damage,
      outcome: effect.outcome,
      ...(effect.note ? { note: effect.note } : {}),
    },
    effects: effect.effects,
  };
}
