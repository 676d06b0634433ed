/**
 * Combat Patrol for Foundry VTT: the entry module.
 *
 * Every Foundry concept folder (src/foundry/<concept>/) that needs start-up work has a
 * hooks.ts exporting any of init/setup/ready. This file finds them with import.meta.glob and
 * calls them in a loop on Foundry's hooks: adding a concept never edits a hand-kept list.
 */
import "./styles/combat-patrol.css";

interface ConceptHooks {
  /** Order within a phase: lower first (data models before sheets). Default 100. */
  readonly order?: number;
  init?(): void;
  setup?(): void;
  ready?(): void | Promise<void>;
}

const concepts = Object.entries(import.meta.glob<ConceptHooks>("./foundry/*/hooks.ts", { eager: true }))
  .sort(([a, x], [b, y]) => (x.order ?? 100) - (y.order ?? 100) || a.localeCompare(b))
  .map(([, hooks]) => hooks);

Hooks.once("init", () => {
  for (const concept of concepts) concept.init?.();
});
Hooks.once("setup", () => {
  for (const concept of concepts) concept.setup?.();
});
Hooks.once("ready", async () => {
  for (const concept of concepts) await concept.ready?.();
});
