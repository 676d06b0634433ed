/**
 * What the GM's client does with the world's schema version at ready. A brand-new
 * world (no actor, no item, no document in a world compendium of actors, items, scenes or adventures) has nothing to
 * migrate: it starts at the current version, silently (no "migrating…/done" notices, no world
 * compendium unlocked). No Foundry global here.
 */
type StartAction = "none" | "stamp" | "migrate";

interface WorldContents {
  readonly actors: number;
  readonly items: number;
  /** Documents in the world's own compendiums of actors, items, scenes and adventures (their indexes, nothing loaded). */
  readonly packDocuments: number;
}

export function startAction(stored: number, current: number, world: WorldContents): StartAction {
  if (stored >= current) return "none";
  return world.actors + world.items + world.packDocuments === 0 ? "stamp" : "migrate";
}
