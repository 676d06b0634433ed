/**
 * Compendium packs: JSON sources under packs/<name>/ (one document a file, with _id and _key)
 * compiled to LevelDB with the official @foundryvtt/foundryvtt-cli.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

const PACKS_SRC = "packs";

/** Every pack source folder (one folder = one pack). */
export function packNames(root = PACKS_SRC): string[] {
  return readdirSync(root)
    .filter((name) => !name.startsWith("_") && !name.startsWith("."))
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort();
}

/**
 * The CLI silently skips a source without `_key`: refuse such a pack instead, naming the file.
 */
export function checkPackKeys(dir: string): string[] {
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(readFileSync(join(dir, file), "utf8")) as { _id?: unknown; _key?: unknown };
    if (typeof doc._id !== "string" || !/^[A-Za-z0-9]{16}$/.test(doc._id))
      problems.push(`${file}: _id must be 16 letters or digits`);
    if (typeof doc._key !== "string" || !doc._key.startsWith("!") || !doc._key.endsWith(`!${String(doc._id)}`)) {
      problems.push(`${file}: _key must be "!<collection>!<_id>"`);
    }
  }
  return problems;
}

export async function compilePacks(outRoot: string, srcRoot = PACKS_SRC): Promise<string[]> {
  const names = packNames(srcRoot);
  for (const name of names) {
    const problems = checkPackKeys(join(srcRoot, name));
    if (problems.length) throw new Error(`pack ${name}:\n  ${problems.join("\n  ")}`);
    await compilePack(join(srcRoot, name), join(outRoot, name), { log: false, recursive: true });
  }
  return names;
}
