/**
 * Which rules are in play: every GM option as one plain object. The engine never reads global
 * state: every procedure that depends on an option takes it as an explicit input.
 */
import type { Grade } from "../cards/schema";

export const ERAS = ["old-west", "napoleonic"] as const;
export type Era = (typeof ERAS)[number];
export type LeaderRank = "team" | "squad" | "platoon" | "company";

/** End of Turn card handling in the Activation Deck (CORE-3): shuffled in as one card, or buried in the lower half. */
export const END_OF_TURN_MODES = ["one-card", "bury"] as const;
export type EndOfTurnMode = (typeof END_OF_TURN_MODES)[number];

/** When the Action Decks reshuffle (CORE-1): at every End of Turn, or only when a deck runs out. */
export const RESHUFFLE_MODES = ["end-of-turn", "when-empty"] as const;
type ReshuffleMode = (typeof RESHUFFLE_MODES)[number];

export interface RulesOptions {
  era: Era;
  /** Scenario year, for weapon Date filtering (OW-5.1d). null = no filter. */
  year: number | null;
  hollywood: {
    /** OW-6a dynamite. */
    dynamite: boolean;
    /** OW-9.2 animals and herds. */
    animals: boolean;
    /** OW-5.2f wagon-mounted Gatling. */
    wagonGatling: boolean;
    /** OW-4 heroes (and the Hero card in the Activation Deck). */
    heroes: boolean;
  };
  optional: {
    /** CORE-10 sprinting; galloping for mounted figures (NAP-6.1.1, OW-7.1a). */
    sprinting: boolean;
    /** OW-7.1.1 Horsemanship. */
    horsemanship: boolean;
    /** NAP-6.3 heavy cavalry. */
    heavyCavalry: boolean;
    /** OW-9.1 (Old West) or NAP-8.2 (Napoleonic) Indian rules, by the era: see indianRuleSet. */
    indianRules: boolean;
    /** CORE-11 / NAP-4 leaders and morale (base 3.14). */
    leadersMorale314: boolean;
    /** OW-7.1g / NAP-6.2.2: shooting at mounted figures (optional 7.10.2). */
    mountedTargets: boolean;
    /** NAP-8.2b optional spotting (base 7.12): a hidden figure that fires is spotted, a bowman is not. */
    firingSpots: boolean;
  };
  /** Trained command radii in inches (CORE-3). */
  commandRadius: Record<Exclude<LeaderRank, "company">, number> & { company: number };
  /** Untrained command radii in inches (OW-3a). */
  untrainedCommandRadius: Record<Exclude<LeaderRank, "company">, number> & { company: number };
  /** HE template diameters in inches (CORE-9). */
  heTemplate: { small: number; medium: number; large: number };
  endOfTurn: EndOfTurnMode;
  reshuffle: ReshuffleMode;
  /** The Action Deck file in use (a path the Foundry side loads); null = the shipped Frontier deck. */
  deckFile: string | null;
}

/** Our defaults (CORE.md and the supplements). Every one is a setting in Foundry. */
export const DEFAULT_OPTIONS: RulesOptions = {
  era: "old-west",
  year: null,
  hollywood: { dynamite: false, animals: false, wagonGatling: false, heroes: true },
  optional: {
    sprinting: true,
    horsemanship: false,
    heavyCavalry: false,
    indianRules: true,
    leadersMorale314: true,
    mountedTargets: true,
    firingSpots: false,
  },
  commandRadius: { team: 8, squad: 24, platoon: 36, company: 48 },
  untrainedCommandRadius: { team: 6, squad: 18, platoon: 24, company: 24 },
  heTemplate: { small: 2, medium: 4, large: 6 },
  endOfTurn: "one-card",
  reshuffle: "end-of-turn",
  deckFile: null,
};

/** The option groups of on/off switches, and their keys in display order. */
export const HOLLYWOOD_KEYS = [
  "dynamite",
  "animals",
  "wagonGatling",
  "heroes",
] as const satisfies readonly (keyof RulesOptions["hollywood"])[];
export const OPTIONAL_KEYS = [
  "sprinting",
  "horsemanship",
  "heavyCavalry",
  "indianRules",
  "leadersMorale314",
  "mountedTargets",
  "firingSpots",
] as const satisfies readonly (keyof RulesOptions["optional"])[];
export const RADIUS_KEYS = ["team", "squad", "platoon", "company"] as const satisfies readonly LeaderRank[];
export const TEMPLATE_KEYS = [
  "small",
  "medium",
  "large",
] as const satisfies readonly (keyof RulesOptions["heTemplate"])[];

/**
 * Which supplement's Indian rules apply: OW-9.1 in the Old West, NAP-8.2 (War of 1812) in a
 * Horse and Musket scenario; null when the optional Indian rules are off.
 */
export function indianRuleSet(options: Pick<RulesOptions, "era" | "optional">): "OW-9.1" | "NAP-8.2" | null {
  if (!options.optional.indianRules) return null;
  return options.era === "old-west" ? "OW-9.1" : "NAP-8.2";
}

/** A grade one step better (close order, NAP-5.5) or worse. */
export function betterGrade(grade: Grade): Grade {
  return grade === "green" ? "regular" : "elite";
}
