/**
 * OW-6 Dynamite (Hollywood).
 *
 * OW-6a "If the GM allows it in a scenario ... Any non-Indian figure can use dynamite ... One stick
 *       uses the small HE template; a bundle of sticks uses the medium HE template."
 * OW-6.1.1 "thrown as if throwing a grenade (or satchel charge) but with an additional shift to the
 *       right ... If the hit indicator has an Out of Ammunition result, draw another card, consulting
 *       the ten-sided die icon. If the result is even, the dynamite explodes prematurely ... the blast
 *       centers on the thrower and does not scatter ... If the result is odd, the explosive is a dud
 *       ... In all cases, the figure is out of dynamite for the rest of the game."
 * OW-6.1.2 placed: "two activations; the first to prepare the bundle and the second to place the
 *       charge ... Figures laying fuse move at half speed and cannot sprint. A figure can spend up
 *       to three activations laying the fuse. Once the figure takes any other action ... the fuse
 *       length is set." "A set fuse can be lit by any figure adjacent to the fuse end who spends an
 *       action to do so. As soon as the fuse is lit, roll a command die ... When the dynamite
 *       activates (i.e., the number on an Activation Card matches that on the command die of the
 *       dynamite), the charge explodes."
 * OW-6.1.3 "he must spend an activation to connect the blasting machine to the fuse. Once this is
 *       done, any figure adjacent to the blasting machine can trigger the dynamite ... when that
 *       figure is activated."
 * OW-6.1.4 "If a figure carrying dynamite is wounded or incapacitated, draw an additional card. If
 *       that card has a small explosion result, the dynamite carried by the figure detonates ... use
 *       the medium HE template". "Figures rated as snipers ... can fire on dynamite charges. If the
 *       charge is hit, turn another card. If a medium explosion is drawn, the charge explodes."
 */
import type { BurstSize } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { d10IsEven, showsBurst } from "../cards/read";
import { RulesError } from "../errors";
import { GEOMETRY_DEFAULTS, circle, figureDistance, heTemplateDiameter, type Figure, type Point } from "../geometry";
import {
  freshFigure,
  type Effect,
  type FigureState,
  type ProcedureResult,
  type UnitState,
  type WeaponProfile,
} from "../model";
import type { ActivationCard, ActivationCardHook } from "../procedures/activation";
import { numberOf } from "../procedures/activation";
import {
  resolveFire,
  type FireOptions,
  type FireResult,
  type HitContext,
  type HitEffect,
  type ShotShifts,
} from "../procedures/fire";
import { resolveBlast, resolveThrow, type BlastFigure, type BlastResult, type ThrowResult } from "../procedures/he";
import { resolveMovement, type MovementResult } from "../procedures/movement";
import { CardReader, rulesOf } from "../procedures/reader";
import { EXPLOSIVES, dynamiteTemplate, dynamiteWeapon, type DynamiteCharge } from "../tables";
import { OW_FLAGS, costs, flagOf, isIndian, type ActivationCost, type OldWestOptions } from "./common";
import { oldWestReload } from "./reload";

/** OW-6a / OW-9.1 (3): may this figure use dynamite at all? */
export function dynamiteAllowed(
  figure: FigureState,
  unit: UnitState | null,
  options?: OldWestOptions,
): { readonly allowed: boolean; readonly reason: "optionOff" | "indian" | null } {
  if (!rulesOf(options).hollywood.dynamite) return { allowed: false, reason: "optionOff" };
  if (isIndian(figure, unit, options)) return { allowed: false, reason: "indian" };
  return { allowed: true, reason: null };
}

/** Charges of dynamite the figure carries (flags.dynamite). */
export function dynamiteCarried(figure: FigureState): number {
  const n = flagOf(figure, OW_FLAGS.dynamite);
  return typeof n === "number" && n > 0 ? n : 0;
}

/**
 * OW-6a a figure's dynamite by kind: the sheet keeps sticks and bundles apart (flags
 * dynamiteSticks / dynamiteBundles); the rules read the total (flags.dynamite).
 */
export const DYNAMITE_KIND_FLAGS = { stick: "dynamiteSticks", bundle: "dynamiteBundles" } as const;

export interface DynamiteByKind {
  readonly sticks: number;
  readonly bundles: number;
}

/** OW-6a how many charges of this kind the figure carries (its typed count). */
export function dynamiteOfKind(figure: FigureState, charge: DynamiteCharge): number {
  const n = flagOf(figure, DYNAMITE_KIND_FLAGS[charge]);
  return typeof n === "number" && n > 0 ? n : 0;
}

