/** The engine opponent's doctrines by name (their numbers: doctrine-data.ts); the settings list them at start. */
export const DOCTRINE_IDS = ["aggressive", "steady", "cautious"] as const;
export type DoctrineId = (typeof DOCTRINE_IDS)[number];
