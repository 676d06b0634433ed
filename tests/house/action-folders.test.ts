/**
 * The action folders (src/foundry/actions/<folder>/) lean one way on each other: no two import
 * each other, type imports included (docs/architecture.md "no two folders import each other").
 * What two folders both need lives below them, in the kernel (a move as the map reads it, the
 * morale check's lines) or in one of them (a wagon as the world holds it, the wagon's Move dialog).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_SPECIFIER, specifierPath } from "../helpers/specifiers";

const ACTIONS = resolve(new URL("../../src/foundry/actions", import.meta.url).pathname);

/** Every pair of folders that import each other, given which folder each imports. */
export function mutualPairs(imports: ReadonlyMap<string, ReadonlySet<string>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [a, targets] of imports) for (const b of targets) if (a < b && imports.get(b)?.has(a)) out.push([a, b]);
  return out.sort();
}

function folderImports(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const folders = readdirSync(ACTIONS, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const folder of folders) {
    const targets = new Set<string>();
    for (const name of readdirSync(join(ACTIONS, folder.name)).filter((n) => n.endsWith(".ts"))) {
      const file = join(ACTIONS, folder.name, name);
      for (const m of readFileSync(file, "utf8").matchAll(new RegExp(`from\\s+"(${LOCAL_SPECIFIER})"`, "g"))) {
        const path = specifierPath(file, m[1]!);
        const rel = path ? relative(ACTIONS, path) : "..";
        const target = rel.startsWith("..") ? null : rel.split("/")[0];
        if (target && target !== folder.name && rel.includes("/")) targets.add(target);
      }
    }
    out.set(folder.name, targets);
  }
  return out;
}

describe("the action folders", () => {
  it("no two action folders import each other", () => {
    expect(mutualPairs(folderImports())).toEqual([]);
  });

  it("the check finds a pair (control)", () => {
    const imports = new Map([
      ["wagon", new Set(["gatling"])],
      ["gatling", new Set(["wagon", "guns"])],
      ["guns", new Set<string>()],
    ]);
    expect(mutualPairs(imports)).toEqual([["gatling", "wagon"]]);
  });
});
