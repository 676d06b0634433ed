/**
 * NAP-5 Close order troops (foot and mounted alike).
 * 5.1 four or more touching bases (geometry detects it); 5.2 formation changes by individual
 * moves within the card; 5.3 movement -2" lateral/oblique, -3" per linear obstacle, quarter
 * speed in woods/rough, wheel measured on the outside figure; 5.4.1 HtH +1; 5.4.2 the second
 * rank fires when touching, a ±15° arc, fire at close order one band shorter; 5.5 morale and
 * Elite/Green cards one grade better with half the unit (rounded up) in close order; 5.6 one
 * Reaction check for a close order group (and 5.4.1 the turn to face it allows), in
 * closeOrderReaction.ts and exported from here too.
 */
import { RulesError } from "../errors";
import {
  angleDifference,
  baseReach,
  bearing,
  closestOnSegment,
  closeOrderArc,
  distance,
  inArc,
  inContact,
  type Figure,
  type Point,
} from "../geometry";
import { detectCloseOrder, type CloseOrderResult } from "../geometry/closeOrder";
import type { Figures } from "../geometry/spatial";
import type { MeleeModifier } from "../procedures/melee";
import { MOUNTED_DEFAULTS } from "../mounted/data";
import type { MovePenalty, MovementResult } from "../procedures/movement";
import type { MountedMoveResult } from "../mounted/movement";

export * from "./closeOrderReaction";

/** The printed numbers of NAP-5. */
export const CLOSE_ORDER_DATA = {
  /** NAP-5.3 "-2" lateral or oblique movement". */
  lateralPenalty: 2,
  /** NAP-5.3 "-3" for linear obstacle (1" more than base rules)". */
  linearObstaclePenalty: 3,
  /** NAP-5.3 "move at one quarter of the distance indicated on the Action Card" in woods or rough. */
  roughFactor: 0.25,
  /** The base rules' halving for open order in woods or rough. */
  openOrderRoughFactor: 0.5,
  /** NAP-5.4.1 "+1 modifier for hand to hand combat". */
  hthBonus: MOUNTED_DEFAULTS.closeOrderBonus,
  /** NAP-5.5 grades better for morale and the Elite/Green activation cards. */
  gradeShift: 1,
} as const;

/** NAP-5.1 / NAP-5.5 close order groups and units from token positions (geometry). */
export function closeOrderOf(figures: Figures): CloseOrderResult {
  return detectCloseOrder(figures);
}

/**
 * NAP-5.5 "To apply these effects at least half, rounded up, of the unit must be in close
 * order": grades better for morale and for the Elite/Green activation cards (feed it to
 * resolveMorale's and resolveActivationCard's gradeShift).
 */
export function closeOrderGradeShift(result: CloseOrderResult, unitId: string): number {
  return result.units.get(unitId)?.closeOrder ? CLOSE_ORDER_DATA.gradeShift : 0;
}

export interface CloseOrderMoveInput {
  /** The movement allowance (the card, or cards for mounted). */
  readonly allowanceInches: number;
  /** NAP-5.3 the move is lateral or oblique. */
  readonly lateralOrOblique: boolean;
  /** Linear obstacles crossed; mounted figures take no distance penalty (NAP-6.1.2). */
  readonly linearObstacles: number;
  readonly mounted: boolean;
  /** NAP-5.3 a wheel first: inches the outside figure travels (wheelInches). */
  readonly wheelInches?: number;
}

export type { MovePenalty };

export interface CloseOrderMove {
  readonly penalties: readonly MovePenalty[];
  /** Inches left for the move after penalties and the wheel (never below 0). */
  readonly inches: number;
}

/** NAP-5.3 close order movement modifiers (cumulative); the wheel comes out of the same allowance. */
export function closeOrderMove(input: CloseOrderMoveInput): CloseOrderMove {
  if (!Number.isInteger(input.linearObstacles) || input.linearObstacles < 0) {
    throw new RulesError("badInches", { what: "linearObstacles", value: String(input.linearObstacles) });
  }
  const penalties: MovePenalty[] = [];
  if (input.lateralOrOblique) penalties.push({ key: "lateral", value: -CLOSE_ORDER_DATA.lateralPenalty });
  if (input.linearObstacles > 0 && !input.mounted)
    penalties.push({ key: "linearObstacle", value: -CLOSE_ORDER_DATA.linearObstaclePenalty * input.linearObstacles });
  if (input.wheelInches) penalties.push({ key: "wheel", value: -input.wheelInches });
  const inches = Math.max(0, input.allowanceInches + penalties.reduce((s, p) => s + p.value, 0));
  return { penalties, inches };
}

