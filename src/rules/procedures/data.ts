/**
 * The numbers the base procedures use. CORE.md marks them as OUR defaults (the base
 * rulebook is not available), so they are data: a group may override any of them
 * through the `data` option every procedure takes.
 */
import type { Grade } from "../cards/schema";
import type { RangeBand } from "../model";

/** The shifts a shot can take (CORE-5.2), each named so the chat card can list it. */
export const BASE_SHIFTS = ["moved", "wounded", "leaderAbsent", "saddle", "thrown", "canister"] as const;
type BaseShift = (typeof BASE_SHIFTS)[number];

/** A card of the Activation Deck (CORE-3). */
export type ActivationCardKind = "1" | "2" | "3" | "4" | "5" | "6" | "elite" | "green" | "hero" | "end";

/** The name printed on each Activation Card (the deck's cards, the compendium's guide). */
export const ACTIVATION_CARD_NAMES: Readonly<Record<ActivationCardKind, string>> = {
  "1": "1",
  "2": "2",
  "3": "3",
  "4": "4",
  "5": "5",
  "6": "6",
  elite: "Elite",
  green: "Green",
  hero: "Hero",
  end: "End of Turn",
};

/** NAP-4 (base 3.14) the unit flag: its leader removed morale markers this activation. */
export const LEADER_REMOVED_MARKERS_FLAG = "leaderRemovedMarkers";

export interface ProcedureData {
  /** CORE-5.2 bullet holes needed before shifts, by the shooter's Accuracy. */
  readonly accuracyBase: Readonly<Record<Grade, number>>;
  /** CORE-5.2 holes added by the range band. */
  readonly rangeShift: Readonly<Record<RangeBand, number>>;
  /** CORE-5.2 holes added by each named shift (NAP-6.2.2 "mounted moving fire thus has a total of three shifts"). */
  readonly shiftValue: Readonly<Record<BaseShift, number>>;
  /** Most holes a card shows; more needed = no chance (CORE-5.2). */
  readonly maxHoles: number;
  /** CORE-5.5 morale markers per hit on the target unit, cover or not. */
  readonly moraleMarkersPerHit: number;
  /** CORE-10 Reaction value of a Guts grade. */
  readonly reactionByGrade: Readonly<Record<Grade, number>>;
  /** CORE-11 / NAP-4 morale markers a leader removes, by his Guts. */
  readonly leaderRemoves: Readonly<Record<Grade, number>>;
  /**
   * CORE-6 moves after hand to hand, and how far apart (base edge to base edge) two figures may
   * stand and still be in contact for one: a base placed by hand, or diagonally on a square grid.
   */
  readonly melee: { readonly recoilInches: number; readonly advanceInches: number; readonly contactInches: number };
  /** CORE-10 movement cards. */
  readonly movement: {
    readonly footCards: number;
    readonly mountedCards: number;
    readonly sprintExtraCards: number;
    readonly woundedFactor: number;
  };
  /**
   * CORE-3 the Activation Deck, card by card. CORE.md speaks of "a 25-card Activation Deck"
   * but lists 16 cards (1-6 twice, Elite, Green, Hero, End of Turn): the list is the default.
   */
  readonly activationDeck: readonly ActivationCardKind[];
  /**
   * Unit flags that last one activation and are cleared when it ends (the next Activation Card,
   * or endActivation): NAP-4 `leaderRemovedMarkers`, "his men must apply the column shift for the
   * leader not being present when they fire later in the activation".
   */
  readonly activationFlags: readonly string[];
}

export const PROCEDURE_DEFAULTS: ProcedureData = {
  accuracyBase: { elite: 1, regular: 2, green: 3 },
  rangeShift: { short: 0, medium: 1, long: 2 },
  shiftValue: { moved: 1, wounded: 1, leaderAbsent: 1, saddle: 1, thrown: 1, canister: 1 },
  maxHoles: 6,
  moraleMarkersPerHit: 1,
  reactionByGrade: { elite: 4, regular: 3, green: 2 },
  leaderRemoves: { elite: 2, regular: 1, green: 0 },
  melee: { recoilInches: 2, advanceInches: 1, contactInches: 0.5 },
  movement: { footCards: 1, mountedCards: 2, sprintExtraCards: 1, woundedFactor: 0.5 },
  activationDeck: ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "elite", "green", "hero", "end"],
  activationFlags: [LEADER_REMOVED_MARKERS_FLAG],
};

/** Rule flags the table sets on a figure or unit (NAP-4's leader flag is the Napoleonic rules' own). */
export const ACTION_FLAGS = {
  /** CORE-5.2 the figure (or the whole unit) moved this activation; cleared at the next activation. */
  moved: "moved",
} as const;
