/**
 * NAP-8.1 Engineers (sappers/pioneers).
 * Emplacing charges takes the number of activations the GM sets (predetermined or random);
 * setting them off draws a card: "If the result is all miss symbols, the explosives failed to
 * detonate; otherwise, they detonated properly". Engineers with axes against a gate or door:
 * the door has an "Endurance value" (successful attacks to destroy it), Melee 0 and HtH 0; each
 * engineer in contact makes a hand-to-hand attack with his Melee and the axe's HtH (3); a win
 * takes one Endurance off the door, a loss "failed to damage the door".
 */
import type { CardRead, CardSource } from "../cards/source";
import type { Point } from "../geometry";
import { RulesError } from "../errors";
import { freshFigure, type Effect, type FigureState, type ProcedureResult } from "../model";
import { resolveMelee, type MeleeResult, type MeleeSide } from "../procedures/melee";
import { CardReader, type ProcedureOptions } from "../procedures/reader";
import { napoleonicWeapon } from "../tables/napoleonic-weapons";

export const ENGINEER_DATA = {
  /** "all miss symbols": a hit section showing no bullet hole. */
  failsOnHoles: 0,
  /** "The door's values are zero for both its Melee attribute and its HtH value." */
  door: { melee: 0, hth: 0 },
  /** "The door of a house might have Endurance of two, and a town gate might have five or higher." */
  suggestedEndurance: { houseDoor: 2, townGate: 5 },
} as const;

export interface EmplacementState {
  /** GM: activations needed to emplace (predetermined, or drawn at random by the GM). */
  readonly required: number;
  readonly done: number;
  /** Where the charges lie on the table (inches: on the bridge or structure), null when not recorded. */
  readonly at?: Point | null;
}

export interface EmplacementResult extends ProcedureResult<"emplace"> {
  readonly done: number;
  readonly required: number;
  readonly ready: boolean;
}

/** NAP-8.1 one engineer activation spent emplacing the charges. */
export function emplaceCharges(unitId: string, state: EmplacementState): EmplacementResult {
  if (!Number.isInteger(state.required) || state.required < 1 || !Number.isInteger(state.done) || state.done < 0) {
    throw new RulesError("badEmplacement", { required: state.required, done: state.done });
  }
  if (state.done >= state.required) throw new RulesError("alreadyEmplaced", { required: state.required });
  const done = state.done + 1;
  return {
    procedure: "emplace",
    cards: [],
    effects: [{ kind: "flag", unitId, figureId: null, flag: "chargesEmplaced", value: done }],
    summary: { key: "COMBAT_PATROL.Engineers.emplace", data: { done, required: state.required } },
    done,
    required: state.required,
    ready: done >= state.required,
  };
}

export interface DetonationResult extends ProcedureResult<"detonation"> {
  readonly detonated: boolean;
  /**
   * Where the charges lay (inches), null when not recorded. When they detonated, "the bridge or
   * other structure is destroyed": the bridge there (napoleonic/bridge.ts `bridgeAt`) is down and
   * its crossing closed (`bridgeEnds`) once the result is applied.
   */
  readonly at: Point | null;
}

/**
 * NAP-8.1 set off the charges: one card, hit section. Only a card showing no bullet hole fails;
 * an Out of Ammunition card shows no "miss symbols" and detonates (OUR reading). Charges that
 * went off are spent; charges that failed stay in place and may be set off again on a later
 * activation (OUR reading: the seed says only that they "failed to detonate").
 */
export function resolveDetonation(unitId: string, emplaced: EmplacementState, source: CardSource): DetonationResult {
  if (emplaced.done < emplaced.required)
    throw new RulesError("notEmplaced", { done: emplaced.done, required: emplaced.required });
  const reader = new CardReader(source);
  const card = reader.draw(`engineers.detonate:${unitId}`, ["hit"], (c) => `holes=${c.hit}`);
  const detonated = card.hit !== ENGINEER_DATA.failsOnHoles;
  return {
    procedure: "detonation",
    cards: reader.cards,
    // Charges that went off are spent (none left in place); charges that failed stay in place.
    // The bridge or structure is scenario terrain, not a unit: the table applies `detonated`.
    effects: detonated ? [{ kind: "flag", unitId, figureId: null, flag: "chargesEmplaced", value: 0 }] : [],
    summary: { key: detonated ? "COMBAT_PATROL.Engineers.detonated" : "COMBAT_PATROL.Engineers.failed", data: {} },
    detonated,
    at: emplaced.at ?? null,
  };
}

export interface DoorAttackInput {
  readonly unitId: string;
  /** Engineers with axes in contact with the door, in the order they attack. */
  readonly engineers: readonly FigureState[];
  /** The door's Endurance left (GM set it). */
  readonly doorEndurance: number;
}

interface DoorAttack {
  readonly figureId: string;
  readonly engineerTotal: number;
  readonly doorTotal: number;
  readonly won: boolean;
  /** The base hand to hand that decided it (CORE-6). */
  readonly melee: MeleeResult;
}

export interface DoorAttackResult extends ProcedureResult<"doorAttack"> {
  readonly attacks: readonly DoorAttack[];
  readonly doorEndurance: number;
  readonly breached: boolean;
}

/** NAP-8.1 the door as the defending side: "zero for both its Melee attribute and its HtH value". */
function doorFigure(unitId: string): FigureState {
  return freshFigure({
    id: `${unitId}.door`,
    name: "door",
    guts: "regular",
    accuracy: "regular",
    melee: ENGINEER_DATA.door.melee,
    endurance: 1,
    reaction: 0,
  });
}

/**
 * NAP-8.1 each engineer conducts a hand-to-hand attack against the door (the base melee, CORE-6):
 * Melee + axe HtH (3) + a card against 0 + 0 + a card. A win takes one Endurance off; nobody is
 * damaged (neither side draws a damage card), nobody recoils. Stops once the door is breached.
 */
export function resolveDoorAttack(
  input: DoorAttackInput,
  source: CardSource,
  options?: ProcedureOptions,
): DoorAttackResult {
  if (!Number.isInteger(input.doorEndurance) || input.doorEndurance < 0)
    throw new RulesError("badDoor", { endurance: input.doorEndurance });
  const axeHth = napoleonicWeapon("nap.axe").hth ?? 0;
  const door: MeleeSide = {
    unitId: input.unitId,
    figure: doorFigure(input.unitId),
    hth: ENGINEER_DATA.door.hth,
    takesDamage: false,
  };
  const cards: CardRead[] = [];
  const attacks: DoorAttack[] = [];
  let endurance = input.doorEndurance;
  for (const e of input.engineers) {
    if (endurance <= 0) break;
    const melee = resolveMelee(
      { attacker: { unitId: input.unitId, figure: e, hth: axeHth, takesDamage: false }, defender: door },
      source,
      { ...options, hooks: { afterMelee: () => [] } },
    );
    cards.push(...melee.cards);
    const won = melee.winner === "attacker";
    if (won) endurance -= 1;
    attacks.push({ figureId: e.id, engineerTotal: melee.attacker.total, doorTotal: melee.defender.total, won, melee });
  }
  // The door is scenario terrain, not a unit: the table keeps `doorEndurance`.
  const effects: Effect[] = [];
  return {
    procedure: "doorAttack",
    cards,
    effects,
    summary: {
      key: endurance === 0 ? "COMBAT_PATROL.Engineers.breached" : "COMBAT_PATROL.Engineers.doorHolds",
      data: { endurance },
    },
    attacks,
    doorEndurance: endurance,
    breached: endurance === 0,
  };
}
