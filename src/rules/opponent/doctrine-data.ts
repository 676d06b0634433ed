/**
 * The engine opponent's doctrines as data: how an engine-played side weighs its choices. Every
 * threshold is a named number here, never a constant buried in the chooser (choose.ts), and each
 * is documented in docs/opponent-doctrine.md.
 *
 * One scale for all: a volley is worth its chance to put at least one man down (0 to 1, the same
 * figure the fire dialog shows); a move is worth what it gains over standing still, counted in the
 * same units (cover, a firing position, ground closed on the enemy). So "cover is worth 0.6" reads
 * "standing in soft cover is worth as much to this doctrine as a volley with a 60% chance to put
 * a man down".
 */
import type { CoverGrade } from "../terrain";

import { DOCTRINE_IDS, type DoctrineId } from "./doctrine-ids";

export { DOCTRINE_IDS, type DoctrineId };

export interface Doctrine {
  readonly id: DoctrineId;
  /** The least chance to put at least one man down for which a volley (or OW-5.2 a Gatling's burst) is worth firing (0 to 1). */
  readonly minVolleyChance: number;
  /**
   * What standing in cover from the nearest enemy is worth to a move, for the whole unit in it (a
   * share of the unit: that share of it). "none" is the open ground's worth, 0.
   */
  readonly coverValue: Readonly<Record<CoverGrade, number>>;
  /** What a firing position is worth to a move: every firearm of the unit sees an enemy in range (a share: that share). */
  readonly firingPositionValue: number;
  /** What closing on the nearest enemy by one expected move is worth (negative: the doctrine keeps its distance). */
  readonly advanceValue: number;
  /**
   * OW-2 / NAP-2 what closing on the scenario's objective by one expected move is worth, the way a
   * figure may walk there (objective-field.ts); a unit holding the objective loses as much by leaving it.
   */
  readonly objectiveValue: number;
  /** The least a move must gain over standing still to be made. */
  readonly moveWhenGain: number;
  /** The least chance to win a round of hand to hand for which it charges; null: it never charges. */
  readonly chargeWhenWinChance: number | null;
  /**
   * The leader (or a lone hero) removes morale markers when that lowers the chance of a bad morale
   * result (any check not OK) by at least this much.
   */
  readonly removeMarkersWhenSaves: number;
  /** It reloads rather than fires when at least this share of its firearms is out of ammunition. */
  readonly reloadWhenShareOut: number;
  /**
   * NAP-7.3 the least a gun's round must be expected to put down (enemy figures, less the gun's own
   * side's in its path) for the gun to fire.
   */
  readonly minGunDown: number;
  /**
   * NAP-6.2.1.2 / OW-7.1c the least a counter-charge must add to a charged mounted unit's chance
   * to win the fight (counting the Reaction check it may fail) for it to go in (reaction-options.ts).
   */
  readonly counterChargeWhenGain: number;
  /**
   * OW-9.3 what a wagon's place loses when every enemy firearm sees it in range (a share: that share);
   * a wagon moves away from the guns when that gains it at least `moveWhenGain`.
   */
  readonly wagonDangerValue: number;
  /**
   * CORE-10 an enemy moves in sight of the unit in his activation: the unit takes reaction checks to
   * fire at him when its volley's chance to put a man down, times the chance a check passes, is at
   * least this (interrupt-options.ts; 1 or more: it never reacts to a move).
   */
  readonly interruptWhenChance: number;
  /**
   * NAP-6.2.1.2b a person's unit withdraws: a mounted unit pursues when its Reaction check passes
   * and its movement card carries it to him at least this often (pursuit-options.ts); null: never.
   */
  readonly pursueWhenChance: number | null;
  /**
   * NAP-5 / NAP-5.2 foot in open order form a close order line on their leader (Change formation)
   * when a standing enemy rider comes within this many inches, base edge to base edge (formation-options.ts).
   */
  readonly formAgainstRidersWithin: number;
}

/**
 * Aggressive: fires at any real chance, charges at even odds, barely values cover, closes on the
 * enemy, keeps its markers unless they are very likely to break it, reloads only when half its
 * guns are empty.
 */
