/**
 * `npx tsx tools/packs/generate.ts`: write every compendium pack source (packs/<name>/*.json)
 * and the pack icons (assets/icons/*.svg) from the engine's tables and deck files, delete
 * pack files no longer generated, and set the "packs" array of system.json. Deterministic:
 * run it twice and nothing changes. Commit what it writes.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ICON_DIR } from "./icons";
import { MAP_DIR } from "./maps";
import { BANNER_DIR } from "./banners";
import { PACKS_ROOT, buildPacks, generatedFiles, manifestPacks } from "./build";
import { validatePacks } from "./schema";

const packs = buildPacks();
const problems = validatePacks(packs);
if (problems.length) {
  console.error(`pack sources do not validate:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const files = generatedFiles(packs);

let written = 0;
for (const [path, text] of files) {
  if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  written += 1;
}

/** Files under a generated folder that the generator no longer writes. */
function stale(root: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (statSync(path).isDirectory()) out.push(...stale(path, keep));
    else if (!keep(path)) out.push(path);
  }
  return out;
}
const removed = [
  ...stale(PACKS_ROOT, (p) => files.has(p)),
  ...[ICON_DIR, MAP_DIR, BANNER_DIR].flatMap((dir) => stale(dir, (p) => files.has(p) || !p.endsWith(".svg"))),
];
for (const path of removed) rmSync(path);
for (const entry of existsSync(PACKS_ROOT) ? readdirSync(PACKS_ROOT) : []) {
  const dir = join(PACKS_ROOT, entry);
  if (statSync(dir).isDirectory() && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

// system.json: only its "packs" array is ours.
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;
const nextPacks = manifestPacks(packs);
if (JSON.stringify(manifest.packs) !== JSON.stringify(nextPacks)) {
  manifest.packs = nextPacks;
  writeFileSync("system.json", `${JSON.stringify(manifest, null, 2)}\n`);
  console.log("system.json: packs array updated");
}

for (const pack of packs) console.log(`${pack.name} (${pack.type}): ${pack.docs.length} source documents`);
console.log(`${files.size} files generated, ${written} written, ${removed.length} removed`);
