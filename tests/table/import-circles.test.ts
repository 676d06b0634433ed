/**
 * No import circle inside src/foundry (canvas/blast.ts <-> chat/message.ts and
 * cards/audit.ts <-> cards/ports.ts are gone; shared helpers live in src/foundry/shared/).
 * Every relative import and re-export that stays in the built module counts; a type-only import
 * (`import type`, `export type`) is erased by the compiler and cannot make a load-order circle, so
 * it does not: the data models' source types are derived FROM their schemas (data/sources.ts
 * imports the schema types) while the schemas read their initials from sources.ts (values).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph";

const ROOT = resolve(new URL("../../src/foundry", import.meta.url).pathname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** The strongly connected components of more than one file (Tarjan), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe("imports of src/foundry", () => {
  it("no import circle (canvas/blast <-> chat/message and cards/audit <-> cards/ports were two)", () => {
    const all = files(ROOT);
    const found = circles(importGraph(all, (f) => readFileSync(f, "utf8"))).map((c) => c.map((f) => relative(ROOT, f)));
    expect(found).toEqual([]);
  });

  it("the check finds a circle (control)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c"]]);
  });
});
