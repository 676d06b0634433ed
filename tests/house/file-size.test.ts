/**
 * No file over 400 lines (DEVELOPERS.md: code a newcomer can live in). The files still over it
 * are listed with their size today: each may only shrink, and leaves the list once it is under
 * 400 (the test says so), so the list only gets shorter. A new file over 400 lines fails.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const LIMIT = 400;

/** Over the limit when the rule came in, each split by what it holds since: none is left. */
const STILL_OVER = new Map<string, number>([]);

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "src", "tests", "tools", "preview"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((f) => /\.(ts|js|mjs|cjs)$/.test(f));

function linesOf(file: string): number {
  try {
    return readFileSync(file, "utf8").split("\n").length - 1;
  } catch {
    return 0; // listed by git but deleted in the working tree
  }
}

describe("file sizes", () => {
  const sizes = new Map(files.map((f) => [f, linesOf(f)]));

  it(`no new file over ${LIMIT} lines`, () => {
    const over = [...sizes].filter(([f, n]) => n > LIMIT && !STILL_OVER.has(f)).map(([f, n]) => `${f}: ${n}`);
    expect(over).toEqual([]);
  });

  it("a file still over the limit does not grow", () => {
    const grown = [...STILL_OVER]
      .filter(([f, ceiling]) => (sizes.get(f) ?? 0) > ceiling)
      .map(([f, ceiling]) => `${f}: ${sizes.get(f)} > ${ceiling}`);
    expect(grown).toEqual([]);
  });

  it("a file brought under the limit leaves the list", () => {
    const under = [...STILL_OVER.keys()].filter((f) => (sizes.get(f) ?? 0) <= LIMIT);
    expect(under).toEqual([]);
  });
});
