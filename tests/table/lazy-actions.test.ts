/**
 * The action folders load on first use. The start-up module (src/index.ts and what it
 * imports statically) reaches no action folder and not the table port; the action layer and the
 * GM's draw registry find an id nobody registered through the catalog's loader, and a press
 * through the loader still meets the ownership guard first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_FOLDERS, loadActions, loadProcedure } from "@foundry/actions/catalog";
import { createActionRegistry, type ActionRequest } from "@foundry/kernel/action-layer";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { importGraph } from "./import-graph";

const SRC = resolve(new URL("../../src", import.meta.url).pathname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * Every file the entry reaches through static imports (import() and type-only imports excluded);
 * src/index.ts finds the concepts' `<concept>-hooks.ts` with an eager import.meta.glob.
 */
function startUp(): string[] {
  const all = files(SRC);
  const graph = importGraph(all, (f) => readFileSync(f, "utf8"));
  const entry = join(SRC, "index.ts");
  graph.set(entry, [...(graph.get(entry) ?? []), ...all.filter((f) => /\/foundry\/[^/]+\/[^/]+-hooks\.ts$/.test(f))]);
  // actions/manifests.ts finds every folder's manifest with an eager import.meta.glob.
  const manifests = join(SRC, "foundry/actions/manifests.ts");
  graph.set(manifests, [
    ...(graph.get(manifests) ?? []),
    ...all.filter((f) => /\/actions\/[^/]+\/[^/]+-manifest\.ts$/.test(f)),
  ]);
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
  };
  visit(entry);
  return [...seen].map((f) => relative(SRC, f));
}

describe("the action folders load on first use", () => {
  it("the start-up module reaches only the action folders' manifests and chat lines, not the table's Foundry roles", () => {
    const reached = startUp();
    expect(reached).toContain("foundry/kernel/action-layer.ts");
    expect(reached).toContain("foundry/actions/fire/fire-manifest.ts");
    const inFolders = reached.filter((f) => /^foundry\/actions\/[^/]+\//.test(f));
    expect(inFolders.filter((f) => !/-(manifest|lines)\.ts$/.test(f))).toEqual([]);
    expect(reached).not.toContain("foundry/kernel/foundry-table.ts");
    expect(reached).not.toContain("foundry/canvas/foundry-canvas-roles.ts");
  });

  it("the start-up module takes what it needs of the engine from small files, not from the big ones the actions load", () => {
    // A start-up import of one function from a big engine file puts the whole file (and the engine
    // code the lazy actions share through it) in the start-up bundle (npm run bench bundle_gzip_kb).
    const reached = startUp();
    for (const big of [
      "rules/artillery/loading.ts",
      "rules/napoleonic/closeOrder.ts",
      "rules/old-west/gatling.ts",
      "rules/old-west/dynamite.ts",
    ])
      expect(reached).not.toContain(big);
  });

  it("the catalog loads every folder once, and lists the folders before loading them", async () => {
    const first = loadActions();
    expect(loadActions()).toBe(first);
    const catalog = await first;
    expect(catalog.actions.map((a) => a.folder)).toEqual(ACTION_FOLDERS);
    expect(ACTION_FOLDERS).toContain("fire");
    expect(catalog.handlers.has("fire")).toBe(true);
    expect(catalog.procedures.has("fire")).toBe(true);
  });

  it("the layer finds a handler through the loader, refuses a stranger before loading, and answers unavailable for an unknown id", async () => {
    const calls: string[] = [];
    let mayAct = true;
    const loads: string[] = [];
    const layer = createActionRegistry<ActionRequest>(
      { mayAct: () => mayAct, refuse: () => calls.push("refused") },
      () => async (id) => {
        loads.push(id);
        return id === "fire" ? () => void calls.push("fire") : undefined;
      },
    );
    const request = { actor: { uuid: "Actor.a", name: "A" }, params: {} } as unknown as ActionRequest;
    expect(await layer.performAction("fire", request)).toBe("done");
    expect(await layer.performAction("nothing", request)).toBe("unavailable");
    mayAct = false;
    expect(await layer.performAction("fire", request)).toBe("refused");
    expect(calls).toEqual(["fire", "refused"]);
    expect(loads).toEqual(["fire", "nothing", "fire"]);
  });

  it("the draw registry prefers a registered procedure and loads the others by name", async () => {
    const registry = new ProcedureRegistry();
    const own = { run: () => 1 };
    registry.register("mine", own);
    registry.provideLoader(loadProcedure);
    expect(await registry.load("mine")).toBe(own);
    expect(await registry.load("fire")).toBe((await loadActions()).procedures.get("fire"));
    expect(await registry.load("no such procedure")).toBeUndefined();
    expect(registry.get("fire")).toBeUndefined();
  });
});

describe("what a draw, a result or an imported deck needs loads on first use", () => {
  it("CORE-1 CORE-2 CORE-5 NAP-8.1 OW-6.1.2b OW-9.2.7 the start-up module reaches neither the GM's coordinator, the face builder, the weapon tables' checks nor a result's scene writes or its stampede triggers", () => {
    const reached = startUp();
    // what stays: the draw service, the deck store, the weapon lookup and the canvas hooks that load the rest
    expect(reached).toEqual(
      expect.arrayContaining([
        "foundry/kernel/draw-service.ts",
        "foundry/kernel/deck-store.ts",
        "foundry/kernel/weapon-lookup.ts",
        "foundry/canvas/canvas-hooks.ts",
        "foundry/canvas/herd-turn.ts",
      ]),
    );
    const lazy = [
      "foundry/kernel/gm-coordinator.ts",
      "foundry/kernel/draw-coordinator.ts",
      "foundry/kernel/result-desk.ts",
      "foundry/cards/card-faces.ts",
      "foundry/cards/card-face-sections.ts",
      "foundry/kernel/known-weapons.ts",
      "rules/validation/fire.ts",
      "rules/cards/deck-file.ts",
      "foundry/canvas/bridge-foundry.ts",
      "foundry/canvas/breach-foundry.ts",
      "foundry/canvas/scene-undo-foundry.ts",
      "foundry/canvas/startle.ts",
    ];
    expect(lazy.filter((f) => reached.includes(f))).toEqual([]);
  });
});
