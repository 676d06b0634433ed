/**
 * OW-2 Order of battle and OW-3 untrained leaders, on top of the base activation (CORE-3,
 * CORE-11: swapCommandDice) and morale (CORE-7: resolveMorale) procedures.
 *
 * OW-2: "small units of 4 to 6 men"; "each unit will have a leader ... either trained or untrained."
 * OW-3a: untrained command radius 6" team, 18" squad, 24" platoon (RulesOptions.untrainedCommandRadius).
 * OW-3b: "An untrained leader cannot swap dice on his activation; however, an untrained leader
 *        can 'receive' a die from a higher commander, provided that commander is a trained leader
 *        and the receiving leader is within the trained leader's command radius."
 *        (swapCommandDice: only a trained giver, radius of the giver, any receiver.)
 * OW-3c: "Untrained leaders cannot remove morale markers." (resolveMorale: trained leaders only.)
 * OW-9.1 (1): "Non-Indian leaders cannot swap Command Dice with Indian units." (the mayGive hook.)
 */
import { RulesError } from "../errors";
import { commandRadius as geometryCommandRadius } from "../geometry";
import type { FigureState, UnitState } from "../model";
import { swapCommandDice, type SwapInput, type SwapResult } from "../procedures/activation";
import { presentLeader } from "../procedures/morale";
import { rulesOf } from "../procedures/reader";
import { isIndian, owDataOf, type OldWestOptions } from "./common";

/** OW-2: a unit of 4 to 6 figures. */
export function unitSizeOk(unit: UnitState, options?: OldWestOptions): boolean {
  const { min, max } = owDataOf(options).unitSize;
  const n = unit.figures.length;
  return n >= min && n <= max;
}

/** OW-2: refuse a foot or mounted unit outside 4-6 figures (heroes, crews, herds, wagons have their own sizes). */
export function checkUnitSize(unit: UnitState, options?: OldWestOptions): void {
  if ((unit.kind === "foot" || unit.kind === "mounted") && !unitSizeOk(unit, options)) {
    const { min, max } = owDataOf(options).unitSize;
    throw new RulesError("COMBAT_PATROL.Error.unitSize", { unit: unit.name, count: unit.figures.length, min, max });
  }
}

/** OW-3a: the command radius of a leader figure, trained or untrained (from the GM options). */
export function leaderCommandRadius(leader: FigureState, options?: OldWestOptions): number {
  if (leader.leaderRank === null) throw new RulesError("COMBAT_PATROL.Error.notALeader", { figure: leader.name });
  return geometryCommandRadius(leader.leaderRank, leader.trained, rulesOf(options));
}

/** OW-3a the radius to draw around a unit's leader (null: no leader present). */
export function unitCommandRadius(unit: UnitState, options?: OldWestOptions): number | null {
  const leader = presentLeader(unit);
  return leader && leader.leaderRank !== null ? leaderCommandRadius(leader, options) : null;
}

/** OW-9.1 (1) the Old West refusal the base swap takes as its `mayGive` hook. */
export function oldWestMayGive(options?: OldWestOptions): (giver: UnitState, receiver: UnitState) => boolean {
  return (giver, receiver) => {
    const receiverIndian = isIndian(presentLeader(receiver), receiver, options);
    const giverIndian = isIndian(presentLeader(giver), giver, options);
    return !receiverIndian || giverIndian;
  };
}

/** OW-3b / OW-9.1 the base dice swap with the Old West refusals. */
export function swapOldWestDice(input: Omit<SwapInput, "mayGive">, options?: OldWestOptions): SwapResult {
  return swapCommandDice({ ...input, mayGive: oldWestMayGive(options) }, options);
}
