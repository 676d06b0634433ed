/**
 * axe-core in the browser tests' pages: the same engine, rules and options as
 * `new AxeBuilder({ page }).analyze()` (@axe-core/playwright, which loads this same axe-core),
 * run as AxeBuilder does in a page without frames (axe.run over the whole document), but
 * loaded with each page as an init script instead of evaluated into it after it rendered: that
 * evaluation, done twice per view by AxeBuilder, plus its blank page for the final results,
 * took most of a view's time (about 7 s of 9 on a busy 2-core machine; 1 s this way).
 */
import axe, { type Result } from "axe-core";
import type { Page } from "playwright-core";

/** For PagePool's init script: axe-core and AxeBuilder's configuration (same-origin frames, its branding). */
export const AXE_INIT_SCRIPT = `${axe.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/** Every axe-core violation on the page (the page's context was given AXE_INIT_SCRIPT). */
export async function axeViolations(page: Page): Promise<Result[]> {
  return page.evaluate(async () => {
    const run = (window as unknown as { axe?: typeof axe }).axe;
    if (!run) throw new Error("axe-core is not loaded in this page (PagePool's initScript)");
    return (await run.run(document, {})).violations;
  });
}
