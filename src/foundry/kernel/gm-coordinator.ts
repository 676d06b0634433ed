/**
 * The GM side of the draw service wired to Foundry: the coordinator over the Cards documents,
 * the users, the actors' effects and the piles. draw-service.ts loads this module on first use
 * (a request reaching the active GM, a deck reset, the GM's ready): a player's client never
 * needs it, and the start-up module stays smaller (docs/architecture.md, the bundle).
 */
import { loadWorldFacts } from "./world-facts";
import { currentOptions } from "@foundry/settings/current";
import { actorByUuid } from "@foundry/data/resolve";
import { DrawCoordinator, type UserDirectory } from "./draw-coordinator";
import type { ResultEffects } from "./draw-ports";
import { cryptoChance } from "./draw-chance";
import { gmConfirmsResults, physicalMode } from "./table-settings";
import { CombatPatrolActor } from "@foundry/documents/actor";
import { restoreWith } from "@foundry/documents/effect-writes";
import { foundryWriter } from "@foundry/documents/writer";
import { drawProcedures } from "./draw-registry";
import { PileMirror } from "./deck-pile";
import { foundryDeckStore, foundryPilePorts, foundryTableWriter } from "./deck-store";
import { ownsActor } from "@foundry/shared/ownership";

const users: UserDirectory = {
  name: (id) => game.users?.get(id)?.name ?? undefined,
  isGM: (id) => game.users?.get(id)?.isGM ?? false,
  owns(userId, actorId) {
    const user = game.users?.get(userId);
    const actor = actorByUuid(actorId);
    return ownsActor(user, actor);
  },
};

/** A result's effects on the actors, written by the GM's client, and put back (the undo). */
const foundryEffects: ResultEffects = {
  async apply(effects) {
    const done = await CombatPatrolActor.applyEffects(effects);
    return { writes: done.writes, skipped: done.skipped.length, restores: done.restores };
  },
  restore: (restores) => restoreWith(restores, foundryWriter),
};

/** The coordinator this client runs when it is the active GM (only the active GM's runs requests). */
export function createGmCoordinator(): DrawCoordinator {
  return new DrawCoordinator({
    store: foundryDeckStore,
    writer: foundryTableWriter,
    users,
    procedures: drawProcedures,
    options: () => currentOptions(),
    // The pieces, tokens, ground and activation as this (the GM's) client reads them (canvas/world-facts-foundry.ts).
    world: loadWorldFacts,
    now: () => Date.now(),
    chance: () => cryptoChance,
    physicalCards: physicalMode,
    gmConfirms: gmConfirmsResults,
    // Foundry v13 game.users.activeGM: the designated GM (highest role, then lowest id) among active GMs.
    isActiveGM: () => game.users?.activeGM?.isSelf ?? false,
    effects: foundryEffects,
    piles: new PileMirror(foundryPilePorts),
  });
}
