/** The world's schema-version setting (init) and the one-time migration (ready, active GM only). */
import { SYSTEM_ID } from "../data/constants";
import { SCHEMA_SETTING, migrateWorld } from "./world";

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
  await migrateWorld();
}
