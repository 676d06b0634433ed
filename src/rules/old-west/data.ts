/**
 * Numbers of the Old West rules that the tables (src/rules/tables) do not hold: printed
 * numbers of rules that are procedures rather than tables (each quoted from the seed), and
 * OUR defaults where the seed prints none (marked "ours"). Every OW procedure takes this as
 * its `owData` option, so a group may change any of them.
 */
import type { Grade, MoraleResult } from "../cards/schema";

export interface OldWestData {
  /** OW-2 "small units of 4 to 6 men". */
  readonly unitSize: { readonly min: number; readonly max: number };
  /** OW-9.1 (2) "Set Indians' Melee value 1 point higher than regular troops." */
  readonly indianMeleeBonus: number;
  /** OW-4e "Heroes can have up to six Endurance." */
  readonly heroMaxEndurance: number;
  /**
   * Ours: the most Endurance a figure that is neither a hero nor an animal may have. OW-4e makes
   * six a hero's privilege ("Heroes can have up to six Endurance"); the seeds set no other
   * ceiling (NAP-3.3: "typically set to 3", "set at the scenario designer's discretion"), so
   * we refuse only what only a hero may have: 5. Animals: their OW Table 3 range.
   */
  readonly figureMaxEndurance: number;
  /**
   * OW-4d "Elite Heroes can remove 2 markers; Regular Heroes can remove 1 marker."
   * Green: the seed names none; ours 0 (as a Green leader, CORE-11).
   */
  readonly heroRemoves: Readonly<Record<Grade, number>>;
  /**
   * OW-4b hero order "by drawing cards and consulting the ten-sided die icon, as described in
   * Section 1.3" of the base rules (not in our sources). Ours: the highest d10 acts first;
   * heroes tied on the d10 draw again among themselves.
   */
  readonly heroOrder: "highestFirst" | "lowestFirst";
  /** OW-5.1 Out of Ammunition markers. */
  readonly reload: {
    /** "Normal: Use the standard Combat Patrol rules" (CORE-5.4: one marker). */
    readonly normalMarkers: number;
    /** "Double: ... put 2 markers on the figure." */
    readonly doubleMarkers: number;
    /** "Always: When fired, the weapon is automatically marked Out of Ammunition." */
    readonly alwaysAfterFiring: number;
    /** "If the hit randomizer number is even the figure's weapon fouled. Place two ..." */
    readonly alwaysFouledMarkers: number;
    /** "If the hit randomizer number is odd the result is simply a single ... marker." */
    readonly alwaysOddMarkers: number;
    /** "One action (activation) is required to remove each Out of Ammunition marker." */
    readonly removedPerAction: number;
  };
  /** OW-5.2 Gatling guns. */
  readonly gatling: {
    /** OW-5.2b "Limbered guns move one card on open ground, two cards on road." */
    readonly limberedCards: { readonly open: number; readonly road: number; readonly rough: number };
    /** OW-5.2b "Movement in woods or rough terrain is one card halved". */
    readonly limberedRoughFactor: number;
    /** OW-5.2c "the crew can move (manhandle) the Gatling Gun at one quarter speed". */
    readonly manhandledFactor: number;
    /** OW-5.2c manhandled "Movement in woods or rough terrain is one card quartered". */
    readonly manhandledCards: number;
    /** OW-5.2b/c "make a bog check treating the terrain as elite". */
    readonly bogTerrainGrade: Grade;
    /** Ours: unstunned crewmen the gun needs to fire (the seed names the gunner among four). */
    readonly minCrewToFire: number;
  };
  /** OW-9.2 animals. */
  readonly animals: {
    /** OW-9.2.6 bears: "any negative result will cause the bear to retreat": the result used. */
    readonly bearRetreat: MoraleResult;
    /** OW-9.2.7 "If the result is an advance toward the enemy, the herd stampedes." */
    readonly stampedeOn: MoraleResult;
  };
  /** OW-9.3 wagons. */
  readonly wagons: {
    /**
     * Ours: the bog grade of a check a galloping or runaway wagon makes on a turn over 45°
     * or at a linear obstacle (the seed asks for "a bog check" on no graded terrain).
     */
    readonly turnBogGrade: Grade;
    /** Ours: Endurance of a team, which "only counts as one figure". */
    readonly teamEndurance: number;
    /**
     * Ours: the Melee total the overturning wagon attacks each occupant with (OW-9.3f "All
     * figures in the wagon must take a melee attack"): Melee and HtH both 0, plus a card.
     */
    readonly overturnAttackMelee: number;
    /** OW-9.3f regain control "If the result is good (i.e. does not list a forced action)". */
    readonly regainControlOn: readonly MoraleResult[];
  };
}

export const OLD_WEST_DATA: OldWestData = {
  unitSize: { min: 4, max: 6 },
  indianMeleeBonus: 1,
  heroMaxEndurance: 6,
  figureMaxEndurance: 5,
  heroRemoves: { elite: 2, regular: 1, green: 0 },
  heroOrder: "highestFirst",
  reload: {
    normalMarkers: 1,
    doubleMarkers: 2,
    alwaysAfterFiring: 1,
    alwaysFouledMarkers: 2,
    alwaysOddMarkers: 1,
    removedPerAction: 1,
  },
  gatling: {
    limberedCards: { open: 1, road: 2, rough: 1 },
    limberedRoughFactor: 0.5,
    manhandledFactor: 0.25,
    manhandledCards: 1,
    bogTerrainGrade: "elite",
    minCrewToFire: 1,
  },
  animals: {
    bearRetreat: "FALL_BACK",
    stampedeOn: "ADVANCE_ONE",
  },
  wagons: {
    turnBogGrade: "regular",
    teamEndurance: 2,
    overturnAttackMelee: 0,
    regainControlOn: ["OK"],
  },
};
