/**
 * NAP-7.1 Moving artillery (OW-8 uses it too).
 * Limbered: one card in the open, two on roads, one in woods/rough with a bog check read as
 * Elite terrain; a wounded limber halves, an incapacitated one cannot move. Unlimbered
 * (manhandled): a quarter of one card, quartered in woods/rough too, with the same bog check.
 * Unlimbering is an activation and leaves the gun unloaded (out of ammunition markers by crew
 * strength); limbering is an action with the limber within 4" of the gun. The limber is
 * commanded by the gun leader, is in the hit randomization within 4" (one entity: wounded =
 * half speed, incapacitated = immobile) and never in morale randomization.
 */
import type { ActionCard } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { HitContext, HitEffect, TargetFigure } from "../procedures/fire";
import { damageHit } from "../procedures/fire";
import type { MoraleHooks } from "../procedures/morale";
import { resolveBog } from "../procedures/reaction";
import { CardReader } from "../procedures/reader";
import { LIMBER_RANGE } from "../geometry/proximity";
import { loadingActivations, type GunCrew } from "../tables/crews";
import type { GunTerrain } from "./data";
import { artilleryDataOf, type ArtilleryOptions } from "./options";

export type LimberState = "ok" | "wounded" | "incapacitated";

export interface GunMoveInput {
  readonly unitId: string;
  readonly limbered: boolean;
  readonly terrain: GunTerrain;
  /** The limber team's state (limbered moves only). */
  readonly limber: LimberState;
  /** Rough terrain: inches of the move that lie in it (for a bog result: stop half way). */
  readonly inchesInRough?: number;
  /** NAP-7.3 the activation card the move is made on (activationKey): recorded, the gun may not fire on it. */
  readonly activation?: string;
  /**
   * NAP-7.1b the limber alone comes back toward the gun (inches away now): "If the limber has been
   * moved beyond 4 inches, one or more actions are required to return it to the gun, but this may
   * be done on an activation card before the limber action". The gun does not move.
   */
  readonly returningLimberFrom?: number;
}

export interface GunMoveResult extends ProcedureResult<"gunMove"> {
  readonly cardInches: readonly number[];
  readonly factor: number;
  readonly inches: number;
  readonly bogged: boolean;
  /** Bogged: inches into the rough where the gun stops. */
  readonly stopAfterInchesInRough: number | null;
  /** NAP-7.1b the limber came back toward the gun: inches away before and after; absent when the gun moved. */
  readonly limberReturn?: { readonly from: number; readonly to: number; readonly mayLimber: boolean };
}

/** NAP-7.1 draw the movement of a gun, limbered or manhandled. */
export function resolveGunMove(input: GunMoveInput, source: CardSource, options?: ArtilleryOptions): GunMoveResult {
  const data = artilleryDataOf(options);
  if (input.limbered && input.limber === "incapacitated")
    throw new RulesError("limberImmobile", { unit: input.unitId });
  const cards = input.limbered ? data.limberedCards[input.terrain] : 1;
  const reader = new CardReader(source);
  const cardInches: number[] = [];
  for (let i = 0; i < cards; i += 1)
    cardInches.push(reader.draw(`gun.move:${input.unitId}`, ["move"], (c) => `move=${c.move}`).move);
  let factor = 1;
  if (!input.limbered) factor *= input.terrain === "rough" ? data.manhandledRoughFactor : data.manhandledFactor;
  if (input.limbered && input.limber === "wounded") factor *= data.woundedLimberFactor;
  const inches = cardInches.reduce((s, i) => s + i, 0) * factor;
  let bogged = false;
  const allCards = [...reader.cards];
  if (input.terrain === "rough") {
    const bog = resolveBog(
      { unitId: input.unitId, figureId: null, terrainGrade: data.bogGrade, purpose: "gun" },
      source,
    );
    allCards.push(...bog.cards);
    bogged = bog.bogged;
  }
  const stop = bogged ? Math.min(inches, input.inchesInRough ?? inches) * data.boggedStopFraction : null;
  if (input.returningLimberFrom !== undefined)
    return limberReturn(input, input.returningLimberFrom, allCards, {
      cardInches,
      factor,
      inches,
      bogged,
      stop,
    });
  return {
    procedure: "gunMove",
    cards: allCards,
    // NAP-7.3 "Moving fire is not permitted": the card the gun moved on (checkLaying refuses firing on it).
    effects:
      input.activation !== undefined
        ? [{ kind: "flag", unitId: input.unitId, figureId: null, flag: "movedOn", value: input.activation }]
        : [],
    summary: {
      key: bogged ? "COMBAT_PATROL.Artillery.moveBogged" : "COMBAT_PATROL.Artillery.move",
      data: { inches, stop: stop ?? "" },
    },
    cardInches,
    factor,
    inches,
    bogged,
    stopAfterInchesInRough: stop,
  };
}

