/**
 * Every rule ID in ../shared/RULES.md (CORE-*, OW-*, NAP-*) is named in the title of at least one
 * test (it/test/describe), as DEVELOPERS.md asks. A rule without a titled test fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const RULES = "../shared/RULES.md";
const ID = /(?:CORE|OW|NAP)-\d+(?:\.\d+)*[a-z]?/g;

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (name.endsWith(".test.ts")) out.push(path);
  }
  return out;
}

/** IDs named in test titles: the first string argument of it/test/describe (and .each/.skip forms). */
function titledIds(): Set<string> {
  const ids = new Set<string>();
  const TITLE = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g;
  for (const file of testFiles("tests")) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(TITLE)) for (const id of m[2]!.matchAll(ID)) ids.add(id[0]);
  }
  return ids;
}

describe("rule coverage", () => {
  // A "(new)" line counts too: a rule ID found in a fresh read of the seeds needs its test as soon as it is listed.
  const listed = [...readFileSync(RULES, "utf8").matchAll(/^- (?:\(new\) )?((?:CORE|OW|NAP)-[\w.]+)/gm)].map(
    (m) => m[1]!,
  );

  it("RULES.md lists the rule IDs (sanity: the list is read)", () => {
    expect(listed.length).toBeGreaterThan(80);
  });

  it("every RULES.md ID is named in a test title", () => {
    const titled = titledIds();
    expect(listed.filter((id) => !titled.has(id))).toEqual([]);
  });
});
