/**
 * NAP-2 Order of battle as data the packs use for unit templates.
 * "sections are the basic unit in Combat Patrol: Horse and Musket" — "the section, eight to
 * twelve men led by a corporal" ("You might want to use sergeants"); or, bathtubbed, "a
 * company is represented by ten figures" led by a captain.
 */
import { RulesError } from "../errors";
import type { LeaderRank } from "../options";
import { NAP_ATTRIBUTE_DEFAULTS } from "../tables/napoleonic-weapons";

export const NAP_ORGANISATIONS = ["section", "bathtub-company"] as const;
export type NapOrganisation = (typeof NAP_ORGANISATIONS)[number];

interface NapCommandLevel {
  /** Leader title as printed. */
  readonly titles: readonly string[];
  /** The command radius row this leader uses (OUR default mapping to CORE-3 ranks). */
  readonly rank: LeaderRank;
  /** How many of the level below he commands, as printed. */
  readonly commands: { readonly min: number; readonly max: number } | null;
}

interface NapUnitTemplate {
  readonly id: NapOrganisation;
  /** Figures in the basic unit, leader included. */
  readonly figures: { readonly min: number; readonly max: number };
  /** Unit leader, then the chain of command upward. */
  readonly chain: readonly NapCommandLevel[];
  /** NAP-3.3 default Endurance for the figures. */
  readonly endurance: number;
}

/** NAP-2 the two organisations. */
export const NAP_UNIT_TEMPLATES: Readonly<Record<NapOrganisation, NapUnitTemplate>> = {
  section: {
    id: "section",
    figures: { min: 8, max: 12 },
    chain: [
      { titles: ["corporal", "sergeant"], rank: "squad", commands: null },
      // "two or three lieutenants as platoon commanders, each with two or three sections"
      { titles: ["lieutenant"], rank: "platoon", commands: { min: 2, max: 3 } },
      // "a company captain as overall commander"
      { titles: ["captain"], rank: "company", commands: { min: 2, max: 3 } },
    ],
    endurance: NAP_ATTRIBUTE_DEFAULTS.endurance,
  },
  "bathtub-company": {
    id: "bathtub-company",
    figures: { min: 10, max: 10 },
    chain: [
      { titles: ["captain"], rank: "squad", commands: null },
      // "grouped into half battalions (three or four companies) under a major"
      { titles: ["major"], rank: "platoon", commands: { min: 3, max: 4 } },
      // "the overall commander being the battalion colonel"
      { titles: ["colonel"], rank: "company", commands: { min: 2, max: 2 } },
    ],
    endurance: NAP_ATTRIBUTE_DEFAULTS.endurance,
  },
};

/** NAP-2 (assist) refuses a unit whose size the organisation does not allow. */
export function checkNapUnitSize(organisation: NapOrganisation, figures: number): void {
  const t = NAP_UNIT_TEMPLATES[organisation];
  if (!Number.isInteger(figures) || figures < t.figures.min || figures > t.figures.max) {
    throw new RulesError("badUnitSize", { organisation, figures, min: t.figures.min, max: t.figures.max });
  }
}