/**
 * NAP-7.1 the limber team as the crew's unit holds it: its inches from the gun (the flag
 * "limberDistance"; null when it is not on the table) and its state (its figure: OW-5.2d / NAP-7.1 a
 * wound slows it, an incapacitate stops it).
 */
export function limberOf(
  unit: UnitState,
  limberId: string,
): { readonly distance: number | null; readonly state: LimberState } {
  const distance = unit.flags?.["limberDistance"];
  const limber = unit.figures.find((f) => f.id === limberId);
  const state = limber?.incapacitated ? "incapacitated" : (limber?.wounds ?? 0) > 0 ? "wounded" : "ok";
  return { distance: typeof distance === "number" ? distance : null, state };
}

/** Inches a way may fall short of all road and still be read as a road: the dialog shows tenths. */
export const GUN_ROAD_SLACK = 0.051;

/** NAP-7.1 / OW-5.2b "two cards on roads": the way runs on a road the whole way (to the dialog's tenth). */
export function onRoadAllTheWay(path: { readonly length: number; readonly roadInches: number }): boolean {
  return path.length > 0 && path.roadInches >= path.length - GUN_ROAD_SLACK;
}

/** NAP-7.1b a limber that is on the table and beyond 4" of its gun may be brought back (an action each time). */
export function limberMayReturn(distance: number | null): boolean {
  return distance !== null && distance > LIMBER_RANGE;
}

/**
 * NAP-7.1b the limber team's move back toward the gun: the cards a limbered gun draws on that
 * ground (the team pulls only the limber), half with a wounded team; the distance left is stored
 * (flag "limberDistance"); within 4" the gun may limber up. A bog stops it where it bogs. The gun
 * does not move, so it may still fire on this card.
 */
function limberReturn(
  input: GunMoveInput,
  from: number,
  cards: GunMoveResult["cards"],
  drawn: { cardInches: number[]; factor: number; inches: number; bogged: boolean; stop: number | null },
): GunMoveResult {
  if (!Number.isFinite(from) || from < 0) throw new RulesError("badInches", { what: "limber", value: String(from) });
  const covered = drawn.stop ?? drawn.inches;
  const to = Math.max(0, Math.round((from - covered) * 10) / 10);
  const mayLimber = to <= LIMBER_RANGE;
  return {
    procedure: "gunMove",
    cards,
    effects: [{ kind: "flag", unitId: input.unitId, figureId: null, flag: "limberDistance", value: to }],
    summary: {
      key: mayLimber ? "COMBAT_PATROL.Artillery.limberBack" : "COMBAT_PATROL.Artillery.limberComing",
      data: { inches: covered, distance: to },
    },
    cardInches: drawn.cardInches,
    factor: drawn.factor,
    inches: drawn.inches,
    bogged: drawn.bogged,
    stopAfterInchesInRough: drawn.stop,
    limberReturn: { from, to, mayLimber },
  };
}

export interface UnlimberResult extends ProcedureResult<"unlimber"> {
  /** Out of ammunition markers placed: the loading activations of the crew now. */
  readonly markers: number;
}

/**
 * NAP-7.1 "Limbered artillery requires an activation to unlimber then must load before firing.
 * Place an out-of-ammo marker on the gun after unlimbering – more than one if the crew is below full strength".
 */
export function unlimberGun(unit: UnitState, crew: GunCrew): UnlimberResult {
  if (unit.flags?.["limbered"] === false) throw new RulesError("alreadyUnlimbered", { unit: unit.name });
  const loading = loadingActivations(crew);
  if (loading.activations === null)
    throw new RulesError("crewCannotServe", { unit: unit.name, strength: loading.strength });
  const effects: Effect[] = [
    { kind: "flag", unitId: unit.id, figureId: null, flag: "limbered", value: false },
    { kind: "flag", unitId: unit.id, figureId: null, flag: "outOfAmmo", value: loading.activations },
    { kind: "flag", unitId: unit.id, figureId: null, flag: "round", value: "none" },
    { kind: "acted", unitId: unit.id, acted: true },
  ];
  return {
    procedure: "unlimber",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.Artillery.unlimber", data: { unit: unit.name, markers: loading.activations } },
    markers: loading.activations,
  };
}

/**
 * NAP-7.1 "Artillery requires an action to limber. To do so, the limber must be within 4 inches
 * of the gun when the activation card is drawn" (geometry limberWithin measures it).
 */
