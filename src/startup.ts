/**
 * The start-up steps of the concepts, each run whatever the others do. A step that
 * throws (or rejects) is reported by name and the next one still runs: one failing concept no
 * longer skips the rest of `ready`. No Foundry global: the report is passed in (index.ts shows
 * it to the GM).
 */
export interface StartupStep {
  /** The concept's folder name (src/foundry/<name>/<name>-hooks.ts). */
  readonly name: string;
  run(): void | Promise<void>;
}

/** Run every step in order, each awaited; returns the names of those that failed. */
export async function runSteps(
  steps: readonly StartupStep[],
  report: (name: string, error: unknown) => void,
): Promise<string[]> {
  const failed: string[] = [];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      failed.push(step.name);
      report(step.name, error);
    }
  }
  return failed;
}

/** The same for the synchronous phases (init, setup): nothing awaited, every step tried. */
export function runStepsSync(steps: readonly StartupStep[], report: (name: string, error: unknown) => void): string[] {
  const failed: string[] = [];
  for (const step of steps) {
    try {
      void step.run();
    } catch (error) {
      failed.push(step.name);
      report(step.name, error);
    }
  }
  return failed;
}

/** "./foundry/cards/cards-hooks.ts" -> "cards". */
export function conceptName(path: string): string {
  return /\/foundry\/([^/]+)\/[^/]+-hooks\.ts$/.exec(path)?.[1] ?? path;
}
