/**
 * OW-2 / NAP-2 a starter adventure's End of Turn, on the GM's client: the victory check
 * (src/rules/scenario evaluateScenario) over the combat's units with their sides (the adventure's
 * actor ids) and their tokens' places, kept as one record per turn in the Combat's flag
 * (flags["combat-patrol"].report, written by the GM only) for the after-action report. Over ports
 * (the table tests drive it with the table double); foundryRecordPorts wires Foundry.
 */
import { z } from "@rules/zod";
import type { Figure } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { evaluateScenario, REASON_CODES, turnRecords, type TurnRecord } from "@rules/scenario";
import { actorUuid, unitSides, type CombatScenario } from "./scenario-flag";

/** A unit of the combat with each of its figures' places (by figure id; none: off the table). */
export interface PlacedCombatUnit {
  readonly unit: UnitState;
  readonly places: Readonly<Record<string, Figure>>;
}

export interface RecordPorts {
  /** The Combat's scenario, null when it has none. */
  scenario(): CombatScenario | null;
  units(): readonly PlacedCombatUnit[];
  records(): readonly TurnRecord[];
  saveRecords(records: readonly TurnRecord[]): Promise<void>;
}

const side = z.enum(["a", "b"]);
const holder = z.nullable(z.enum(["a", "b", "contested"]));
const reason = z.object({
  code: z.enum(REASON_CODES),
  side: z.optional(side),
  count: z.optional(z.number()),
  against: z.optional(z.number()),
  turn: z.optional(z.number()),
  names: z.optional(z.array(z.string())),
});
const verdict = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("won"), side, reason }),
  z.object({ outcome: z.literal("draw"), reason }),
  z.object({ outcome: z.literal("running") }),
]);
const perSide = z.object({ a: z.number(), b: z.number() });
const recordsSchema = z.array(
  z.object({ turn: z.number(), down: perSide, holder, verdict, escaped: z.array(z.string()) }),
);

/** The records a Combat's flag holds (none when it holds none, or a damaged list). */
export function turnRecordsFrom(raw: unknown): TurnRecord[] {
  const result = recordsSchema.safeParse(raw ?? []);
  return result.success ? result.data : [];
}

/**
 * The victory check at the end of `turn`, recorded (the turn's earlier record replaced); null without a scenario.
 * `decided` is true when this End of Turn settled the game (no earlier turn had a verdict): the GM is told.
 */
export async function recordTurn(
  ports: RecordPorts,
  turn: number,
): Promise<{ readonly record: TurnRecord; readonly decided: boolean } | null> {
  const scenario = ports.scenario();
  if (!scenario) return null;
  const sides = unitSides(scenario);
  const roles = Object.fromEntries(Object.entries(scenario.roles).map(([role, ids]) => [role, ids.map(actorUuid)]));
  const earlier = turnRecords(ports.records()).filter((r) => r.turn < turn);
  const evaluation = evaluateScenario(scenario.rules, {
    units: ports.units().map((u) => ({ ...u, side: sides.get(u.unit.id) ?? null })),
    turn,
    roles,
    escaped: earlier[earlier.length - 1]?.escaped ?? [],
  });
  const record: TurnRecord = {
    turn,
    down: evaluation.down,
    holder: evaluation.holder,
    verdict: evaluation.verdict,
    escaped: evaluation.escaped,
  };
  await ports.saveRecords([...ports.records().filter((r) => r.turn !== turn), record]);
  const settled = earlier.some((r) => r.verdict.outcome !== "running");
  return { record, decided: !settled && record.verdict.outcome !== "running" };
}
