/**
 * The static import graph of the system's source, as the bundler sees what loads at start: every
 * relative import and re-export that stays in the built module; a type-only import
 * (`import type`, `export type`) is erased by the compiler and an `import()` loads later, so
 * neither counts.
 */
import { join } from "node:path";
import { LOCAL_SPECIFIER, specifierPath } from "../helpers/specifiers";

/** The import graph: file -> the files it imports (relative specifiers resolved). */
export function importGraph(all: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of all) {
    const deps: string[] = [];
    const imports = new RegExp(String.raw`(?:import|export)\s(?!type\s)[^;]*?from\s+"(${LOCAL_SPECIFIER})"`, "g");
    for (const m of read(file).matchAll(imports)) {
      const base = specifierPath(file, m[1]!);
      if (!base) continue;
      const target = [`${base}.ts`, join(base, "index.ts")].find((c) => all.includes(c));
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}
