/**
 * CORE-3 / CORE-8 / CORE-11 command: every leader's command die rolled at the start of the
 * turn, a leader's command radius and who is out of command (never a hero, OW-4a), and a trained
 * higher leader swapping dice with a subordinate in his radius that has not acted. The
 * Activation Card that brings the numbers up is in activation.ts.
 */
import { RulesError } from "../errors";
import type { FigureState, ProcedureResult, UnitState } from "../model";
import type { LeaderRank, RulesOptions } from "../options";
import type { DieSource } from "./dice";
import { presentLeader } from "./morale";
import { rulesOf, type ProcedureOptions } from "./reader";

export interface CommandDiceResult extends ProcedureResult<"commandDice"> {
  readonly rolls: readonly { readonly unitId: string; readonly value: number }[];
}

/** CORE-3: every leader rolls his command die at the start of the turn (units given: those with a die). */
export function rollCommandDice(units: readonly UnitState[], dice: DieSource): CommandDiceResult {
  const rolls = units.map((u) => ({ unitId: u.id, value: dice.d6(`command:${u.id}`) }));
  return {
    procedure: "commandDice",
    cards: [],
    effects: rolls.map((r) => ({ kind: "commandDie", unitId: r.unitId, value: r.value })),
    summary: { key: "COMBAT_PATROL.Activation.diceRolled", data: { units: rolls.length } },
    rolls,
  };
}

const RANK_ORDER: readonly LeaderRank[] = ["team", "squad", "platoon", "company"];

/** CORE-3 / OW-3a command radius of a leader in inches (RulesOptions). */
export function commandRadius(rank: LeaderRank, trained: boolean, rules: RulesOptions): number {
  return trained ? rules.commandRadius[rank] : rules.untrainedCommandRadius[rank];
}

/**
 * CORE-8 out of command: the unit's leader is beyond his commander's radius. Heroes are never
 * out of command (OW-4a); a unit at the top of the chain is never out of command.
 */
export function isOutOfCommand(
  input: { readonly commander: FigureState | null; readonly distanceInches: number; readonly hero?: boolean },
  options?: ProcedureOptions,
): boolean {
  if (input.hero || !input.commander || input.commander.leaderRank === null) return false;
  return input.distanceInches > commandRadius(input.commander.leaderRank, input.commander.trained, rulesOf(options));
}

export interface SwapInput {
  /** The unit whose number came up; its leader gives. */
  readonly giver: UnitState;
  /** The subordinate unit that receives the die. */
  readonly receiver: UnitState;
  /** All units, to follow the chain of command (commanderId). */
  readonly units: readonly UnitState[];
  /** The number drawn. */
  readonly number: number;
  /** Inches from the giving leader to the receiving unit's leader (geometry measures). */
  readonly distanceInches: number;
  /** Extra refusal (OW-9.1: non-Indian leaders cannot swap with Indians). */
  readonly mayGive?: (giver: UnitState, receiver: UnitState) => boolean;
}

export interface SwapResult extends ProcedureResult<"swapDice"> {
  readonly giverId: string;
  readonly receiverId: string;
  readonly giverDie: number | null;
  readonly receiverDie: number | null;
}

/**
 * CORE-11: a trained higher leader whose number came up swaps dice with a subordinate in his radius that has not acted.
 */
export function swapCommandDice(input: SwapInput, options?: ProcedureOptions): SwapResult {
  const { giver, receiver } = input;
  const leader = presentLeader(giver);
  const data = { giver: giver.name, receiver: receiver.name };
  if (!leader || leader.leaderRank === null) throw new RulesError("noLeader", data);
  if (!leader.trained) throw new RulesError("leaderUntrained", data);
  if (giver.commandDie !== input.number) throw new RulesError("dieNotUp", { ...data, number: input.number });
  const receiverRank = presentLeader(receiver)?.leaderRank ?? null;
  if (receiverRank !== null && RANK_ORDER.indexOf(receiverRank) >= RANK_ORDER.indexOf(leader.leaderRank))
    throw new RulesError("notHigherLeader", data);
  if (!isSubordinate(receiver, giver.id, input.units)) throw new RulesError("notSubordinate", data);
  if (receiver.acted) throw new RulesError("alreadyActed", data);
  const radius = commandRadius(leader.leaderRank, true, rulesOf(options));
  if (!(input.distanceInches <= radius)) throw new RulesError("outOfRadius", { ...data, radius });
  if (input.mayGive && !input.mayGive(giver, receiver)) throw new RulesError("swapRefused", data);
  return {
    procedure: "swapDice",
    cards: [],
    effects: [
      { kind: "commandDie", unitId: giver.id, value: receiver.commandDie },
      { kind: "commandDie", unitId: receiver.id, value: giver.commandDie },
      { kind: "acted", unitId: receiver.id, acted: true },
    ],
    summary: { key: "COMBAT_PATROL.Activation.swapped", data: { ...data, number: input.number } },
    giverId: giver.id,
    receiverId: receiver.id,
    giverDie: receiver.commandDie,
    receiverDie: giver.commandDie,
  };
}

/** Follow commanderId up from `unit`: does the chain reach `commanderId`? */
function isSubordinate(unit: UnitState, commanderId: string, units: readonly UnitState[]): boolean {
  const byId = new Map(units.map((u) => [u.id, u]));
  let current: UnitState | undefined = unit;
  for (let guard = 0; current && guard <= units.length; guard += 1) {
    const up: string | null | undefined = current.commanderId;
    if (!up) return false;
    if (up === commanderId) return true;
    current = byId.get(up);
  }
  return false;
}
