/**
 * What the table measures between figures, as pure functions over geometry figures: range bands
 * for the fire dialog, arcs of fire, command radii and the out-of-command marking. Each only
 * measures and hands the number to the rule that decides (tables' rangeBandAt, geometry's
 * requireInArc, the activation procedure's isOutOfCommand).
 */
import {
  type Arc,
  type Figure,
  closeOrderArc,
  commandRadius,
  edgeDistance,
  gatlingArc,
  requireInArc,
  wagonGatlingArc,
  withinCommandRadius,
} from "@rules/geometry";
import type { Effect, FigureState, RangeBand, WeaponProfile } from "@rules/model";
import type { LeaderRank, RulesOptions } from "@rules/options";
import { isOutOfCommand } from "@rules/procedures/activation";
import { rangeBandAt } from "@rules/tables";

/* ------------------------------------------------ range (CORE-5.1) */

interface RangeReading {
  /** Inches base edge to base edge. */
  readonly inches: number;
  /** The weapon's band at that range, null when out of range. */
  readonly band: RangeBand | null;
}

/** CORE-5.1 the range band from shooter to target, measured base edge to base edge. */
export function rangeBandBetween(
  shooter: Figure,
  target: Figure,
  weapon: Pick<WeaponProfile, "id" | "range">,
): RangeReading {
  const inches = edgeDistance(shooter, target);
  return { inches, band: rangeBandAt(weapon, inches) };
}

/* ------------------------------------------------ arcs (OW-5.2e, OW-5.2f, NAP-5.4.2) */

export const ARC_KINDS = ["gatling", "wagonGatling", "closeOrder"] as const;
export type ArcKind = (typeof ARC_KINDS)[number];

/** The rule each arc applies (its ID shows in the refusal). */
const ARC_RULES: Readonly<Record<ArcKind, string>> = {
  gatling: "OW-5.2e",
  wagonGatling: "OW-5.2f",
  closeOrder: "NAP-5.4.2",
};

/** The arc of fire of a figure (a Gatling's facing, a wagon's rear, a close-order figure's front). */
export function arcOf(kind: ArcKind, shooter: Figure): Arc {
  switch (kind) {
    case "gatling":
      return gatlingArc(shooter);
    case "wagonGatling":
      return wagonGatlingArc(shooter);
    case "closeOrder":
      return closeOrderArc(shooter);
  }
}

/**
 * Refuses a target outside the arc (RulesError COMBAT_PATROL.Error.outsideArc, localized by the
 * caller); returns the degrees it is off the centre line.
 */
export function requireTargetInArc(kind: ArcKind, shooter: Figure, target: Figure): number {
  return requireInArc(arcOf(kind, shooter), target.at, ARC_RULES[kind]);
}

/* ------------------------------------------------ command radius (CORE-11, OW-3a) */

/** A leader as the radius reads him. */
export interface LeaderInfo {
  readonly rank: LeaderRank | null;
  readonly trained: boolean;
}

/** CORE-11 / OW-3a the leader's radius in inches, null for a figure that leads nobody. */
export function leaderRadius(
  leader: LeaderInfo,
  options: Pick<RulesOptions, "commandRadius" | "untrainedCommandRadius">,
): number | null {
  return leader.rank === null ? null : commandRadius(leader.rank, leader.trained, options);
}

/** CORE-11 is `other` within the leader's command radius (base edge to base edge)? */
export function inRadius(
  leader: Figure,
  info: LeaderInfo,
  other: Figure,
  options: Pick<RulesOptions, "commandRadius" | "untrainedCommandRadius">,
): boolean {
  const radius = leaderRadius(info, options);
  return radius !== null && withinCommandRadius(leader, radius, other);
}

/** One unit's place in the chain of command as the table sees it. */
export interface CommandLink {
  readonly unitId: string;
  /** OW-4a heroes are never out of command. */
  readonly hero: boolean;
  /** The unit's leader on the table, null when he is not (then nothing is decided). */
  readonly leader: Figure | null;
  /**
   * Its commanding unit's leader: his figure on the table and his state (null when he cannot be
   * read); the whole field null at the top of the chain.
   */
  readonly commander: { readonly figure: Figure | null; readonly state: FigureState | null } | null;
  /** The unit's stored out-of-command state. */
  readonly outOfCommand: boolean;
}

/**
 * CORE-8 / CORE-11 the out-of-command effects for the units whose state changes: the distance
 * from each unit's leader to his commander, judged by the activation rules (isOutOfCommand).
 * A unit whose leader or commander is not on the table keeps its state.
 */
export function outOfCommandEffects(links: readonly CommandLink[], rules: RulesOptions): Effect[] {
  const effects: Effect[] = [];
  for (const link of links) {
    let out: boolean;
    if (link.commander === null) out = false;
    else if (!link.leader || !link.commander.figure || !link.commander.state) continue;
    else {
      out = isOutOfCommand(
        {
          commander: link.commander.state,
          distanceInches: edgeDistance(link.leader, link.commander.figure),
          hero: link.hero,
        },
        { rules },
      );
    }
    if (out !== link.outOfCommand) effects.push({ kind: "outOfCommand", unitId: link.unitId, outOfCommand: out });
  }
  return effects;
}

/** The figures of a unit outside their own leader's radius (shown on the canvas, not stored). */
export function figuresOutsideRadius(
  leader: Figure,
  info: LeaderInfo,
  figures: readonly Figure[],
  options: Pick<RulesOptions, "commandRadius" | "untrainedCommandRadius">,
): string[] {
  const radius = leaderRadius(info, options);
  if (radius === null) return [];
  return figures.filter((f) => f.id !== leader.id && !withinCommandRadius(leader, radius, f)).map((f) => f.id);
}
