/**
 * The release package installs: release/combat-patrol.zip (npm run package) is read back by a
 * reader of its own (zip-reader.ts, not the writer the package uses), unpacked into an empty
 * Data/systems/combat-patrol the way Foundry installs a system from its `download`, and every path
 * the manifest names is there: the ES module and the chunks it imports, the styles, the languages,
 * each pack's LevelDB, the templates the code names, the banners and the adventures' maps. The
 * packaged system.json has no empty URL, its `download` names its version, and its `manifest` is
 * the latest release's system.json; every URL comes from package.json's repository.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { currentRelease, RELEASE_FIELDS, releaseProblems, releaseUrls } from "../../tools/lib/release";
import { readZip } from "./zip-reader";

const ZIP = "release/combat-patrol.zip";
const SYSTEM = "combat-patrol";

function unpack(): { root: string; names: string[] } {
  if (!existsSync(ZIP)) throw new Error(`${ZIP} is missing: run npm run package (npm test does)`);
  const data = mkdtempSync(join(tmpdir(), "cp-data-"));
  const systems = join(data, "Data", "systems");
  mkdirSync(systems, { recursive: true });
  expect(readdirSync(systems)).toEqual([]);
  const root = join(systems, SYSTEM);
  const entries = readZip(readFileSync(ZIP));
  for (const { name, data: bytes } of entries) {
    if (name.endsWith("/")) continue;
    expect(posix.normalize(name).startsWith("../") || posix.isAbsolute(name), name).toBe(false);
    const path = join(root, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
  return { root, names: entries.map((e) => e.name) };
}

const { root, names } = unpack();
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
  esmodules: string[];
  styles: string[];
  languages: { path: string }[];
  packs: { path: string; banner?: string }[];
  compatibility: Record<string, string>;
} & Record<string, unknown>;

function tree(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) tree(path, out);
    else out.push(path);
  }
  return out;
}

/** A `systems/combat-patrol/…` URL as a file of the unpacked system. */
const inSystem = (url: string) => join(root, url.replace(/^systems\/combat-patrol\//, ""));

describe("release/combat-patrol.zip unpacked into an empty Data/systems", () => {
  it("has the system folder's contents at its root: system.json on top, no enclosing folder", () => {
    expect(names).toContain("system.json");
    expect(names.some((n) => n.startsWith(`${SYSTEM}/`))).toBe(false);
    expect(manifest.id).toBe(SYSTEM);
  });

  it("holds the ES module, the styles and the languages the manifest names", () => {
    const files = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });

  it("holds every chunk a shipped module imports (the lazily loaded actions and dialogs)", () => {
    const scripts = tree(root).filter((f) => /\.m?js$/.test(f));
    const missing: string[] = [];
    for (const file of scripts) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s*)["'](\.{1,2}\/[^"']+)["']/g))
        if (!existsSync(join(dirname(file), m[1]!))) missing.push(`${file}: ${m[1]}`);
    }
    expect(scripts.length).toBeGreaterThan(1);
    expect(missing).toEqual([]);
  });

  it("holds each pack's LevelDB and banner", () => {
    expect(manifest.packs.length).toBeGreaterThan(5);
    expect(manifest.packs.filter((p) => !existsSync(join(root, p.path, "CURRENT"))).map((p) => p.path)).toEqual([]);
    const banners = manifest.packs.flatMap((p) => (p.banner ? [p.banner] : []));
    expect(banners.length).toBe(manifest.packs.length);
    expect(banners.filter((b) => !existsSync(inSystem(b)))).toEqual([]);
  });

  it("holds every template the code names and every file of templates/ and assets/ (the adventures' maps among them)", () => {
    const named = new Set<string>();
    for (const file of tree("src"))
      for (const m of readFileSync(file, "utf8").matchAll(
        /["'`]((?:systems\/combat-patrol\/templates\/)?[\w./-]+\.hbs)["'`]/g,
      ))
        // "templates/…" without the system's prefix is core's own (served by Foundry: the combat tracker's header).
        if (!m[1]!.startsWith("templates/")) named.add(m[1]!.replace("systems/combat-patrol/templates/", ""));
    expect(named.size).toBeGreaterThan(10);
    const shipped = tree(join(root, "templates")).map((f) => f.slice(join(root, "templates").length + 1));
    // A bare file name is joined to its folder by the code (cards/ prompts): it must be there somewhere.
    const missing = [...named].filter((t) =>
      t.includes("/") ? !shipped.includes(t) : !shipped.some((f) => f.endsWith(`/${t}`)),
    );
    expect(missing).toEqual([]);
    const sources = [...tree("templates"), ...tree("assets")].map((f) => f.split("\\").join("/"));
    expect(sources.some((a) => a.startsWith("assets/maps/"))).toBe(true);
    expect(sources.filter((a) => !existsSync(join(root, a)))).toEqual([]);
  });

  it("ships the licence, the readme and the changelog", () => {
    for (const file of ["LICENSE", "README.md", "CHANGELOG.md"]) expect(existsSync(join(root, file)), file).toBe(true);
  });
});

describe("the packaged system.json", () => {
  const release = currentRelease({});

  it("has no empty URL; its download names its version; its manifest is the latest release's", () => {
    for (const field of RELEASE_FIELDS) expect(manifest[field], field).toMatch(/\S/);
    expect(manifest.version).toBe(release.version);
    expect(manifest.download).toContain(`/releases/download/v${release.version}/combat-patrol.zip`);
    expect(manifest.manifest).toMatch(/\/releases\/latest\/download\/system\.json$/);
    expect(releaseProblems(`v${release.version}`, release, manifest)).toEqual([]);
  });

  it("takes every URL from package.json's repository", () => {
    const urls = releaseUrls(release);
    for (const [field, url] of Object.entries(urls)) {
      expect(manifest[field], field).toBe(url);
      expect(url.startsWith(`https://github.com/${release.repository}`), field).toBe(true);
    }
  });

  it("is the release's system.json asset, byte for byte", () => {
    expect(readFileSync("release/system.json", "utf8")).toBe(readFileSync(join(root, "system.json"), "utf8"));
  });

  it("sets no compatibility maximum (a later Foundry is not refused)", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13" });
  });
});