/** NAP-5.3 what the player declares of a close order figure's move (the path's own terms). */
export interface CloseOrderMoveTerms {
  readonly lateralOrOblique: boolean;
  readonly linearObstacles: number;
  /** Inches the outside figure travels wheeling first (0: no wheel). */
  readonly wheelInches?: number;
}

/**
 * NAP-5.3 a drawn move of a figure in close order: the modifiers ("cumulative") come off the
 * allowance the cards gave after wounds and ground (the wheel too: "any remaining distance can be
 * used as forward movement"); never below 0. NAP-6.1.2 a mounted figure takes no obstacle penalty.
 * The result keeps its kind; its `closeOrder` lists the modifiers and the summary says the new allowance.
 */
export function withCloseOrderMove<R extends MovementResult | MountedMoveResult>(
  result: R,
  terms: CloseOrderMoveTerms,
  mounted: boolean,
): R {
  const move = closeOrderMove({
    allowanceInches: result.inches,
    lateralOrOblique: terms.lateralOrOblique,
    linearObstacles: terms.linearObstacles,
    mounted,
    ...(terms.wheelInches ? { wheelInches: terms.wheelInches } : {}),
  });
  return {
    ...result,
    inches: move.inches,
    closeOrder: move.penalties,
    summary: { ...result.summary, data: { ...result.summary.data, inches: move.inches } },
  };
}

/**
 * NAP-5.3 "A unit in line that wheels from one end or pivots on its center would measure the
 * distance traveled by the figure on the outside of the turn": the arc of radius = frontage
 * (wheel from one end) or half the frontage (pivot on the centre). Mounted close order may
 * only wheel forward (NAP-6.1.1, mounted/closeOrderTurn).
 */
export function wheelInches(frontageInches: number, degrees: number, about: "end" | "centre"): number {
  if (!(frontageInches >= 0) || !Number.isFinite(degrees))
    throw new RulesError("badInches", { what: "wheel", value: String(frontageInches) });
  const radius = about === "end" ? frontageInches : frontageInches / 2;
  return (radius * Math.abs(degrees) * Math.PI) / 180;
}

/**
 * NAP-5.3 "Close order units in woods or rough terrain ... move at one quarter"; open order
 * halves (base rules). NAP-8.2 (1) Indians do not halve in woods (indianTerrainFactor).
 */
export function roughTerrainFactor(closeOrder: boolean): number {
  return closeOrder ? CLOSE_ORDER_DATA.roughFactor : CLOSE_ORDER_DATA.openOrderRoughFactor;
}

/**
 * NAP-5.4.1 the close order HtH modifier: in close order (the last 4" of a move to contact in
 * close order, mounted/closeOrderForMelee), attack and defence, not when attacked from the rear.
 */
export function closeOrderHthModifier(closeOrder: boolean, attackedFromRear: boolean): MeleeModifier | null {
  return closeOrder && !attackedFromRear ? { key: "closeOrder", value: CLOSE_ORDER_DATA.hthBonus } : null;
}

/**
 * NAP-5.4.1 "it does not apply to figures attacked from the rear", read from the map: the
 * attacker's centre more than 90° off the defender's facing (its token's rotation), the same
 * "behind" as the close order turn to face (resolveCloseOrderTurn).
 */
export function attackedFromRear(defender: Pick<Figure, "at" | "facing">, attacker: Pick<Figure, "at">): boolean {
  return Math.abs(angleDifference(defender.facing ?? 0, bearing(defender.at, attacker.at))) > 90;
}

/**
 * NAP-5.4.2 "Figures in the second rank and in close order may fire if the bases are touching
 * ... Both ranks must be in close order and touching."
 */
export function secondRankMayFire(bothRanksInCloseOrder: boolean, basesTouching: boolean): boolean {
  return bothRanksInCloseOrder && basesTouching;
}

export type RankFireReason = "notCloseOrder" | "notTouching" | "thirdRank";

