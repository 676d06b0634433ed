/**
 * The chat cards of the preview (preview/fixtures/chat-results.ts, the real engine and
 * view) at Foundry's sidebar width, in real Chromium: every text at 10 px or more, nothing cut
 * by an ellipsis or overflow, no faded section; a screenshot of each in screenshots/<view>.png
 * (as posted) and screenshots/<view>-whole-cards.png (every whole card opened).
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
  views = (
    await page.$$eval("#preview-nav a", (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("view") ?? ""),
    )
  ).filter((v) => v.startsWith("chat-"));
  await page.close();
  mkdirSync("screenshots", { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("chat cards at the sidebar width", () => {
  it(
    "readable text (10 px or more, full opacity), nothing clipped, the whole card a click away",
    { timeout: 300_000 },
    async () => {
      expect(views.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const view of views) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${base}?view=${encodeURIComponent(view)}`);
        await page.waitForSelector("body[data-ready]");
        await page.screenshot({ path: `screenshots/${view}.png`, fullPage: true });
        // Open every "Whole card" so the full faces are measured too.
        await page.$$eval(".cp-result details", (all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
        await page.screenshot({ path: `screenshots/${view}-whole-cards.png`, fullPage: true });
        const found = await page.$$eval(".cp-result *", (elements) => {
          const out: string[] = [];
          for (const el of elements) {
            const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
            if (!own) continue;
            const style = getComputedStyle(el);
            const text = (el.textContent ?? "").trim().slice(0, 30);
            if (parseFloat(style.fontSize) < 10) out.push(`${style.fontSize} text: ${text}`);
            let opacity = 1;
            for (let e: Element | null = el; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
            if (opacity < 1) out.push(`faded (${opacity}): ${text}`);
            const h = el as HTMLElement;
            if (style.textOverflow === "ellipsis" || h.scrollWidth > h.clientWidth + 1) {
              if (style.overflowX !== "visible" || style.textOverflow === "ellipsis") out.push(`clipped: ${text}`);
            }
          }
          return out;
        });
        for (const f of found) problems.push(`${view}: ${f}`);
        const faces = await page.$$eval(".cp-chat-card", (cards) =>
          cards.map((c) => !!c.querySelector("details.cp-chat-card-full")),
        );
        if (faces.some((f) => !f)) problems.push(`${view}: a card without its whole face`);
        await page.close();
      }
      expect(problems).toEqual([]);
    },
  );
});
