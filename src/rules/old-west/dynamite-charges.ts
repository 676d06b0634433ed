/**
 * OW-6.1.2 / OW-6.1.3 placed dynamite, step by step: a bundle prepared and placed (two
 * activations), up to three activations laying fuse, the fuse set and lit (the charge's command
 * die, it explodes when an Activation Card shows that number) or a blasting machine connected and
 * its plunger pushed; then the breach the bundle makes in a wall or door. Also the shape of any
 * dynamite blast (where it goes off, which template), shared by the throw and the hazards.
 */
import type { BurstSize } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { GEOMETRY_DEFAULTS, circle, figureDistance, heTemplateDiameter, type Figure, type Point } from "../geometry";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { ActivationCard, ActivationCardHook } from "../procedures/activation";
import { numberOf } from "../procedures/activation";
import { resolveMovement, type MovementResult } from "../procedures/movement";
import { rulesOf } from "../procedures/reader";
import { EXPLOSIVES } from "../tables";
import { OW_FLAGS, costs, type ActivationCost, type OldWestOptions } from "./common";
import { checkMayHandle, checkMayUse, dynamiteCarried } from "./dynamite-carried";

/** Where a blast goes off and which template (geometry finds the figures under it). */
export interface DynamiteBlast {
  readonly at: "target" | "scatter" | "thrower" | "charge" | "carrier";
  /** Scatter from the aim point (thrown misses). */
  readonly scatter: { readonly clock: number; readonly inches: number } | null;
  readonly template: BurstSize;
}

/** OW-6.1.2 / OW-6.1.3 a placed charge, step by step (the Foundry side keeps it on a marker). */
export type ChargeStage = "prepared" | "placed" | "layingFuse" | "fuseSet" | "lit" | "wired" | "exploded";

/** OW-6.1.3 the stages a blasting machine connects in: a fuse being laid or set (not a charge with no fuse). */
export const BLASTING_MACHINE_STAGES: readonly ChargeStage[] = ["layingFuse", "fuseSet"];

export interface PlacedCharge {
  readonly id: string;
  readonly stage: ChargeStage;
  /** Activations spent laying the fuse (at most three). */
  readonly fuseActivations: number;
  /** The charge's command die once lit (a d6 rolled like every command die). */
  readonly die: number | null;
  /** A blasting machine is connected (OW-6.1.3). */
  readonly blastingMachine: boolean;
}

export interface ChargeStep extends ProcedureResult<"ow.charge"> {
  readonly charge: PlacedCharge;
  readonly cost: ActivationCost | null;
  readonly blast: DynamiteBlast | null;
}

const step = (
  charge: PlacedCharge,
  key: string,
  cost: ActivationCost | null,
  effects: Effect[] = [],
  blast: DynamiteBlast | null = null,
  extra: Partial<Pick<ChargeStep, "cards">> = {},
): ChargeStep => ({
  procedure: "ow.charge",
  cards: extra.cards ?? [],
  effects,
  summary: { key: `COMBAT_PATROL.OldWest.Dynamite.charge.${key}`, data: { charge: charge.id, stage: charge.stage } },
  charge,
  cost,
  blast,
});

function expectStage(charge: PlacedCharge, stages: readonly ChargeStage[]): void {
  if (!stages.includes(charge.stage))
    throw new RulesError("COMBAT_PATROL.Error.chargeStage", {
      charge: charge.id,
      stage: charge.stage,
      expected: stages.join("/"),
    });
}

export const BUNDLE_BLAST: DynamiteBlast = { at: "charge", scatter: null, template: EXPLOSIVES.bundle.template };

/** OW-6.1.2 a charge placed as part of the scenario set-up (its fuse already laid and set). */
export function setUpCharge(id: string): PlacedCharge {
  return { id, stage: "fuseSet", fuseActivations: 0, die: null, blastingMachine: false };
}

/** OW-6.1.2 first activation: prepare the bundle (uses one charge the figure carries). */
export function prepareBundle(id: string, unit: UnitState, figure: FigureState, options?: OldWestOptions): ChargeStep {
  checkMayUse(figure, unit, options);
  const charge: PlacedCharge = { id, stage: "prepared", fuseActivations: 0, die: null, blastingMachine: false };
  return step(charge, "prepared", costs("prepareBundle"), [
    { kind: "flag", unitId: unit.id, figureId: figure.id, flag: OW_FLAGS.dynamite, value: dynamiteCarried(figure) - 1 },
  ]);
}

