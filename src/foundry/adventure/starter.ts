/**
 * The starter adventures' flag (tools/packs/adventures.ts writes it on each Adventure document,
 * flags["combat-patrol"].starter), read at the edge with zod, and what the import does with it
 * as plain data: which player gets which side.
 */
import { z } from "@rules/zod";
import { scenarioFlagSchema } from "./scenario-flag";

const id = z.string().check(z.regex(/^[A-Za-z0-9]{16}$/));

const starterFlagSchema = z.object({
  version: z.literal(1),
  sceneId: id,
  journalId: id,
  decks: z.literal(true),
  sides: z.object({ a: z.array(id), b: z.array(id) }),
  combatants: z.array(z.object({ actorId: id, name: z.string() })),
  /** The victory check's data (scenario-flag.ts); absent on an adventure built before it. */
  scenario: z.optional(scenarioFlagSchema),
});

export type StarterFlag = z.infer<typeof starterFlagSchema>;

/** The flag, or null when the adventure is not one of ours (or the flag is damaged). */
export function starterFlagFrom(raw: unknown): StarterFlag | null {
  const result = starterFlagSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/**
 * The owner of each side's actors: side A to the first player, side B to the second (the
 * first again when only one plays; nobody when no player exists yet — the GM then sets
 * ownership by hand, as the journal says).
 */
export function sideOwners(flag: Pick<StarterFlag, "sides">, playerIds: readonly string[]): Map<string, string> {
  const owners = new Map<string, string>();
  const a = playerIds[0];
  const b = playerIds[1] ?? playerIds[0];
  if (a) for (const actorId of flag.sides.a) owners.set(actorId, a);
  if (b) for (const actorId of flag.sides.b) owners.set(actorId, b);
  return owners;
}