/** The figure with the total the rules read (flags.dynamite = sticks + bundles), from its typed counts. */
export function withDynamiteTotal(figure: FigureState): FigureState {
  return {
    ...figure,
    flags: { ...figure.flags, [OW_FLAGS.dynamite]: dynamiteOfKind(figure, "stick") + dynamiteOfKind(figure, "bundle") },
  };
}

const whole = (n: number) => Math.max(0, Math.round(n));

/**
 * OW-6.1 THE stick/bundle split: a figure carrying `carried` has `left` charges in all after an
 * action; the charges used come off the kind `from` first (the charge thrown), then the other;
 * charges gained go to `from`. "Out of dynamite for the rest of the game" (left 0) empties both.
 */
export function splitDynamite(carried: DynamiteByKind, left: number, from: DynamiteCharge = "stick"): DynamiteByKind {
  const first = from === "bundle" ? whole(carried.bundles) : whole(carried.sticks);
  const second = from === "bundle" ? whole(carried.sticks) : whole(carried.bundles);
  const used = first + second - whole(left);
  const [a, b] =
    used < 0 ? [first - used, second] : [Math.max(0, first - used), Math.max(0, second - Math.max(0, used - first))];
  return from === "bundle" ? { sticks: b, bundles: a } : { sticks: a, bundles: b };
}

/**
 * OW-6.1 the effects of a dynamite action as the figure's typed counts: each "dynamite" total
 * the engine set on the thrower becomes the stick and bundle counts it leaves (only those that
 * change), taken from the charge used first (splitDynamite).
 */
export function dynamiteKindEffects(
  effects: readonly Effect[],
  thrower: FigureState,
  charge: DynamiteCharge = "stick",
): Effect[] {
  const sticks = dynamiteOfKind(thrower, "stick");
  const bundles = dynamiteOfKind(thrower, "bundle");
  return effects.flatMap((e): Effect[] => {
    if (e.kind !== "flag" || e.flag !== OW_FLAGS.dynamite || e.figureId !== thrower.id || typeof e.value !== "number")
      return [e];
    const left = splitDynamite({ sticks, bundles }, e.value, charge);
    const out: Effect[] = [];
    if (left.sticks !== sticks) out.push({ ...e, flag: DYNAMITE_KIND_FLAGS.stick, value: left.sticks });
    if (left.bundles !== bundles) out.push({ ...e, flag: DYNAMITE_KIND_FLAGS.bundle, value: left.bundles });
    return out;
  });
}

/**
 * OW-9.1 (3) "Indians cannot use ... dynamite": a charge's every step (laying its fuse, lighting
 * it, wiring or pushing a blasting machine) is refused to an Indian, whoever placed the charge (a
 * charge of the scenario's set-up is there whatever the Hollywood option says).
 */
function checkMayHandle(figure: FigureState, unit: UnitState | null, options?: OldWestOptions): void {
  if (isIndian(figure, unit, options))
    throw new RulesError("COMBAT_PATROL.Error.indianDynamite", { figure: figure.name });
}

function checkMayUse(figure: FigureState, unit: UnitState | null, options?: OldWestOptions): void {
  const allowed = dynamiteAllowed(figure, unit, options);
  if (!allowed.allowed)
    throw new RulesError(
      allowed.reason === "indian" ? "COMBAT_PATROL.Error.indianDynamite" : "COMBAT_PATROL.Error.dynamiteOff",
      { figure: figure.name },
    );
  if (figure.incapacitated || figure.stunned)
    throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.name });
  if (dynamiteCarried(figure) <= 0) throw new RulesError("COMBAT_PATROL.Error.noDynamite", { figure: figure.name });
}

/** Where a blast goes off and which template (geometry finds the figures under it). */
export interface DynamiteBlast {
  readonly at: "target" | "scatter" | "thrower" | "charge" | "carrier";
  /** Scatter from the aim point (thrown misses). */
  readonly scatter: { readonly clock: number; readonly inches: number } | null;
  readonly template: BurstSize;
}

export interface DynamiteThrowInput {
  readonly unit: UnitState;
  readonly thrower: FigureState;
  readonly charge: DynamiteCharge;
  readonly rangeInches: number;
  /** Base shifts (moved, leader absent …); the throw's own shift is added by the HE procedure. */
  readonly shifts?: ShotShifts;
  readonly targetCloseOrder?: boolean;
}

export interface DynamiteThrowResult extends ProcedureResult<"ow.dynamiteThrow"> {
  readonly throw: ThrowResult;
  readonly outcome: "target" | "scatter" | "premature" | "dud" | "noChance";
  readonly blast: DynamiteBlast | null;
  readonly chargesLeft: number;
}

/**
 * OW-6.1.1 "Dynamite can be thrown as if throwing a grenade (or satchel charge) but with an
 * additional shift to the right, since dynamite was not made to be thrown": the thrower's shifts
 * plus the explosives table's `thrown.extraRightShifts` (named "dynamite"). A plain grenade
 * (resolveThrow) takes no such shift.
 */
