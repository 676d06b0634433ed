/**
 * The numbers of the mounted rules (NAP-6, OW-7): one set for both supplements. Printed
 * numbers carry the seed sentence; the few that are OUR defaults say so. A group may pass
 * its own set through the `mounted` option every mounted procedure takes.
 */
import type { BurstSize, Grade } from "../cards/schema";
import type { UnitKind } from "../model";
import type { Era } from "../options";
import type { WeaponKind } from "../tables/weapon-kinds";

export interface MountedData {
  /** NAP-6.2.1.1 / OW-7.1d "the last four inches of their movement into contact is straight ahead". */
  readonly impetusStraightInches: number;
  /** NAP-6.2.1.2 "+2 cavalry with impetus". */
  readonly impetusBonus: number;
  /** NAP-6.3 heavy cavalry "a +4, rather than +2 impetus modifier in melee if in close order". */
  readonly heavyCloseOrderImpetusBonus: number;
  /** NAP-6.2.1.2 / NAP-5.4.1 "+1 close order (if last 4" of move was in CO)". */
  readonly closeOrderBonus: number;
  /** NAP-5.3 "at least the last 4 inches of movement" in close order for the close order HtH modifier. */
  readonly closeOrderLastInches: number;
  /** NAP-6.2.1.2 "The counter charge movement distance is one card." */
  readonly counterChargeCards: number;
  /** NAP-6.2.2 (7.10.2) "On a 'roll' of 1 through 7, the horse is hit; otherwise the man is hit." */
  readonly horseHitUpTo: number;
  /** NAP-6.2.2 (7.10.2) "If a medium burst icon is shown, the figure has been thrown from the horse". */
  readonly thrownOn: BurstSize;
  /** NAP-6.3 "only draw one movement card and add four inches"; "melee value one less than the light cavalry". */
  readonly heavy: { readonly cards: number; readonly bonusInches: number; readonly meleeLess: number };
  /** NAP-6.2.1.3 "It may veer at most one inch to either side of this 'charge' line". */
  readonly breakthroughVeerInches: number;
  /**
   * NAP-6.2.1.3 "A cavalry figure that must advance is placed so that the rear of its base is
   * one inch beyond the rear of the base of recoiling figure so that the victorious figure and
   * the recoiling figure are facing away from each other."
   */
  readonly breakthroughBeyondInches: number;
  /**
   * Depth of a base along the line of the charge, inches, when the table does not give it
   * (Fighter.baseDepth). OUR default (not printed): a 25 mm foot base, a 50 mm cavalry base.
   */
  readonly baseDepth: { readonly foot: number; readonly mounted: number };
  /** NAP-6.2.1.3 "the foot figures(s) run 2" away from the point of contact". */
  readonly caughtFromBehindRunInches: number;
  /** NAP-6.1.2 "In woods a bog result means that the unit stops half way through its movement in the woods." */
  readonly woodsBogStopFraction: number;
  /**
   * NAP-6.1.1 "A mounted figure that is wounded is not required to move at half speed."
   * OW-7.1 "The full Combat Patrol™ rules for cavalry units can be found in the Horse and
   * Musket: Napoleonic Supplement": its summary is not the whole rule, so NAP-6.1.1 holds in
   * the Old West too.
   */
  readonly woundedHalved: Readonly<Record<Era, boolean>>;
  /**
   * Who may fire while moving from the saddle.
   * OW-7.1f "Figures armed with pistols can do moving fire. Rifles and carbines cannot."
   * OW-7.1.1 Horsemanship: "Can do moving fire with pistols, carbines or bows".
   * NAP-6.2.2 "Mounted figures may fire when moving without any effect on rate of fire" (every weapon).
   * null = every weapon kind may.
   */
  readonly movingFireKinds: Readonly<Record<Era, readonly WeaponKind[] | null>>;
  readonly horsemanshipMovingFireKinds: readonly WeaponKind[];
  /** OW-7.1.1 "At the GM's discretion, elite cavalry units can be given the Horsemanship ability." */
  readonly horsemanshipUnit: { readonly kind: UnitKind; readonly grade: Grade };
  /**
   * NAP-6.2.2 "When mounted figures fire, apply a 'column shift' to the right for firing on
   * horseback, in addition to normal fire modifiers. Mounted moving fire thus has a total of
   * three shifts." (so the base moving penalty is two shifts; CORE.md counts one).
   */
  readonly movingFromSaddleTotalShifts: number;
  /**
   * Lance: "+3 for lance, moving (does not require 4" of movement)" (NAP-6.2.1.2) against
   * "Lancers gain a +3 bonus for Impetus, otherwise their HtH modifier is +1" (OW-7.1d).
   */
  readonly lanceFullValueNeeds: Readonly<Record<Era, "moving" | "impetus">>;
}

export const MOUNTED_DEFAULTS: MountedData = {
  impetusStraightInches: 4,
  impetusBonus: 2,
  heavyCloseOrderImpetusBonus: 4,
  closeOrderBonus: 1,
  closeOrderLastInches: 4,
  counterChargeCards: 1,
  horseHitUpTo: 7,
  thrownOn: "medium",
  heavy: { cards: 1, bonusInches: 4, meleeLess: 1 },
  breakthroughVeerInches: 1,
  breakthroughBeyondInches: 1,
  baseDepth: { foot: 1, mounted: 2 },
  caughtFromBehindRunInches: 2,
  woodsBogStopFraction: 0.5,
  woundedHalved: { napoleonic: false, "old-west": false },
  movingFireKinds: { napoleonic: null, "old-west": ["pistol"] },
  horsemanshipMovingFireKinds: ["pistol", "carbine", "bow"],
  horsemanshipUnit: { kind: "mounted", grade: "elite" },
  movingFromSaddleTotalShifts: 3,
  lanceFullValueNeeds: { napoleonic: "moving", "old-west": "impetus" },
};
