/**
 * Every view of the preview (sheets, chat cards, card faces, dialogs) rendered in real Chromium
 * at 1280×800, one test per view (`npx vitest run tests/browser -t "<view id>"`). Each fails on
 * a console error, a page error, a blank view, a serious or critical axe-core violation
 * (contrast, labels, roles: axe-core, as @axe-core/playwright runs it; tests/browser/axe.ts), or
 * developer wording in what a player reads
 * ("(s)" plurals, rule keys, dotted procedure names; tests/browser/wording.ts). A chat card's view
 * is also read at the sidebar width, with every whole card opened (tests/browser/chat-readability.ts),
 * on the same page load: screenshots/<view>-whole-cards.png.
 * For a person to look at: screenshots/<view>.png (git-ignored; written when the rendering
 * changed, tests/browser/screenshot-cache.ts) and screenshots/<view>.checks.json (every axe
 * violation by impact, and what failed).
 * The views render a few at a time on pages kept open (tests/browser/shared-browser.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AXE_INIT_SCRIPT, axeViolations } from "./axe";
import { viewBudget } from "./budgets";
import { openWholeCards, readabilityProblems } from "./chat-readability";
import { SCREENSHOT_DIR, writeScreenshot } from "./screenshot-cache";
import { connectBrowser, PagePool, PREVIEW_PROBLEM } from "./shared-browser";
import { CHAT_VIEWS, VIEWS } from "./views";
import { TOUR } from "../../preview/tour";
import { tooltipCheck } from "./tooltips";
import { playerTextOf, wordingProblems } from "./wording";

let browser: Browser;
let pool: PagePool;

beforeAll(async () => {
  browser = await connectBrowser();
  pool = new PagePool(browser, { width: 1280, height: 800 }, AXE_INIT_SCRIPT);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await pool?.close();
  await browser?.close();
});

describe.skipIf(PREVIEW_PROBLEM !== "").concurrent("preview views", () => {
  // The page links every view whichever it shows: read from the first view, not from the index
  // (which renders them all).
  it(
    "lists at least one view, the same list the page links",
    { timeout: viewBudget(VIEWS[0]) },
    async ({ expect, signal }) => {
      expect(VIEWS.length).toBeGreaterThan(0);
      const linked = await pool.withView(
        VIEWS[0],
        ({ page }) =>
          page.$$eval("#preview-nav a", (links) =>
            links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("view") ?? "").filter(Boolean),
          ),
        signal,
      );
      expect(linked).toEqual(VIEWS);
    },
  );

  for (const view of VIEWS) {
    const chat = CHAT_VIEWS.includes(view);
    const readable = chat
      ? "; its cards read at the sidebar width (10 px or more, full opacity, nothing clipped, the whole card a click away)"
      : "";
    it(
      `${view} renders, passes axe (no serious/critical) and reads as player wording${readable}`,
      { timeout: viewBudget(view) },
      async ({ expect, signal }) => {
        const failures = await pool.withView(
          view,
          async ({ page, errors }) => {
            const failures: string[] = [];
            const state = await page.evaluate(() => document.body.dataset.ready);
            const frame = await page.$(`[data-view="${view}"]`);
            const box = await frame?.boundingBox();
            const text = (await frame?.innerText())?.trim() ?? "";
            await writeScreenshot(page, view, { fullPage: true });
            if (state !== "true") failures.push(`page did not finish rendering`);
            if (!box || box.width < 50 || box.height < 50 || text.length === 0) failures.push(`blank view`);
            // The view starts at the top: no autofocus scrolls the page down.
            const scrollY = await page.evaluate(() => window.scrollY);
            if (scrollY !== 0) failures.push(`page opened scrolled to ${scrollY}px`);
            const violations = await axeViolations(page);
            for (const v of violations) {
              const targets = v.nodes.map((n) => n.target.join(" "));
              if (v.impact === "serious" || v.impact === "critical") {
                failures.push(`axe ${v.impact} ${v.id}: ${v.help} (${targets.slice(0, 4).join(" | ")})`);
              }
            }
            for (const problem of wordingProblems(await playerTextOf(page, `[data-view="${view}"]`)))
              failures.push(problem);
            // Every stat header and notation on a sheet or chat card explains itself on hover.
            const tooltips = await tooltipCheck(page, `[data-view="${view}"]`);
            failures.push(...tooltips.problems);
            if (chat) {
              await openWholeCards(page);
              await writeScreenshot(page, `${view}-whole-cards`, { fullPage: true });
              for (const problem of await readabilityProblems(page)) failures.push(problem);
            }
            for (const e of errors) failures.push(`console error: ${e}`);
            // Beside the screenshot: every axe violation by impact, and what failed (for the person looking).
            const byImpact: Record<string, number> = {};
            for (const v of violations)
              byImpact[v.impact ?? "none"] = (byImpact[v.impact ?? "none"] ?? 0) + v.nodes.length;
            writeFileSync(
              `${SCREENSHOT_DIR}/${view}.checks.json`,
              JSON.stringify({ axeNodesByImpact: byImpact, tooltipsCounted: tooltips.counted, failures }, null, 1),
            );
            return failures;
          },
          signal,
        );
        expect(failures).toEqual([]);
      },
    );
  }
});

describe.skipIf(PREVIEW_PROBLEM !== "")("tooltips on the sheets and chat cards", () => {
  it("every stat header and notation on the figure sheet, a unit's, a herd's, a weapon's and a Gatling's sheet, and a volley's card has its tooltip (counted)", async () => {
    const counts: Record<string, number> = {};
    for (const view of ["figure-sheet", "sheet-unit", "sheet-herd", "sheet-weapon", "sheet-gun", "chat-fire"]) {
      const check = await pool.withView(view, ({ page }) => tooltipCheck(page, `[data-view="${view}"]`));
      expect(check.problems).toEqual([]);
      counts[view] = check.counted;
    }
    // The figure: five attributes, five weapon headers and three band cells for each of his three weapons, his 17
    // action buttons. A unit: its command die, grade and standing, four member headers, 11 buttons. A herd: its
    // five headers, its command die, 2 buttons. A weapon: its three bands, reload, hand to hand, blast template
    // and date. A Gatling: its command die, three bands, limber distance and its buttons. A volley's cards: each
    // with its sections and morale table.
    expect(counts).toEqual({
      "figure-sheet": 36,
      "sheet-unit": 18,
      "sheet-herd": 8,
      "sheet-weapon": 7,
      "sheet-gun": 14,
      "chat-fire": 76,
    });
  });
});

describe.skipIf(PREVIEW_PROBLEM !== "")("the preview's front page", () => {
  it(
    "is a guided tour: the tour's sections in turn order, each with its sentence, every view linked once",
    { timeout: 180_000 },
    async () => {
      const { headings, links } = await pool.withView(undefined, async ({ page }) => {
        // The top of the page: the tour's sections (the views themselves render below them).
        await writeScreenshot(page, "index-tour", { fullPage: false });
        return {
          headings: await page.$$eval("#preview-nav .tour-section h2", (hs) => hs.map((h) => h.textContent ?? "")),
          links: await page.$$eval("#preview-nav .tour-section a", (as) => as.length),
        };
      });
      expect(headings).toEqual(TOUR.map((t) => t.heading));
      expect(links).toBe(VIEWS.length);
    },
  );
});

describe("the deck dock and the adventures", () => {
  it("the deck dock (a player's, the GM's) and each starter adventure's map are preview views (shot and checked above)", () => {
    expect(VIEWS).toEqual(expect.arrayContaining(["dock-player", "dock-gm", "adventure-map-1", "adventure-map-2"]));
  });
});

describe("the guns, the cavalry and the other actions", () => {
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
        "chat-charges-explode",
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
        "dialog-move-from-map",
      ]),
    );
  });
});
