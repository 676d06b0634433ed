/** Tells fvtt-types the type of the schema-version setting (migrations/migrations-hooks.ts registers it). */
declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** The schema version the world's documents were last migrated to (0 = never). */
    "combat-patrol.schemaVersion": number;
  }
}

export {};
