/**
 * `npm run package` (after `npm run build`): the release assets in release/ — combat-patrol.zip,
 * dist/'s contents at the zip's root (Foundry unpacks it as Data/systems/combat-patrol, system.json
 * on top), and system.json, the same manifest, whose `download` names this version's zip
 * (tools/lib/release.ts). The workflow attaches both to the GitHub release of the tag.
 * Entries are sorted and dated alike, so the same dist/ gives the same zip.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { currentRelease, MANIFEST_NAME, releaseProblems, ZIP_NAME } from "./lib/release";

const DIST = "dist";
const RELEASE_DIR = "release";
/** Every entry's date (zip stores local DOS time; 1980 is its first year). */
const ENTRY_DATE = new Date(2000, 0, 1);

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else out.push(path);
  }
  return out;
}

const manifestText = readFileSync(join(DIST, MANIFEST_NAME), "utf8");
const manifest = JSON.parse(manifestText) as Record<string, unknown>;
const release = currentRelease();
const problems = releaseProblems(release.tag, release, manifest);
if (problems.length > 0) throw new Error(`dist/system.json is not this release's:\n${problems.join("\n")}`);

const entries: Zippable = {};
for (const file of files(DIST)) {
  entries[relative(DIST, file).split(sep).join("/")] = [readFileSync(file), { level: 9, mtime: ENTRY_DATE }];
}
rmSync(RELEASE_DIR, { recursive: true, force: true });
mkdirSync(RELEASE_DIR, { recursive: true });
const zip = zipSync(entries);
writeFileSync(join(RELEASE_DIR, ZIP_NAME), zip);
writeFileSync(join(RELEASE_DIR, MANIFEST_NAME), manifestText);
console.log(
  `${RELEASE_DIR}/${ZIP_NAME}: ${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(0)} KB; ` +
    `${RELEASE_DIR}/${MANIFEST_NAME}: version ${release.version}, download ${String(manifest.download)}`,
);
