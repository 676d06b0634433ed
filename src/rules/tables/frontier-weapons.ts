/**
 * OW-5 "Table 1 - Frontier Weapons Data" (Old West supplement, section 5), every row as
 * printed, and the scenario-year rule OW-5.1d.
 *
 * Columns: Range (Rate of Fire) Short / Medium / Long in inches, Reload, HtH, Date.
 * "--" is null; a number in brackets after a range is the rate of fire for that band
 * (1 where none); a number in brackets after HtH is the HtH with the bayonet fixed;
 * "(HE)" after a range marks a high-explosive attack; Date "Any" is null.
 */
import { z } from "../zod";
import type { BurstSize } from "../cards/schema";
import { RulesError } from "../errors";
import type { RangeBand, WeaponProfile } from "../model";
import {
  NO_RANGE,
  bandRecord,
  bands,
  findById,
  lanceHthSchema,
  weaponProfileShape,
  bandsIncrease,
  type LanceHth,
} from "./common";
import { EXPLOSIVES } from "./explosives";
import { weaponKindSchema, type WeaponKind } from "./weapon-kinds";

/** One row of OW Table 1. */
export interface FrontierWeapon extends WeaponProfile {
  /** The weapon's name as printed. */
  readonly name: string;
  readonly kind: WeaponKind;
  /** HtH with the bayonet fixed: the number in brackets in the HtH column; null where none. */
  readonly bayonetHth: number | null;
  /** Lance only: "Moving (not moving) 3 (1)". */
  readonly lanceHth: LanceHth | null;
  /** OW-5.1.1 Date the weapon came into general use; null where the table says "Any". */
  readonly date: number | null;
  /** "(HE)" markers per band (dynamite): the attack is a thrown charge, not a bullet. */
  readonly heBands: Readonly<Record<RangeBand, boolean>>;
  readonly he: BurstSize | null;
}

