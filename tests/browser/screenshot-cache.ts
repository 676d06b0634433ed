/**
 * Screenshots for a person to look at (screenshots/, git-ignored), written only when what the
 * picture shows may have changed: beside each screenshots/<name>.png lies screenshots/<name>.hash,
 * a fingerprint of what was on the page when it was taken (the rendered markup of everything
 * displayed, every style rule, the images it loaded, scroll, focus and page size, the viewport
 * and Chromium's version). The same fingerprint next time: the PNG on disk is already that
 * picture and is not written again. A template, a stylesheet, a fixture or the engine code
 * behind a view that changes what it renders changes the fingerprint.
 * `SCREENSHOTS=all npm test` writes every screenshot. Only the PNG write is ever skipped: the
 * checks a test makes on a view do not depend on this cache.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";

export const SCREENSHOT_DIR = "screenshots";

/** The page's rendering, digested in the page itself (the stylesheets alone are hundreds of KB). */
async function pageDigest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Elements that are not displayed (the index's links hidden in one-view mode) are not in the picture.
    const clone = document.body.cloneNode(true) as HTMLElement;
    const originals = document.body.querySelectorAll("*");
    const copies = clone.querySelectorAll("*");
    for (let i = originals.length - 1; i >= 0; i--) {
      if (getComputedStyle(originals[i]!).display === "none") copies[i]!.remove();
    }
    const css = Array.from(document.styleSheets, (sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
      } catch {
        return sheet.href ?? "";
      }
    });
    // Images and fonts the page loaded (scripts draw nothing themselves: what they render is in the markup).
    const resources = performance
      .getEntriesByType("resource")
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => !/\.(?:m?js|css)(?:\?|$)/.test(e.name))
      .map((e) => `${e.name} ${e.decodedBodySize}`);
    // A form field's value and checked state are properties, not attributes.
    const fields = Array.from(document.querySelectorAll<HTMLInputElement>("input, select, textarea"), (el) =>
      el.type === "checkbox" || el.type === "radio" ? String(el.checked) : el.value,
    );
    const active = document.activeElement;
    const state = JSON.stringify({
      body: clone.outerHTML,
      css,
      resources,
      fields,
      focus: active && active !== document.body ? active.outerHTML.slice(0, 200) : null,
      scroll: [window.scrollX, window.scrollY],
      size: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    });
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(state));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  });
}

export interface ScreenshotOptions {
  readonly fullPage: boolean;
  /** Where the PNG and its fingerprint go (the tests of this cache use a folder of their own). */
  readonly dir?: string;
  /** Write it even when the fingerprint is unchanged (default: SCREENSHOTS=all in the environment). */
  readonly all?: boolean;
}

/**
 * Writes <dir>/<name>.png unless the one there already shows this rendering (or every
 * screenshot is asked for). Returns whether it wrote.
 */
export async function writeScreenshot(page: Page, name: string, options: ScreenshotOptions): Promise<boolean> {
  const dir = options.dir ?? SCREENSHOT_DIR;
  const png = `${dir}/${name}.png`;
  const hashFile = `${dir}/${name}.hash`;
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify({
        digest: await pageDigest(page),
        viewport: page.viewportSize(),
        fullPage: options.fullPage,
        chromium: page.context().browser()?.version() ?? "",
      }),
    )
    .digest("hex");
  const all = options.all ?? process.env.SCREENSHOTS === "all";
  if (!all && existsSync(png) && existsSync(hashFile) && readFileSync(hashFile, "utf8") === fingerprint) return false;
  mkdirSync(dir, { recursive: true });
  // The old fingerprint goes first and the new one is written after the PNG: an interrupted
  // write leaves no fingerprint for a picture it did not finish.
  rmSync(hashFile, { force: true });
  await page.screenshot({ path: png, fullPage: options.fullPage });
  writeFileSync(hashFile, fingerprint);
  return true;
}
