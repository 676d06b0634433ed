/**
 * NAP-7.3 Artillery fire (OW-8 uses it too): what every round shares. The gun is laid on a
 * target point; the base hit process uses the leader's Accuracy (present, unstunned) or the
 * crew's, range bands from Table 3, no moving / wounded / leader-absent shifts and no moving
 * fire; Out of Ammunition is a simple miss when the limber is within the leader's command radius
 * (the gun is "in supply"); a miss deviates as the base rules' indirect fire (one card: scatter
 * clock and inches); after firing the crew reloads. Each round's effect on troops lives in its
 * own file (solidShot, canister, shell), buildings in ./buildings.
 */
import type { Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import { RulesError } from "../errors";
import { bearing, deviate, distance, type Figure, type Point, type ScatterArrow } from "../geometry";
import {
  NO_ACCURACY,
  freshFigure,
  type Effect,
  type FigureState,
  type ProcedureResult,
  type UnitState,
  type WeaponProfile,
} from "../model";
import { planShot, type ShotPlan } from "../procedures/fire";
import { presentLeader } from "../procedures/morale";
import { CardReader, dataOf } from "../procedures/reader";
import {
  ARTILLERY_RULES,
  artilleryRanges,
  shellInRange,
  type ArtilleryPiece,
  type ArtilleryRound,
} from "../tables/artillery";
import type { GunCrew } from "../tables/crews";
import { loadingActivations } from "../tables/crews";
import { checkGunReady, checkSphericalCase, gunCrewOf, gunStateOf, nationOf, type ShellKind } from "./loading";
import { checkCrewNotIndian } from "../old-west/indians";
import type { ArtilleryOptions } from "./options";

export { checkSphericalCase, nationOf, type ShellKind };

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

/** The targets as geometry tokens (id = figure id, unit = its unit). */
export function tokensOf(targets: readonly ArtilleryTarget[]): Figure[] {
  return targets.map((t) => ({ ...t.token, id: t.figure.id, unit: t.unitId }));
}

/** Morale markers for each unit that took hits (the options' markers per hit). */
export function moraleEffects(hitsByUnit: ReadonlyMap<string, number>, options?: ArtilleryOptions): Effect[] {
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
