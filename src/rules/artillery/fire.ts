/**
 * NAP-7.3 Artillery fire (OW-8 uses it too), for every round: a target point, the base hit
 * process with the leader's Accuracy (present, unstunned) or the crew's, range bands from
 * Table 3, no moving / wounded / leader-absent shifts, no moving fire; Out of Ammunition is a
 * simple miss when the limber is within the leader's command radius (the gun is "in supply");
 * a miss deviates as the base rules' indirect fire (one card: scatter clock and inches).
 *
 * 7.3.1 solid shot always deviates; the ball's path runs through the impact point and 12"
 * beyond; one card per rank crossed: open order hit on a large explosion, close order on a
 * small one, "!!" stuns; cover (GM: what covers against solid shot) draws another card: saved =
 * stunned; a hit incapacitates.
 * 7.3.2 canister: deviation from the end of the medium band; a swath of three rectangles
 * 2/4/8" wide; one card per figure, graded by gun weight (<6# Green, 6-12# Regular, >12#
 * Elite), range shifts, +1 shift for each unit after the first; the first half of the short
 * band is hit automatically; hits check cover and damage as small arms.
 * 7.3.3 shell / spherical case: minimum range, always long range, a miss deviates 3×; HE by
 * Table 3's template: shell the full blast, spherical case only the cone.
 */
