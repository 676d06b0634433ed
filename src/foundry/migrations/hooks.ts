/** The world's schema-version setting (init) and the one-time migration (ready, active GM only). */
import { SYSTEM_ID } from "@foundry/data/constants";

/** The setting holding the world's schema version (world.ts re-exports it). */
export const SCHEMA_SETTING = "schemaVersion";

export const order = 15;

export function init(): void {
  game.settings?.register(SYSTEM_ID, SCHEMA_SETTING, {
    name: "COMBAT_PATROL.Migration.setting",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

export async function ready(): Promise<void> {
  // the migration loads at ready, not with the module (issue 19 bundle budget)
  const { migrateWorld } = await import("./world");
  await migrateWorld();
}
