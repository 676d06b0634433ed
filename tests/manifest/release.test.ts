/**
 * The release's facts come from one place (tools/lib/release.ts over package.json): the source
 * system.json types none of the URLs nor the version, the workflow's repository overrides
 * package.json's, and a tag, a version or a download URL that disagree refuse the release.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  changelogSection,
  currentRelease,
  RELEASE_FIELDS,
  releaseManifest,
  releaseProblems,
  releaseUrls,
  repositorySlug,
} from "../../tools/lib/release";

const source = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;
const pkg = { version: "1.2.3", repository: { url: "git+https://github.com/someone/combat-patrol.git" } };

describe("release facts from one place", () => {
  it("the source system.json types no version and no URL (the build writes them)", () => {
    expect(RELEASE_FIELDS.filter((f) => f in source)).toEqual([]);
    expect(JSON.stringify(source)).not.toMatch(/https?:\/\//);
  });

  it("reads GitHub repositories however package.json writes them", () => {
    for (const r of [
      "git+https://github.com/o/n.git",
      "https://github.com/o/n",
      "github:o/n",
      "o/n",
      "git@github.com:o/n.git",
    ])
      expect(repositorySlug(r), r).toBe("o/n");
    expect(() => repositorySlug("https://gitlab.com/o/n")).toThrow();
  });

  it("the workflow's repository (RELEASE_REPOSITORY) overrides package.json's", () => {
    expect(currentRelease({}, pkg)).toEqual({ version: "1.2.3", tag: "v1.2.3", repository: "someone/combat-patrol" });
    expect(currentRelease({ RELEASE_REPOSITORY: "fork/cp" }, pkg).repository).toBe("fork/cp");
    expect(releaseUrls(currentRelease({ RELEASE_REPOSITORY: "fork/cp" }, pkg)).download).toBe(
      "https://github.com/fork/cp/releases/download/v1.2.3/combat-patrol.zip",
    );
  });

  it("the manifest gets the version and every URL; the download names the version, the manifest the latest release", () => {
    const m = releaseManifest(source, currentRelease({}, pkg));
    expect(m).toMatchObject({
      id: "combat-patrol",
      version: "1.2.3",
      url: "https://github.com/someone/combat-patrol",
      manifest: "https://github.com/someone/combat-patrol/releases/latest/download/system.json",
      download: "https://github.com/someone/combat-patrol/releases/download/v1.2.3/combat-patrol.zip",
      bugs: "https://github.com/someone/combat-patrol/issues",
      changelog: "https://github.com/someone/combat-patrol/blob/v1.2.3/CHANGELOG.md",
      readme: "https://github.com/someone/combat-patrol/blob/v1.2.3/README.md",
      license: "https://github.com/someone/combat-patrol/blob/v1.2.3/LICENSE",
    });
    expect(m.packs).toEqual(source.packs);
  });

  it("a release is refused when the tag, the version or the download URL disagree", () => {
    const release = currentRelease({}, pkg);
    const good = releaseManifest(source, release);
    expect(releaseProblems("v1.2.3", release, good)).toEqual([]);
    expect(releaseProblems("v1.2.4", release, good).join()).toMatch(/tag v1\.2\.4/);
    expect(releaseProblems("v1.2.3", release, { ...good, version: "1.2.2" }).join()).toMatch(/version 1\.2\.2/);
    expect(releaseProblems("v1.2.3", release, { ...good, download: "https://example.com/x.zip" }).join()).toMatch(
      /download/,
    );
    expect(releaseProblems("v1.2.3", release, { ...good, bugs: "" }).join()).toMatch(/bugs is empty/);
  });

  it("CHANGELOG.md has a section for package.json's version (the release's notes)", () => {
    const version = currentRelease({}).version;
    expect(changelogSection(readFileSync("CHANGELOG.md", "utf8"), version)).toMatch(/\S/);
    expect(changelogSection("## 1.0.0\n- a\n## 0.9.0\n- b\n", "0.9.0")).toBe("- b");
    expect(changelogSection("## 1.0.0\n- a\n", "2.0.0")).toBeNull();
  });

  it("the repository has the release workflow, the licence, CONTRIBUTING and the Node version", () => {
    const workflow = readFileSync(".github/workflows/release.yml", "utf8");
    expect(workflow).toMatch(/tags:\s*\n\s*- "v\*"/);
    expect(workflow).toContain("RELEASE_REPOSITORY: ${{ github.repository }}");
    expect(workflow).toContain("npm run package");
    expect(workflow).toContain("npm run release:check");
    expect(workflow).toContain("release/combat-patrol.zip release/system.json");
    for (const file of ["LICENSE", "CHANGELOG.md", "CONTRIBUTING.md", ".nvmrc"])
      expect(existsSync(file), file).toBe(true);
    expect(readFileSync(".nvmrc", "utf8").trim()).toMatch(/^20(\.\d+)?$/);
    const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
    expect(engines.node).toMatch(/20/);
  });

  it("the README's install section starts with the manifest URL", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("## Install"));
    const first = section.split("\n").find((l, i) => i > 0 && l.trim() !== "") ?? "";
    expect(first).toMatch(/^Install System → paste the manifest URL/);
    expect(section).toContain(releaseUrls(currentRelease({})).manifest);
  });
});
