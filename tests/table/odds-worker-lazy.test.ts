/**
 * CORE-5 the odds worker loads only when a dialog counts a volley: the start-up module (src/index.ts, the concepts'
 * hooks and the actions' manifests, through static imports) reaches neither the worker nor its client.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph";

const SRC = resolve(new URL("../../src", import.meta.url).pathname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

function reached(): string[] {
  const all = files(SRC);
  const graph = importGraph(all, (f) => readFileSync(f, "utf8"));
  const roots = [
    join(SRC, "index.ts"),
    ...all.filter(
      (f) => /\/foundry\/[^/]+\/[^/]+-hooks\.ts$/.test(f) || /\/actions\/[^/]+\/[^/]+-manifest\.ts$/.test(f),
    ),
  ];
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen].map((f) => relative(SRC, f));
}

describe("the odds worker loads on first count", () => {
  it("CORE-5 the start-up module reaches neither the odds worker nor its client; the fire dialog does", () => {
    const startUp = reached();
    expect(startUp).toContain("index.ts");
    expect(startUp.filter((f) => /odds-worker/.test(f))).toEqual([]);
    const graph = importGraph(files(SRC), (f) => readFileSync(f, "utf8"));
    expect(graph.get(join(SRC, "foundry/actions/fire/fire-dialog.ts"))).toContain(
      join(SRC, "foundry/kernel/odds-worker-client.ts"),
    );
  });

  it("CORE-5 the start-up module reaches neither the small dialogs' counts nor their worker client; the runaway's move does", () => {
    const startUp = reached();
    expect(startUp.filter((f) => /live-odds|counted-odds/.test(f))).toEqual([]);
    const graph = importGraph(files(SRC), (f) => readFileSync(f, "utf8"));
    expect(graph.get(join(SRC, "foundry/actions/runaway/runaway.ts"))).toContain(
      join(SRC, "foundry/actions/counted-odds.ts"),
    );
    expect(graph.get(join(SRC, "foundry/actions/counted-odds.ts"))).toContain(
      join(SRC, "foundry/kernel/live-odds-client.ts"),
    );
  });
});
