/**
 * Combat Patrol for Foundry VTT: the entry module.
 *
 * Every Foundry concept folder (src/foundry/<concept>/) that needs start-up work has a
 * `<concept>-hooks.ts` exporting any of init/setup/ready. This file finds them with import.meta.glob and
 * calls them in a loop on Foundry's hooks: adding a concept never edits a hand-kept list.
 * Each step runs even when an earlier one fails (startup.ts); a failure is logged
 * and shown to the GM with the concept's name.
 */
import "./styles/combat-patrol.css";
import { conceptName, runSteps, runStepsSync, type StartupStep } from "./startup";

interface ConceptHooks {
  /** Order within a phase: lower first (data models before sheets). Default 100. */
  readonly order?: number;
  init?(): void;
  setup?(): void;
  ready?(): void | Promise<void>;
}

const concepts = Object.entries(import.meta.glob<ConceptHooks>("./foundry/*/*-hooks.ts", { eager: true }))
  .sort(([a, x], [b, y]) => (x.order ?? 100) - (y.order ?? 100) || a.localeCompare(b))
  .map(([path, hooks]) => ({ name: conceptName(path), hooks }));

type Phase = "init" | "setup" | "ready";

function steps(phase: Phase): StartupStep[] {
  return concepts.flatMap(({ name, hooks }) => {
    const run = hooks[phase];
    return run ? [{ name, run: () => run.call(hooks) }] : [];
  });
}

/** Logged for everyone; shown to a GM once the notifications exist (the ready phase, or queued until then). */
function report(phase: Phase) {
  return (name: string, error: unknown): void => {
    console.error(`Combat Patrol | ${phase} of "${name}" failed`, error);
    const show = () => {
      if (!game.user?.isGM) return;
      const text = game.i18n?.format("COMBAT_PATROL.Error.startupStep", {
        name,
        phase,
        error: error instanceof Error ? error.message : String(error),
      });
      ui.notifications?.error(text ?? `Combat Patrol: ${name} failed to start`, { permanent: true });
    };
    if (phase === "ready") show();
    else Hooks.once("ready", show);
  };
}

Hooks.once("init", () => {
  runStepsSync(steps("init"), report("init"));
});
Hooks.once("setup", () => {
  runStepsSync(steps("setup"), report("setup"));
});
Hooks.once("ready", async () => {
  await runSteps(steps("ready"), report("ready"));
});
