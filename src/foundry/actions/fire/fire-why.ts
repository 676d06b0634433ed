/** CORE-5.2 the fire dialog's sum of the holes each shooter needs (fire-view.ts shows it under his holes). */
import type { ShotPlan } from "@rules/procedures";
import type { Format } from "@foundry/shared/format";

/**
 * CORE-5.2 the holes a shooter needs, added up as the engine's plan adds them (the same figures as
 * rules/odds/fire-breakdown.ts): "Accuracy Regular: 2 + Long range: 2 + Moved this activation: 1 = 5".
 */
export function whyNeeded(plan: ShotPlan, accuracy: string, format: Format): string {
  if (!plan.effectiveBand) return "";
  const parts = [
    format("COMBAT_PATROL.Action.Fire.why.accuracy", {
      accuracy: format(`COMBAT_PATROL.Grade.${accuracy}`),
      holes: plan.accuracyBase,
    }),
    format("COMBAT_PATROL.Action.Fire.why.range", {
      band: format(`COMBAT_PATROL.Action.Fire.band.${plan.effectiveBand}`),
      holes: plan.rangeHoles,
    }),
    ...plan.shifts
      .filter((shift) => shift.shifts !== 0)
      .map((shift) =>
        format("COMBAT_PATROL.Action.Fire.why.shift", {
          shift: format(`COMBAT_PATROL.Shift.${shift.key}`),
          holes: shift.shifts,
        }),
      ),
  ];
  return format("COMBAT_PATROL.Action.Fire.why.sum", { parts: parts.join(" + "), needed: plan.needed });
}
