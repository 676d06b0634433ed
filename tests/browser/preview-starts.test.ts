/**
 * The preview is built and its page started once for the whole run (tests/browser/global-setup.ts,
 * preview-check.ts). When it cannot start (a stylesheet moved, a module that throws), this is the
 * one failure that says why, and the tests of the views are skipped rather than each waiting out
 * its budget. The check itself is tried here on two small pages: one that starts, one that cannot
 * load its stylesheet and never says it is ready.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkPreview, START_BUDGET_MS } from "./preview-check";
import { connectBrowser } from "./shared-browser";

const STARTS = `<!doctype html><html><head><title>t</title></head><body><script>
console.error("no preview view"); document.body.dataset.ready = "error";</script></body></html>`;
const MISSING_STYLESHEET = `<!doctype html><html><head><title>t</title><link rel="stylesheet" href="moved.css"></head>
<body><script type="module">import "./moved.css.js";</script></body></html>`;

let browser: Browser;
let server: Server;
let base: string;

beforeAll(async () => {
  browser = await connectBrowser();
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const page = path === "/starts/" ? STARTS : path === "/broken/" ? MISSING_STYLESHEET : undefined;
    response.writeHead(page ? 200 : 404, { "content-type": "text/html" }).end(page ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the preview starts", () => {
  it("the preview builds and its page starts (every view's test needs it)", () => {
    expect(inject("previewProblem"), "the tests of the preview's views were skipped").toBe("");
    expect(inject("previewUrl")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("the check passes a page that starts", async () => {
    expect(await checkPreview(browser, `${base}/starts/`)).toBe("");
  });

  it("the check names the stylesheet a page cannot load, at once rather than after its budget", async () => {
    const started = performance.now();
    const problem = await checkPreview(browser, `${base}/broken/`);
    expect(problem).toMatch(/could not load .*moved\.css/);
    expect(performance.now() - started).toBeLessThan(START_BUDGET_MS / 2);
  });
});
