/**
 * NAP-3 "Table 1 - Napoleonic Era Weapons Data" (Horse and Musket: Napoleonic, section 3)
 * and the attribute default of NAP-3.3.
 *
 * Columns: Short / Medium / Long in inches, Reload (Yes / No), HtH. "-" is null.
 * NAP-3.1 Reload "Yes": the weapon gets an Out of Ammunition (reload) marker after every
 * shot, one action removes it; NAP-3.2 adds a second marker on an Out of Ammunition result
 * with an even hit randomizer. That is the OW "Always" rule, so "Yes" is ReloadKind "always".
 * "No" (the bow) and "-" are null: no reload rule.
 */
import { z } from "../zod";
import type { WeaponProfile } from "../model";
import { NO_RANGE, bands, bandsIncrease, findById, lanceHthSchema, weaponProfileShape, type LanceHth } from "./common";
import { weaponKindSchema, type WeaponKind } from "./weapon-kinds";

/** One row of NAP Table 1. */
export interface NapoleonicWeapon extends WeaponProfile {
  readonly name: string;
  readonly kind: WeaponKind;
  /** HtH with a bayonet affixed (HtH + NAP_BAYONET.hthBonus); null where no bayonet fits. */
  readonly bayonetHth: number | null;
  /** Lance only: "moving (not moving) 3 (1)"; `hth` holds the not-moving value. */
  readonly lanceHth: LanceHth | null;
}

export const napoleonicWeaponSchema = /* @__PURE__ */ z
  .strictObject({
    ...weaponProfileShape,
    id: z.string().check(z.regex(/^nap\.[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    kind: weaponKindSchema,
    bayonetHth: z.nullable(z.number().check(z.int())),
    lanceHth: z.nullable(lanceHthSchema),
  })
  .check(
    z.refine(bandsIncrease, { message: "range bands must increase from short to long" }),
  ) satisfies z.ZodMiniType<NapoleonicWeapon>;

/**
 * NAP-3 The bayonet row: "Bayonet when affixed to musket or rifle +1". It is not a weapon:
 * "bayonets have no HtH value themselves, but they provide an additional +1".
 * Which weapons take it follows the table row (musket, rifle: the rows built withBayonet);
 * the note under the table says "musket or carbine" instead (a seed inconsistency).
 */
export const NAP_BAYONET = { hthBonus: 1 } as const;

/** NAP-6.2.1.2 / NAP Table 1 "Lance moving (not moving) 3 (1)". */
const NAP_LANCE = { moving: 3, notMoving: 1 } as const;

const withBayonet = (hth: number) => ({ hth, bayonetHth: hth + NAP_BAYONET.hthBonus });
const PLAIN = { bayonetHth: null, lanceHth: null } as const;

/** NAP Table 1 in the printed order (the bayonet row is NAP_BAYONET). */
export const NAPOLEONIC_WEAPONS = [
  { id: "nap.pistol", name: "Pistol", kind: "pistol", ...bands(2, 4, 8), reload: "always", hth: 0, ...PLAIN },
  { id: "nap.carbine", name: "Carbine", kind: "carbine", ...bands(4, 8, 16), reload: "always", hth: 1, ...PLAIN },
  {
    id: "nap.musket",
    name: "Musket",
    kind: "musket",
    ...bands(5, 10, 20),
    reload: "always",
    lanceHth: null,
    ...withBayonet(1),
  },
  {
    id: "nap.rifle",
    name: "Rifle",
    kind: "rifle",
    ...bands(9, 18, 36),
    reload: "always",
    lanceHth: null,
    ...withBayonet(1),
  },
  { id: "nap.bow", name: "Bow", kind: "bow", ...bands(6, 12, 24), reload: null, hth: 1, ...PLAIN },
  {
    id: "nap.lance",
    name: "Lance",
    kind: "lance",
    ...NO_RANGE,
    reload: null,
    hth: NAP_LANCE.notMoving,
    bayonetHth: null,
    lanceHth: NAP_LANCE,
  },
  { id: "nap.sword", name: "Sword", kind: "melee", ...NO_RANGE, reload: null, hth: 2, ...PLAIN },
  {
    id: "nap.hatchet-tomahawk",
    name: "Hatchet or Tomahawk",
    kind: "melee",
    ...NO_RANGE,
    reload: null,
    hth: 1,
    ...PLAIN,
  },
  { id: "nap.axe", name: "Axe", kind: "melee", ...NO_RANGE, reload: null, hth: 3, ...PLAIN },
] as const satisfies readonly NapoleonicWeapon[];

export type NapoleonicWeaponId = (typeof NAPOLEONIC_WEAPONS)[number]["id"];

/** NAP-3 A row of Table 1 by id; unknown id = RulesError. */
export function napoleonicWeapon(id: string): NapoleonicWeapon {
  return findById<NapoleonicWeapon>(NAPOLEONIC_WEAPONS, id, "napoleonicWeapons");
}

/** NAP-3 HtH of a weapon in use: with the bayonet affixed where one fits. */
export function napoleonicHth(weapon: NapoleonicWeapon, bayonetFixed: boolean): number | null {
  return bayonetFixed && weapon.bayonetHth !== null ? weapon.bayonetHth : weapon.hth;
}

/**
 * Attribute defaults printed in the Napoleonic supplement.
 * NAP-3.3 "In Combat Patrol World War II the Endurance attribute is typically set to 3 ...
 * We recommend players to use 2 as the Endurance attribute for Horse and Musket games."
 * NAP-8.2 (6) "Set Indians' Endurance attribute to 1".
 */
export const NAP_ATTRIBUTE_DEFAULTS = {
  endurance: 2,
  baseRulesEndurance: 3,
  indianEndurance: 1,
} as const;

export const napAttributeDefaultsSchema = z.strictObject({
  endurance: z.number().check(z.int(), z.minimum(1)),
  baseRulesEndurance: z.number().check(z.int(), z.minimum(1)),
  indianEndurance: z.number().check(z.int(), z.minimum(1)),
});
