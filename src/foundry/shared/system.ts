/** The system's id (system.json "id"): flags, settings, template paths and sockets are keyed by it. */
export const SYSTEM_ID = "combat-patrol";

/** A template's path inside the installed system (templates/<name>). */
export const templatePath = (name: string): string => `systems/${SYSTEM_ID}/templates/${name}`;