export const frontierWeaponSchema = /* @__PURE__ */ z
  .strictObject({
    ...weaponProfileShape,
    id: z.string().check(z.regex(/^ow\.[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    kind: weaponKindSchema,
    bayonetHth: z.nullable(z.number().check(z.int())),
    lanceHth: z.nullable(lanceHthSchema),
    date: z.nullable(z.number().check(z.int(), z.minimum(1700), z.maximum(1950))),
    heBands: bandRecord(z.boolean()),
    he: weaponProfileShape.he.def.innerType,
  })
  .check(
    z.refine(bandsIncrease, { message: "range bands must increase from short to long" }),
    z.refine((w) => (w.he !== null) === Object.values(w.heBands).some(Boolean), {
      message: "an HE template goes with (HE) range bands",
    }),
  ) satisfies z.ZodMiniType<FrontierWeapon>;

const NO_HE = { short: false, medium: false, long: false } as const;
const ALL_HE = { short: true, medium: true, long: true } as const;
/** "Date: Any". */
const ANY = null;
/** Not a bayonet or lance weapon. */
const PLAIN = { bayonetHth: null, lanceHth: null, heBands: NO_HE, he: null } as const;

/** OW Table 1, in the printed order. */
export const FRONTIER_WEAPONS = [
  {
    id: "ow.muzzle-loading-pistol",
    name: "Muzzle-Loading Pistol",
    kind: "pistol",
    ...bands(2, 4, 8),
    reload: "always",
    hth: 0,
    date: ANY,
    ...PLAIN,
  },
  {
    id: "ow.muzzle-loading-carbine",
    name: "Muzzle-Loading Carbine",
    kind: "carbine",
    ...bands(4, 8, 16),
    reload: "always",
    hth: 1,
    date: ANY,
    ...PLAIN,
  },
  {
    id: "ow.musket",
    name: "Musket (bayonet)",
    kind: "musket",
    ...bands(5, 10, 20),
    reload: "always",
    hth: 1,
    date: ANY,
    ...PLAIN,
    bayonetHth: 2,
  },
  {
    id: "ow.muzzle-loading-rifle",
    name: "Muzzle-Loading Rifle (bayonet)",
    kind: "rifle",
    ...bands(9, 18, 36),
    reload: "always",
    hth: 1,
    date: ANY,
    ...PLAIN,
    bayonetHth: 2,
  },
  {
    id: "ow.muzzle-loading-shotgun",
    name: "Muzzle Loading Shotgun",
    kind: "shotgun",
    ...bands([3, 3], [6, 2], [12, 1]),
    reload: "always",
    hth: 0,
    date: ANY,
    ...PLAIN,
  },
  {
    id: "ow.derringer",
    name: "Derringer",
    kind: "pistol",
    ...bands(null, 1, null),
    reload: "always",
    hth: 0,
    date: ANY,
    ...PLAIN,
  },
  {
    id: "ow.cap-and-ball-revolver",
    name: "Cap and Ball Revolver",
    kind: "pistol",
    ...bands([2, 2], [4, 2], 8),
    reload: "double",
    hth: 2,
    date: 1853,
    ...PLAIN,
  },
  {
    id: "ow.rifle",
    name: "Rifle (bayonet)",
    kind: "rifle",
    ...bands(12, 24, 48),
    reload: "normal",
    hth: 0,
    date: 1864,
    ...PLAIN,
    bayonetHth: 1,
  },
  {
    id: "ow.carbine",
    name: "Carbine",
    kind: "carbine",
    ...bands(4, 8, 16),
    reload: "normal",
    hth: 1,
    date: 1864,
    ...PLAIN,
  },
  {
    id: "ow.gatling-gun",
    name: "Gatling Gun",
    kind: "machine-gun",
    ...bands([12, 3], [24, 3], [48, 2]),
    reload: "double",
    hth: null,
    date: 1866,
    ...PLAIN,
  },
  {
    id: "ow.revolver",
    name: "Revolver",
    kind: "pistol",
    ...bands([2, 2], [4, 2], 8),
    reload: "normal",
    hth: 2,
    date: 1869,
    ...PLAIN,
  },
  {
    id: "ow.shotgun",
    name: "Shotgun",
    kind: "shotgun",
    ...bands([3, 3], [6, 2], [12, 1]),
    reload: "normal",
    hth: 0,
    date: 1875,
    ...PLAIN,
  },
  { id: "ow.bow", name: "Bow", kind: "bow", ...bands(6, 12, 24), reload: null, hth: 0, date: ANY, ...PLAIN },
  {
    id: "ow.lance",
    name: "Lance",
    kind: "lance",
    ...NO_RANGE,
    reload: null,
    hth: 1,
    date: ANY,
    ...PLAIN,
    lanceHth: { moving: 3, notMoving: 1 },
  },
  { id: "ow.sword", name: "Sword", kind: "melee", ...NO_RANGE, reload: null, hth: 2, date: ANY, ...PLAIN },
  {
    id: "ow.hatchet-bowie-knife",
    name: "Hatchet/Bowie Knife",
    kind: "melee",
    ...NO_RANGE,
    reload: null,
    hth: 1,
    date: ANY,
    ...PLAIN,
  },
  { id: "ow.axe", name: "Axe", kind: "melee", ...NO_RANGE, reload: null, hth: 3, date: ANY, ...PLAIN },
  // OW-6: the row is a stick; a bundle is the same throw with the medium template (explosives.ts).
  {
    id: "ow.dynamite",
    name: "Dynamite",
    kind: "explosive",
    ...bands(1, 2, 4),
    reload: null,
    hth: null,
    date: 1869,
    ...PLAIN,
    heBands: ALL_HE,
    he: EXPLOSIVES.stick.template,
  },
] as const satisfies readonly FrontierWeapon[];

export type FrontierWeaponId = (typeof FRONTIER_WEAPONS)[number]["id"];

/** OW-5 A row of Table 1 by id; unknown id = RulesError. */
export function frontierWeapon(id: string): FrontierWeapon {
  return findById<FrontierWeapon>(FRONTIER_WEAPONS, id, "frontierWeapons");
}

/**
 * OW-5.1d How a weapon stands in a scenario year:
 * "any" = Date "Any"; "available" = in general use (the year is its Date or later);
 * "rare" = before its Date ("Prior to the date, the weapon would be rare or non-existent").
 * A null year (no scenario year set) puts every dated weapon in general use.
 */
export type Availability = "any" | "available" | "rare";

export function weaponAvailability(weapon: Pick<FrontierWeapon, "date">, year: number | null): Availability {
  checkYear(year);
  if (weapon.date === null) return "any";
  if (year === null) return "available";
  return year >= weapon.date ? "available" : "rare";
}

/** OW-5.1d The Table 1 weapons in general use in a scenario year (rare ones left out), in table order. */
export function weaponsForYear(year: number | null): FrontierWeapon[] {
  return FRONTIER_WEAPONS.filter((w) => weaponAvailability(w, year) !== "rare");
}

/** OW-5.1d Every Table 1 weapon with its standing in that year (for a picker that greys out the rare ones). */
export function weaponsByAvailability(year: number | null): { weapon: FrontierWeapon; availability: Availability }[] {
  return FRONTIER_WEAPONS.map((weapon) => ({ weapon, availability: weaponAvailability(weapon, year) }));
}

function checkYear(year: number | null): void {
  if (year !== null && !Number.isInteger(year))
    throw new RulesError("COMBAT_PATROL.Error.badYear", { year: String(year) });
}