import type { Damage, Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { coverSaves, isOutOfAmmo, showsBurst, showsHoles, showsStun, type CoverKind } from "../cards/read";
import { RulesError } from "../errors";
import {
  bearing,
  canisterSwath,
  canisterTargets,
  deviate,
  distance,
  figuresInShrapnelCone,
  figuresUnderShell,
  heTemplateDiameter,
  shrapnelCone,
  solidShotPath,
  type Figure,
  type Point,
  type ScatterArrow,
} from "../geometry";
import {
  NO_ACCURACY,
  freshFigure,
  type Effect,
  type FigureState,
  type ProcedureResult,
  type RangeBand,
  type UnitState,
  type WeaponProfile,
} from "../model";
import { applyDamage } from "../procedures/damage";
import { bandShorter, planShot, randomizedIndex, type ShotPlan } from "../procedures/fire";
import { resolveBlast, type BlastFigure, type BlastResult } from "../procedures/he";
import { presentLeader } from "../procedures/morale";
import { CardReader, dataOf, rulesOf } from "../procedures/reader";
import {
  ARTILLERY_RULES,
  artilleryRanges,
  canisterGrade,
  shellInRange,
  type ArtilleryPiece,
  type ArtilleryRound,
} from "../tables/artillery";
import type { GunCrew } from "../tables/crews";
import { loadingActivations } from "../tables/crews";
import {
  checkGunReady,
  checkShellKindLoaded,
  checkSphericalCase,
  gunCrewOf,
  gunStateOf,
  nationOf,
  type ShellKind,
} from "./loading";

export { checkSphericalCase, nationOf, type ShellKind };
import { checkCrewNotIndian } from "../old-west/indians";
import type { ArtilleryOptions } from "./options";

/** What every round shares: the gun, its target point and its state. */
export interface GunLaying {
  /** The crew unit (gun state on its flags: limbered, outOfAmmo, round). */
  readonly unit: UnitState;
  /** The Table 3 row. */
  readonly piece: ArtilleryPiece;
  /** Shot weight in pounds (canister grade, penetration); default the row's default weight. */
  readonly shotWeight?: number;
  /** The crew's Accuracy, used when the leader is absent or stunned. */
  readonly crewAccuracy: Grade;
  readonly gunAt: Point;
  readonly targetPoint: Point;
  /** NAP-7.3 "Moving fire is not permitted." */
  readonly moving?: boolean;
  /** NAP-7.3 the limber is within the leader's command radius (or a ship's gun / fixed emplacement). */
  readonly inSupply: boolean;
  /** Who serves the gun after it fired (default: the unit's unstunned crew). */
  readonly crew?: GunCrew;
  readonly limberId?: string;
  /** The activation card this shot is fired on (activationKey): NAP-7.2 not the card loading was completed on. */
  readonly activation?: string;
}

/** A figure the round may strike. */
export interface ArtilleryTarget {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Its token for geometry (id = figure id; `unit` is set to unitId here). */
  readonly token: Figure;
  /** Cover it stands in (solid shot: only what the GM says covers against solid shot). */
  readonly cover: CoverKind;
  /** In a close order group (NAP-5.1). */
  readonly closeOrder: boolean;
}

export interface AimRecord {
  /** null for solid shot at troops: it never checks the target point. */
  readonly plan: ShotPlan | null;
  readonly serial: number | null;
  readonly hit: boolean;
  readonly outOfAmmo: boolean;
  readonly deviation: ScatterArrow | null;
  /** Where the round lands (the target point on a hit). */
  readonly impact: Point;
  /** The Accuracy used: the leader's or the crew's. */
  readonly accuracy: Grade;
  readonly accuracyFrom: "leader" | "crew";
}

/**
 * NAP-7.3 the Accuracy the gun fires with: "the leader's ... if he is present and not stunned; otherwise ... the
 * crew's".
 */
export function gunAccuracy(unit: UnitState, crewAccuracy: Grade): { accuracy: Grade; from: "leader" | "crew" } {
  const leader = presentLeader(unit);
  return leader && !leader.stunned && leader.accuracy !== NO_ACCURACY
    ? { accuracy: leader.accuracy, from: "leader" }
    : { accuracy: crewAccuracy, from: "crew" };
}

/** The gun as a weapon for the base hit process (Table 3 bands of the round, one card). */
export function gunWeapon(piece: ArtilleryPiece, round: ArtilleryRound): WeaponProfile {
  const range = artilleryRanges(piece, round);
  if (range === null) throw new RulesError("roundNotAvailable", { gun: piece.name, round });
  return { id: piece.id, range, rof: { short: 1, medium: 1, long: 1 }, reload: null, hth: null };
}

/**
 * NAP-7.3 the base hit process (1.5.2-2) for a target point: holes = Accuracy + range band, no
 * moving / wounded / leader-absent shifts.
 */
export function planGunShot(laying: GunLaying, round: ArtilleryRound, options?: ArtilleryOptions): ShotPlan {
  const { accuracy } = gunAccuracy(laying.unit, laying.crewAccuracy);
  const layer = freshFigure(
    {
      id: laying.unit.id,
      name: laying.unit.name,
      guts: laying.unit.grade,
      accuracy,
      melee: 0,
      endurance: 1,
      reaction: 0,
    },
    { trained: true },
  );
  const rangeInches = distance(laying.gunAt, laying.targetPoint);
  return planShot(
    {
      figure: layer,
      weapon: gunWeapon(laying.piece, round),
      rangeInches,
      shifts: { moved: false, wounded: false, leaderAbsent: false, saddle: false },
    },
    false,
    options,
  );
}

export function checkLaying(laying: GunLaying, round: ArtilleryRound, options?: ArtilleryOptions): void {
  // OW-9.1 (3) / OW-8 "Indians cannot use crewed weapons (e.g., Gatling guns and artillery)".
  checkCrewNotIndian(laying.unit, options);
  if (laying.moving) throw new RulesError("gunMovingFire", { unit: laying.unit.name });
  // NAP-7.3 "Moving fire is not permitted": not on the activation card the gun moved on (resolveGunMove records it).
  if (laying.activation !== undefined && gunStateOf(laying.unit).movedOn === laying.activation)
    throw new RulesError("gunMovedThisActivation", { unit: laying.unit.name });
  checkGunReady(laying.unit, round, laying.activation);
  if (distance(laying.gunAt, laying.targetPoint) <= 0)
    throw new RulesError("badTargetPoint", { unit: laying.unit.name });
}

/** NAP-7.3 aim at the target point; a miss (or solid shot, always) draws the deviation card. */
export function aim(
  laying: GunLaying,
  round: ArtilleryRound,
  reader: CardReader,
  options: ArtilleryOptions | undefined,
  alwaysDeviates: boolean,
  multiplier: number,
): AimRecord {
  const { accuracy, from } = gunAccuracy(laying.unit, laying.crewAccuracy);
  const lineOfFire = bearing(laying.gunAt, laying.targetPoint);
  let plan: ShotPlan | null = null;
  let serial: number | null = null;
  let hit = false;
  let outOfAmmo = false;
  if (!alwaysDeviates) {
    plan = planGunShot(laying, round, options);
    if (plan.reason === "outOfRange")
      throw new RulesError("gunOutOfRange", {
        unit: laying.unit.name,
        range: Math.round(distance(laying.gunAt, laying.targetPoint)),
      });
    if (plan.possible) {
      const needed = plan.needed;
      const card = reader.draw(`artillery.aim:${laying.unit.id}`, ["hit"], (c) => `holes=${c.hit} needed=${needed}`);
      serial = card.serial;
      outOfAmmo = isOutOfAmmo(card);
      hit = showsHoles(card, needed);
    }
  } else if (planGunShot(laying, round, options).band === null) {
    throw new RulesError("gunOutOfRange", {
      unit: laying.unit.name,
      range: Math.round(distance(laying.gunAt, laying.targetPoint)),
    });
  }
  if (hit)
    return { plan, serial, hit, outOfAmmo, deviation: null, impact: laying.targetPoint, accuracy, accuracyFrom: from };
  const dev = reader.draw(
    `artillery.deviation:${laying.unit.id}`,
    ["scatter"],
    (c) => `clock=${c.scatter.clock} inches=${c.scatter.inches}${multiplier !== 1 ? `x${multiplier}` : ""}`,
  );
  const deviation = { clock: dev.scatter.clock, inches: dev.scatter.inches };
  return {
    plan,
    serial,
    hit,
    outOfAmmo,
    deviation,
    impact: deviate(laying.targetPoint, deviation, lineOfFire, multiplier),
    accuracy,
    accuracyFrom: from,
  };
}

/**
 * NAP-7.2 / NAP-7.3 the gun after firing: reload markers for the crew now, round cleared; an
 * Out of Ammunition result out of supply adds the base rule's marker (OUR reading); the crew has acted.
 */
export function afterFiring(laying: GunLaying, aimed: AimRecord): Effect[] {
  const crew = laying.crew ?? gunCrewOf(laying.unit, laying.limberId);
  const markers = (loadingActivations(crew).activations ?? 0) + (aimed.outOfAmmo && !laying.inSupply ? 1 : 0);
  return [
    { kind: "flag", unitId: laying.unit.id, figureId: null, flag: "outOfAmmo", value: markers },
    { kind: "flag", unitId: laying.unit.id, figureId: null, flag: "round", value: "none" },
    // Firing is the gun's action: the crew has acted (as unlimbering and mounting mark it).
    { kind: "acted", unitId: laying.unit.id, acted: true },
  ];
}

function tokensOf(targets: readonly ArtilleryTarget[]): Figure[] {
  return targets.map((t) => ({ ...t.token, id: t.figure.id, unit: t.unitId }));
}

function moraleEffects(hitsByUnit: ReadonlyMap<string, number>, options?: ArtilleryOptions): Effect[] {
  const per = dataOf(options).moraleMarkersPerHit;
  return [...hitsByUnit]
    .filter(([, n]) => n > 0)
    .map(([unitId, n]) => ({ kind: "moraleMarkers", unitId, delta: n * per }));
}

export interface GunAimResult extends ProcedureResult<"gunAim"> {
  readonly aim: AimRecord;
}

/**
 * NAP-7.3 the aim alone (the gun fires: markers placed), for rounds whose effect the table
 * decides next: a shell or case that lands on a roof (resolveShellOnRoof).
 */
export function resolveGunAim(
  laying: GunLaying,
  round: ArtilleryRound,
  source: CardSource,
  options?: ArtilleryOptions,
): GunAimResult {
  checkLaying(laying, round, options);
  if (round === "shell") checkShellRange(laying);
  const reader = new CardReader(source);
  const multiplier = round === "shell" ? ARTILLERY_RULES.shellMissDeviationFactor : 1;
  const aimed = aim(laying, round, reader, options, false, multiplier);
  return {
    procedure: "gunAim",
    cards: reader.cards,
    effects: afterFiring(laying, aimed),
    summary: {
      key: aimed.hit ? "COMBAT_PATROL.Artillery.onTarget" : "COMBAT_PATROL.Artillery.deviates",
      data: { round, inches: aimed.deviation ? aimed.deviation.inches * multiplier : 0 },
    },
    aim: aimed,
  };
}

/* ------------------------------------------------------------------ solid shot */

export interface RankRecord {
  readonly unitId: string;
  readonly figureIds: readonly string[];
  readonly serial: number;
  readonly closeOrder: boolean;
  /** The explosion icon that hits this rank. */
  readonly needs: "small" | "medium" | "large";
  /** The figure of the rank the card's randomizer points at. */
  readonly figureId: string;
  readonly hit: boolean;
  readonly stunned: boolean;
  /** A hit in cover: the cover card saved it (stunned instead). */
  readonly coverSaved: boolean;
  readonly coverSerial: number | null;
}

export interface SolidShotResult extends ProcedureResult<"solidShot"> {
  readonly aim: AimRecord;
  readonly ranks: readonly RankRecord[];
  /** Units the ball passed harmlessly over (wholly before the impact point). */
  readonly passedOver: readonly string[];
}

/** NAP-7.3.1.1 solid shot at troops. */
export function resolveSolidShot(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): SolidShotResult {
  checkLaying(laying, "shot", options);
  const reader = new CardReader(source);
  const aimed = aim(laying, "shot", reader, options, true, 1);
  const path = solidShotPath({ gun: laying.gunAt, impact: aimed.impact }, tokensOf(targets));
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const ranks: RankRecord[] = [];
  const effects: Effect[] = [];
  const hits = new Map<string, number>();
  for (const rank of path.ranks) {
    const members = rank.figures.map((f) => byId.get(f.id)!).filter((t) => !t.figure.incapacitated);
    if (members.length === 0) continue;
    const closeOrder = members.every((t) => t.closeOrder);
    const needs = closeOrder ? ARTILLERY_RULES.solidShotHitsOn.closeOrder : ARTILLERY_RULES.solidShotHitsOn.openOrder;
    const card = reader.draw(
      `artillery.shot.rank:${rank.unit}`,
      ["burst", "randomizer"],
      (c) => `${needs}=${showsBurst(c, needs)} stun=${showsStun(c)} randomizer=${c.randomizer}`,
    );
    // OUR reading: "a figure in that rank" is the one the same card's hit randomizer counts to.
    const target = members[randomizedIndex(card.randomizer, members.length)]!;
    const hit = showsBurst(card, needs);
    let coverSaved = false;
    let coverSerial: number | null = null;
    if (hit) {
      hits.set(target.unitId, (hits.get(target.unitId) ?? 0) + 1);
      if (target.cover !== "none") {
        const cc = reader.draw(
          `artillery.shot.cover:${target.figure.id}`,
          ["cover"],
          (c) => `cover=${c.cover} vs ${target.cover}`,
        );
        coverSerial = cc.serial;
        coverSaved = coverSaves(cc, target.cover);
      }
    }
    const stunned = (hit && coverSaved) || (!hit && showsStun(card));
    if (hit && !coverSaved) effects.push({ kind: "incapacitate", unitId: target.unitId, figureId: target.figure.id });
    if (stunned) effects.push({ kind: "stun", unitId: target.unitId, figureId: target.figure.id, stunned: true });
    ranks.push({
      unitId: target.unitId,
      figureIds: members.map((t) => t.figure.id),
      serial: card.serial,
      closeOrder,
      needs,
      figureId: target.figure.id,
      hit,
      stunned,
      coverSaved,
      coverSerial,
    });
  }
  effects.push(...moraleEffects(hits, options), ...afterFiring(laying, aimed));
  return {
    procedure: "solidShot",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.Artillery.solidShot",
      data: {
        ranks: ranks.length,
        hits: ranks.filter((r) => r.hit && !r.coverSaved).length,
        stunned: ranks.filter((r) => r.stunned).length,
      },
    },
    aim: aimed,
    ranks,
    passedOver: path.passedOver,
  };
}

