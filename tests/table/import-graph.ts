/**
 * The static import graph of the system's source, as the bundler sees what loads at start: every
 * relative import and re-export that stays in the built module; a type-only import
 * (`import type`, `export type`) is erased by the compiler and an `import()` loads later, so
 * neither counts.
 */
import { dirname, join, resolve } from "node:path";

/** The import graph: file -> the files it imports (relative specifiers resolved). */
export function importGraph(all: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of all) {
    const deps: string[] = [];
    for (const m of read(file).matchAll(/(?:import|export)\s(?!type\s)[^;]*?from\s+"(\.[^"]+)"/g)) {
      const base = resolve(dirname(file), m[1]!);
      const target = [`${base}.ts`, join(base, "index.ts")].find((c) => all.includes(c));
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}
