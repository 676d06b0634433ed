/**
 * The system's real modules (./world) as the Quench batches reach them. quench-hooks.ts hands them over
 * through registerBatches (the main module already holds them; a dynamic import here would make
 * the bundler split the whole system into a shared chunk), so the batch files import only types
 * of the system and a vitest can record their titles without Foundry: `world()` is called only
 * when a test body runs.
 */

export type World = typeof import("./world");

/** The system's real modules, given by quench-hooks.ts (already in the main module: no second copy). */
let system: (() => World) | null = null;

/** Called once by registerBatches with the getter quench-hooks.ts gave it. */
export function giveSystem(modules: () => World): void {
  system = modules;
}

export function world(): World {
  if (!system) throw new Error("Combat Patrol | Quench: registerBatches was not given the system");
  return system();
}
/** For the `before` hooks (kept async: Mocha waits for them). */
export const load = async (): Promise<World> => world();
