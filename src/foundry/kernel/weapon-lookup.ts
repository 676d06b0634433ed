/**
 * The home-made weapons' lookup (a weapon item by its UUID), which the Foundry side provides at
 * init. Apart from known-weapons.ts so that providing it does not load the printed weapon tables
 * and the fire request's checks at start-up: only the actions that name a weapon load those.
 */
import type { WeaponProfile } from "@rules/model";

/** A home-made weapon by its item UUID; undefined when no such weapon item exists. */
export type WeaponLookup = (id: string) => WeaponProfile | undefined;

let homeMade: WeaponLookup = () => undefined;

/** The actions concept calls this at init with the item lookup (null: tables only again). */
export function provideWeaponLookup(lookup: WeaponLookup | null): void {
  homeMade = lookup ?? (() => undefined);
}

/** A home-made weapon item by its UUID, through the lookup provided at init. */
export function homeMadeWeapon(id: string): WeaponProfile | undefined {
  return homeMade(id);
}
