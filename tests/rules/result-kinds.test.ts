/**
 * The union of result kinds (src/rules/results.ts) is the engine's whole list. The type
 * check catches a table keyed by ResultKind that misses a kind, but only for kinds in the union:
 * this test reads every `ProcedureResult<"…">` the engine declares and fails on one the union
 * leaves out (so it can never reach the chat card without a writer).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RESULT_KINDS } from "@rules/results";

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (name.endsWith(".ts")) out.push(path);
  }
  return out;
}

describe("the engine's result kinds", () => {
  it("every ProcedureResult<kind> declared under src/rules is in the union (and so has a chat writer)", () => {
    const declared = new Set<string>();
    for (const file of files("src/rules")) {
      for (const m of readFileSync(file, "utf8").matchAll(/ProcedureResult<"([^"]+)">/g)) declared.add(m[1]!);
    }
    expect(declared.size).toBeGreaterThan(50);
    expect([...declared].filter((k) => !(RESULT_KINDS as readonly string[]).includes(k)).sort()).toEqual([]);
  });
});
