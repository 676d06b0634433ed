/**
 * CORE-11 / OW-3a: command radius. A figure is in command when it is within its leader's
 * radius (base edge to base edge by default); the rest are marked out of command (CORE-8).
 */
import { RulesError } from "../errors";
import type { LeaderRank, RulesOptions } from "../options";
import type { Figure } from "./bases";
import { figuresDistance } from "./bases";
import { GEOMETRY_DEFAULTS, type Measure } from "./defaults";

/** CORE-3 / OW-3a: the radius of a leader, trained from the options, untrained from the OW table (6/18/24). */
export function commandRadius(
  rank: LeaderRank,
  trained: boolean,
  radii: Pick<RulesOptions, "commandRadius" | "untrainedCommandRadius">,
): number {
  return trained ? radii.commandRadius[rank] : radii.untrainedCommandRadius[rank];
}

interface CommandCheck {
  readonly radius: number;
  readonly inCommand: readonly string[];
  readonly outOfCommand: readonly string[];
}

/** CORE-11: which of these figures are within the leader's command radius (the leader himself is in). */
export function commandCheck(
  leader: Figure,
  radius: number,
  figures: readonly Figure[],
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): CommandCheck {
  if (!Number.isFinite(radius) || radius < 0) throw new RulesError("COMBAT_PATROL.Error.badRadius", { radius });
  const inCommand: string[] = [];
  const outOfCommand: string[] = [];
  for (const f of figures) {
    if (f.id === leader.id || figuresDistance(leader, f, measure) <= radius + 1e-9) inCommand.push(f.id);
    else outOfCommand.push(f.id);
  }
  return { radius, inCommand, outOfCommand };
}

/** CORE-3 / OW-3b: may a higher leader give his die to a subordinate leader (within his radius)? */
export function withinCommandRadius(
  leader: Figure,
  radius: number,
  other: Figure,
  measure: Measure = GEOMETRY_DEFAULTS.measure,
): boolean {
  return figuresDistance(leader, other, measure) <= radius + 1e-9;
}
