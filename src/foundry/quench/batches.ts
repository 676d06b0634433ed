/**
 * The Quench batches (run inside a live Foundry world by a GM; docs/quench.md), one file per
 * concern (batch-*.ts), listed and registered here. Each batch creates what it needs and
 * deletes it in `after`. No batch imports the system at runtime: the real modules (./world)
 * are handed over by quench-hooks.ts (see system-modules.ts), so only the test code is in this chunk
 * and a vitest can record the batch and test titles without Foundry. A test that exercises a
 * rule names its ID.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { Quench } from "./types";
import { giveSystem, type World } from "./system-modules";
import { documentsBatch } from "./batch-documents";
import { packsBatch } from "./batch-packs";
import { decksBatch } from "./batch-decks";
import { fireBatch } from "./batch-fire";
import { migrationsBatch } from "./batch-migrations";
import { TURN_SUPPLEMENTS, turnBatch } from "./batch-whole-turn";
import { worldFactsBatch } from "./batch-world-facts";
import { breachBatch } from "./batch-breach";

/** The batches by key (after "combat-patrol."): display name and the batch function. */
export const BATCHES = {
  documents: { displayName: "Combat Patrol: documents and sheets", fn: documentsBatch },
  packs: { displayName: "Combat Patrol: compendium packs", fn: packsBatch },
  decks: { displayName: "Combat Patrol: Action Deck and draw service", fn: decksBatch },
  fire: { displayName: "Combat Patrol: a full fire, posted and applied", fn: fireBatch },
  migrations: { displayName: "Combat Patrol: schema migrations", fn: migrationsBatch },
  worldFacts: { displayName: "Combat Patrol: what the GM's client reads from the world", fn: worldFactsBatch },
  breach: { displayName: "Combat Patrol: a dynamite breach on the scene's walls, and its Undo", fn: breachBatch },
  turnOldWest: { displayName: "Combat Patrol: a whole turn, Old West", fn: turnBatch(TURN_SUPPLEMENTS[0]) },
  turnNapoleonic: { displayName: "Combat Patrol: a whole turn, Horse and Musket", fn: turnBatch(TURN_SUPPLEMENTS[1]) },
} as const;

/**
 * Register every batch. `modules` returns the system's modules (./world); it is called only

/**
 * Register every batch. `modules` returns the system's modules (./world); it is called only
 * when a test runs, so recording the titles (vitest) needs no Foundry.
 */
export function registerBatches(quench: Pick<Quench, "registerBatch">, modules: () => World): void {
  giveSystem(modules);
  for (const [name, batch] of Object.entries(BATCHES))
    quench.registerBatch(`${SYSTEM_ID}.${name}`, batch.fn, { displayName: batch.displayName });
}
