/**
 * The release's facts, from ONE place: the version and the repository of package.json. The
 * workflow (.github/workflows/release.yml) overrides the repository with the one it runs in
 * (RELEASE_REPOSITORY = github.repository), so a fork releases to itself. Every URL of the
 * manifest is derived here and typed nowhere else: the source system.json carries none of them
 * (tests/manifest/release.test.ts).
 *
 * Foundry reads `download` to install a package and `manifest` to check for an update (the
 * installed manifest's `manifest` URL is fetched and its `version` compared); `url`, `bugs`,
 * `changelog`, `readme` and `license` are shown on the package's page (PackageManifestData,
 * foundryvtt.com/api/v14/interfaces/foundry.packages.types.PackageManifestData.html). As the anchors do,
 * `manifest` is the LATEST release's system.json (draw-steel keeps `…/releases/latest/download/system.json`)
 * and `download` names this version's zip (dnd5e's workflow checks it against the tag).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { readFileSync } from "node:fs";

/** The release asset names: the zip (the system folder's contents at its root) and the manifest. */
export const ZIP_NAME = `${SYSTEM_ID}.zip`;
export const MANIFEST_NAME = "system.json";
/** The manifest fields the release writes (never typed in the source system.json). */
export const RELEASE_FIELDS = [
  "version",
  "url",
  "manifest",
  "download",
  "bugs",
  "changelog",
  "readme",
  "license",
] as const;

interface PackageJson {
  readonly version: string;
  readonly repository?: string | { readonly url?: string };
}

/** "owner/name" of a GitHub repository URL or shorthand (git+https://github.com/o/n.git, github:o/n, o/n). */
export function repositorySlug(repository: string): string {
  const m = /^(?:git\+)?(?:https?:\/\/github\.com\/|git@github\.com:|github:)?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
    repository.trim(),
  );
  if (!m) throw new Error(`package.json "repository" is not a GitHub repository: ${repository}`);
  return m[1]!;
}

interface Release {
  readonly version: string;
  /** The git tag of this version: v<version>. */
  readonly tag: string;
  /** owner/name */
  readonly repository: string;
}

/** This checkout's release: package.json's version and repository, the repository overridden by RELEASE_REPOSITORY. */
export function currentRelease(env: NodeJS.ProcessEnv = process.env, pkg: PackageJson = readPackage()): Release {
  const named = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  const repository = env.RELEASE_REPOSITORY?.trim() || named;
  if (!repository) throw new Error('package.json names no "repository"');
  if (!/^\d+\.\d+\.\d+$/.test(pkg.version)) throw new Error(`package.json "version" is not x.y.z: ${pkg.version}`);
  return { version: pkg.version, tag: tagOf(pkg.version), repository: repositorySlug(repository) };
}

const tagOf = (version: string) => `v${version}`;

function readPackage(): PackageJson {
  return JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
}

/** Every URL of the release. */
export function releaseUrls(release: Release): Record<Exclude<(typeof RELEASE_FIELDS)[number], "version">, string> {
  const home = `https://github.com/${release.repository}`;
  const atTag = (file: string) => `${home}/blob/${release.tag}/${file}`;
  return {
    url: home,
    manifest: `${home}/releases/latest/download/${MANIFEST_NAME}`,
    download: `${home}/releases/download/${release.tag}/${ZIP_NAME}`,
    bugs: `${home}/issues`,
    changelog: atTag("CHANGELOG.md"),
    readme: atTag("README.md"),
    license: atTag("LICENSE"),
  };
}

/** The source manifest with this release's version and URLs (the dist/ and packaged system.json). */
export function releaseManifest(source: Record<string, unknown>, release: Release): Record<string, unknown> {
  const { version } = release;
  const urls = releaseUrls(release);
  // Foundry's own fields in the order its manifests list them: identity, version, then the rest.
  const { id, title, description, authors, ...rest } = source;
  return { id, title, description, version, authors, ...urls, ...rest };
}

/**
 * What must agree before a release is published: the tag pushed, the version of package.json and
 * of the manifest, and the manifest's download URL (the asset the workflow attaches to that tag).
 * Empty when all agree; else one line per disagreement.
 */
export function releaseProblems(tag: string, release: Release, manifest: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const expected = releaseUrls({ ...release, tag });
  if (tag !== release.tag) problems.push(`the tag ${tag} is not v + package.json's version (${release.tag})`);
  if (manifest.version !== release.version)
    problems.push(`system.json's version ${String(manifest.version)} is not package.json's ${release.version}`);
  if (manifest.download !== expected.download)
    problems.push(`system.json's download ${String(manifest.download)} is not this release's ${expected.download}`);
  if (manifest.manifest !== expected.manifest)
    problems.push(
      `system.json's manifest ${String(manifest.manifest)} is not the latest release's ${expected.manifest}`,
    );
  for (const field of RELEASE_FIELDS)
    if (typeof manifest[field] !== "string" || manifest[field] === "") problems.push(`system.json's ${field} is empty`);
  return problems;
}

/** The notes of one version in CHANGELOG.md: the text under its "## <version>" heading, up to the next. */
export function changelogSection(changelog: string, version: string): string | null {
  const lines = changelog.split("\n");
  const start = lines.findIndex((l) => new RegExp(`^## \\[?v?${version.replace(/\./g, "\\.")}\\]?(\\s|$)`).test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  const body = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join("\n")
    .trim();
  return body || null;
}
