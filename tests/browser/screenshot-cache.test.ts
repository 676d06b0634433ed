/**
 * The screenshot cache (tests/browser/screenshot-cache.ts) skips only the PNG write, and only
 * when the picture on disk shows what the page shows now: a change to the markup, a style, a
 * field's value or the page's size writes it again, and so does a missing PNG or SCREENSHOTS=all.
 * Each test shoots a view into a folder of its own.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEW_BUDGET_MS } from "./budgets";
import { writeScreenshot } from "./screenshot-cache";
import { connectBrowser, PagePool, PREVIEW_PROBLEM } from "./shared-browser";

let browser: Browser;
let pool: PagePool;
let root: string;

beforeAll(async () => {
  browser = await connectBrowser();
  pool = new PagePool(browser, { width: 1280, height: 800 });
  root = mkdtempSync(join(tmpdir(), "cp-screenshot-cache-"));
});

afterAll(async () => {
  await pool?.close();
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Opens chat-fire and gives the check a `shot` writing into the folder `name` (true: it wrote). */
function onChatFire(
  name: string,
  check: (page: Page, shot: (all?: boolean) => Promise<boolean>, dir: string) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const dir = join(root, name);
  return pool.withView(
    "chat-fire",
    ({ page }) => check(page, (all) => writeScreenshot(page, "chat-fire", { fullPage: true, dir, all }), dir),
    signal,
  );
}

describe.skipIf(PREVIEW_PROBLEM !== "").concurrent("screenshots written only when the rendering changed", () => {
  it(
    "the first shot is written with its fingerprint; the same rendering is not written again, unless all are asked for",
    { timeout: VIEW_BUDGET_MS },
    async ({ signal }) => {
      await onChatFire(
        "same",
        async (_page, shot, dir) => {
          expect(await shot()).toBe(true);
          expect(existsSync(join(dir, "chat-fire.png"))).toBe(true);
          expect(statSync(join(dir, "chat-fire.hash")).size).toBeGreaterThan(0);
          expect(await shot()).toBe(false);
          expect(await shot(true)).toBe(true);
        },
        signal,
      );
    },
  );

  it("a change of markup or of a style writes it again", { timeout: VIEW_BUDGET_MS }, async ({ signal }) => {
    await onChatFire(
      "markup",
      async (page, shot) => {
        expect(await shot()).toBe(true);
        await page
          .locator("[data-view] .cp-result")
          .first()
          .evaluate((el) => el.append("!"));
        expect(await shot()).toBe(true);
        expect(await shot()).toBe(false);
        await page.addStyleTag({ content: ".cp-result { letter-spacing: 1px; }" });
        expect(await shot()).toBe(true);
      },
      signal,
    );
  });

  it("a field's typed value or a taller page writes it again", { timeout: VIEW_BUDGET_MS }, async ({ signal }) => {
    await onChatFire(
      "state",
      async (page, shot) => {
        await page.evaluate(() => document.querySelector("[data-view]")!.append(document.createElement("input")));
        expect(await shot()).toBe(true);
        await page.locator("[data-view] input").last().fill("typed");
        expect(await shot()).toBe(true);
        await page.evaluate(() => (document.body.style.minHeight = "3000px"));
        expect(await shot()).toBe(true);
      },
      signal,
    );
  });

  it(
    "a PNG lost from the folder is written again, its fingerprint kept or not",
    { timeout: VIEW_BUDGET_MS },
    async ({ signal }) => {
      await onChatFire(
        "lost",
        async (_page, shot, dir) => {
          expect(await shot()).toBe(true);
          rmSync(join(dir, "chat-fire.png"));
          expect(await shot()).toBe(true);
          expect(await shot()).toBe(false);
        },
        signal,
      );
    },
  );

  it(
    "the index's links, hidden when one view is shown, are not part of its picture",
    { timeout: VIEW_BUDGET_MS },
    async ({ signal }) => {
      await onChatFire(
        "hidden",
        async (page, shot) => {
          expect(await shot()).toBe(true);
          const hidden = page.locator("#preview-nav a:not(.active):not(.all-views)").first();
          expect(await hidden.isVisible()).toBe(false);
          await hidden.evaluate((a) => (a.textContent = "renamed"));
          expect(await shot()).toBe(false);
        },
        signal,
      );
    },
  );
});
