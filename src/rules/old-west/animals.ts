/**
 * OW-9.2 Animals (Hollywood): "Animals are controlled by the game master unless herded."
 *
 * OW-9.2.1 "Bison, cattle and horses move at cavalry rates (2 cards) and charge for an additional
 *          card. Grizzly bears and sheep move 1 card and 1 additional card when charging."
 * OW-9.2.2 a herd "counts as a single unit"; "One figure ... is designated as the central figure";
 *          "The unit has its own activation die (unless herded)"; "All figures of the herd must be
 *          within 6" of a central figure"; "The figures all move as one"; "If fired on, do not
 *          calculate which target is hit. Instead determine results, ignoring wounds. Remove 1
 *          figure for every Incapacitate result."
 * OW-9.2.3 "Cattle and horses can be herded if at least 1 unit of 3 or more figures is assigned to
 *          them. Herded livestock ignores its own activation die and moves when the accompanying
 *          unit is activated ... If the herding player has the herd charge, the result is an
 *          automatic stampede."
 * OW-9.2.4 "Foot figures move at quarter movement through herds. Mounted figures are reduced to half."
 * OW-9.2.5 "Only bears can initiate melee attacks and generally will only attack if provoked or
 *          threatened. They will automatically charge if not in melee."
 * OW-9.2.6 "Bears check morale like regular units. However, any negative result will cause the bear
 *          to retreat – unless the result is for a figure to advance toward the enemy. Herds do not
 *          check morale. If fired on they automatically check for stampede."
 */
