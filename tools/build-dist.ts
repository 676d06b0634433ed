/**
 * After `vite build` wrote the module and CSS to dist/: copy the manifest, templates and
 * languages, and compile the compendium packs, so dist/ is a complete system folder
 * (copy or link it to Data/systems/combat-patrol).
 */
import { cpSync, rmSync } from "node:fs";
import { compilePacks } from "./lib/packs";

const DIST = "dist";

cpSync("system.json", `${DIST}/system.json`);
// the deck file's JSON Schema (npm run deck:schema), for editors: "$schema" in a deck file
cpSync("schemas", `${DIST}/schemas`, { recursive: true });
for (const dir of ["templates", "lang", "assets"]) {
  try {
    cpSync(dir, `${DIST}/${dir}`, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
rmSync(`${DIST}/packs`, { recursive: true, force: true });
const packs = await compilePacks(`${DIST}/packs`);
console.log(`dist/: system.json, templates, lang, ${packs.length} pack(s): ${packs.join(", ")}`);
