/**
 * Every view of the preview (sheets, chat cards, card faces, dialogs) rendered in real Chromium
 * at 1280×800 and saved to screenshots/<view>.png (git-ignored) for a person to look at.
 * One test per view (`npx vitest run tests/browser -t "<view id>"`). Each fails on a console
 * error, a page error, a blank view, a serious or critical axe-core violation (contrast, labels,
 * roles: @axe-core/playwright), or developer wording in what a player reads ("(s)" plurals,
 * rule keys, dotted procedure names; tests/browser/wording.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreviewFixture } from "../../preview/fixture";
import { launchChromium } from "./chromium";
import { startPreview } from "./preview-server";
import { playerTextOf, wordingProblems } from "./wording";

/** The view ids, from the same fixture modules the preview page renders. */
const modules = import.meta.glob("../../preview/fixtures/*.ts", { eager: true }) as Record<
  string,
  { fixtures: PreviewFixture[] }
>;
const VIEWS = Object.values(modules).flatMap((m) => m.fixtures.map((f) => f.id));

let browser: Browser;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  ({ server, url: base } = await startPreview());
  browser = await launchChromium();
  mkdirSync("screenshots", { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openView(view: string, width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
  // AxeBuilder needs a page of an explicit context (it opens its own frames in it).
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto(`${base}?view=${encodeURIComponent(view)}`);
  await page.waitForSelector("body[data-ready]");
  return { page, errors };
}

describe("preview views", () => {
  it("lists at least one view, the same list the page links", async () => {
    expect(VIEWS.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    await page.goto(base);
    await page.waitForSelector("body[data-ready]");
    const linked = await page.$$eval("#preview-nav a", (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("view") ?? "").filter(Boolean),
    );
    await page.close();
    expect(linked).toEqual(VIEWS);
  });

  it.each(VIEWS)(
    "%s renders, passes axe (no serious/critical) and reads as player wording",
    { timeout: 120_000 },
    async (view) => {
      const { page, errors } = await openView(view);
      const failures: string[] = [];
      try {
        const state = await page.evaluate(() => document.body.dataset.ready);
        const frame = await page.$(`[data-view="${view}"]`);
        const box = await frame?.boundingBox();
        const text = (await frame?.innerText())?.trim() ?? "";
        await page.screenshot({ path: `screenshots/${view}.png` });
        if (state !== "true") failures.push(`page did not finish rendering`);
        if (!box || box.width < 50 || box.height < 50 || text.length === 0) failures.push(`blank view`);
        // The view starts at the top: no autofocus scrolls the page down.
        const scrollY = await page.evaluate(() => window.scrollY);
        if (scrollY !== 0) failures.push(`page opened scrolled to ${scrollY}px`);
        const axe = await new AxeBuilder({ page }).analyze();
        for (const v of axe.violations) {
          const targets = v.nodes.map((n) => n.target.join(" "));
          if (v.impact === "serious" || v.impact === "critical") {
            failures.push(`axe ${v.impact} ${v.id}: ${v.help} (${targets.slice(0, 4).join(" | ")})`);
          }
        }
        for (const problem of wordingProblems(await playerTextOf(page, `[data-view="${view}"]`)))
          failures.push(problem);
        for (const e of errors) failures.push(`console error: ${e}`);
        // Beside the screenshot: every axe violation by impact, and what failed (for the person looking).
        const byImpact: Record<string, number> = {};
        for (const v of axe.violations)
          byImpact[v.impact ?? "none"] = (byImpact[v.impact ?? "none"] ?? 0) + v.nodes.length;
        writeFileSync(
          `screenshots/${view}.checks.json`,
          JSON.stringify({ axeNodesByImpact: byImpact, failures }, null, 1),
        );
      } finally {
        await page.context().close();
      }
      expect(failures).toEqual([]);
    },
  );
});

describe("views", () => {
  it("the deck dock (a player's, the GM's) and each starter adventure's map are preview views (shot and checked above)", () => {
    expect(VIEWS).toEqual(expect.arrayContaining(["dock-player", "dock-gm", "adventure-map-1", "adventure-map-2"]));
  });
});

describe("views", () => {
  it("the gun's fire dialog and its solid shot, canister and shell cards, the path and swath on a scene, the cavalry charge and breakthrough, and the other new actions' cards are preview views (shot and checked above)", () => {
    expect(VIEWS).toEqual(
      expect.arrayContaining([
        "dialog-fire-gun-shot",
        "dialog-fire-gun-canister",
        "dialog-fire-gun-shell",
        "chat-gun-solid-shot",
        "chat-gun-canister",
        "chat-gun-shell",
        "canvas-gun-fire",
        "dialog-cavalry-charge",
        "chat-cavalry-charge",
        "dialog-breakthrough",
        "chat-breakthrough",
        "chat-gatling-fire",
        "chat-fire-at-herd",
        "chat-stampede-run",
        "chat-trample",
        "chat-wagon-move",
        "chat-wagon-fire",
        "chat-wagon-morale",
        "chat-hero-morale",
        "chat-dynamite",
        "chat-dynamite-plunger",
        "chat-dynamite-breach",
        "chat-engineers-detonation",
        "chat-engineers-door",
        "chat-close-order-turn",
        "dialog-change-formation",
        "dialog-move-gun",
        "dialog-load-gun",
        "dialog-mounted-bog",
        "dialog-gatling-move",
        "dialog-gatling-reface",
        "dialog-herd-move",
        "dialog-runaway-move",
      ]),
    );
  });
});

describe("a preview that responds", () => {
  it("the index of every view opens at the top (no autofocus scrolls it)", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector("body[data-ready]");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it(
    "figure sheet: a state pill toggles (and shows a tick), Edit switches to the edit form",
    { timeout: 120_000 },
    async () => {
      const { page } = await openView("figure-sheet");
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
      await page.context().close();
    },
  );

  it("CORE-5 fire dialog: a shorter range recomputes the band and the exact odds", { timeout: 120_000 }, async () => {
    const { page } = await openView("dialog-fire");
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
    const after = { band: await row.locator("td").nth(2).innerText(), odds: await row.locator(".cp-odds").innerText() };
    expect(before.band).toContain("Medium");
    expect(after.band).toContain("Short");
    expect(after.odds).not.toEqual(before.odds);
    await page.context().close();
  });

  it("chat card: Apply marks the card applied", { timeout: 120_000 }, async () => {
    const { page } = await openView("chat-fire");
    expect(await page.locator(".cp-applied").count()).toBe(0);
    await page.locator("[data-cp-apply]").click();
    await page.waitForSelector(".cp-applied");
    expect(await page.locator("[data-cp-apply]").count()).toBe(0);
    await page.context().close();
  });
});