import type { ActionCard, Grade, MoraleResult, Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { moraleResult } from "../cards/read";
import { RulesError } from "../errors";
import { herdCoherency, type Coherency, type Figure } from "../geometry";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { ActivationCardHook, ActivationResult, UnitActivation } from "../procedures/activation";
import {
  resolveFire,
  type FireOptions,
  type FireResult,
  type HitContext,
  type HitEffect,
  type Shooter,
  type TargetFigure,
} from "../procedures/fire";
import { resolveMorale, type MoraleOptions, type MoraleOutcome } from "../procedures/morale";
import { resolveMovement, type MovementResult } from "../procedures/movement";
import { rulesOf } from "../procedures/reader";
import { LIVESTOCK_RULES, livestock, livestockMovementCards, type Livestock } from "../tables";
import { OW_FLAGS, owDataOf, standing, type OldWestOptions } from "./common";
import { oldWestReload } from "./reload";

/** OW-9.2 animals are a Hollywood option. */
export function checkAnimals(options?: OldWestOptions): void {
  if (!rulesOf(options).hollywood.animals) throw new RulesError("COMBAT_PATROL.Error.animalsOff", {});
}

/** A herd (or a lone animal such as a grizzly) as the rules read it. */
export interface HerdState {
  /** The unit (kind "herd" for a herd): its figures are the animals. */
  readonly unit: UnitState;
  /** Table 3 column id, e.g. "ow.cattle". */
  readonly species: string;
  /** OW-9.2.2 the central figure. */
  readonly centralId: string;
  /** OW-9.2.3 the unit herding it, null when none. */
  readonly herdedBy: string | null;
  /** OW-9.2.7 stampeding this turn, and the clock direction of the stampede. */
  readonly stampeding: boolean;
  readonly stampedeClock: number | null;
}

export function speciesOf(herd: Pick<HerdState, "species">): Livestock {
  return livestock(herd.species);
}

/** OW-9.2.1 an animal moves: 2 cards (bison, cattle, horses) or 1 (grizzly, sheep), one more charging. */
export function resolveAnimalMove(
  input: {
    readonly unitId: string;
    readonly figure: FigureState;
    readonly species: string;
    readonly charging: boolean;
  },
  source: CardSource,
  options?: OldWestOptions,
): MovementResult {
  checkAnimals(options);
  return resolveMovement(
    {
      unitId: input.unitId,
      figure: input.figure,
      baseCards: livestockMovementCards(livestock(input.species), input.charging),
    },
    source,
    options,
  );
}

/** OW-9.2.2 the central figure (it must be standing). */
export function centralFigure(herd: HerdState): FigureState {
  const c = herd.unit.figures.find((f) => f.id === herd.centralId);
  if (!c || c.incapacitated) throw new RulesError("COMBAT_PATROL.Error.noCentralFigure", { unit: herd.unit.name });
  return c;
}

/** OW-9.2.2 every figure of the herd within 6" of its central figure (geometry). */
export function herdIsCoherent(herd: HerdState, positions: readonly Figure[]): Coherency {
  const central = positions.find((p) => p.id === herd.centralId);
  if (!central) throw new RulesError("COMBAT_PATROL.Error.noCentralFigure", { unit: herd.unit.name });
  const alive = new Set(standing(herd.unit).map((f) => f.id));
  return herdCoherency(
    central,
    positions.filter((p) => alive.has(p.id)),
  );
}

export interface HerdMoveResult extends ProcedureResult<"ow.herdMove"> {
  /** The herd's move (the central figure moves, the others follow), null when it stampeded. */
  readonly movement: MovementResult | null;
  /** OW-9.2.3 a herded charge is an automatic stampede: the caller runs stampedeCheck("herdersCharge"). */
  readonly stampedes: boolean;
}

/**
 * OW-9.2.2 / OW-9.2.3 the herd moves as one (one set of cards for its central figure); the herding
 * player having it charge makes it stampede instead.
 */
export function resolveHerdMove(
  herd: HerdState,
  charging: boolean,
  source: CardSource,
  options?: OldWestOptions,
): HerdMoveResult {
  checkAnimals(options);
  if (herd.stampeding) throw new RulesError("COMBAT_PATROL.Error.herdStampeding", { unit: herd.unit.name });
  if (charging && herd.herdedBy !== null) {
    return {
      procedure: "ow.herdMove",
      cards: [],
      effects: [],
      summary: { key: "COMBAT_PATROL.OldWest.Herd.chargeStampedes", data: { unit: herd.unit.name } },
      movement: null,
      stampedes: true,
    };
  }
  const movement = resolveAnimalMove(
    { unitId: herd.unit.id, figure: centralFigure(herd), species: herd.species, charging },
    source,
    options,
  );
  return {
    procedure: "ow.herdMove",
    cards: movement.cards,
    effects: movement.effects,
    summary: { key: "COMBAT_PATROL.OldWest.Herd.move", data: { unit: herd.unit.name, inches: movement.inches } },
    movement,
    stampedes: false,
  };
}

/** OW-9.2.3 may this unit herd these animals? Cattle or horses, and 3 or more standing herders. */
export function mayHerd(
  herd: HerdState,
  herders: UnitState,
): { readonly allowed: boolean; readonly reason: "notHerdable" | "tooFewHerders" | null } {
  if (!speciesOf(herd).herdable) return { allowed: false, reason: "notHerdable" };
  if (standing(herders).length < LIVESTOCK_RULES.herdersMinFigures) return { allowed: false, reason: "tooFewHerders" };
  return { allowed: true, reason: null };
}

/** OW-9.2.3 assign herders: the herd ignores its own die from now on. */
export function assignHerders(herd: HerdState, herders: UnitState): ProcedureResult<"ow.herding"> {
  const check = mayHerd(herd, herders);
  if (!check.allowed)
    throw new RulesError(
      check.reason === "notHerdable" ? "COMBAT_PATROL.Error.notHerdable" : "COMBAT_PATROL.Error.tooFewHerders",
      { unit: herd.unit.name, herders: herders.name, min: LIVESTOCK_RULES.herdersMinFigures },
    );
  return {
    procedure: "ow.herding",
    cards: [],
    effects: [
      { kind: "flag", unitId: herd.unit.id, figureId: null, flag: OW_FLAGS.herdedBy, value: herders.id },
      { kind: "commandDie", unitId: herd.unit.id, value: null },
    ],
    summary: { key: "COMBAT_PATROL.OldWest.Herd.herded", data: { unit: herd.unit.name, herders: herders.name } },
  };
}

/** OW-9.2.2 / OW-9.2.3 does the herd roll its own command die at turn start? Not when herded. */
export function herdRollsOwnDie(herd: HerdState): boolean {
  return herd.herdedBy === null;
}

/**
 * OW-9.2.3 / OW-9.2.7 the activations the Old West adds to an Activation Card's result: herded
 * herds move with their herders; stampeding herds move on every card but End of Turn. (Plugged
 * into resolveActivationCard: herdedHerdsHook, and stampedeCardHook which moves the stampedes.)
 */
export function herdActivations(activation: ActivationResult, herds: readonly HerdState[]): UnitActivation[] {
  if (activation.endOfTurn) return [];
  const out: UnitActivation[] = [];
  for (const herd of herds) {
    if (herd.stampeding)
      out.push({ unitId: herd.unit.id, count: LIVESTOCK_RULES.stampedeCardsPerActivationCard, reason: "supplement" });
    else out.push(...herdedActivations(activation.activations, [herd]));
  }
  return out;
}

/**
 * OW-9.2.3 "Herded livestock ignores its own activation die and moves when the accompanying unit
 * is activated": a herded (not stampeding) herd activates as often as its herders.
 */
function herdedActivations(activated: readonly UnitActivation[], herds: readonly HerdState[]): UnitActivation[] {
  const out: UnitActivation[] = [];
  for (const herd of herds) {
    if (herd.stampeding || herd.herdedBy === null) continue;
    const herders = activated.find((a) => a.unitId === herd.herdedBy);
    if (herders) out.push({ unitId: herd.unit.id, count: herders.count, reason: "supplement" });
  }
  return out;
}

/** OW-9.2.3 the base activation's everyCard hook: herded herds activate with their herders. */
export function herdedHerdsHook(herds: readonly HerdState[]): ActivationCardHook {
  return (ctx) => (ctx.endOfTurn ? {} : { activations: herdedActivations(ctx.activations, herds) });
}

/** OW-9.2.4 the speed factor of a figure moving through a herd: foot a quarter, mounted a half. */
export function throughHerdFactor(mover: FigureState): number {
  return mover.mounted ? LIVESTOCK_RULES.throughHerdSpeedFactor.mounted : LIVESTOCK_RULES.throughHerdSpeedFactor.foot;
}

/**
 * OW-9.2.2 the animals a shot at the herd can remove, in the order they go. The seed says
 * "Remove 1 figure for every Incapacitate result" but not which: OUR reading, the herd's
 * figures in the order the table gives them (nearest the firer first), the central figure
 * ("typically the lead bull") last, as the others keep within 6" of it.
 */
export function herdTargets(herd: HerdState, cover: TargetFigure["cover"] = "none"): TargetFigure[] {
  const up = standing(herd.unit);
  return [...up.filter((f) => f.id !== herd.centralId), ...up.filter((f) => f.id === herd.centralId)].map((figure) => ({
    figure,
    cover,
  }));
}

/** OW-9.2.2 a hit on a herd: wounds are ignored, each Incapacitate removes one figure. */
function herdHitEffect(ctx: HitContext): HitEffect {
  if (ctx.card.damage === "INCAPACITATE") {
    return {
      outcome: "incapacitated",
      wounds: ctx.wounds,
      effects: [{ kind: "incapacitate", unitId: ctx.unitId, figureId: ctx.target.figure.id }],
    };
  }
  return { outcome: "none", wounds: ctx.wounds, effects: [], note: "COMBAT_PATROL.OldWest.Herd.woundIgnored" };
}

export type StampedeTrigger =
  "fireWithin2" | "herdCharged" | "unitWithin2Charged" | "lostFigure" | "gmEvent" | "firedOn" | "herdersCharge";

interface FireAtHerdResult {
  readonly fire: FireResult;
  /** Animals removed by Incapacitate results. */
  readonly removed: number;
  /** OW-9.2.6 / OW-9.2.7 why a stampede check is now due (one check covers them all). */
  readonly stampedeTriggers: readonly StampedeTrigger[];
}

/**
 * OW-9.2.2 / OW-9.2.6 a unit fires at a herd: "If fired on, do not calculate which target is
 * hit. Instead determine results, ignoring wounds. Remove 1 figure for every Incapacitate
 * result." No hit randomizer: every hit's effect card reads cover and damage only, and an
 * Incapacitate removes the next animal of herdTargets (the central figure last). No morale
 * markers (herds never check morale): the herd checks for stampede instead.
 */
export function resolveFireAtHerd(
  input: {
    readonly unitId: string;
    readonly shooters: readonly Shooter[];
    readonly herd: HerdState;
    readonly cover?: TargetFigure["cover"];
  },
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): FireAtHerdResult {
  checkAnimals(options);
  const herdUnit = input.herd.unit.id;
  const fire = resolveFire(
    {
      unitId: input.unitId,
      shooters: input.shooters,
      target: { unitId: herdUnit, figures: herdTargets(input.herd, input.cover), closeOrder: false },
    },
    source,
    {
      ...options,
      hooks: {
        reload: oldWestReload(options),
        hitEffect: herdHitEffect,
        pickHit: (standing) => standing[0]!,
        ...options?.hooks,
      },
    },
  );
  const checksMorale = speciesOf(input.herd).checksMorale;
  const marked = checksMorale
    ? fire.effects
    : fire.effects.filter((e) => !(e.kind === "moraleMarkers" && e.unitId === herdUnit));
  const effects = herdLossEffects(input.herd, marked);
  const removed = fire.hits.filter((h) => h.outcome === "incapacitated").length;
  const triggers: StampedeTrigger[] = [];
  if (!checksMorale && fire.shots.length > 0) triggers.push("firedOn");
  if (removed > 0) triggers.push("lostFigure");
  return { fire: { ...fire, effects }, removed, stampedeTriggers: triggers };
}

/**
 * OW-9.2.2 a herd's losses as explicit effects: "Fire at a herd ignores wounds" (wound and
 * setWounds effects on its animals are dropped) and "removes 1 figure per Incapacitate" (the
 * incapacitates on its animals become ONE count of the animals left, flag "animals"). The
 * Foundry writer writes that count as given. Other effects pass through in order.
 */
export function herdLossEffects(herd: Pick<HerdState, "unit">, effects: readonly Effect[]): Effect[] {
  const animals = new Set(herd.unit.figures.map((f) => f.id));
  const isAnimal = (e: Effect) => "figureId" in e && e.figureId !== null && animals.has(e.figureId);
  const out: Effect[] = [];
  let lost = 0;
  for (const e of effects) {
    if (!isAnimal(e)) out.push(e);
    else if (e.kind === "incapacitate") lost += 1;
    else if (e.kind !== "wound" && e.kind !== "setWounds") out.push(e);
  }
  if (lost > 0)
    out.push({
      kind: "flag",
      unitId: herd.unit.id,
      figureId: null,
      flag: OW_FLAGS.animals,
      value: Math.max(0, standing(herd.unit).length - lost),
    });
  return out;
}

/** OW-9.2.5 only bears initiate melee. */
export function mayInitiateMelee(species: string): boolean {
  return livestock(species).initiatesMelee;
}

/** OW-9.2.5 (assist) a bear charges automatically when provoked (the GM says so) and not in melee. */
export function bearMustCharge(
  species: string,
  state: { readonly provoked: boolean; readonly inMelee: boolean },
): boolean {
  return mayInitiateMelee(species) && state.provoked && !state.inMelee;
}

/** OW-9.2.6 a bear's reading of a morale result: any negative result retreats, unless it advances. */
function bearMoraleResult(card: ActionCard, grade: Grade, terrain: Terrain, retreat: MoraleResult): MoraleResult {
  const r = moraleResult(card, grade, terrain);
  return r === "OK" || r === "ADVANCE_ONE" ? r : retreat;
}

/**
 * OW-9.2.6 morale of an animal unit: bears check like regular units (in their Table 3 Guts column)
 * with every negative result a retreat; herds never check morale (they check for stampede).
 */
export function resolveAnimalMorale(
  herd: HerdState,
  terrain: Terrain,
  source: CardSource,
  options?: OldWestOptions & MoraleOptions,
): MoraleOutcome {
  checkAnimals(options);
  const animal = speciesOf(herd);
  if (!animal.checksMorale) throw new RulesError("COMBAT_PATROL.Error.herdsNoMorale", { unit: herd.unit.name });
  const retreat = owDataOf(options).animals.bearRetreat;
  return resolveMorale(
    { unit: { ...herd.unit, grade: animal.guts }, terrain, gradeShift: 0, canRemoveMarkers: false },
    source,
    {
      ...options,
      hooks: { ...options?.hooks, resultFor: (card, grade, t) => bearMoraleResult(card, grade, t, retreat) },
    },
  );
}
