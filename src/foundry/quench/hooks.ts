/**
 * In-Foundry tests (Quench). When the Quench module is active it fires `quenchReady`; only then
 * are the batches loaded, from their own chunk (dynamic import), so a world without Quench never
 * downloads them. The system's modules the batches drive (./world) are handed over from here:
 * they are in the main module anyway, and importing them from the chunk would make the bundler
 * move the whole system into a shared chunk.
 */
import type { Quench } from "./types";
import * as world from "./world";

export function init(): void {
  Hooks.once("quenchReady", (quench: Quench) => {
    void import("./batches").then(({ registerBatches }) => registerBatches(quench, () => world));
  });
}