/* ------------------------------------------------------------------ canister */

export interface CanisterFigureRecord {
  readonly unitId: string;
  readonly figureId: string;
  readonly band: RangeBand;
  /** The band after the close order rule (NAP-5.4.2). */
  readonly effectiveBand: RangeBand;
  /** NAP-7.3.2 the shifts of a unit after the first in the swath (0 for the first, the same for every later one). */
  readonly laterUnitShifts: number;
  readonly automaticHit: boolean;
  readonly needed: number | null;
  readonly hitSerial: number | null;
  readonly hit: boolean;
  readonly effectSerial: number | null;
  readonly saved: boolean;
  readonly damage: Damage | null;
  readonly outcome: "missed" | "noChance" | "saved" | "wounded" | "incapacitated";
}

export interface CanisterResult extends ProcedureResult<"canister"> {
  readonly aim: AimRecord;
  readonly grade: Grade;
  readonly figures: readonly CanisterFigureRecord[];
}

/** NAP-7.3.2 canister or grape at troops (inside a building: their cover as against small arms). */
export function resolveCanister(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): CanisterResult {
  checkLaying(laying, "canister", options);
  const data = dataOf(options);
  const { short, medium, long } = laying.piece.canister;
  if (short === null || medium === null)
    throw new RulesError("roundNotAvailable", { gun: laying.piece.name, round: "canister" });
  const reader = new CardReader(source);
  const laid = aim(laying, "canister", reader, options, false, 1);
  const swath = canisterSwath({
    muzzle: laying.gunAt,
    lineOfFire: bearing(laying.gunAt, laying.targetPoint),
    ranges: { short, medium, long },
    deviation: laid.deviation,
  });
  // "Deviation is measured from the end of the medium range band, not the intended aim point".
  const aimed: AimRecord = { ...laid, impact: swath.impact };
  const weight = laying.shotWeight ?? laying.piece.defaultShotWeight;
  const grade = canisterGrade(weight);
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const unitOrder: string[] = [];
  const records: CanisterFigureRecord[] = [];
  const effects: Effect[] = [];
  const hits = new Map<string, number>();
  for (const t of canisterTargets(swath, tokensOf(targets))) {
    const target = byId.get(t.figure.id)!;
    if (target.figure.incapacitated) continue;
    if (!unitOrder.includes(target.unitId)) unitOrder.push(target.unitId);
    // "For any unit after the first add one column shift": one for every later unit, not one per place.
    const later = unitOrder.indexOf(target.unitId) > 0 ? ARTILLERY_RULES.canisterLaterUnitShifts : 0;
    const effectiveBand = target.closeOrder ? bandShorter(t.band) : t.band;
    const base = {
      unitId: target.unitId,
      figureId: target.figure.id,
      band: t.band,
      effectiveBand,
      laterUnitShifts: later,
      automaticHit: t.automaticHit,
    };
    let needed: number | null = null;
    let hitSerial: number | null = null;
    if (!t.automaticHit) {
      needed = data.accuracyBase[grade] + data.rangeShift[effectiveBand] + later * data.shiftValue.canister;
      if (needed > data.maxHoles) {
        records.push({
          ...base,
          needed,
          hitSerial,
          hit: false,
          effectSerial: null,
          saved: false,
          damage: null,
          outcome: "noChance",
        });
        continue;
      }
      const want = needed;
      const hc = reader.draw(
        `artillery.canister.hit:${target.figure.id}`,
        ["hit"],
        (c) => `holes=${c.hit} needed=${want}`,
      );
      hitSerial = hc.serial;
      if (!showsHoles(hc, needed)) {
        records.push({
          ...base,
          needed,
          hitSerial,
          hit: false,
          effectSerial: null,
          saved: false,
          damage: null,
          outcome: "missed",
        });
        continue;
      }
    }
    hits.set(target.unitId, (hits.get(target.unitId) ?? 0) + 1);
    const ec = reader.draw(
      `artillery.canister.effect:${target.figure.id}`,
      ["cover", "damage"],
      (c) => `cover=${c.cover} vs ${target.cover} damage=${c.damage}`,
    );
    if (coverSaves(ec, target.cover)) {
      records.push({
        ...base,
        needed,
        hitSerial,
        hit: true,
        effectSerial: ec.serial,
        saved: true,
        damage: null,
        outcome: "saved",
      });
      continue;
    }
    const applied = applyDamage(target.unitId, target.figure, ec.damage);
    effects.push(...applied.effects);
    records.push({
      ...base,
      needed,
      hitSerial,
      hit: true,
      effectSerial: ec.serial,
      saved: false,
      damage: ec.damage,
      outcome: applied.outcome,
    });
  }
  effects.push(...moraleEffects(hits, options), ...afterFiring(laying, aimed));
  const count = (o: CanisterFigureRecord["outcome"]) => records.filter((r) => r.outcome === o).length;
  return {
    procedure: "canister",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.Artillery.canister",
      data: {
        figures: records.length,
        hits: records.filter((r) => r.hit).length,
        wounded: count("wounded"),
        incapacitated: count("incapacitated"),
      },
    },
    aim: aimed,
    grade,
    figures: records,
  };
}

