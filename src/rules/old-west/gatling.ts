/**
 * OW-5.2 Gatling guns.
 *
 * OW-5.2a "crew-served weapons that function similar to machine guns ... Each Gatling Gun is an
 *         individual unit. The standard crew is usually four men" (GATLING_CREW).
 *         "A Gatling Gun fires as if it were a machine gun in the Combat Patrol rules." Our reading
 *         (the base machine-gun rules are not in our sources): the gun is ONE shooter, the gunner
 *         (his Accuracy, the base shifts, the commander directing fire), drawing the rate of fire
 *         in brackets of Table 1 for the band (12 (3) / 24 (3) / 48 (2)), Reload Double (jams).
 * OW-5.2b limber: "the limber is under the command of the gun crew commander and must be within
 *         his command radius to perform an action." "an activation to unlimber and set up before
 *         they may fire. It also takes an activation to limber, and the limber ... must be within
 *         four inches of the gun". "Limbered guns move one card on open ground, two cards on road.
 *         Movement in woods or rough terrain is one card halved and the unit must make a bog check
 *         treating the terrain as elite."
 * OW-5.2c "Unlimbered, the crew can move (manhandle) the Gatling Gun at one quarter speed. This
 *         requires at least two crewmen ... woods or rough terrain is one card quartered and unit
 *         must make a bog check treating the terrain as elite ... the gun does not require another
 *         activation to set-up".
 * OW-5.2d the limber within 4" is in hit randomization as a single entity; "If wounded, the limber
 *         moves at half speed thereafter. If incapacitated the limber cannot move." Beyond 4" it is
 *         only harmed "if targeted directly"; "it is never included in randomization of morale results."
 * OW-5.2e "can only fire on targets that are no more than 45° to each side of center. Firing on
 *         targets outside this arc requires an activation to manhandle the weapon to the new facing."
 * OW-5.2f wagon mounts (Hollywood): always unlimbered, no fire while moving, fires only out of the
 *         rear, the wagon (with its team) always in hit randomization, immobile if the wagon is
 *         incapacitated.
 *
 * This file fires the gun, is fired at and refaces it; its state is in gatling-state.ts, its
 * limbering and moves in gatling-movement.ts, both exported from here too.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { gatlingArc, limberWithin, requireInArc, wagonGatlingArc, type Figure, type Point } from "../geometry";
import type { Effect, ProcedureResult, UnitState } from "../model";
import { limberHitEffect } from "../artillery";
import {
  damageHit,
  resolveFire,
  type FireOptions,
  type FireResult,
  type FireTarget,
  type Shooter,
  type TargetFigure,
} from "../procedures/fire";
import { presentLeader } from "../procedures/morale";
import { OW_FLAGS, costs, owDataOf, type ActivationCost, type OldWestOptions } from "./common";
import { oldWestReload } from "./reload";
import { ableCrew, checkGatling, gatlingWeapon, isLimbered, type GatlingState } from "./gatling-state";

export * from "./gatling-state";
export * from "./gatling-movement";

export interface GatlingFireInput {
  readonly gatling: GatlingState;
  /** The gun (carriage) or the wagon (wagon mount) on the table, with its facing. */
  readonly gunAt: Figure;
  /** Centre of the target (for the arc). */
  readonly targetPoint: Point;
  readonly target: FireTarget;
  readonly rangeInches: number;
  /** The gun (or its wagon) moved this activation. */
  readonly moved: boolean;
  /** The crewman firing; default the first able crewman who is not the commander (else the commander). */
  readonly gunnerId?: string;
}

export interface GatlingFireResult {
  readonly fire: FireResult;
  readonly gunnerId: string;
  /** Degrees the target is off the centre line of the arc. */
  readonly offBearing: number;
}

/**
 * OW-5.2a/e/f a Gatling fires as a machine gun: one shooter (the gunner) with the gun's rate of
 * fire, inside its 45° traverse (wagon: out of the rear), set up (not limbered), a wagon mount not
 * moving; the crew commander absent or stunned = the leader-absent shift; Reload Double.
 */
