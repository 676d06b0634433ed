/**
 * The run's one Chromium and preview (tests/browser/global-setup.ts), seen from a test file:
 * connect once, then open views on a few pages kept open and reused from view to view (a page
 * that failed or timed out is closed and replaced, so one bad view cannot spoil the next).
 */
import { availableParallelism } from "node:os";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

/**
 * How many views one test file renders at once: the machine's cores (at least two, so the
 * browser renders one view while the test reads another). vitest.config.ts gives the browser
 * project the same maxConcurrency.
 */
export const VIEW_CONCURRENCY = Math.max(2, availableParallelism());

/**
 * Why the run's preview cannot be used, in one line ("" when its page started): the tests of its
 * views are then skipped (`describe.skipIf(PREVIEW_PROBLEM !== "")`) and preview-starts.test.ts
 * fails once, saying why.
 */
export const PREVIEW_PROBLEM = inject("previewProblem");

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

/** The preview's index (no view) or one view alone. */
export function viewUrl(view?: string): string {
  const base = inject("previewUrl");
  return view === undefined ? base : `${base}?view=${encodeURIComponent(view)}`;
}

export interface OpenedView {
  readonly page: Page;
  /** Console errors and uncaught page errors since the view was opened. */
  readonly errors: string[];
}

interface Waiter {
  resolve: (page: Page) => void;
  reject: (error: unknown) => void;
}

export class PagePool {
  private readonly idle: Page[] = [];
  private readonly waiting: Waiter[] = [];
  private readonly errorsOf = new WeakMap<Page, string[]>();
  private live = 0;

  /** `initScript` runs in every page before the preview's own script (tests/browser/axe.ts). */
  constructor(
    private readonly browser: Browser,
    private readonly viewport: { width: number; height: number },
    private readonly initScript?: string,
    private readonly size = VIEW_CONCURRENCY,
  ) {}

  /** A page of its own context (so each page's storage and init script are its own). */
  private async create(): Promise<Page> {
    const context = await this.browser.newContext({ viewport: this.viewport });
    if (this.initScript) await context.addInitScript(this.initScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    this.errorsOf.set(page, errors);
    return page;
  }

  private async acquire(): Promise<Page> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.live < this.size) {
      this.live += 1;
      try {
        return await this.create();
      } catch (error) {
        this.live -= 1;
        throw error;
      }
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(page: Page): void {
    const next = this.waiting.shift();
    if (next) next.resolve(page);
    else this.idle.push(page);
  }

  private discard(page: Page): void {
    this.live -= 1;
    void page
      .context()
      .close()
      .catch(() => undefined);
    const next = this.waiting.shift();
    if (!next) return;
    this.live += 1;
    this.create().then(next.resolve, (error: unknown) => {
      this.live -= 1;
      next.reject(error);
    });
  }

  /**
   * Opens the view (`undefined`: the index of every view) on a pooled page and runs `check` on
   * it. When `signal` aborts (vitest aborts a test that ran past its timeout) the page is
   * closed, which ends whatever the check was waiting for.
   */
  async withView<T>(
    view: string | undefined,
    check: (opened: OpenedView) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const page = await this.acquire();
    const errors = this.errorsOf.get(page)!;
    errors.length = 0;
    const onAbort = (): void => void page.close().catch(() => undefined);
    signal?.addEventListener("abort", onAbort, { once: true });
    let healthy = false;
    try {
      await page.goto(viewUrl(view));
      await page.waitForSelector("body[data-ready]");
      const result = await check({ page, errors });
      healthy = true;
      return result;
    } finally {
      signal?.removeEventListener("abort", onAbort);
      if (healthy && !signal?.aborted) this.release(page);
      else this.discard(page);
    }
  }

  async close(): Promise<void> {
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error("page pool closed"));
    await Promise.allSettled(this.idle.splice(0).map((page) => page.context().close()));
  }
}
