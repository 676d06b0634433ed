/**
 * The browser project's set-up, run once per vitest run (vitest.config.ts, project "browser"):
 * one Chromium and one preview server for every browser test file and worker.
 *   - Chromium is launched as a Playwright server; each test file connects to its endpoint
 *     (tests/browser/shared-browser.ts) instead of starting a browser of its own.
 *   - The preview (`npm start`: the same Vite config, templates, CSS, fixtures) is built once
 *     into a temporary folder and served as static files: a page then loads one script and one
 *     stylesheet instead of the dev server's hundreds of modules, which is what made each view slow.
 *   - The preview is then checked once (tests/browser/preview-check.ts): a preview that does not build or whose page
 *     does not start is one failure (tests/browser/preview-starts.test.ts) and the tests of its
 *     views are skipped, instead of each view waiting out its budget.
 * Both are closed by the returned teardown.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";
import { checkPreview } from "./preview-check";
import { buildAndServePreview } from "./preview-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Playwright's websocket endpoint of the run's Chromium. */
    browserEndpoint: string;
    /** The preview page's address, ending in "/" (empty when it did not build). */
    previewUrl: string;
    /** Why the preview cannot be used, in one line; empty when it started. */
    previewProblem: string;
  }
}

/** An error's first lines as one line (a build error's first line only says how many there were). */
function oneLine(error: unknown): string {
  const lines = String(error)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.slice(0, 3).join(" ").slice(0, 400);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), "cp-preview-"));
  const [browserServer, preview] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
    buildAndServePreview(outDir).catch((error: unknown) => ({
      problem: `the preview does not build: ${oneLine(error)}`,
    })),
  ]);
  let previewProblem = "problem" in preview ? preview.problem : "";
  if (!("problem" in preview)) {
    const browser = await chromium.connect(browserServer.wsEndpoint());
    previewProblem = await checkPreview(browser, preview.url).finally(() => browser.close());
  }
  project.provide("browserEndpoint", browserServer.wsEndpoint());
  project.provide("previewUrl", "problem" in preview ? "" : preview.url);
  project.provide("previewProblem", previewProblem);
  return async () => {
    await Promise.allSettled([browserServer.close(), "problem" in preview ? undefined : preview.close()]);
    rmSync(outDir, { recursive: true, force: true });
  };
}