/* ------------------------------------------------------------------ shell and spherical case */

export interface ShellInput {
  readonly kind: ShellKind;
  /**
   * The firing side's nation (e.g. "british"); default the gun unit's "nation" flag. Spherical
   * case needs one of ARTILLERY_RULES.sphericalCaseNations (checkSphericalCase).
   */
  readonly nation?: string | null;
  /** NAP-7.3.3.2 the round burst outside a building with troops inside the template: they get small-arms cover. */
  readonly buildingCover?: boolean;
}

export interface ShellResult extends ProcedureResult<"shell"> {
  readonly aim: AimRecord;
  readonly kind: ShellKind;
  readonly template: "small" | "medium" | "large";
  readonly diameter: number;
  readonly blast: BlastResult;
}

/** NAP-7.3.3 the template of a shell or spherical case round (Table 3 "Medium/Large"). */
export function shellTemplate(piece: ArtilleryPiece, kind: ShellKind): "small" | "medium" | "large" {
  if (piece.shell === null) throw new RulesError("roundNotAvailable", { gun: piece.name, round: "shell" });
  return piece.shell.template[kind];
}

/** NAP-7.3.3 "These rounds cannot be used at targets closer than the minimum ranges listed in Table 3." */
export function checkShellRange(laying: GunLaying): void {
  if (laying.piece.shell === null)
    throw new RulesError("roundNotAvailable", { gun: laying.piece.name, round: "shell" });
  const range = distance(laying.gunAt, laying.targetPoint);
  if (!shellInRange(laying.piece, range)) {
    throw new RulesError("shellRange", {
      gun: laying.piece.name,
      range: Math.round(range),
      minimum: laying.piece.shell?.minimum ?? "-",
      maximum: laying.piece.shell?.maximum ?? "-",
    });
  }
}

