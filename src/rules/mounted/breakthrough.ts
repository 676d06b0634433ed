/**
 * NAP-6.2.1.3 / OW-7.1e the moves after a mounted fight (Table 2, cavalry breakthrough): the
 * loser's withdrawal and the victor's advance or recoil as token moves the table offers, the
 * "no opponent" advance of an impetus unit, and the advance as the table found it (clear,
 * blocked: stunned, or into an enemy: a second melee). The fight itself is in melee.ts, which
 * hands its result here; the advance as a result of its own is in advance.ts.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState } from "../model";
import { baseMovesAfterMelee, type AfterMeleeContext } from "../procedures/melee";
import { cavalryBreakthrough, type BreakthroughEntry, type BreakthroughResult } from "../tables/breakthrough";
import type { MountedData } from "./data";

/**
 * A move after the fight the table offers as a token move (the owner confirms it, or declines
 * one that is not mandatory). Inches are along the victor's charge line (`veerInches` to
 * either side at most); the victor keeps his facing.
 */
export interface AdvanceOffer {
  readonly unitId: string;
  readonly figureId: string;
  readonly inches: number;
  readonly direction: "advance" | "recoil";
  /** "must advance" (true) or "may advance" (false). */
  readonly mandatory: boolean;
  /**
   * NAP-6.2.1.3 the victor ends with the rear of his base `beyondInches` beyond the rear of the
   * recoiling figure's base, "facing away from each other".
   */
  readonly backToBack: boolean;
  readonly beyondInches: number;
  /** The figure the victor ends back to back with (the recoiling loser), null otherwise. */
  readonly backToBackWith: string | null;
  readonly veerInches: number;
  /**
   * NAP-6.2.1.3 only a mandatory advance may run into an enemy (a second melee); "If a cavalry
   * figure is victorious in this second melee it may advance an inch ... but it may not advance
   * into contact with an enemy figure."
   */
  readonly mayContactEnemy: boolean;
}

export interface BreakthroughMove {
  readonly figureId: string;
  readonly unitId: string;
  readonly row: BreakthroughResult;
  readonly impetus: boolean;
  readonly entry: BreakthroughEntry;
  /** "must advance": an advance that cannot be made stuns the figure (resolveBreakthroughAdvance). */
  readonly mustAdvance: boolean;
  /** NAP-6.2.1.3 "may veer at most one inch to either side of this 'charge' line". */
  readonly veerInches: number;
  /** The loser's withdrawal ("Enemy withdraws 2 inches"), null when he does not move. */
  readonly enemyWithdrawal: AdvanceOffer | null;
  /** The victor's advance as a token move (pass it to resolveBreakthroughAdvance), null for "stop". */
  readonly victorAdvance: AdvanceOffer | null;
  /** This fight was itself a second melee: its victor may not advance into contact. */
  readonly afterSecondMelee: boolean;
}

export interface BreakthroughContext {
  /** The fight was a second melee (NAP-6.2.1.3). */
  readonly secondMelee?: boolean;
  /** Base depths along the charge line, inches; default MountedData.baseDepth by mounted/foot. */
  readonly baseDepths?: { readonly attacker: number; readonly defender: number };
}

/**
 * NAP-6.2.1.3 / OW-7.1e the moves after a fight with a mounted victor (Table 2): the row from
 * what happened to the loser (incapacitated, or wounded / unhurt), the column from the
 * victor's impetus. A foot victor and a tie use the base rules (loser, or both, back 2").
 */
export function breakthroughMoves(
  ctx: AfterMeleeContext,
  attackerImpetus: boolean,
  defenderImpetus: boolean,
  data: MountedData,
  context: BreakthroughContext = {},
): { effects: Effect[]; breakthrough: BreakthroughMove | null } {
  if (ctx.winner === "tie") return { effects: baseMovesAfterMelee(ctx), breakthrough: null };
  const [victor, loser, impetus] =
    ctx.winner === "attacker"
      ? [ctx.attacker, ctx.defender, attackerImpetus]
      : [ctx.defender, ctx.attacker, defenderImpetus];
  if (!victor.figure.mounted) return { effects: baseMovesAfterMelee(ctx), breakthrough: null };
  const row: BreakthroughResult = ctx.loserOutcome === "incapacitated" ? "defenderIncapacitated" : "defenderWounded";
  const entry = cavalryBreakthrough(row, impetus);
  const depth = (side: "attacker" | "defender", f: FigureState) =>
    context.baseDepths?.[side] ?? (f.mounted ? data.baseDepth.mounted : data.baseDepth.foot);
  const victorSide = ctx.winner === "attacker" ? "attacker" : "defender";
  const loserSide = ctx.winner === "attacker" ? "defender" : "attacker";
  const withdraws = entry.enemyWithdraws > 0 && ctx.loserOutcome !== "incapacitated";
  const backToBack = entry.backToBack && withdraws;
  // NAP-6.2.1.3 "the rear of its base is one inch beyond the rear of the base of recoiling
  // figure": from base-to-base contact the victor covers the withdrawal, the loser's base, the
  // inch and his own base. Table 2's other cells are plain distances.
  const victorInches = backToBack
    ? entry.enemyWithdraws +
      depth(loserSide, loser.figure) +
      data.breakthroughBeyondInches +
      depth(victorSide, victor.figure)
    : entry.inches;
  const afterSecondMelee = context.secondMelee === true;
  const offer = (
    unitId: string,
    figureId: string,
    inches: number,
    direction: "advance" | "recoil",
    mandatory: boolean,
    btb: boolean,
  ): AdvanceOffer => ({
    unitId,
    figureId,
    inches,
    direction,
    mandatory,
    backToBack: btb,
    beyondInches: btb ? data.breakthroughBeyondInches : 0,
    backToBackWith: btb ? loser.figure.id : null,
    veerInches: direction === "advance" && mandatory ? data.breakthroughVeerInches : 0,
    mayContactEnemy: direction === "advance" && mandatory && !afterSecondMelee,
  });
  const enemyWithdrawal = withdraws
    ? offer(loser.unitId, loser.figure.id, entry.enemyWithdraws, "recoil", true, false)
    : null;
  const victorAdvance =
    entry.action === "advance"
      ? offer(victor.unitId, victor.figure.id, victorInches, "advance", entry.mandatory, backToBack)
      : null;
  const effects: Effect[] = [];
  if (enemyWithdrawal) {
    effects.push({
      kind: "move",
      unitId: loser.unitId,
      figureId: loser.figure.id,
      inches: enemyWithdrawal.inches,
      direction: "recoil",
    });
  }
  if (victorAdvance) {
    effects.push({
      kind: "move",
      unitId: victor.unitId,
      figureId: victor.figure.id,
      inches: victorAdvance.inches,
      direction: "advance",
      ...(victorAdvance.mandatory ? {} : { optional: true }),
    });
  }
  return {
    effects,
    breakthrough: {
      figureId: victor.figure.id,
      unitId: victor.unitId,
      row,
      impetus,
      entry,
      mustAdvance: entry.action === "advance" && entry.mandatory,
      veerInches: data.breakthroughVeerInches,
      enemyWithdrawal,
      victorAdvance,
      afterSecondMelee,
    },
  };
}

