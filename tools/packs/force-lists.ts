/**
 * Sample forces (OW-2, NAP-2) as data: figures with their weapons, the unit (or gun, or wagon)
 * that holds them, leaders and the chain of command (forces.ts turns them into actor documents).
 * Attribute values are read from the engine where it has them (Reaction by Guts, Endurance
 * defaults, the heavy cavalry Melee step); the rest are the sample's choices, written once here.
 */
import type { FigureSource, GunSource, UnitSource } from "@foundry/data/sources";
import { DEFAULTS } from "@foundry/data/sources";
import type { UnitType } from "@foundry/data/constants";
import type { Grade } from "@rules/cards/schema";
import type { LeaderRank } from "@rules/options";
import type { Era } from "@rules/options";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { indianEndurance } from "@rules/napoleonic/indians";
import { NAP_UNIT_TEMPLATES } from "@rules/napoleonic/units";
import { OLD_WEST_DATA } from "@rules/old-west/data";
import { indianMelee } from "@rules/old-west/indians";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { type ArtilleryPiece } from "@rules/tables/artillery";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { NAP_ATTRIBUTE_DEFAULTS, napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { type Wagon } from "@rules/tables/wagons";
import type { DynamiteCharge } from "@rules/tables/explosives";
import type { IconName } from "./icons";
import { type WeaponRow } from "./weapons";

/* -------------------------------------------- attribute sources */

/** Reaction of a Guts grade (CORE.md: "a Guts grade counts Elite 4, Regular 3, Green 2"). */
export const reactionOf = (guts: Grade): number => PROCEDURE_DEFAULTS.reactionByGrade[guts];

/** Melee of regular troops: the figure default. */
export const REGULAR_MELEE = DEFAULTS.figure().melee;

/** OW-9.1 (2) "Set Indians' Melee value 1 point higher than regular troops." */
export const owIndianMelee = (regular: number): number => indianMelee(regular);

/**
 * Endurance by era: Old West figures use the base rules' 3 (NAP-3.3 "In Combat Patrol World
 * War II the Endurance attribute is typically set to 3"; the Old West supplement sets none),
 * Horse and Musket figures 2 (NAP-3.3), 1812 Indians 1 (NAP-8.2 (6)).
 */
export const ENDURANCE = {
  "old-west": NAP_ATTRIBUTE_DEFAULTS.baseRulesEndurance,
  napoleonic: NAP_UNIT_TEMPLATES.section.endurance,
  napoleonicIndian: indianEndurance(),
} as const;

/** NAP-2 the section leader's rank: the first level of the section's chain of command. */
export const SECTION_LEADER_RANK = NAP_UNIT_TEMPLATES.section.chain[0]!.rank;

/** The sample hero's Endurance (ours: one under the cap): OW-4e "Heroes can have up to six Endurance." */
export const HERO_ENDURANCE = OLD_WEST_DATA.heroMaxEndurance - 1;

/**
 * Sample: light cavalry fence better than line troops (NAP-6.3 "Light cavalrymen were generally better horsemen and
 * swordsmen").
 */
export const LIGHT_CAVALRY_MELEE = REGULAR_MELEE + 1;
/** NAP-6.3 "Heavy cavalry should have a melee value one less than the light cavalry". */
export const HEAVY_CAVALRY_MELEE = LIGHT_CAVALRY_MELEE - MOUNTED_DEFAULTS.heavy.meleeLess;

/** Sample: the limber stands this many inches from its gun, within the 4" of OW-5.2b / NAP-7.1. */
export const SAMPLE_LIMBER_DISTANCE = 2;

/* -------------------------------------------- specs */

export interface FigureSpec {
  readonly key: string;
  readonly name: string;
  readonly icon: IconName;
  readonly guts: Grade;
  readonly accuracy: Grade;
  readonly melee: number;
  readonly endurance: number;
  /** The first weapon is the one in use. */
  readonly weapons: readonly WeaponRow[];
  readonly leader?: { readonly rank: LeaderRank; readonly trained: boolean };
  /** A follower's training (the figure default when not given); a leader's is in `leader`. */
  readonly trained?: boolean;
  readonly hero?: boolean;
  readonly indian?: boolean;
  readonly mounted?: boolean;
  readonly hidden?: boolean;
  readonly dynamite?: { readonly charge: DynamiteCharge; readonly quantity: number };
  readonly ruleFlags?: FigureSource["ruleFlags"];
  readonly notes?: string;
}

interface UnitSpec {
  readonly key: string;
  readonly name: string;
  readonly kind: UnitType;
  readonly grade: Grade;
  readonly figures: readonly FigureSpec[];
  /** Key of the leader figure. */
  readonly leader: string;
  /** Key of the commanding unit (CORE-11), in the same force. */
  readonly commander?: string;
  readonly ruleFlags?: UnitSource["ruleFlags"];
  readonly notes: string;
}

interface GunSpec {
  readonly key: string;
  readonly name: string;
  /** null: a Gatling (OW-5.2); else its Table 3 row (NAP-7.4). */
  readonly artillery: ArtilleryPiece | null;
  readonly grade: Grade;
  readonly crew: readonly FigureSpec[];
  readonly leader: string;
  readonly limber: GunSource["limber"];
  readonly notes: string;
}

interface WagonSpec {
  readonly key: string;
  readonly name: string;
  readonly wagon: Wagon;
  readonly driver: FigureSpec | null;
  /** Figure keys riding as passengers (figures of this force). */
  readonly passengers: readonly string[];
  /** Key of the gun mounted on the wagon (OW-5.2f), in this force. */
  readonly gun: string | null;
}

export interface ForceSpec {
  readonly key: string;
  readonly name: string;
  readonly era: Era;
  readonly units: readonly UnitSpec[];
  readonly guns: readonly GunSpec[];
  readonly wagons: readonly WagonSpec[];
}

/* -------------------------------------------- figure helpers */

export const ow = frontierWeapon;
export const nap = napoleonicWeapon;

export function figure(key: string, name: string, icon: IconName, era: Era, guts: Grade, accuracy: Grade, weapons: readonly WeaponRow[], more: Partial<FigureSpec> = {}): FigureSpec {
  return { key, name, icon, guts, accuracy, melee: REGULAR_MELEE, endurance: ENDURANCE[era], weapons, ...more };
}

export const TEAM_TRAINED = { rank: "team", trained: true } as const;
/** OW-3 a follower in a group with no formal command structure. */
export const UNTRAINED = { trained: false } as const;

/** Numbered followers: "Trooper 1" ... */
export function followers(prefix: string, count: number, make: (key: string, name: string, i: number) => FigureSpec): FigureSpec[] {
  return Array.from({ length: count }, (_, i) => make(`${prefix}-${i + 1}`, `${i + 1}`, i));
}
