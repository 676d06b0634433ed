/**
 * The victory check's data as a starter adventure carries it (flags["combat-patrol"].starter.scenario,
 * written by tools/packs/adventures.ts) and as the import copies it onto the adventure's Combat
 * (flags["combat-patrol"].scenario, with the journal the report is written into and the sides' actors): the scenario's
 * zones, objective and conditions (src/rules/scenario), each role's actor ids, the sides' names.
 * Read at the edge with zod; a damaged flag reads as no scenario (no check, no report button).
 */
import { z } from "@rules/zod";
import type { ScenarioData, ScenarioSide } from "@rules/scenario";

const id = z.string().check(z.regex(/^[A-Za-z0-9]{16}$/));
const point = z.object({ x: z.number(), y: z.number() });
const side = z.enum(["a", "b"]);

const zoneSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("rect"), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
  z.object({ kind: z.literal("circle"), x: z.number(), y: z.number(), radius: z.number() }),
  z.object({ kind: z.literal("westOf"), line: z.array(point), margin: z.number() }),
]);

const conditionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("escape"), zone: z.string(), count: z.number(), by: z.number() }),
  z.object({ kind: z.literal("figureDown"), role: z.string() }),
  z.object({ kind: z.literal("reducedTo"), standing: z.number() }),
  z.object({ kind: z.literal("unitGone"), role: z.string() }),
  z.object({ kind: z.literal("outnumber"), zone: z.string(), against: z.string(), from: z.number() }),
  z.object({ kind: z.literal("belowHalf"), role: z.string() }),
  z.object({ kind: z.literal("keepOut"), zone: z.string(), at: z.number() }),
]);

const rulesSchema = z.object({
  key: z.string(),
  lastTurn: z.number(),
  zones: z.record(z.string(), zoneSchema),
  objective: z.string(),
  victory: z.object({ a: z.array(conditionSchema), b: z.array(conditionSchema) }),
  first: z.nullable(side),
});

/** The adventure's part: the scenario, its roles bound to actor ids, the sides' names. */
export const scenarioFlagSchema = z.object({
  rules: rulesSchema,
  roles: z.record(z.string(), z.array(id)),
  names: z.object({ a: z.string(), b: z.string() }),
});

/** The Combat's copy: the adventure's part, the journal the report page goes into, each side's actor ids. */
const combatScenarioSchema = z.object({
  ...scenarioFlagSchema.shape,
  journalId: id,
  sides: z.object({ a: z.array(id), b: z.array(id) }),
});

/** The flags as read, the scenario as the rules type it (what the schema reads is what the evaluator takes: asScenarioData). */
export type ScenarioFlag = Omit<z.infer<typeof scenarioFlagSchema>, "rules"> & { readonly rules: ScenarioData };
export type CombatScenario = Omit<z.infer<typeof combatScenarioSchema>, "rules"> & { readonly rules: ScenarioData };

/** What the schema reads is what the evaluator takes (a change to the rules' shapes fails here, at compile time). */
const asScenarioData = (rules: z.infer<typeof rulesSchema>): ScenarioData => rules;

/** The Combat's scenario, or null when it has none (not a starter adventure's, or a damaged flag). */
export function combatScenarioFrom(raw: unknown): CombatScenario | null {
  const result = combatScenarioSchema.safeParse(raw);
  return result.success ? { ...result.data, rules: asScenarioData(result.data.rules) } : null;
}

/** Actor ids as the units and figures carry them (world actors' UUIDs). */
export const actorUuid = (id: string): string => `Actor.${id}`;

/** Each unit's side in the Combat's scenario, by the unit's id as the pieces carry it. */
export function unitSides(scenario: CombatScenario): Map<string, ScenarioSide> {
  return new Map<string, ScenarioSide>([
    ...scenario.sides.a.map((id) => [actorUuid(id), "a"] as const),
    ...scenario.sides.b.map((id) => [actorUuid(id), "b"] as const),
  ]);
}
