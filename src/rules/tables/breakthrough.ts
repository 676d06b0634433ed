/**
 * "Table 2 - Cavalry Breakthrough": the same table in both supplements
 * (OW-7.1e, NAP-6.2.1.3). Rows: the hand-to-hand result; columns: the victor charged
 * with or without Impetus. Each cell: what the victor (mounted) does, how far, and how
 * far the enemy withdraws.
 */
import { z } from "../zod";

export const BREAKTHROUGH_RESULTS = [
  "noOpponent",
  "defenderWounded",
  "defenderIncapacitated",
  "tieOrAttackerWounded",
] as const;
export type BreakthroughResult = (typeof BREAKTHROUGH_RESULTS)[number];

/**
 * advance: move forward `inches` (beyond the intended enemy location / the recoiling enemy);
 * stop: stop at the intended enemy location; back: fall back `inches` "as in base rules".
 */
export const BREAKTHROUGH_ACTIONS = ["advance", "stop", "back"] as const;
export type BreakthroughAction = (typeof BREAKTHROUGH_ACTIONS)[number];

export interface BreakthroughEntry {
  readonly action: BreakthroughAction;
  /** Inches the victor moves (0 for stop). */
  readonly inches: number;
  /** "must advance" (true) or "may advance" (false: the owner may decline). */
  readonly mandatory: boolean;
  /** Inches the enemy withdraws ("Enemy withdraws 2 inches"), 0 where the cell says nothing. */
  readonly enemyWithdraws: number;
  /** "victor must advance 1 inch beyond, back to back". */
  readonly backToBack: boolean;
  /** Localization key of the cell as printed (COMBAT_PATROL.Breakthrough.<result>.<column>). */
  readonly label: string;
}

export interface BreakthroughRow {
  readonly withImpetus: BreakthroughEntry;
  readonly withoutImpetus: BreakthroughEntry;
}

const entrySchema = /* @__PURE__ */ z
  .strictObject({
    action: z.enum(BREAKTHROUGH_ACTIONS),
    inches: z.number().check(z.minimum(0)),
    mandatory: z.boolean(),
    enemyWithdraws: z.number().check(z.minimum(0)),
    backToBack: z.boolean(),
    label: z.string().check(z.regex(/^COMBAT_PATROL\.Breakthrough\.[a-zA-Z]+\.with(out)?Impetus$/)),
  })
  .check(z.refine((e) => (e.action === "stop") === (e.inches === 0), { message: "only stop moves 0 inches" }));

export const breakthroughTableSchema = z.strictObject({
  noOpponent: z.strictObject({ withImpetus: entrySchema, withoutImpetus: entrySchema }),
  defenderWounded: z.strictObject({ withImpetus: entrySchema, withoutImpetus: entrySchema }),
  defenderIncapacitated: z.strictObject({ withImpetus: entrySchema, withoutImpetus: entrySchema }),
  tieOrAttackerWounded: z.strictObject({ withImpetus: entrySchema, withoutImpetus: entrySchema }),
}) satisfies z.ZodMiniType<Record<BreakthroughResult, BreakthroughRow>>;

/** "Back 2 inches as in base rules": the base-rules recoil (CORE-6), the same in both columns. */
const backAsBaseRules = (column: "withImpetus" | "withoutImpetus"): BreakthroughEntry => ({
  action: "back",
  inches: 2,
  mandatory: true,
  enemyWithdraws: 0,
  backToBack: false,
  label:
    column === "withImpetus"
      ? "COMBAT_PATROL.Breakthrough.tieOrAttackerWounded.withImpetus"
      : "COMBAT_PATROL.Breakthrough.tieOrAttackerWounded.withoutImpetus",
});
const ENEMY_WITHDRAWS = 2;

export const CAVALRY_BREAKTHROUGH = {
  noOpponent: {
    withImpetus: {
      action: "advance",
      inches: 6,
      mandatory: true,
      enemyWithdraws: 0,
      backToBack: false,
      label: "COMBAT_PATROL.Breakthrough.noOpponent.withImpetus",
    },
    withoutImpetus: {
      action: "stop",
      inches: 0,
      mandatory: true,
      enemyWithdraws: 0,
      backToBack: false,
      label: "COMBAT_PATROL.Breakthrough.noOpponent.withoutImpetus",
    },
  },
  defenderWounded: {
    withImpetus: {
      action: "advance",
      inches: 1,
      mandatory: true,
      enemyWithdraws: ENEMY_WITHDRAWS,
      backToBack: true,
      label: "COMBAT_PATROL.Breakthrough.defenderWounded.withImpetus",
    },
    withoutImpetus: {
      action: "advance",
      inches: 1,
      mandatory: false,
      enemyWithdraws: ENEMY_WITHDRAWS,
      backToBack: false,
      label: "COMBAT_PATROL.Breakthrough.defenderWounded.withoutImpetus",
    },
  },
  defenderIncapacitated: {
    withImpetus: {
      action: "advance",
      inches: 4,
      mandatory: true,
      enemyWithdraws: 0,
      backToBack: false,
      label: "COMBAT_PATROL.Breakthrough.defenderIncapacitated.withImpetus",
    },
    withoutImpetus: {
      action: "advance",
      inches: 1,
      mandatory: false,
      enemyWithdraws: 0,
      backToBack: false,
      label: "COMBAT_PATROL.Breakthrough.defenderIncapacitated.withoutImpetus",
    },
  },
  tieOrAttackerWounded: {
    withImpetus: backAsBaseRules("withImpetus"),
    withoutImpetus: backAsBaseRules("withoutImpetus"),
  },
} as const satisfies Record<BreakthroughResult, BreakthroughRow>;

/** OW-7.1e / NAP-6.2.1.3 The Table 2 cell for a hand-to-hand result. */
export function cavalryBreakthrough(result: BreakthroughResult, impetus: boolean): BreakthroughEntry {
  const row: BreakthroughRow = CAVALRY_BREAKTHROUGH[result];
  return impetus ? row.withImpetus : row.withoutImpetus;
}