/**
 * NAP-7.3.3.1 shell or spherical case at troops: always long range, a miss deviates 3×, HE template (case: cone only).
 */
export function resolveShell(
  laying: GunLaying,
  input: ShellInput,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): ShellResult {
  checkLaying(laying, "shell", options);
  checkSphericalCase(input.kind, input.nation !== undefined ? input.nation : nationOf(laying.unit), laying.piece.name);
  // NAP-7.2 "Only that type of round may be fired when the gun next fires": shell and case are told apart at loading.
  checkShellKindLoaded(laying.unit, input.kind);
  checkShellRange(laying);
  const template = shellTemplate(laying.piece, input.kind);
  const diameter = heTemplateDiameter(template, rulesOf(options).heTemplate);
  const reader = new CardReader(source);
  const aimed = aim(laying, "shell", reader, options, false, ARTILLERY_RULES.shellMissDeviationFactor);
  const tokens = tokensOf(targets);
  const under =
    input.kind === "shell"
      ? figuresUnderShell(tokens, aimed.impact, diameter)
      : figuresInShrapnelCone(tokens, shrapnelCone(aimed.impact, bearing(laying.gunAt, aimed.impact), diameter));
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const figures: BlastFigure[] = under.map((f) => {
    const t = byId.get(f.id)!;
    return { unitId: t.unitId, figure: t.figure, cover: t.cover };
  });
  const blast = resolveBlast({ size: template, figures, checkCover: input.buildingCover === true }, source, options);
  return {
    procedure: "shell",
    cards: [...reader.cards, ...blast.cards],
    effects: [...blast.effects, ...afterFiring(laying, aimed)],
    summary: { key: "COMBAT_PATROL.Artillery.shell", data: { kind: input.kind, template, figures: figures.length } },
    aim: aimed,
    kind: input.kind,
    template,
    diameter,
    blast,
  };
}
