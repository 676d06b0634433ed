import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { ALIASES } from "./aliases.config";

/** The tests that drive real Chromium: they share one browser and one built preview (tests/browser/global-setup.ts). */
const BROWSER_TESTS = ["tests/browser/**/*.test.ts", "tests/reliability/injection.test.ts"];

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    environment: "node",
    // A guard against a hung test, not a speed goal (those are in `npm run bench`, and the run
    // prints its slowest test): far above what any test takes, even on a machine shared with other
    // heavy jobs. At 60 s, a whole-program analysis that takes 15 s on a quiet 2-core machine
    // timed out at 101 s while five type checks and test runs shared it.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Worker threads, not child processes: cheaper to start, and the default forks pool gave a
    // 2-core machine one worker for the whole run.
    pool: "threads",
    maxWorkers: Math.max(2, availableParallelism()),
    // A test that stubs a global (vi.stubGlobal) gets it back after each test: no file sees another's stub.
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...BROWSER_TESTS],
          // The files of a worker share its loaded modules (the engine, zod schemas, the decks)
          // instead of importing them again for each of 200 files: the module loading was most
          // of this project's time. The tests keep no state in modules between files (each builds
          // its own doubles; the few that set a global or a port put it back), and the suite is
          // run in shuffled file orders to show it (`npx vitest run --sequence.shuffle.files`).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: BROWSER_TESTS,
          globalSetup: ["tests/browser/global-setup.ts"],
          // Views of one file rendered at once (tests/browser/shared-browser.ts VIEW_CONCURRENCY).
          maxConcurrency: Math.max(2, availableParallelism()),
        },
      },
    ],
  },
});
