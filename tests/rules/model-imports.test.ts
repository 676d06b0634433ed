/**
 * No import circle through the engine's model. rules/model.ts imports only leaves
 * (cards/schema, cards/source, options/rules-options): following every import from it (type
 * imports too) never comes back to it.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"(\.[^"]+)"/gms)) {
    const base = resolve(dirname(file), m[1]!);
    const found = [`${base}.ts`, join(base, "index.ts")].find((f) => existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** A path of imports from `from` back to `target`, or null. */
function pathBack(target: string, from: string): string[] | null {
  const seen = new Set<string>();
  const stack: [string, string[]][] = [[from, [from]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop()!;
    for (const next of importsOf(file)) {
      if (next === target) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...path, next]]);
      }
    }
  }
  return null;
}

describe("engine imports", () => {
  it("rules/model.ts is in no import circle (it used to reach itself through options, tables and procedures/data)", () => {
    const model = resolve("src/rules/model.ts");
    const circles = importsOf(model)
      .map((first) => pathBack(model, first))
      .filter((p) => p !== null);
    expect(circles.map((p) => p.map((f) => f.replace(resolve("src") + "/", "")).join(" → "))).toEqual([]);
  });

  it("the check finds a circle where there is one (options/index.ts ↔ its modules re-exported)", () => {
    const index = resolve("src/rules/index.ts");
    // index.ts re-exports model.ts; model.ts never imports index.ts: no path back.
    expect(pathBack(index, resolve("src/rules/model.ts"))).toBeNull();
    // rules-options.ts ← options/index.ts: index reaches rules-options, not the reverse.
    expect(pathBack(resolve("src/rules/options/index.ts"), resolve("src/rules/options/rules-options.ts"))).toBeNull();
    expect(
      pathBack(resolve("src/rules/options/rules-options.ts"), resolve("src/rules/options/index.ts")),
    ).not.toBeNull();
  });
});
