/**
 * Packs compile with the official CLI and read back losslessly: compile every packs/<name>
 * source folder to LevelDB, extract it again, and compare document by document.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, it } from "vitest";
import { checkPackKeys, compilePacks, packNames } from "../../tools/lib/packs";

const work = mkdtempSync(join(tmpdir(), "cp-packs-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Doc = Record<string, unknown> & { _id: string };

/**
 * The CLI's extraction gives every embedded document the child collections its own
 * hierarchy table names for that collection name, as empty arrays: an embedded Card (in
 * "cards") comes back with `cards: []` because the Cards collection is also called "cards".
 * Foundry ignores the field. Drop such empty arrays the source did not have, at any depth.
 */
function withoutAddedEmptyArrays(back: unknown, source: unknown): unknown {
  if (Array.isArray(back) && Array.isArray(source)) return back.map((b, i) => withoutAddedEmptyArrays(b, source[i]));
  if (back && source && typeof back === "object" && typeof source === "object" && !Array.isArray(back)) {
    const src = source as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(back)) {
      if (!(key in src) && Array.isArray(value) && value.length === 0) continue;
      out[key] = withoutAddedEmptyArrays(value, src[key]);
    }
    return out;
  }
  return back;
}

function readDocs(dir: string): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    if (!file.endsWith(".json")) continue;
    const doc = JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc;
    docs.set(doc._id, doc);
  }
  return docs;
}

describe("compendium packs", () => {
  it("every source has a valid _id and _key (the CLI skips keyless sources silently)", () => {
    const problems = packNames().flatMap((name) => checkPackKeys(join("packs", name)).map((p) => `${name}/${p}`));
    expect(problems).toEqual([]);
  });

  it("compile -> extract round trip is lossless", async () => {
    const names = await compilePacks(join(work, "db"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const out = join(work, "src", name);
      await extractPack(join(work, "db", name), out, { clean: true, log: false });
      const before = readDocs(join("packs", name));
      const after = readDocs(out);
      expect([...after.keys()].sort(), name).toEqual([...before.keys()].sort());
      for (const [id, doc] of before) {
        const back = after.get(id)!;
        // The CLI may add _stats when missing; everything we wrote must come back unchanged.
        for (const [key, value] of Object.entries(doc)) expect(withoutAddedEmptyArrays(back[key], value), `${name}/${id}.${key}`).toEqual(value);
      }
    }
  });
});
