/**
 * After `vite build` wrote the module and CSS to dist/: write the manifest (the source system.json
 * with this release's version and URLs: tools/lib/release.ts), copy the templates, languages and
 * assets, and compile the compendium packs, so dist/ is a complete system folder (copy or link it
 * to Data/systems/combat-patrol; `npm run package` zips it).
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { compilePacks } from "./lib/packs";
import { currentRelease, releaseManifest } from "./lib/release";

const DIST = "dist";

const source = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;
writeFileSync(`${DIST}/system.json`, `${JSON.stringify(releaseManifest(source, currentRelease()), null, 2)}\n`);
// the deck file's JSON Schema (npm run deck:schema), for editors: "$schema" in a deck file
cpSync("schemas", `${DIST}/schemas`, { recursive: true });
for (const dir of ["templates", "lang", "assets"]) {
  try {
    cpSync(dir, `${DIST}/${dir}`, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
for (const file of ["LICENSE", "README.md", "CHANGELOG.md"]) cpSync(file, `${DIST}/${file}`);
rmSync(`${DIST}/packs`, { recursive: true, force: true });
const packs = await compilePacks(`${DIST}/packs`);
console.log(`dist/: system.json, templates, lang, ${packs.length} pack(s): ${packs.join(", ")}`);