/** NAP-5.4.2 one figure of a firing unit: its rank toward the target and whether it may fire from there. */
export interface RankFireCheck {
  readonly figureId: string;
  /** 0 front rank (nothing of its unit in front), 1 second rank, 2 or more further back. */
  readonly rank: number;
  /** The figure of its unit in front of it nearest to it (null in the front rank). */
  readonly frontId: string | null;
  readonly mayFire: boolean;
  readonly reason: RankFireReason | null;
}

/**
 * NAP-5.4.2 "Figures in the second rank and in close order may fire if the bases are touching
 * ... Both ranks must be in close order and touching." Our reading of a rank (the seed draws it,
 * Figure 1(c), without defining it): a figure stands behind another of its unit when that
 * figure's base lies across the straight line from its centre to the target point (more than
 * grazing it) and nearer the target. No one in front: the front rank, it fires. Behind front-rank
 * figures only: the second rank, it fires when it and every figure in front of it are in close
 * order (NAP-5.1, from these positions) and its base touches the nearest of them
 * (secondRankMayFire). Behind a second-rank figure: it cannot fire. `figures`: the unit's
 * standing figures on the table (inches).
 */
export function rankFire(figures: readonly Figure[], target: Point): readonly RankFireCheck[] {
  const unit = figures.map((f) => ({ ...f, unit: "rank-fire" }));
  const closeOrder = detectCloseOrder(unit).inCloseOrder;
  const fronts = new Map<string, Figure[]>();
  for (const s of unit) {
    const inFront = unit.filter((f) => {
      if (f.id === s.id) return false;
      const { point, t } = closestOnSegment(f.at, s.at, target);
      return (
        t > 0 && t < 1 && distance(f.at, point) < baseReach(f) - 1e-6 && distance(f.at, target) < distance(s.at, target)
      );
    });
    inFront.sort((a, b) => distance(a.at, s.at) - distance(b.at, s.at));
    fronts.set(s.id, inFront);
  }
  const rankOf = (id: string, seen: ReadonlySet<string>): number => {
    const ahead = (fronts.get(id) ?? []).filter((f) => !seen.has(f.id));
    return ahead.length === 0 ? 0 : 1 + Math.max(...ahead.map((f) => rankOf(f.id, new Set([...seen, id]))));
  };
  return unit.map((s): RankFireCheck => {
    const ahead = fronts.get(s.id) ?? [];
    const rank = rankOf(s.id, new Set());
    const front = ahead[0] ?? null;
    if (rank === 0 || !front) return { figureId: s.id, rank: 0, frontId: null, mayFire: true, reason: null };
    if (rank > 1) return { figureId: s.id, rank, frontId: front.id, mayFire: false, reason: "thirdRank" };
    const bothClose = closeOrder.has(s.id) && ahead.every((f) => closeOrder.has(f.id));
    const touching = inContact(s, front);
    const mayFire = secondRankMayFire(bothClose, touching);
    return {
      figureId: s.id,
      rank,
      frontId: front.id,
      mayFire,
      reason: mayFire ? null : !bothClose ? "notCloseOrder" : "notTouching",
    };
  });
}

/** NAP-5.4.2 "Figures in close order have 30-degree arc of fire (+/- 15 degrees)" (geometry). */
export function closeOrderMayFireAt(shooter: Figure, target: Point, shooterInCloseOrder: boolean): boolean {
  return !shooterInCloseOrder || inArc(closeOrderArc(shooter), target);
}

/**
 * NAP-5.4.2 / NAP-6.2.2 "When firing at figures in close order, the shooter reduces range by one
 * band": FireTarget.closeOrder for a target whose figures are all in a close order group.
 */
export function targetInCloseOrder(result: CloseOrderResult, targetFigureIds: readonly string[]): boolean {
  return targetFigureIds.length > 0 && targetFigureIds.every((id) => result.inCloseOrder.has(id));
}

/**
 * NAP-5.3 "-2" lateral or oblique movement": a close-order figure moving to a point outside its
 * frontal arc moves sideways or obliquely. OUR reading of "oblique": beyond the ±15° of straight
 * ahead that NAP-5.4.2 gives a close-order figure's arc of fire. A figure without a facing, or a
 * move of no length, counts as straight ahead (the player may still say otherwise).
 */
export function isLateralOrOblique(figure: Figure, to: Point): boolean {
  if (figure.facing === undefined || distance(figure.at, to) === 0) return false;
  return !inArc(closeOrderArc(figure), to);
}
