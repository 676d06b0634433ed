/**
 * What kind of weapon a table row is. Not a printed column: our classification, read by
 * rules that name weapon kinds, e.g. OW-7.1f "Figures armed with pistols can do moving
 * fire. Rifles and carbines cannot." and OW-7.1.1 Horsemanship (pistols, carbines, bows).
 */
import { z } from "../zod";

export const WEAPON_KINDS = [
  "pistol",
  "carbine",
  "musket",
  "rifle",
  "shotgun",
  "bow",
  "machine-gun",
  "lance",
  "melee",
  "explosive",
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export const weaponKindSchema = z.enum(WEAPON_KINDS);