const AGGRESSIVE: Doctrine = {
  id: "aggressive",
  minVolleyChance: 0.1,
  coverValue: { none: 0, soft: 0.05, hard: 0.1 },
  firingPositionValue: 0.3,
  advanceValue: 0.15,
  objectiveValue: 0.5,
  moveWhenGain: 0.05,
  chargeWhenWinChance: 0.5,
  removeMarkersWhenSaves: 0.5,
  reloadWhenShareOut: 0.5,
  minGunDown: 0.1,
  counterChargeWhenGain: 0.02,
  wagonDangerValue: 0.1,
  interruptWhenChance: 0.1,
  pursueWhenChance: 0.2,
  formAgainstRidersWithin: 12,
};

/** Steady: fires at a fair chance, takes cover when it costs little, charges only at good odds. */
const STEADY: Doctrine = {
  id: "steady",
  minVolleyChance: 0.2,
  coverValue: { none: 0, soft: 0.25, hard: 0.4 },
  firingPositionValue: 0.3,
  advanceValue: 0,
  objectiveValue: 0.35,
  moveWhenGain: 0.1,
  chargeWhenWinChance: 0.65,
  removeMarkersWhenSaves: 0.25,
  reloadWhenShareOut: 0.34,
  minGunDown: 0.25,
  counterChargeWhenGain: 0.05,
  wagonDangerValue: 0.3,
  interruptWhenChance: 0.15,
  pursueWhenChance: 0.35,
  formAgainstRidersWithin: 18,
};

/**
 * Cautious: fires only at a good chance, values cover above most volleys, gives ground rather than
 * closes, never charges, removes markers whenever it helps, reloads any empty gun first.
 */
const CAUTIOUS: Doctrine = {
  id: "cautious",
  minVolleyChance: 0.35,
  coverValue: { none: 0, soft: 0.6, hard: 0.9 },
  firingPositionValue: 0.2,
  advanceValue: -0.1,
  objectiveValue: 0.2,
  moveWhenGain: 0.1,
  chargeWhenWinChance: null,
  removeMarkersWhenSaves: 0.1,
  reloadWhenShareOut: 0.01,
  minGunDown: 0.5,
  counterChargeWhenGain: 0.1,
  wagonDangerValue: 0.5,
  interruptWhenChance: 0.25,
  pursueWhenChance: null,
  formAgainstRidersWithin: 24,
};

export const DOCTRINES: Readonly<Record<DoctrineId, Doctrine>> = {
  aggressive: AGGRESSIVE,
  steady: STEADY,
  cautious: CAUTIOUS,
};

/** How the opponent reads the map and the deck, the same for every doctrine. */
export interface OpponentReadings {
  /**
   * What an inch of slow ground (woods, rough, a ford) costs out of a move: 2, half speed (CORE-8
   * "terrain halves or quarters the distance"; the table asks the quarter only in close order).
   */
  readonly slowGroundCost: number;
  /** Directions a move is tried in around the unit (every 30 degrees: the clock's hours). */
  readonly moveBearings: number;
  /** How far along each direction a move is tried, as shares of the expected move. */
  readonly moveSteps: readonly number[];
  /** A point tried behind each cover obstacle, this far behind it from the nearest enemy (inches). */
  readonly behindObstacle: number;
  /** Chances closer than this are equal, and the tie goes by id (floating point noise never decides). */
  readonly sameChance: number;
  /** The grid the way to the objective is counted over: a cell's side (inches). */
  readonly objectiveCell: number;
  /** The grid reaches this far beyond the terrain, the figures and the zone (inches). */
  readonly objectiveMargin: number;
  /** How many counted ways (by map, zone, foot or mounted) are kept for the next activations. */
  readonly objectiveFieldsKept: number;
  /** NAP-5.3b the wheels a close order line tries, each way, in degrees (before its advance straight ahead). */
  readonly lineTurns: readonly number[];
  /** NAP-5.3 a close order figure facing within this many degrees of its leader is in line (tokens turned by hand are rarely exact). */
  readonly lineFacingSlack: number;
  /**
   * NAP-5.4.1 a close order line turns to face an enemy who moved behind it when he came this near
   * (inches, base edge to base edge: a charge's reach into its rear, CORE-6).
   */
  readonly faceBehindWithin: number;
}

export const OPPONENT_READINGS: OpponentReadings = {
  slowGroundCost: 2,
  moveBearings: 12,
  moveSteps: [1 / 3, 2 / 3, 1],
  behindObstacle: 0.5,
  sameChance: 1e-9,
  objectiveCell: 1,
  objectiveMargin: 2,
  objectiveFieldsKept: 8,
  lineTurns: [30, 60, 90],
  lineFacingSlack: 1,
  faceBehindWithin: 12,
};