/** OW-6.1.2 second activation: place the charge. */
export function placeCharge(charge: PlacedCharge): ChargeStep {
  expectStage(charge, ["prepared"]);
  return step({ ...charge, stage: "placed" }, "placed", costs("placeCharge"));
}

export interface LayFuseResult extends ChargeStep {
  readonly movement: MovementResult;
}

/**
 * OW-6.1.2 lay the fuse: an activation moving at half speed (never sprinting), up to three
 * activations; the third sets the fuse length.
 */
export function layFuse(
  input: {
    readonly charge: PlacedCharge;
    readonly unitId: string;
    readonly figure: FigureState;
    readonly sprint?: boolean;
    readonly terrainFactor?: number;
    /** The figure's unit (OW-9.1 an Indian unit), when known. */
    readonly unit?: UnitState | null;
  },
  source: CardSource,
  options?: OldWestOptions,
): LayFuseResult {
  const { charge } = input;
  expectStage(charge, ["placed", "layingFuse"]);
  checkMayHandle(input.figure, input.unit ?? null, options);
  if (input.sprint) throw new RulesError("COMBAT_PATROL.Error.fuseNoSprint", { figure: input.figure.name });
  const max = EXPLOSIVES.placed.maxFuseActivations;
  if (charge.fuseActivations >= max)
    throw new RulesError("COMBAT_PATROL.Error.fuseTooLong", { charge: charge.id, max });
  const movement = resolveMovement(
    {
      unitId: input.unitId,
      figure: input.figure,
      mode: "normal",
      terrainFactor: EXPLOSIVES.placed.fuseLayingSpeedFactor * (input.terrainFactor ?? 1),
    },
    source,
    options,
  );
  const fuseActivations = charge.fuseActivations + 1;
  const next: PlacedCharge = { ...charge, fuseActivations, stage: fuseActivations >= max ? "fuseSet" : "layingFuse" };
  return { ...step(next, "fuse", costs("layFuse"), [...movement.effects], null, { cards: movement.cards }), movement };
}

/** OW-6.1.2 the figure laying fuse takes any other action: the fuse length is set. */
export function setFuse(charge: PlacedCharge): ChargeStep {
  expectStage(charge, ["layingFuse", "fuseSet"]);
  return step({ ...charge, stage: "fuseSet" }, "fuseSet", null);
}

/** OW-6.1.2 / OW-6.1.3 is a figure adjacent (in base contact) to a point: the fuse end, the machine. */
export function adjacentTo(figure: Figure, point: Point): boolean {
  return figureDistance(figure, circle(point, 0)) <= GEOMETRY_DEFAULTS.contactTolerance + 1e-9;
}

/**
 * OW-6.1.2 light the fuse: an action of a figure adjacent to the fuse end; the charge's command
 * die (`die`, rolled by the caller's DieSource as every command die) is placed next to it.
 */
export function lightFuse(
  charge: PlacedCharge,
  lighter: { readonly figure: FigureState; readonly at: Figure; readonly unit?: UnitState | null },
  fuseEnd: Point,
  die: number,
  options?: OldWestOptions,
): ChargeStep {
  expectStage(charge, ["fuseSet"]);
  // OW-9.1 (3) an Indian never lights a charge, whoever placed it.
  checkMayHandle(lighter.figure, lighter.unit ?? null, options);
  if (lighter.figure.incapacitated || lighter.figure.stunned)
    throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: lighter.figure.name });
  if (!adjacentTo(lighter.at, fuseEnd))
    throw new RulesError("COMBAT_PATROL.Error.notAdjacent", { figure: lighter.figure.name, what: "fuse" });
  checkDie(die);
  return step({ ...charge, stage: "lit", die }, "lit", costs("lightFuse"));
}

/** CORE-3 turn start: a lit charge rolls its command die again with the leaders. */
export function rerollChargeDie(charge: PlacedCharge, die: number): PlacedCharge {
  expectStage(charge, ["lit"]);
  checkDie(die);
  return { ...charge, die };
}

function checkDie(die: number): void {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RulesError("COMBAT_PATROL.Error.badDie", { value: die });
}

