/**
 * Finding the actors a unit, wagon or gun refers to by UUID. Synchronous: world actors and
 * token actors on loaded scenes resolve; a compendium reference that is not indexed does not.
 */
import type { FigureState, WeaponProfile } from "@rules/model";
import { WeaponModel } from "./item/weapon";

/** The actor a UUID names, or null (missing, not an actor, or not loaded). */
export function actorByUuid(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  // Naming the document class lets fvtt-types take a plain string (the instanceof check stays).
  const found = fromUuidSync<Actor.Implementation>(uuid, { strict: false });
  return found instanceof Actor ? found : null;
}

/**
 * CORE-5 a home-made weapon by its item UUID (its WeaponProfile id): the item's profile, undefined
 * when the UUID names no weapon item or the item now names a table row instead.
 */
export function weaponByUuid(uuid: string): WeaponProfile | undefined {
  if (!uuid.includes(".Item.") && !uuid.startsWith("Item.")) return undefined;
  const found = fromUuidSync<Item.Implementation>(uuid, { strict: false });
  if (!(found instanceof Item) || !(found.system instanceof WeaponModel)) return undefined;
  const profile = found.system.toWeaponProfile();
  return profile.id === uuid ? profile : undefined;
}

/** How a unit-like model turns a member UUID into the engine's figure (a test passes its own). */
export type FigureResolver = (uuid: string) => FigureState | null;
