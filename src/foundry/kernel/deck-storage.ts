/**
 * Imported decks and their faces go to the system's persistent storage
 * (`systems/combat-patrol/storage/...`), and the folders must exist before a file goes in.
 *
 * Read in Foundry v13's client code (client/applications/apps/file-picker.mjs, search id
 * 18880624910, see docs/foundry-behaviour.md):
 *   - `FilePicker.uploadPersistent(packageId, path, file, body, {notify})` throws unless the
 *     package's manifest sets `"persistentStorage": true`, then uploads to source "data", target
 *     `${type}s/${id}/storage/${path}`;
 *   - `FilePicker.createDirectory(source, target)` asks the server to create ONE directory that
 *     "must not already exist" (the server's error rejects the promise otherwise).
 * So each level of the target path is created in turn, a level that already exists (its
 * creation refused, `browse` finds it) being fine. No Foundry global: the picker is a port.
 */

export interface DirectoryPorts {
  createDirectory(source: "data", target: string): Promise<unknown>;
  /** Resolves when the directory exists (FilePicker.browse), rejects otherwise. */
  browse(source: "data", target: string): Promise<unknown>;
}

/** The storage root of a system: where uploadPersistent puts files. */
function storageRoot(systemId: string): string {
  return `systems/${systemId}/storage`;
}

/** Every directory to make, outermost first: "cards/frontier" -> storage/cards, storage/cards/frontier. */
export function storageDirectories(systemId: string, path: string): string[] {
  const parts = path.split("/").filter((p) => p.length > 0);
  return parts.map((_, i) => `${storageRoot(systemId)}/${parts.slice(0, i + 1).join("/")}`);
}

/** Make the folders of `path` under the system's storage (each level once per session). */
export async function ensureStorageDirectory(
  ports: DirectoryPorts,
  systemId: string,
  path: string,
  made: Set<string> = MADE,
): Promise<void> {
  for (const dir of storageDirectories(systemId, path)) {
    if (made.has(dir)) continue;
    try {
      await ports.createDirectory("data", dir);
    } catch (error) {
      // Already there? Then it is fine; anything else is the real error.
      try {
        await ports.browse("data", dir);
      } catch {
        throw error instanceof Error ? error : new Error(String(error));
      }
    }
    made.add(dir);
  }
}

const MADE = new Set<string>();
