/**
 * Every view of the preview (sheets, chat cards, card faces, dialogs) rendered in real Chromium
 * at 1280×800 and saved to screenshots/<view>.png (git-ignored) for a person to look at.
 * Fails on a console error, a page error, or a blank view.
 */
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./chromium";
import { startPreview } from "./preview-server";

let browser: Browser;
let server: ViteDevServer;
let base: string;
let views: string[] = [];

beforeAll(async () => {
  ({ server, url: base } = await startPreview());
  browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(base);
  await page.waitForSelector("body[data-ready]");
  views = await page.$$eval("#preview-nav a", (links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("view") ?? "").filter(Boolean));
  await page.close();
  mkdirSync("screenshots", { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("preview screenshots", () => {
  it("lists at least one view", () => {
    expect(views.length).toBeGreaterThan(0);
  });

  // One page per view, in sequence: a few seconds a view on a loaded 2-core machine.
  it("renders every view without console errors and not blank", { timeout: 600_000 }, async () => {
    expect(await shoot(views)).toEqual([]);
  });

  // Issue 21: the deck dock (a player's view, the GM's) and each starter adventure's map.
  it("renders the deck dock and the starter adventure maps", { timeout: 120_000 }, async () => {
    const mine = views.filter((v) => v.startsWith("dock-") || v.startsWith("adventure-map-"));
    expect(mine).toEqual(expect.arrayContaining(["dock-player", "dock-gm", "adventure-map-1", "adventure-map-2"]));
    expect(await shoot(mine)).toEqual([]);
  });
});

/** Screenshot each view to screenshots/<view>.png; the failures (unfinished, blank, console errors). */
async function shoot(list: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const view of list) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto(`${base}?view=${encodeURIComponent(view)}`);
    await page.waitForSelector("body[data-ready]");
    const state = await page.evaluate(() => document.body.dataset.ready);
    const frame = await page.$(`[data-view="${view}"]`);
    const box = await frame?.boundingBox();
    const text = (await frame?.innerText())?.trim() ?? "";
    await page.screenshot({ path: `screenshots/${view}.png` });
    if (state !== "true") failures.push(`${view}: page did not finish rendering`);
    if (!box || box.width < 50 || box.height < 50 || text.length === 0) failures.push(`${view}: blank view`);
    for (const e of errors) failures.push(`${view}: console error: ${e}`);
    await page.close();
  }
  return failures;
}
