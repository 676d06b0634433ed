/** The world's schema-version setting (init) and the one-time migration (ready, active GM only). */
import { SYSTEM_ID } from "@foundry/shared/system";
import { SCHEMA_SETTING } from "@foundry/data/schema-migrations";

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
  // the migration loads at ready, not with the module (bundle budget)
  const { migrateWorld } = await import("./world");
  await migrateWorld();
}
