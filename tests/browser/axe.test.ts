/**
 * The browser tests run axe-core loaded with the page (tests/browser/axe.ts) rather than through
 * @axe-core/playwright's AxeBuilder, to save time: both must find the same violations. Compared
 * on views as they are and on a view spoiled on purpose (an image without a text alternative, a
 * button without a name, grey on grey), so the check is seen to catch what it must. Each test
 * runs axe-core twice on its view, hence the heavy views' budget.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { AXE_INIT_SCRIPT, axeViolations } from "./axe";
import { HEAVY_VIEW_BUDGET_MS } from "./budgets";
import { connectBrowser, PagePool, PREVIEW_PROBLEM } from "./shared-browser";

let browser: Browser;
let pool: PagePool;

beforeAll(async () => {
  browser = await connectBrowser();
  pool = new PagePool(browser, { width: 1280, height: 800 }, AXE_INIT_SCRIPT);
});

afterAll(async () => {
  await pool?.close();
  await browser?.close();
});

/** Each violation as rule, impact and the nodes it names. */
async function bothRunners(page: Page): Promise<{ quick: string[]; builder: string[] }> {
  const summary = (violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[]): string[] =>
    violations.map((v) => `${v.id} ${v.impact} ${JSON.stringify(v.nodes.map((n) => n.target))}`).sort();
  const quick = summary(await axeViolations(page));
  // Legacy mode: axe.run over the page, as AxeBuilder runs it where a page has no frames (its
  // default mode gives the same results through runPartial and finishRun, at twice the cost).
  const builder = summary((await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations);
  return { quick, builder };
}

describe.skipIf(PREVIEW_PROBLEM !== "")("axe-core loaded with the page", () => {
  for (const view of ["figure-sheet", "dialog-fire"]) {
    it(`${view}: finds what AxeBuilder finds`, { timeout: HEAVY_VIEW_BUDGET_MS }, async ({ expect, signal }) => {
      const { quick, builder } = await pool.withView(view, ({ page }) => bothRunners(page), signal);
      expect(quick).toEqual(builder);
    });
  }

  it(
    "a view spoiled on purpose: both find the serious and critical violations",
    { timeout: HEAVY_VIEW_BUDGET_MS },
    async ({ expect, signal }) => {
      const { quick, builder } = await pool.withView(
        "chat-fire",
        async ({ page }) => {
          await page.evaluate(() => {
            const spoiled = document.createElement("div");
            spoiled.innerHTML = `<img src="data:,"><button></button><p style="color:#777;background:#888">grey on grey</p>`;
            document.querySelector("[data-view]")!.append(spoiled);
          });
          return bothRunners(page);
        },
        signal,
      );
      expect(quick).toEqual(builder);
      const rules = quick.map((line) => line.split(" ").slice(0, 2).join(" "));
      expect(rules).toEqual(
        expect.arrayContaining(["image-alt critical", "button-name critical", "color-contrast serious"]),
      );
    },
  );
});
