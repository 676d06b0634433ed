/**
 * The preview's views that respond (preview/interactive.ts), driven in real Chromium: a sheet's
 * state pill and edit mode, the fire dialog's odds, a chat card's Apply. Each on a page of the
 * shared pool (tests/browser/shared-browser.ts), at 1280×800. (That each view opens at the top is
 * checked per view in screenshots.test.ts; the index of every view is not loaded by the tests: it
 * renders all of them on one page, over a minute on a busy machine, and ends scrolled to the top.)
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { INTERACTION_BUDGET_MS } from "./budgets";
import { connectBrowser, PagePool, PREVIEW_PROBLEM } from "./shared-browser";

let browser: Browser;
let pool: PagePool;

beforeAll(async () => {
  browser = await connectBrowser();
  pool = new PagePool(browser, { width: 1280, height: 800 });
});

afterAll(async () => {
  await pool?.close();
  await browser?.close();
});

describe.skipIf(PREVIEW_PROBLEM !== "").concurrent("a preview that responds", () => {
  it(
    "figure sheet: a state pill toggles (and shows a tick), Edit switches to the edit form",
    { timeout: INTERACTION_BUDGET_MS },
    async ({ expect, signal }) => {
      await pool.withView(
        "figure-sheet",
        async ({ page }) => {
          const stunned = page.locator('[data-view="figure-sheet"] [data-field="system.states.stunned"]');
          expect(await stunned.getAttribute("aria-pressed")).toBe("false");
          await stunned.click();
          expect(await stunned.getAttribute("aria-pressed")).toBe("true");
          const tick = await stunned
            .locator(".cp-toggle-box")
            .evaluate((el) => getComputedStyle(el, "::after").borderRightWidth);
          expect(tick).toBe("3px");
          expect(await page.locator('select[name="system.guts"]').count()).toBe(0);
          await page.locator('[data-view="figure-sheet"] [data-action="toggleMode"]').click();
          expect(await page.locator('select[name="system.guts"]').count()).toBe(1);
        },
        signal,
      );
    },
  );

  it(
    "CORE-5 fire dialog: a shorter range recomputes the band and the exact odds",
    { timeout: INTERACTION_BUDGET_MS },
    async ({ expect, signal }) => {
      await pool.withView(
        "dialog-fire",
        async ({ page }) => {
          const row = page.locator(".cp-fire-table tbody tr").first();
          const before = {
            band: await row.locator("td").nth(2).innerText(),
            odds: await row.locator(".cp-odds").innerText(),
          };
          await row.locator('input[name="shooters.0.range"]').fill("4");
          await row.locator('input[name="shooters.0.range"]').dispatchEvent("change");
          await page.waitForFunction(
            (old) => document.querySelector(".cp-fire-table tbody tr .cp-odds")?.textContent?.trim() !== old.trim(),
            before.odds,
          );
          const after = {
            band: await row.locator("td").nth(2).innerText(),
            odds: await row.locator(".cp-odds").innerText(),
          };
          expect(before.band).toContain("Medium");
          expect(after.band).toContain("Short");
          expect(after.odds).not.toEqual(before.odds);
        },
        signal,
      );
    },
  );

  it("chat card: Apply marks the card applied", { timeout: INTERACTION_BUDGET_MS }, async ({ expect, signal }) => {
    await pool.withView(
      "chat-fire",
      async ({ page }) => {
        expect(await page.locator(".cp-applied").count()).toBe(0);
        await page.locator('[data-action="apply"]').click();
        await page.waitForSelector(".cp-applied");
        expect(await page.locator('[data-action="apply"]').count()).toBe(0);
      },
      signal,
    );
  });
});
