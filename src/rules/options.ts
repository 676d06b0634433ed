/**
 * Which rules are in play (issue: game options). The engine never reads global state:
 * every procedure that depends on an option takes it as an explicit input.
 */
import type { Grade } from "./cards/schema";

export type Era = "old-west" | "napoleonic";
export type LeaderRank = "team" | "squad" | "platoon" | "company";

export interface RulesOptions {
  era: Era;
  /** Scenario year, for weapon Date filtering (OW-5.1d). null = no filter. */
  year: number | null;
  hollywood: {
    dynamite: boolean;
    animals: boolean;
    wagonGatling: boolean;
    heroes: boolean;
  };
  optional: {
    sprinting: boolean;
    horsemanship: boolean;
    heavyCavalry: boolean;
    indianRules: boolean;
    leadersMorale314: boolean;
    /** OW-7.1g / NAP-6.2.2: shooting at mounted figures (optional 7.10.2). */
    mountedTargets: boolean;
  };
  /** Trained command radii in inches (CORE-3). */
  commandRadius: Record<Exclude<LeaderRank, "company">, number> & { company: number };
  /** Untrained command radii in inches (OW-3a). */
  untrainedCommandRadius: Record<Exclude<LeaderRank, "company">, number> & { company: number };
  /** HE template diameters in inches (CORE-9). */
  heTemplate: { small: number; medium: number; large: number };
  endOfTurn: "one-card" | "bury";
  reshuffle: "end-of-turn" | "when-empty";
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
  },
  commandRadius: { team: 8, squad: 24, platoon: 36, company: 48 },
  untrainedCommandRadius: { team: 6, squad: 18, platoon: 24, company: 24 },
  heTemplate: { small: 2, medium: 4, large: 6 },
  endOfTurn: "one-card",
  reshuffle: "end-of-turn",
};

/** A grade one step better (close order, NAP-5.5) or worse. */
export function betterGrade(grade: Grade): Grade {
  return grade === "green" ? "regular" : "elite";
}

export function worseGrade(grade: Grade): Grade {
  return grade === "elite" ? "regular" : "green";
}
