/**
 * Importing a deck that is not the Frontier deck. v13's FilePicker.uploadPersistent
 * needs "persistentStorage": true in the manifest, and the target folders must exist: the
 * system creates them, level by level, before it uploads (client/applications/apps/file-picker.mjs).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ensureStorageDirectory, storageDirectories, type DirectoryPorts } from "@foundry/kernel/deck-storage";

/** The server's file system as FilePicker sees it: one level per createDirectory, an existing one refused. */
class ServerFiles implements DirectoryPorts {
  readonly dirs = new Set(["systems", "systems/combat-patrol", "systems/combat-patrol/storage"]);
  readonly calls: string[] = [];
  async createDirectory(_source: "data", target: string): Promise<unknown> {
    this.calls.push(`mkdir ${target}`);
    const parent = target.slice(0, target.lastIndexOf("/"));
    if (this.dirs.has(target)) throw new Error(`EEXIST: file already exists, mkdir '${target}'`);
    if (!this.dirs.has(parent)) throw new Error(`ENOENT: no such file or directory, mkdir '${target}'`);
    this.dirs.add(target);
    return { path: target };
  }
  async browse(_source: "data", target: string): Promise<unknown> {
    if (!this.dirs.has(target)) throw new Error(`Directory ${target} does not exist`);
    return { target, dirs: [], files: [] };
  }
}

describe("persistent storage for imported decks", () => {
  it("CORE-1 the manifest asks for persistent storage (uploadPersistent throws without it)", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../../system.json", import.meta.url), "utf8")) as {
      persistentStorage?: unknown;
    };
    expect(manifest.persistentStorage).toBe(true);
  });

  it("CORE-1 the faces' folder is made level by level under the storage root", async () => {
    const files = new ServerFiles();
    await ensureStorageDirectory(files, "combat-patrol", "cards/my-deck-1a2b", new Set());
    expect(files.dirs.has("systems/combat-patrol/storage/cards/my-deck-1a2b")).toBe(true);
    expect(files.calls).toEqual([
      "mkdir systems/combat-patrol/storage/cards",
      "mkdir systems/combat-patrol/storage/cards/my-deck-1a2b",
    ]);
  });

  it("CORE-1 a folder already there (a second import, a reload) is fine", async () => {
    const files = new ServerFiles();
    files.dirs.add("systems/combat-patrol/storage/decks");
    await expect(ensureStorageDirectory(files, "combat-patrol", "decks", new Set())).resolves.toBeUndefined();
  });

  it("a real failure (no storage at all) is not hidden", async () => {
    const files = new ServerFiles();
    files.dirs.delete("systems/combat-patrol/storage");
    await expect(ensureStorageDirectory(files, "combat-patrol", "decks", new Set())).rejects.toThrow("ENOENT");
  });

  it("each folder is asked for once per session", async () => {
    const files = new ServerFiles();
    const made = new Set<string>();
    await ensureStorageDirectory(files, "combat-patrol", "cards/a", made);
    await ensureStorageDirectory(files, "combat-patrol", "cards/b", made);
    expect(files.calls).toEqual([
      "mkdir systems/combat-patrol/storage/cards",
      "mkdir systems/combat-patrol/storage/cards/a",
      "mkdir systems/combat-patrol/storage/cards/b",
    ]);
    expect(storageDirectories("combat-patrol", "decks")).toEqual(["systems/combat-patrol/storage/decks"]);
  });
});