/**
 * NAP-6.2.1.3 / OW-7.1e Table 2 "No opponent": a figure of an impetus unit that makes no
 * contact "must advance 6 inches beyond intended enemy location"; without impetus it stops there.
 */
export function noOpponentMove(
  unitId: string,
  figureId: string,
  impetus: boolean,
): { entry: BreakthroughEntry; effects: Effect[]; mustAdvance: boolean } {
  const entry = cavalryBreakthrough("noOpponent", impetus);
  const effects: Effect[] =
    entry.action === "advance" ? [{ kind: "move", unitId, figureId, inches: entry.inches, direction: "advance" }] : [];
  return { entry, effects, mustAdvance: entry.action === "advance" && entry.mandatory };
}

/** What the table found on the line of the advance. */
export type AdvanceOutcome = "clear" | "blocked" | "enemy-contact";

export interface AdvanceResult {
  readonly effects: readonly Effect[];
  /** "will conduct a second melee if this advance takes it into contact with an enemy figure". */
  readonly secondMelee: boolean;
  readonly stunned: boolean;
  /** Inches the figure moves (0: it stays). On enemy contact: up to the enemy, at most this. */
  readonly inches: number;
  /** The victor ends back to back with `offer.backToBackWith` (a clear back-to-back advance). */
  readonly endsBackToBack: boolean;
  /**
   * Localization key when the advance is not made for a rule (into contact after a second melee, or a "may" advance).
   */
  readonly refused: string | null;
}

/**
 * NAP-6.2.1.3 the victor's advance as the table found it, from the offer breakthroughMoves made
 * (`MountedMeleeResult.breakthrough.victorAdvance`). "If the cavalry figure cannot advance
 * because there is no room or the table situation does not permit it, the cavalry figure is
 * stunned ... This stun rule does not apply if the figure's movement is stopped by contact
 * with an enemy." (OW-7.1e: blocked "by anything other than an enemy figure".) "A cavalry
 * figure that must advance will conduct a second melee if this advance takes it into contact
 * with an enemy figure"; the victor of that second melee "may advance an inch ... but it may not
 * advance into contact with an enemy figure" (nor may any other "may" advance: after a melee
 * "no enemy figures should remain in contact").
 * Clear: the move effect (back to back when the offer says so). Enemy contact: the move up to
 * the enemy (`inchesToContact`, measured by the table) and a second melee.
 */
export function resolveBreakthroughAdvance(
  offer: AdvanceOffer,
  outcome: AdvanceOutcome,
  inchesToContact?: number,
): AdvanceResult {
  const { unitId, figureId } = offer;
  const none = {
    effects: [] as Effect[],
    secondMelee: false,
    stunned: false,
    inches: 0,
    endsBackToBack: false,
    refused: null,
  };
  if (outcome === "enemy-contact") {
    if (offer.mayContactEnemy) {
      // The table measures how far the figure went before it met the enemy (the whole offer when not given).
      const inches = inchesToContact ?? offer.inches;
      if (!Number.isFinite(inches) || inches < 0 || inches > offer.inches) {
        throw new RulesError("badInches", { what: "inchesToContact", value: String(inches) });
      }
      const effects: Effect[] = inches > 0 ? [{ kind: "move", unitId, figureId, inches, direction: "advance" }] : [];
      return { ...none, effects, secondMelee: true, inches };
    }
    return { ...none, refused: "COMBAT_PATROL.Mounted.noAdvanceIntoContact" };
  }
  if (outcome === "blocked") {
    if (offer.mandatory)
      return { ...none, effects: [{ kind: "stun", unitId, figureId, stunned: true }], stunned: true };
    return none;
  }
  return {
    ...none,
    effects: [
      {
        kind: "move",
        unitId,
        figureId,
        inches: offer.inches,
        direction: offer.direction,
        ...(offer.mandatory ? {} : { optional: true }),
      },
    ],
    inches: offer.inches,
    endsBackToBack: offer.backToBack,
  };
}
