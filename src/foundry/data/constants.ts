/**
 * The choice lists of the data models, as plain constants (no Foundry): the schemas, the sheets'
 * selects and the pure translators read the same lists. Labels live in lang/en.json under
 * COMBAT_PATROL.Choice.<list>.<value>.
 */
import { BURST_SIZES, GRADES, type BurstSize, type Grade } from "@rules/cards/schema";
import type { Era, LeaderRank } from "@rules/options";
import type { ReloadKind, UnitKind } from "@rules/model";

export { BURST_SIZES, GRADES };
export type { BurstSize, Grade };

/** CORE-11 leader ranks, lowest first. */
export const LEADER_RANKS = ["team", "squad", "platoon", "company"] as const satisfies readonly LeaderRank[];

export const ERAS = ["old-west", "napoleonic"] as const satisfies readonly Era[];

/** What a unit actor is made of (OW-2, NAP-2, NAP-7.2). */
export const UNIT_TYPES = ["infantry", "cavalry", "crew"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** The engine's UnitKind for each unit type. */
export const UNIT_KIND_OF: Readonly<Record<UnitType, UnitKind>> = {
  infantry: "foot",
  cavalry: "mounted",
  crew: "crew",
};

/** OW-9.2.8 Table 3 columns (the livestock table ids without their "ow." prefix). */
export const HERD_SPECIES = ["bison", "cattle", "horses", "grizzly-bear", "sheep"] as const;
export type HerdSpecies = (typeof HERD_SPECIES)[number];

/** OW-9.3 "Stagecoaches, buggies, Conestoga wagons, and buckboards". */
export const WAGON_KINDS = ["stagecoach", "buggy", "conestoga", "buckboard"] as const;
export type WagonKind = (typeof WAGON_KINDS)[number];

/**
 * OW-9.3d the team counts as one figure: unhurt, wounded (half speed) or incapacitated (one animal killed, immobile).
 */
export const TEAM_STATES = ["ok", "wounded", "incapacitated"] as const;
export type TeamState = (typeof TEAM_STATES)[number];

/** OW-5.2 Gatling or NAP-7 artillery piece. */
export const GUN_KINDS = ["gatling", "artillery"] as const;
export type GunKind = (typeof GUN_KINDS)[number];

/** NAP-7.4 Table 3 rows; each maps to an artillery table id (ARTILLERY_TABLE_ID). */
export const GUN_WEIGHT_CLASSES = ["under-6", "6", "8-12", "over-12", "howitzer", "swivel"] as const;
export type GunWeightClass = (typeof GUN_WEIGHT_CLASSES)[number];

/** The row of src/rules/tables/artillery.ts each weight class reads. */
export const ARTILLERY_TABLE_ID: Readonly<Record<GunWeightClass, string>> = {
  "under-6": "nap.gun-under-6",
  "6": "nap.gun-6",
  "8-12": "nap.gun-8-12",
  "over-12": "nap.gun-over-12",
  howitzer: "nap.howitzer",
  swivel: "nap.swivel-gun",
};

/** NAP-7.2 "declare round type when loading": the engine's declared rounds (DECLARED_ROUNDS) plus "none" (unloaded). */
export const GUN_ROUNDS = ["none", "shot", "canister", "shell", "case"] as const;
export type GunRound = (typeof GUN_ROUNDS)[number];

/** OW-5.1 Reload column; a weapon with no reload rule (bow, melee) stores null. */
export const RELOAD_KINDS = ["normal", "double", "always"] as const satisfies readonly ReloadKind[];

/** OW-6a one stick (small HE) or a bundle (medium HE). */
export const EXPLOSIVE_CHARGES = ["stick", "bundle"] as const;
export type ExplosiveCharge = (typeof EXPLOSIVE_CHARGES)[number];

/**
 * OW-6.1.2 / OW-6.1.3 where a placed charge stands: carried (not placed), placed with no fuse,
 * fuse being laid, fuse lit (its command die decides when it blows), connected to a blasting machine.
 */
/**
 * OW-6.1.2 "exploded": the charge went off (spent); its item stays as the record. "prepared": a bundle made ready
 * (first activation); "set": the fuse length is set (OW-6.1.2).
 */
export const FUSE_STATES = ["carried", "placed", "laying", "lit", "connected", "exploded", "prepared", "set"] as const;
export type FuseState = (typeof FUSE_STATES)[number];

/** The figure states a sheet toggles and a token shows (CORE-8). */
export const FIGURE_STATES = ["stunned", "pinned", "mounted", "hidden", "incapacitated"] as const;
export type FigureStateKey = (typeof FIGURE_STATES)[number];

/** Narrow a string read from a form or a document to one of a list, or fall back. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
