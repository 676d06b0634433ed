/**
 * The built start-up module (dist/combat-patrol.mjs, what Foundry loads before any action) as
 * the tree-shaking left it. Runs after `npm run build` (npm test builds first).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const START = "dist/combat-patrol.mjs";

/** The source files the start-up module was built from (its source map). */
function startSources(): string[] {
  const map = JSON.parse(readFileSync(`${START}.map`, "utf8")) as { sources: string[] };
  return map.sources.map((s) => s.replace(/^(\.\.\/)+/, ""));
}

describe("the start-up module", () => {
  it("CORE-2 carries zod's English messages (a deck file's faults read 'Invalid input: expected …', not a bare 'Invalid input')", () => {
    const code = readFileSync(START, "utf8");
    expect(code).toContain("Invalid input: expected");
    expect(startSources().some((s) => s.endsWith("zod/v4/locales/en.js"))).toBe(true);
  });

  it("CORE-1 CORE-2 CORE-5 OW-9.2.7 leaves the GM's coordinator, the face builder, the fire checks and a result's scene writes and stampede triggers to their own chunks", () => {
    const sources = startSources();
    expect(sources).toContain("src/foundry/kernel/draw-service.ts");
    const lazy = [
      "src/foundry/kernel/draw-coordinator.ts",
      "src/foundry/cards/card-face-sections.ts",
      "src/rules/validation/fire.ts",
      "src/rules/cards/deck-file.ts",
      "src/foundry/canvas/bridge-foundry.ts",
      "src/foundry/canvas/breach-foundry.ts",
      "src/foundry/canvas/scene-undo-foundry.ts",
      "src/foundry/canvas/startle.ts",
      // NAP-6.2.1.2b the engine's reaction to a halted charge, loaded on the first halt card
      "src/foundry/opponent/reaction-play.ts",
      "src/rules/opponent/reaction-options.ts",
    ];
    expect(lazy.filter((f) => sources.includes(f))).toEqual([]);
  });
});
