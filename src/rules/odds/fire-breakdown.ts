/**
 * What the fire dialog shows for each shooter before the odds (CORE-5.2): his Accuracy, the holes
 * it gives, the range band and its holes, every column shift by name, and the holes he needs in
 * all (their sum), with his shots. Read from the engine's plan (planShot), never recomputed: two
 * riflemen at the same range needing 3 and 2 holes show why (a wound, a move, the saddle …).
 */
import type { FigureState, RangeBand } from "../model";
import {
  planFire,
  planShot,
  type FireInput,
  type NoFireReason,
  type ShiftApplied,
  type Shooter,
} from "../procedures/fire";
import type { ProcedureOptions } from "../procedures/reader";

interface ShooterBreakdown {
  readonly figureId: string;
  /** His Accuracy grade (the Accuracy column of the table). */
  readonly accuracy: FigureState["accuracy"];
  /** Holes his Accuracy needs at no range. */
  readonly accuracyHoles: number;
  /** The band the range falls in, and the band it counts as (a close order target: one shorter). */
  readonly band: RangeBand | null;
  readonly effectiveBand: RangeBand | null;
  readonly rangeHoles: number;
  /** Every shift by name (lang COMBAT_PATROL.Shift.<key>), in holes. */
  readonly shifts: readonly ShiftApplied[];
  /** accuracyHoles + rangeHoles + the shifts. */
  readonly needed: number;
  readonly shots: number;
  readonly possible: boolean;
  readonly reason: NoFireReason | null;
}

/** CORE-5.2 one shooter's breakdown at a target (in close order or not). */
export function shooterBreakdown(
  shooter: Shooter,
  targetCloseOrder: boolean,
  options?: ProcedureOptions,
): ShooterBreakdown {
  const plan = planShot(shooter, targetCloseOrder, options);
  return {
    figureId: plan.figureId,
    accuracy: shooter.figure.accuracy,
    accuracyHoles: plan.accuracyBase,
    band: plan.band,
    effectiveBand: plan.effectiveBand,
    rangeHoles: plan.rangeHoles,
    shifts: plan.shifts,
    needed: plan.needed,
    shots: plan.shots,
    possible: plan.possible,
    reason: plan.reason,
  };
}

/** CORE-5.2 every shooter of a volley, in the input's order (planFire's plan). */
export function volleyBreakdown(input: FireInput, options?: ProcedureOptions): ShooterBreakdown[] {
  const plan = planFire(input, options);
  return plan.shooters.map((p, i) => ({
    figureId: p.figureId,
    accuracy: input.shooters[i]!.figure.accuracy,
    accuracyHoles: p.accuracyBase,
    band: p.band,
    effectiveBand: p.effectiveBand,
    rangeHoles: p.rangeHoles,
    shifts: p.shifts,
    needed: p.needed,
    shots: p.shots,
    possible: p.possible,
    reason: p.reason,
  }));
}