export function resolveGatlingFire(
  input: GatlingFireInput,
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): GatlingFireResult {
  const { gatling } = input;
  checkGatling(gatling, options);
  if (isLimbered(gatling)) throw new RulesError("COMBAT_PATROL.Error.gatlingLimbered", { unit: gatling.crew.name });
  if (gatling.mount === "wagon" && input.moved)
    throw new RulesError("COMBAT_PATROL.Error.gatlingWagonMoving", { unit: gatling.crew.name });
  const arc = gatling.mount === "wagon" ? wagonGatlingArc(input.gunAt) : gatlingArc(input.gunAt);
  const offBearing = requireInArc(arc, input.targetPoint, "OW-5.2e");
  const able = ableCrew(gatling.crew);
  const min = owDataOf(options).gatling.minCrewToFire;
  if (able.length < min)
    throw new RulesError("COMBAT_PATROL.Error.gatlingCrew", {
      unit: gatling.crew.name,
      crew: able.length,
      needed: min,
    });
  const gunner =
    input.gunnerId !== undefined
      ? able.find((f) => f.id === input.gunnerId)
      : (able.find((f) => f.id !== gatling.crew.leaderId) ?? able[0]);
  if (!gunner)
    throw new RulesError("COMBAT_PATROL.Error.figureNotInUnit", {
      figure: input.gunnerId ?? "-",
      unit: gatling.crew.name,
    });
  const commander = presentLeader(gatling.crew);
  const leaderAbsent = commander === null || commander.stunned;
  const fire = resolveFire(
    {
      unitId: gatling.crew.id,
      shooters: [
        {
          figure: gunner,
          weapon: gatlingWeapon(),
          rangeInches: input.rangeInches,
          shifts: { moved: input.moved, leaderAbsent, saddle: false },
        },
      ],
      target: input.target,
    },
    source,
    { ...options, hooks: { reload: oldWestReload(options), ...options?.hooks } },
  );
  return { fire, gunnerId: gunner.id, offBearing };
}

/**
 * OW-5.2d/f the figures a shot at the gun crew can hit: the crew, the limber as one figure when it
 * is within 4" of the gun (beyond, only when targeted directly), and always the wagon of a wagon
 * mount. `nearestFirst` lists every candidate (crew, limber, wagon) nearest first.
 */
export function gatlingTargets(input: {
  readonly gatling: GatlingState;
  readonly nearestFirst: readonly TargetFigure[];
  readonly gunAt: Figure;
  readonly limberAt: Figure | null;
  /** Wagon mount: the id of the wagon entity in the list (the wagon with its team). */
  readonly wagonId?: string;
}): FireTarget {
  const { gatling } = input;
  const limberId = gatling.limber?.id ?? null;
  const limberIn = limberId !== null && input.limberAt !== null && limberWithin(input.limberAt, input.gunAt);
  const figures = input.nearestFirst.filter(
    (t) => t.figure.id !== limberId || (gatling.mount === "carriage" && limberIn),
  );
  if (gatling.mount === "wagon" && !figures.some((t) => t.figure.id === input.wagonId)) {
    throw new RulesError("COMBAT_PATROL.Error.targetsIncomplete", { unit: gatling.crew.name });
  }
  return { unitId: gatling.crew.id, figures, closeOrder: gatling.crew.closeOrder };
}

/**
 * OW-5.2d fire at a Gatling crew: the limber within 4" is hit as one entity (wounded = half speed
 * for good, incapacitated = immobile: the NAP-7.1 limber rule, the same text), others take damage.
 */
export function resolveFireAtGatling(
  input: {
    readonly unitId: string;
    readonly shooters: readonly Shooter[];
    readonly gatling: GatlingState;
    readonly nearestFirst: readonly TargetFigure[];
    readonly gunAt: Figure;
    readonly limberAt: Figure | null;
    readonly wagonId?: string;
  },
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): FireResult {
  const target = gatlingTargets(input);
  const limberId = input.gatling.limber?.id ?? "";
  return resolveFire({ unitId: input.unitId, shooters: input.shooters, target }, source, {
    ...options,
    hooks: { reload: oldWestReload(options), hitEffect: limberHitEffect(damageHit, limberId), ...options?.hooks },
  });
}

/** OW-5.2d the unit a morale check randomizes over: never the limber. */
export function gatlingMoraleUnit(gatling: GatlingState): UnitState {
  const limberId = gatling.limber?.id;
  return { ...gatling.crew, figures: gatling.crew.figures.filter((f) => f.id !== limberId) };
}

export interface RefaceResult extends ProcedureResult<"ow.reface"> {
  readonly facing: number;
  /** The facing it was manhandled from (the crew's stored facing, 0 when none): the chat says the turn as a clock. */
  readonly turnedFrom: number;
  readonly cost: ActivationCost;
}

/** OW-5.2e manhandling the gun to a new facing costs an activation (a wagon mount turns with its wagon). */
export function refaceGatling(gatling: GatlingState, facing: number, options?: OldWestOptions): RefaceResult {
  checkGatling(gatling, options);
  if (gatling.mount === "wagon")
    throw new RulesError("COMBAT_PATROL.Error.gatlingMovesAsWagon", { unit: gatling.crew.name });
  if (!Number.isFinite(facing)) throw new RulesError("COMBAT_PATROL.Error.badAngle", { angle: facing });
  if (ableCrew(gatling.crew).length === 0)
    throw new RulesError("COMBAT_PATROL.Error.gatlingCrew", { unit: gatling.crew.name, crew: 0, needed: 1 });
  const before = gatling.crew.flags?.[OW_FLAGS.facing];
  const effects: Effect[] = [
    { kind: "flag", unitId: gatling.crew.id, figureId: null, flag: OW_FLAGS.facing, value: facing },
  ];
  return {
    procedure: "ow.reface",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.OldWest.Gatling.reface", data: { unit: gatling.crew.name, facing } },
    facing,
    turnedFrom: typeof before === "number" ? before : 0,
    cost: costs("reface"),
  };
}