export function limberGun(unit: UnitState, limberWithin4: boolean, limber: LimberState): ProcedureResult<"limber"> {
  if (unit.flags?.["limbered"] === true) throw new RulesError("alreadyLimbered", { unit: unit.name });
  if (!limberWithin4) throw new RulesError("limberTooFar", { unit: unit.name });
  if (limber === "incapacitated") throw new RulesError("limberImmobile", { unit: unit.name });
  return {
    procedure: "limber",
    cards: [],
    effects: [{ kind: "flag", unitId: unit.id, figureId: null, flag: "limbered", value: true }],
    summary: { key: "COMBAT_PATROL.Artillery.limber", data: { unit: unit.name } },
  };
}

/**
 * NAP-7.1 "the limber is treated as under the command of the gun crew leader and must be within
 * his command radius to perform an action."
 */
export function limberMayAct(withinGunLeaderRadius: boolean): boolean {
  return withinGunLeaderRadius;
}

interface SupplyInput {
  /**
   * Inches from the gun to its limber (the limber has no token: its stored distance), null when it is not on the table.
   */
  readonly limberInches: number | null;
  /** Inches from the gun to its leader's token, null when either is off the table or there is no leader. */
  readonly leaderInches: number | null;
  /** The leader's command radius (CORE-11), null when he has none. */
  readonly radius: number | null;
}

/**
 * NAP-7.3 "Treat out-of-ammunition results as simple misses if the limber is within the leader's
 * command radius": in supply, measured where the table can tell. The limber stands `limberInches`
 * from the gun in a direction nobody recorded, so it is surely within the radius when leader and
 * limber distances add up to no more than it, surely beyond when they differ by more; between,
 * or without a leader's token or radius: null (the player says, as for guns on ships or in fixed
 * emplacements, "always considered to be in supply"). No limber on the table: out of supply.
 */
export function limberInSupply(input: SupplyInput): boolean | null {
  if (input.limberInches === null) return false;
  if (input.leaderInches === null || input.radius === null) return null;
  if (input.leaderInches + input.limberInches <= input.radius + 1e-9) return true;
  if (Math.abs(input.leaderInches - input.limberInches) > input.radius + 1e-9) return false;
  return null;
}

/** The limber figure of a gun unit (the Foundry side marks it with the "team" flag). */
export function isLimber(figure: FigureState, limberId?: string): boolean {
  return limberId !== undefined ? figure.id === limberId : figure.flags?.["team"] === true;
}

/**
 * NAP-7.1 the figures fire at the gun crew can hit, nearest first: the limber only when it is
 * within 4" of the gun ("it is immune to fire directed at the gun crew" beyond).
 */
export function gunCrewTargets(
  targets: readonly TargetFigure[],
  limberWithin4: boolean,
  limberId?: string,
): TargetFigure[] {
  return targets.filter((t) => limberWithin4 || !isLimber(t.figure, limberId));
}

/**
 * NAP-7.1 "If the limber team gets hit, treat it as a single entity ... If the result is a
 * wound, the limber moves at half speed for the remainder of the game. If the result is
 * incapacitation, the limber cannot be moved": a FireHooks.hitEffect; other figures use `next`.
 */
export function limberHitEffect(
  next: (ctx: HitContext) => HitEffect = damageHit,
  limberId?: string,
): (ctx: HitContext) => HitEffect {
  return (ctx) => {
    const f = ctx.target.figure;
    if (!isLimber(f, limberId)) return next(ctx);
    if (ctx.card.damage === "INCAPACITATE") {
      return {
        outcome: "incapacitated",
        wounds: ctx.wounds,
        effects: [{ kind: "incapacitate", unitId: ctx.unitId, figureId: f.id }],
        note: "COMBAT_PATROL.Artillery.limberImmobile",
      };
    }
    // A wound halves it; a wounded limber stays wounded (OUR reading: wounds never add up to incapacitation).
    const effects: Effect[] = ctx.wounds > 0 ? [] : [{ kind: "wound", unitId: ctx.unitId, figureId: f.id, wounds: 1 }];
    return {
      outcome: "wounded",
      wounds: Math.max(1, ctx.wounds),
      effects,
      note: "COMBAT_PATROL.Artillery.limberHalfSpeed",
    };
  };
}

/**
 * NAP-7.1 "Regardless of where the limber is located relative to the gun, it is never included
 * in randomization when applying morale results": the morale pickFigure hook of a gun unit.
 */
export function gunMoraleHooks(limberId?: string): MoraleHooks {
  return {
    pickFigure: (unit: UnitState, _card: ActionCard, taken: ReadonlySet<string>) =>
      unit.figures.find((f) => !f.incapacitated && !taken.has(f.id) && !isLimber(f, limberId)) ?? null,
  };
}
