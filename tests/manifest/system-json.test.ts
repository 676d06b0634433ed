/**
 * dist/ must load as a Foundry system folder by its manifest: the manifest validates (zod)
 * and every file it names exists in dist/. Runs after `npm run build` (npm test builds first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { packNames } from "../../tools/lib/packs";

const DIST = "dist";

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else out.push(path);
  }
  return out;
}

const manifestSchema = z.object({
  id: z.literal("combat-patrol"),
  title: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  compatibility: z.strictObject({ minimum: z.literal("13"), verified: z.literal("13") }),
  url: z.url(),
  manifest: z.url(),
  download: z.url(),
  bugs: z.url(),
  changelog: z.url(),
  readme: z.url(),
  license: z.url(),
  esmodules: z.array(z.string()).length(1),
  styles: z.array(z.string()).min(1),
  languages: z.array(z.object({ lang: z.string(), name: z.string(), path: z.string() })).min(1),
  documentTypes: z.object({
    Actor: z.object({
      figure: z.object({}).passthrough(),
      unit: z.object({}),
      herd: z.object({}),
      wagon: z.object({}),
      gun: z.object({}),
    }),
    Item: z.object({ weapon: z.object({}).passthrough(), explosive: z.object({}) }),
    Card: z.record(z.string(), z.object({})),
    ChatMessage: z.record(z.string(), z.object({})),
    RegionBehavior: z.object({ terrain: z.object({}) }),
  }),
  packs: z.array(
    z.object({
      name: z.string().regex(/^[a-z0-9-]+$/),
      label: z.string(),
      path: z.string(),
      type: z.enum(["Actor", "Item", "Cards", "JournalEntry", "Macro", "RollTable", "Scene", "Adventure"]),
      system: z.literal("combat-patrol"),
    }),
  ),
  grid: z.object({ distance: z.literal(1), units: z.literal("in") }),
  socket: z.literal(true),
});

const read = () => JSON.parse(readFileSync(join(DIST, "system.json"), "utf8")) as unknown;

describe("dist/system.json", () => {
  it("validates against the manifest schema", () => {
    const result = manifestSchema.safeParse(read());
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("names only files that exist in dist/", () => {
    const manifest = manifestSchema.parse(read());
    const files = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    const missing = files.filter((f) => !existsSync(join(DIST, f)));
    const packs = manifest.packs.filter((p) => !existsSync(join(DIST, p.path, "CURRENT")));
    expect({ missing, packs: packs.map((p) => p.path) }).toEqual({ missing: [], packs: [] });
  });

  it("declares exactly the pack source folders under packs/", () => {
    const manifest = manifestSchema.parse(read());
    const declared = manifest.packs.map((p) => p.path.replace(/^packs\//, "")).sort();
    expect(declared).toEqual(packNames());
  });

  it("every template named in src/ exists in dist/templates/", () => {
    const named = new Set<string>();
    for (const file of sourceFiles("src")) {
      for (const m of readFileSync(file, "utf8").matchAll(
        /["'`]((?:systems\/combat-patrol\/templates\/)?[\w./-]+\.hbs)["'`]/g,
      )) {
        // "templates/…" without the system's prefix is core's own (served by Foundry: the combat tracker's header).
        if (!m[1]!.startsWith("templates/")) named.add(m[1]!.replace("systems/combat-patrol/templates/", ""));
      }
    }
    expect(named.size).toBeGreaterThan(10);
    // A bare file name is joined to its folder by the code (e.g. cards/ prompts): it must exist somewhere.
    const all = sourceFiles(join(DIST, "templates")).map((f) => f.slice(join(DIST, "templates").length + 1));
    const missing = [...named].filter((t) =>
      t.includes("/") ? !all.includes(t) : !all.some((f) => f.endsWith(`/${t}`)),
    );
    expect(missing).toEqual([]);
  });
});
