/**
 * In-Foundry tests (Quench). When the Quench module is active it fires `quenchReady`; only then
 * are the batches loaded, from their own chunk (dynamic import), so a world without Quench never
 * downloads them. The system's modules the batches drive (./world) are loaded with them and
 * handed over from here.
 */
import type { Quench } from "./types";

export function init(): void {
  Hooks.once("quenchReady", (quench: Quench) => {
    // ./world is loaded with the batches too: it names the action folders' modules, which
    // load on first use; the entry's own modules it re-exports stay shared with the entry.
    void Promise.all([import("./batches"), import("./world")]).then(([{ registerBatches }, world]) =>
      registerBatches(quench, () => world),
    );
  });
}
