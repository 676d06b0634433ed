/**
 * NAP-5.6 / NAP-5.4.1 the Reaction of a close order group: one check for the whole group (the
 * leader's Guts when he is in it, else the unit's Reaction), individual checks for the unit's open
 * order figures, and the group (or its rear rank) turning to face an enemy behind it on a passed
 * check. The formation itself (detection, moves, fire, melee) is in closeOrder.ts.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { FigureState, ProcedureResult, UnitState } from "../model";
import { angleDifference, normalizeDegrees } from "../geometry";
import { reactionValue, resolveReaction, type ReactionResult } from "../procedures/reaction";
import type { ProcedureOptions } from "../procedures/reader";

export interface CloseOrderReactionInput {
  readonly unit: UnitState;
  /** Ids of the figures in the close order group that reacts. */
  readonly groupFigureIds: readonly string[];
  /** The unit's Reaction attribute (used when the leader is not in the group). */
  readonly unitReaction: number;
  /** Open order figures of the unit that want to react: each checks alone. */
  readonly individualFigureIds?: readonly string[];
  readonly purpose?: string;
}

export interface CloseOrderReactionResult extends ProcedureResult<"closeOrderReaction"> {
  /** The group's single check, and the value it used. */
  readonly group: { readonly passed: boolean; readonly reaction: number; readonly by: "leader" | "unit" };
  readonly individuals: readonly { readonly figureId: string; readonly passed: boolean }[];
  /** Every figure that may react. */
  readonly reacting: readonly string[];
  /** What the reaction is for ("interrupt", "move", …); absent on a result stored before it was kept. */
  readonly purpose?: string;
  /** CORE-10 set by the GM's procedure when the pass lets the reacting figures fire or move once in the enemy's activation now. */
  readonly actsNow?: boolean;
}

/**
 * NAP-5.6 "Figures in close order make a single Reaction check for all the figures in the
 * close-order group ... If the unit leader is part of the close-order group, this reaction
 * check is made using the leader's Guts attribute ... otherwise ... the unit's Reaction
 * attribute. Any figures in a unit that are not in close order must make individual Reaction checks."
 */
export function resolveCloseOrderReaction(
  input: CloseOrderReactionInput,
  source: CardSource,
  options?: ProcedureOptions,
): CloseOrderReactionResult {
  const { unit } = input;
  const find = (id: string): FigureState => {
    const f = unit.figures.find((x) => x.id === id);
    if (!f) throw new RulesError("unknownFigure", { unit: unit.id, figure: id });
    return f;
  };
  const group = input.groupFigureIds.map(find).filter((f) => !f.incapacitated);
  if (group.length === 0) throw new RulesError("noFigures", { unit: unit.id });
  const leader = group.find((f) => f.id === unit.leaderId) ?? null;
  const value = closeOrderReactionValue(leader, input.unitReaction, options);
  const checker = leader ?? group.find((f) => !f.stunned) ?? group[0]!;
  const purpose = input.purpose ?? "interrupt";
  const groupCheck: ReactionResult = resolveReaction(
    { unitId: unit.id, figure: checker, reaction: value, purpose },
    source,
  );
  const cards = [...groupCheck.cards];
  const individuals = (input.individualFigureIds ?? []).map((id) => {
    const r = resolveReaction({ unitId: unit.id, figure: find(id), purpose }, source);
    cards.push(...r.cards);
    return { figureId: id, passed: r.passed };
  });
  const reacting = [
    ...(groupCheck.passed ? group.map((f) => f.id) : []),
    ...individuals.filter((i) => i.passed).map((i) => i.figureId),
  ];
  return {
    procedure: "closeOrderReaction",
    cards,
    effects: [],
    summary: {
      key: "COMBAT_PATROL.CloseOrder.reaction",
      data: { unit: unit.name, group: groupCheck.passed, reacting: reacting.length },
    },
    group: { passed: groupCheck.passed, reaction: value, by: leader ? "leader" : "unit" },
    individuals,
    reacting,
    purpose,
  };
}

/**
 * NAP-5.6 does this unit react as one close order group (the Napoleonic era, the unit in close order
 * on its sheet)? The Reaction button, the GM's check of it and the engine's reactions all read it here.
 */
export function reactsAsGroup(unit: Pick<UnitState, "closeOrder">, era: string): boolean {
  return era === "napoleonic" && unit.closeOrder;
}

/**
 * NAP-5.6 the Reaction value of a close order group: the leader's Guts as a Reaction value if he is in it, else the
 * unit's.
 */
export function closeOrderReactionValue(
  leaderInGroup: FigureState | null,
  unitReaction: number,
  options?: ProcedureOptions,
): number {
  return leaderInGroup ? reactionValue(leaderInGroup.guts, options) : unitReaction;
}

export interface CloseOrderTurnInput extends CloseOrderReactionInput {
  /** The direction the close order group faces now, degrees (the module's facing convention). */
  readonly facing: number;
  /** Bearing from the group to the enemy behind it, degrees. */
  readonly enemyBearing: number;
  /** "(or the rear rank)": the figures that turn; default the whole group. Each must be in the group. */
  readonly turningFigureIds?: readonly string[];
}

export interface CloseOrderTurnResult extends ProcedureResult<"closeOrderTurn"> {
  readonly reaction: CloseOrderReactionResult;
  readonly passed: boolean;
  /** The facing the turning figures take (toward the enemy), null when the check failed. */
  readonly faceTo: number | null;
  /** The facing the group turns from (the input's): the chat says the turn as a clock off it. */
  readonly turnedFrom: number;
  /** Each figure that turns and the facing it takes (token rotation on the table). */
  readonly turns: readonly { readonly figureId: string; readonly facing: number }[];
}

/**
 * NAP-5.4.1 "Figures in close order may use a reaction to turn the unit (or the rear rank) to
 * face an enemy behind them, as described in section 5.6": one Reaction check for the close
 * order group (resolveCloseOrderReaction); passed, the unit or its rear rank turns to face the
 * enemy. The enemy must be behind: more than 90° off the group's facing.
 */
export function resolveCloseOrderTurn(
  input: CloseOrderTurnInput,
  source: CardSource,
  options?: ProcedureOptions,
): CloseOrderTurnResult {
  const off = Math.abs(angleDifference(input.facing, input.enemyBearing));
  if (!(off > 90)) throw new RulesError("enemyNotBehind", { unit: input.unit.name });
  const turning = input.turningFigureIds ?? input.groupFigureIds;
  const outside = turning.find((id) => !input.groupFigureIds.includes(id));
  if (outside !== undefined) throw new RulesError("notInCloseOrderGroup", { unit: input.unit.name, figure: outside });
  const reaction = resolveCloseOrderReaction(
    { ...input, individualFigureIds: [], purpose: "turnToFace" },
    source,
    options,
  );
  const passed = reaction.group.passed;
  const faceTo = passed ? normalizeDegrees(input.enemyBearing) : null;
  const standing = new Set(input.unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  const turns =
    faceTo === null ? [] : turning.filter((id) => standing.has(id)).map((figureId) => ({ figureId, facing: faceTo }));
  return {
    procedure: "closeOrderTurn",
    cards: reaction.cards,
    effects: [],
    summary: {
      key: passed ? "COMBAT_PATROL.CloseOrder.turned" : "COMBAT_PATROL.CloseOrder.notTurned",
      data: { unit: input.unit.name, figures: turns.length },
    },
    reaction,
    passed,
    faceTo,
    turnedFrom: normalizeDegrees(input.facing),
    turns,
  };
}
