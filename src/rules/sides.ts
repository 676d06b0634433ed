/**
 * "The enemy" as the table shows it (docs/rules-readings.md "Who is the enemy"): where a rule says
 * "the enemy" (NAP-5.4.1 an enemy behind, CORE-6 / CORE-7 away from or toward the enemy,
 * NAP-6.2.1.3 an enemy on the advance) and the player named none, the enemy is a unit of the other
 * side, never a friend. Pure: the table reads each unit's allegiance (its tokens' disposition, its
 * players) behind the ports; this file decides.
 */
import type { UnitState } from "./model";

/** A unit's standing on the table, as its tokens and its actor's owners show it. */
export interface Allegiance {
  /**
   * The side its tokens show (Foundry's FRIENDLY / HOSTILE disposition, which the setup and the
   * starter adventures give side A / side B); null when neutral, secret, mixed or off the scene.
   */
  readonly side: "friendly" | "hostile" | null;
  /** Does the scene its tokens stand on show both sides (a friendly and a hostile token)? */
  readonly sceneShowsBothSides: boolean;
  /** The players (never a GM) who own its figures (else the unit's own actor). */
  readonly owners: readonly string[];
  /**
   * Do the figures on that scene have owners apart (two figures owned by different players, or
   * one by a player and one by none: the GM's)? Not when one player (or only the GM) moves all.
   */
  readonly scenePlayersApart: boolean;
}

/** Nothing known: no side shown, no player owns it. */
export const NO_ALLEGIANCE: Allegiance = {
  side: null,
  sceneShowsBothSides: false,
  owners: [],
  scenePlayersApart: false,
};

/**
 * How another unit stands to this one: "enemy", "friend", "neutral" (nobody's enemy: a herd, a
 * wagon with no driver, a neutral token while the scene shows sides), or "unknown" (the table
 * cannot tell: no sides shown, no players apart).
 */
export type Relation = "enemy" | "friend" | "neutral" | "unknown";

type Party = Pick<UnitState, "id" | "kind" | "leaderId" | "commanderId">;

/** CORE-11 two units of one chain of command (one commands the other, or one unit commands both). */
export function sameCommand(
  a: Pick<UnitState, "id" | "commanderId">,
  b: Pick<UnitState, "id" | "commanderId">,
): boolean {
  const over = (u: Pick<UnitState, "commanderId">) => u.commanderId ?? null;
  return a.id === b.id || over(a) === b.id || over(b) === a.id || (over(a) !== null && over(a) === over(b));
}

/** OW-9.2 a herd (animals follow no side) and OW-9.3 a wagon with no driver are nobody's enemy. */
function nobodys(unit: Party): boolean {
  return unit.kind === "herd" || (unit.kind === "wagon" && unit.leaderId === null);
}

/** The side a unit's tokens tell: only on a scene that shows both sides (a scene of one disposition tells none). */
const toldSide = (a: Allegiance) => (a.sceneShowsBothSides ? a.side : null);

/**
 * How `other` stands to `own`: CORE-11 the chain of command is friendly; a herd or a driverless
 * wagon is neutral (to a herd every other unit is unknown: animals know no sides); then the sides
 * the tokens show (both told: the same side is friendly, the other hostile; one told: the untold
 * is neutral); then, where the scene's figures have owners apart, the players (a player in
 * common, or both the GM's alone: friends; else the enemy); else unknown (one player, or the GM
 * alone, moves every side).
 */
export function relation(own: Party, ownAllegiance: Allegiance, other: Party, otherAllegiance: Allegiance): Relation {
  if (sameCommand(own, other)) return "friend";
  if (nobodys(other)) return "neutral";
  // OW-9.2.6 a bear retreats from (or advances toward) whoever threatens it: animals know no sides.
  if (own.kind === "herd") return "unknown";
  if (nobodys(own)) return "neutral";
  const a = toldSide(ownAllegiance);
  const b = toldSide(otherAllegiance);
  if (a && b) return a === b ? "friend" : "enemy";
  if (a || b) return "neutral";
  if (!ownAllegiance.scenePlayersApart) return "unknown";
  const mine = ownAllegiance.owners;
  const theirs = otherAllegiance.owners;
  if (mine.length === 0 && theirs.length === 0) return "friend";
  return theirs.some((p) => mine.includes(p)) ? "friend" : "enemy";
}

/**
 * The units the player may mean by "the enemy" when he named none: those of the other side, and
 * when the table cannot tell sides (no dispositions, no players apart) every unit outside the
 * chain of command (CORE-11), as before sides were read.
 */
export function enemiesOf<U extends Party>(
  own: Party,
  allegianceOf: (id: string) => Allegiance,
  onScene: readonly U[],
): U[] {
  const mine = allegianceOf(own.id);
  return onScene.filter((u) => {
    const r = relation(own, mine, u, allegianceOf(u.id));
    return r === "enemy" || r === "unknown";
  });
}

/** The units the player named (targeted) that may be the enemy: all but his own side's (a friend is never the enemy). */
export function namedEnemies<U extends Party>(
  own: Party,
  allegianceOf: (id: string) => Allegiance,
  named: readonly U[],
): U[] {
  const mine = allegianceOf(own.id);
  return named.filter((u) => relation(own, mine, u, allegianceOf(u.id)) !== "friend");
}