export function withDynamiteShift(shifts: ShotShifts = {}): ShotShifts {
  return {
    ...shifts,
    extra: [...(shifts.extra ?? []), { key: "dynamite", shifts: EXPLOSIVES.thrown.extraRightShifts }],
  };
}

/**
 * OW-6.1.1 throw a stick (small HE) or a bundle (medium HE) as a grenade with the dynamite shift
 * (withDynamiteShift). On Out of
 * Ammunition: a second card's d10, even = premature blast on the thrower, odd = dud; either way
 * the thrower is out of dynamite for the game.
 */
export function throwDynamite(
  input: DynamiteThrowInput,
  source: CardSource,
  options?: OldWestOptions,
): DynamiteThrowResult {
  const { thrower, unit } = input;
  checkMayUse(thrower, unit, options);
  let outOfAmmo: "premature" | "dud" | null = null;
  const thrown = resolveThrow(
    {
      unitId: unit.id,
      thrower: {
        figure: thrower,
        weapon: dynamiteWeapon(input.charge),
        rangeInches: input.rangeInches,
        shifts: withDynamiteShift(input.shifts),
      },
      targetCloseOrder: input.targetCloseOrder ?? false,
    },
    source,
    {
      ...options,
      hooks: {
        onOutOfAmmo: (_card, reader) => {
          const again = reader.draw(
            `ow.dynamitePremature:${thrower.id}`,
            ["d10"],
            (c) => `d10=${c.d10} ${d10IsEven(c) ? "even=premature" : "odd=dud"}`,
          );
          outOfAmmo = d10IsEven(again) ? "premature" : "dud";
          return outOfAmmo === "premature"
            ? { landed: "thrower", note: "COMBAT_PATROL.OldWest.Dynamite.premature" }
            : { landed: "dud", note: "COMBAT_PATROL.OldWest.Dynamite.dud" };
        },
      },
    },
  );
  const template = dynamiteTemplate(input.charge);
  const outcome: DynamiteThrowResult["outcome"] =
    thrown.landed === "none"
      ? "noChance"
      : thrown.landed === "thrower"
        ? "premature"
        : thrown.landed === "dud"
          ? "dud"
          : thrown.landed;
  const blast: DynamiteBlast | null =
    outcome === "target" || outcome === "scatter" || outcome === "premature"
      ? {
          at: outcome === "premature" ? "thrower" : outcome,
          scatter: outcome === "scatter" ? thrown.scatter : null,
          template,
        }
      : null;
  const carried = dynamiteCarried(thrower);
  const chargesLeft = outcome === "noChance" ? carried : outOfAmmo !== null ? 0 : carried - 1;
  const effects: Effect[] =
    chargesLeft === carried
      ? []
      : [{ kind: "flag", unitId: unit.id, figureId: thrower.id, flag: OW_FLAGS.dynamite, value: chargesLeft }];
  return {
    procedure: "ow.dynamiteThrow",
    cards: thrown.cards,
    effects,
    summary: {
      key: `COMBAT_PATROL.OldWest.Dynamite.throw.${outcome}`,
      data: { figure: thrower.name, charge: input.charge, needed: thrown.plan.needed },
    },
    throw: thrown,
    outcome,
    blast,
    chargesLeft,
  };
}

