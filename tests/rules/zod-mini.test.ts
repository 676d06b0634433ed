/**
 * The start-up bundle's budget: shipped code validates with zod/mini through src/rules/zod.ts, never
 * the classic API (about 16 KB gzip more), and its messages stay the classic English ones
 * (zod/mini loads no locale by itself: every message would read "Invalid input").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "@rules/zod";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

describe("zod in the shipped code", () => {
  it("no module under src/ imports zod's classic API; only src/rules/zod.ts imports zod/mini", () => {
    const imports = sources("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from\s+["'](zod[^"']*)["']/g)].map(
        (m) => `${file.replace(/\\/g, "/")}: ${m[1]}`,
      ),
    );
    expect(imports.sort()).toEqual(["src/rules/zod.ts: zod/mini", "src/rules/zod.ts: zod/v4/locales"]);
  });

  it("messages are the classic English ones", () => {
    const result = z
      .strictObject({ name: z.string(), n: z.number().check(z.int(), z.minimum(1)) })
      .safeParse({ name: 3, n: 0.5, extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      "Invalid input: expected string, received number",
      "Invalid input: expected int, received number",
      'Unrecognized key: "extra"',
    ]);
  });
});
