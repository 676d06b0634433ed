/**
 * Finding the actors a unit, wagon or gun refers to by UUID. Synchronous: world actors and
 * token actors on loaded scenes resolve; a compendium reference that is not indexed does not.
 */
import type { FigureState } from "../../rules/model";

/** The actor a UUID names, or null (missing, not an actor, or not loaded). */
export function actorByUuid(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  // Naming the document class lets fvtt-types take a plain string (the instanceof check stays).
  const found = fromUuidSync<Actor.Implementation>(uuid, { strict: false });
  return found instanceof Actor ? found : null;
}

/** The actors of a list of UUIDs, in order, skipping any that no longer exist. */
export function actorsByUuid(uuids: readonly string[]): Actor.Implementation[] {
  return uuids.map(actorByUuid).filter((a): a is Actor.Implementation => a !== null);
}

/** How a unit-like model turns a member UUID into the engine's figure (a test passes its own). */
export type FigureResolver = (uuid: string) => FigureState | null;
