/**
 * The numbers of the artillery rules (NAP-7; OW-8 uses them too) that are not in
 * src/rules/tables/artillery.ts: the movement cards of NAP-7.1 as printed, and OUR defaults
 * where the seed leans on base rules we do not have. A group may pass its own set through the
 * `artillery` option every artillery procedure takes.
 */
import type { Grade } from "../cards/schema";
import { ARTILLERY_RULES } from "../tables/artillery";

export type GunTerrain = "open" | "road" | "rough";

export interface ArtilleryData {
  /**
   * NAP-7.1 "Limbered guns draw one Action Card for movement over open ground and two cards on roads. Movement in woods
   * or rough terrain is one card".
   */
  readonly limberedCards: Readonly<Record<GunTerrain, number>>;
  /** NAP-7.1 "the unit must make a bog check treating the terrain as Elite". */
  readonly bogGrade: Grade;
  /** NAP-7.1 "Unlimbered (man handled) guns move at one quarter the speed". */
  readonly manhandledFactor: number;
  /**
   * NAP-7.1 manhandled "Movement in woods or rough terrain is quartered": OUR reading is the
   * same quarter (not a quarter of a quarter); 0.0625 would be the other reading.
   */
  readonly manhandledRoughFactor: number;
  /** NAP-7.1 "If the result is a wound, the limber moves at half speed". */
  readonly woundedLimberFactor: number;
  /**
   * A bogged gun in rough: OUR default, as the mounted units in woods (NAP-6.1.2) and wagons
   * in rough (OW-9.3b), it stops half way through its movement in the rough.
   */
  readonly boggedStopFraction: number;
  /**
   * NAP-7.3.1.2 "Determine penetration as in 3.22" (base rules, not in our sources). OUR
   * default: the hit section of one card, penetrating when penetration + bullet holes reach
   * the protection rating; decided without a card when penetration alone reaches it, or when
   * even 6 holes cannot.
   */
  readonly penetrationMaxHoles: number;
}

export const ARTILLERY_DEFAULTS: ArtilleryData = {
  limberedCards: { open: 1, road: 2, rough: 1 },
  bogGrade: "elite",
  manhandledFactor: ARTILLERY_RULES.manhandledSpeedFactor,
  manhandledRoughFactor: ARTILLERY_RULES.manhandledSpeedFactor,
  woundedLimberFactor: 0.5,
  boggedStopFraction: 0.5,
  penetrationMaxHoles: 6,
};
