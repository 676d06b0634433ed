/**
 * The preview's stylesheet imports the system's stylesheets by relative path; Vite cannot resolve a
 * moved one and every view then stops before it is ready. Checked here in milliseconds rather than
 * by thirty seconds of a browser waiting for each view.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(dir, name));
}

const SHEETS = ["preview/system.css", ...filesUnder("src", ".css")];

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)].map((m) => m[1] ?? "");
}

describe("preview stylesheets", () => {
  it.each(SHEETS)("every @import in %s names a file that exists", (file) => {
    const missing = imports(file)
      .filter((path) => path.startsWith("."))
      .filter((path) => !existsSync(resolve(dirname(file), path)));
    expect(missing).toEqual([]);
  });

  it("the preview imports every stylesheet the system's code imports", () => {
    const preview = imports("preview/system.css").map((p) => resolve("preview", p));
    const sources = filesUnder("src", ".ts").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s+["'](\.[^"']+\.css)["']/gm)].map((m) =>
        resolve(dirname(file), m[1] ?? ""),
      ),
    );
    const dock = resolve("src/foundry/dock/dock.css"); // the dock fixture imports its own
    expect(sources.filter((s) => s !== dock && !preview.includes(s))).toEqual([]);
  });
});
