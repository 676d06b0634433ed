/** The system's id (system.json "id"): flags, settings, template paths and sockets are keyed by it. */
export const SYSTEM_ID = "combat-patrol";