/** CORE-9 / OW-6a resolve a dynamite blast over the figures under its template. */
export function resolveDynamiteBlast(
  blast: DynamiteBlast,
  figures: readonly BlastFigure[],
  source: CardSource,
  options?: OldWestOptions,
): BlastResult {
  return resolveBlast({ size: blast.template, figures }, source, options);
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

const BUNDLE_BLAST: DynamiteBlast = { at: "charge", scatter: null, template: EXPLOSIVES.bundle.template };

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

export interface CarriedDynamiteResult extends ProcedureResult<"ow.carriedDynamite"> {
  readonly figureId: string;
  readonly detonates: boolean;
  readonly blast: DynamiteBlast | null;
}

/**
 * OW-6.1.4 a figure carrying dynamite was wounded or incapacitated: one more card; its small
 * explosion icon = the carried dynamite detonates (medium template, on the carrier).
 */
export function carriedDynamiteCheck(unitId: string, carrier: FigureState, source: CardSource): CarriedDynamiteResult {
  if (dynamiteCarried(carrier) <= 0) throw new RulesError("COMBAT_PATROL.Error.noDynamite", { figure: carrier.name });
  const on = EXPLOSIVES.carried.detonatesOn;
  const reader = new CardReader(source);
  const card = reader.draw(`ow.carriedDynamite:${carrier.id}`, ["burst"], (c) => `${on}=${showsBurst(c, on)}`);
  const detonates = showsBurst(card, on);
  return {
    procedure: "ow.carriedDynamite",
    cards: reader.cards,
    effects: detonates ? [{ kind: "flag", unitId, figureId: carrier.id, flag: OW_FLAGS.dynamite, value: 0 }] : [],
    summary: {
      key: detonates ? "COMBAT_PATROL.OldWest.Dynamite.carriedDetonates" : "COMBAT_PATROL.OldWest.Dynamite.carriedSafe",
      data: { figure: carrier.name },
    },
    figureId: carrier.id,
    detonates,
    blast: detonates ? { at: "carrier", scatter: null, template: EXPLOSIVES.carried.template } : null,
  };
}

/** OW-6.1.4 the carriers of dynamite a result wounded or incapacitated (each then draws carriedDynamiteCheck). */
export function dynamiteCarriersHurt(
  effects: readonly Effect[],
  figures: readonly { readonly unitId: string; readonly figure: FigureState }[],
): { unitId: string; figure: FigureState }[] {
  const hurt = new Set(
    effects
      .filter((e) => e.kind === "wound" || e.kind === "incapacitate")
      .map((e) => ("figureId" in e ? e.figureId : "")),
  );
  return figures.filter((f) => hurt.has(f.figure.id) && dynamiteCarried(f.figure) > 0);
}

export interface SniperAtChargeInput {
  readonly unitId: string;
  readonly sniper: FigureState;
  readonly weapon: WeaponProfile;
  readonly rangeInches: number;
  readonly shifts?: ShotShifts;
  readonly charge: PlacedCharge;
  /** Cover the charge lies in (GM): the hit card's cover section is read as for a figure. */
  readonly cover?: "none" | "soft" | "hard";
}

export interface SniperAtChargeResult {
  readonly fire: FireResult;
  readonly detonates: boolean;
  readonly charge: PlacedCharge;
  readonly blast: DynamiteBlast | null;
}

/**
 * OW-6.1.4 a sniper fires at a placed charge: the base shot (aimed, no randomizer); a hit turns
 * another card (the hit's second card), whose medium explosion icon detonates the charge.
 */
export function sniperFiresAtCharge(
  input: SniperAtChargeInput,
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): SniperAtChargeResult {
  if (!input.sniper.sniper) throw new RulesError("COMBAT_PATROL.Error.notSniper", { figure: input.sniper.name });
  if (input.charge.stage === "exploded")
    throw new RulesError("COMBAT_PATROL.Error.chargeStage", {
      charge: input.charge.id,
      stage: input.charge.stage,
      expected: "placed",
    });
  const on = EXPLOSIVES.sniperHit.detonatesOn;
  const chargeUnit = `charge:${input.charge.id}`;
  const target = freshFigure({
    id: input.charge.id,
    name: input.charge.id,
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 1,
    reaction: 0,
  });
  let detonates = false;
  const hitEffect = (ctx: HitContext): HitEffect => {
    const boom = showsBurst(ctx.card, on);
    ctx.reader.annotate(ctx.card, ["burst"], `${on}=${boom}`);
    detonates = detonates || boom;
    return {
      outcome: "none",
      wounds: 0,
      effects: [],
      note: boom ? "COMBAT_PATROL.OldWest.Dynamite.sniperDetonates" : "COMBAT_PATROL.OldWest.Dynamite.sniperHitNoBlast",
    };
  };
  const fire = resolveFire(
    {
      unitId: input.unitId,
      shooters: [
        {
          figure: input.sniper,
          weapon: input.weapon,
          rangeInches: input.rangeInches,
          shifts: input.shifts ?? {},
          aimAt: target.id,
        },
      ],
      target: { unitId: chargeUnit, figures: [{ figure: target, cover: input.cover ?? "none" }], closeOrder: false },
    },
    source,
    { ...options, hooks: { reload: oldWestReload(options), hitEffect } },
  );
  const cleaned: FireResult = { ...fire, effects: fire.effects.filter((e) => e.unitId !== chargeUnit) };
  return {
    fire: cleaned,
    detonates,
    charge: detonates ? { ...input.charge, stage: "exploded" } : input.charge,
    blast: detonates ? BUNDLE_BLAST : null,
  };
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
}

/**
 * OW-6.1.2 "Bundles can be placed to breach walls using the same rules as satchel charges": the
 * charge must have exploded (chargeOnActivationCard / pushPlunger); OUR default for the
 * unpublished satchel rule (EXPLOSIVES.breach): the wall or door is breached, a gap as wide as
 * the bundle's template. The blast on the figures around is resolveDynamiteBlast as usual.
 */
export function resolveBreach(charge: PlacedCharge, target: BreachTarget, options?: OldWestOptions): BreachResult {
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
  };
}