/** OW-6.1.2 an Activation Card is drawn: a lit charge whose die matches its number explodes (medium template). */
export function chargeOnActivationCard(charge: PlacedCharge, card: ActivationCard): ChargeStep {
  const n = numberOf(card);
  if (charge.stage !== "lit" || n === null || n !== charge.die) return step(charge, "waits", null);
  return step({ ...charge, stage: "exploded" }, "explodes", null, [], BUNDLE_BLAST);
}

/**
 * OW-6.1.2 the base activation's everyCard hook: "When the dynamite activates (i.e., the number on
 * an Activation Card matches that on the command die of the dynamite), the charge explodes." The
 * charges that explode come back in the Activation Card's `supplements` (their blast to place).
 */
export function chargesCardHook(charges: readonly PlacedCharge[]): ActivationCardHook {
  return (ctx) => ({
    results: charges.map((c) => chargeOnActivationCard(c, ctx.card)).filter((step) => step.blast !== null),
  });
}

/**
 * OW-6.1.3 "he must spend an activation to connect the blasting machine to the fuse": one
 * activation, once a fuse is there to connect to (being laid, or set), never to a bare charge.
 */
export function connectBlastingMachine(
  charge: PlacedCharge,
  figure: FigureState,
  unit: UnitState | null = null,
  options?: OldWestOptions,
): ChargeStep {
  expectStage(charge, BLASTING_MACHINE_STAGES);
  checkMayHandle(figure, unit, options);
  if (figure.incapacitated || figure.stunned)
    throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.name });
  return step(
    { ...charge, stage: "wired", blastingMachine: true },
    "wired",
    costs("connectMachine", EXPLOSIVES.blastingMachine.activationsToConnect),
  );
}

/** OW-6.1.3 a figure adjacent to the blasting machine pushes the plunger on its activation. */
export function pushPlunger(
  charge: PlacedCharge,
  figure: { readonly figure: FigureState; readonly at: Figure; readonly unit?: UnitState | null },
  machineAt: Point,
  options?: OldWestOptions,
): ChargeStep {
  expectStage(charge, ["wired"]);
  checkMayHandle(figure.figure, figure.unit ?? null, options);
  if (figure.figure.incapacitated || figure.figure.stunned)
    throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.figure.name });
  if (!adjacentTo(figure.at, machineAt))
    throw new RulesError("COMBAT_PATROL.Error.notAdjacent", { figure: figure.figure.name, what: "blastingMachine" });
  return step({ ...charge, stage: "exploded" }, "explodes", costs("plunger"), [], BUNDLE_BLAST);
}

/** OW-6.1.2 what a placed bundle was set against: a wall segment or a door on the table. */
export interface BreachTarget {
  readonly id: string;
  readonly kind: "wall" | "door";
}

export interface BreachResult extends ProcedureResult<"ow.breach"> {
  readonly target: BreachTarget;
  readonly breached: boolean;
  /** Width of the gap opened in the wall, inches (the bundle's template); 0 when not breached. */
  readonly gapInches: number;
  /** Where the charge lay (inches): the gap is centred there; null when unknown (the wall's first end). */
  readonly at?: Point | null;
}

/**
 * OW-6.1.2 "Bundles can be placed to breach walls using the same rules as satchel charges": the
 * charge must have exploded (chargeOnActivationCard / pushPlunger); OUR default for the
 * unpublished satchel rule (EXPLOSIVES.breach): the wall or door is breached, a gap as wide as
 * the bundle's template. The blast on the figures around is resolveDynamiteBlast as usual.
 */
export function resolveBreach(
  charge: PlacedCharge,
  target: BreachTarget,
  options?: OldWestOptions,
  at: Point | null = null,
): BreachResult {
  expectStage(charge, ["exploded"]);
  const breached = EXPLOSIVES.breach.automatic;
  const gapInches = breached ? heTemplateDiameter(EXPLOSIVES.bundle.template, rulesOf(options).heTemplate) : 0;
  return {
    procedure: "ow.breach",
    cards: [],
    effects: [],
    summary: {
      key: breached ? "COMBAT_PATROL.OldWest.Dynamite.breached" : "COMBAT_PATROL.OldWest.Dynamite.notBreached",
      data: { charge: charge.id, target: target.kind, inches: gapInches },
    },
    target,
    breached,
    gapInches,
    at,
  };
}
