/**
 * Proximity triggers (OW-9.2.7 stampede, OW-9.3f runaway), detected from where the tokens stand
 * after a fire or a melee result. Pure: figures in, the checks due out; the hook prompts the GM
 * and the action layer draws the check. Distances are geometry's (2", base edge to base edge).
 */
import { type Figure, STARTLE_RANGE, startles } from "@rules/geometry";
import type { StampedeTrigger } from "@rules/old-west/animals";
import type { RunawayTrigger } from "@rules/old-west/runaway";

/** A herd (its animals) or a wagon (its token stands for the team) on the table. */
export interface StartleGroup {
  readonly kind: "herd" | "wagon";
  /** The herd or wagon actor's UUID. */
  readonly actorId: string;
  readonly figures: readonly Figure[];
  /** A herd that cannot stampede (sheep) or is stampeding already, a wagon already running away: no check. */
  readonly exempt?: boolean;
}

export type TriggerCheck =
  | { readonly kind: "herd"; readonly actorId: string; readonly trigger: StampedeTrigger }
  | { readonly kind: "wagon"; readonly actorId: string; readonly trigger: RunawayTrigger };

/** The checks due, in the groups' order: at most one per group, none for an exempt group. */
function checksDue(groups: readonly StartleGroup[], due: (group: StartleGroup) => TriggerCheck | null): TriggerCheck[] {
  return groups.flatMap((g) => {
    const c = g.exempt ? null : due(g);
    return c ? [c] : [];
  });
}

function check(group: StartleGroup, herd: StampedeTrigger, wagon: RunawayTrigger): TriggerCheck {
  return group.kind === "herd"
    ? { kind: "herd", actorId: group.actorId, trigger: herd }
    : { kind: "wagon", actorId: group.actorId, trigger: wagon };
}

/**
 * OW-9.2.7 / OW-9.2.6 / OW-9.3f the checks a firing makes due: a herd fired on checks
 * ("firedOn"); a herd or a wagon team within 2" of any figure that fired checks ("fireWithin2",
 * "fireNearTeam"). OW-9.3f says "a figure fires within 2" of the team": its own passengers
 * firing from the wagon are such figures (the GM confirms each check).
 */
export function fireTriggers(
  shooters: readonly Figure[],
  targetUnitIds: readonly string[],
  groups: readonly StartleGroup[],
  range = STARTLE_RANGE,
): TriggerCheck[] {
  return checksDue(groups, (g) => {
    if (g.kind === "herd" && targetUnitIds.includes(g.actorId)) return check(g, "firedOn", "fireNearTeam");
    const near = shooters.some((s) => startles(s, g.figures, range));
    return near ? check(g, "fireWithin2", "fireNearTeam") : null;
  });
}

/**
 * OW-9.2.7 / OW-9.3f the checks a charge makes due: the herd or the wagon's team charged
 * ("herdCharged", "teamCharged"); a unit within 2" of a herd charged ("unitWithin2Charged").
 * `defenders` are the charged unit's figures on the table.
 */
export function chargeTriggers(
  defenderUnitId: string,
  defenders: readonly Figure[],
  groups: readonly StartleGroup[],
  range = STARTLE_RANGE,
): TriggerCheck[] {
  return checksDue(groups, (g) => {
    if (g.actorId === defenderUnitId) return check(g, "herdCharged", "teamCharged");
    if (g.kind === "herd" && defenders.some((d) => startles(d, g.figures, range)))
      return { kind: "herd", actorId: g.actorId, trigger: "unitWithin2Charged" };
    return null;
  });
}

/* ------------------------------------------------ reading a posted result */

function idsOf(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null || !(key in item)) continue;
    const value: unknown = Reflect.get(item, key);
    if (typeof value === "string" && !out.includes(value)) out.push(value);
  }
  return out;
}

/** CORE-5 the figures that fired in a fire result (their actor UUIDs), each once, in order. */
export function firersOf(result: object): string[] {
  return "procedure" in result && result.procedure === "fire" && "shots" in result
    ? idsOf(result.shots, "shooterId")
    : [];
}

/** CORE-5 the figures hit (figure ids, parts included) in a fire result. */
export function hitTargetsOf(result: object): string[] {
  return "procedure" in result && result.procedure === "fire" && "hits" in result ? idsOf(result.hits, "targetId") : [];
}

/** CORE-6 the attacker's and the defender's figure ids in a melee result, null for any other result. */
export function meleeSidesOf(result: object): { readonly attacker: string; readonly defender: string } | null {
  if (!("procedure" in result) || result.procedure !== "melee" || !("attacker" in result) || !("defender" in result))
    return null;
  const [attacker] = idsOf([result.attacker], "figureId");
  const [defender] = idsOf([result.defender], "figureId");
  return attacker && defender ? { attacker, defender } : null;
}
