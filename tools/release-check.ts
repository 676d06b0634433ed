/**
 * `npm run release:check -- <tag>` (the release workflow, after `npm run package`): fails unless the
 * tag, package.json's version and the packaged system.json (its version, download and manifest URLs)
 * agree, and CHANGELOG.md has a section for the version; writes that section to release/notes.md
 * for the release's text.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { changelogSection, currentRelease, MANIFEST_NAME, releaseProblems } from "./lib/release";

const tag = process.argv[2] ?? process.env.GITHUB_REF_NAME ?? "";
const release = currentRelease();
const manifest = JSON.parse(readFileSync(join("release", MANIFEST_NAME), "utf8")) as Record<string, unknown>;
const problems = releaseProblems(tag, release, manifest);
const notes = changelogSection(readFileSync("CHANGELOG.md", "utf8"), release.version);
if (notes === null) problems.push(`CHANGELOG.md has no "## ${release.version}" section`);
if (problems.length > 0) {
  console.error(`✖ release ${tag} of ${release.repository} refused:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const install = `**Install:** in Foundry's *Install System*, paste the manifest URL ${String(manifest.manifest)}`;
writeFileSync(join("release", "notes.md"), `${notes}\n\n${install}\n`);
console.log(`✔ release ${tag}: version ${release.version}, ${String(manifest.download)}`);
