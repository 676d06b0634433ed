/**
 * The one check of the built preview before the views are tested (tests/browser/global-setup.ts):
 * does its page start at all? Answered in a second or two, or at the first request that fails.
 */
import type { Browser } from "playwright-core";

/** A view id no fixture has: the page loads everything, then stops at once saying so. */
const NO_SUCH_VIEW = "preview-start-check";
/** How long the page may take to start: far above the second or two it takes on a busy machine. */
export const START_BUDGET_MS = 45_000;

/**
 * Why the preview's page does not start, or "" when it does. The page is asked for a view that
 * does not exist, so it loads its script, every fixture module and every stylesheet, then ends at
 * once with body[data-ready="error"] and a console error naming the view (preview/main.ts), without
 * rendering a view. A request that fails or an uncaught error ends the wait at once.
 */
export async function checkPreview(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  try {
    let fail: (problem: string) => void = () => undefined;
    const failed = new Promise<string>((resolve) => (fail = resolve));
    page.on("pageerror", (error) => fail(`the preview page threw: ${error.message}`));
    page.on("requestfailed", (request) =>
      fail(`the preview page could not load ${request.url()} (${request.failure()?.errorText ?? "failed"})`),
    );
    page.on("response", (response) => {
      // The browser asks for a favicon the preview does not have: not the page's own request.
      if (response.status() >= 400 && !response.url().endsWith("/favicon.ico"))
        fail(`the preview page could not load ${response.url()} (HTTP ${response.status()})`);
    });
    const started = page
      .goto(`${url}?view=${NO_SUCH_VIEW}`)
      .then(() => page.waitForSelector("body[data-ready]", { state: "attached", timeout: START_BUDGET_MS }))
      .then(() => page.evaluate(() => document.body.dataset.ready))
      .then((state) => (state === "error" ? "" : `the preview page ended "${state}" for a view that does not exist`))
      .catch((error: unknown) => `the preview page did not start: ${String(error).split("\n")[0]}`);
    return await Promise.race([started, failed]);
  } finally {
    await page.close().catch(() => undefined);
  }
}
