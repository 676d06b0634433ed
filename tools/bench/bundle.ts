/**
 * Shipped JS + CSS size, gzipped, against the 125 KB budget (the build must have run).
 * bundle_gzip_kb: what Foundry loads at start — the entry module, every chunk it imports
 * statically (recursively), and the CSS. bundle_total_gzip_kb adds the chunks loaded when a rarely
 * used app opens (dynamic import()).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The entry and every chunk reached through static imports/exports (not import()). */
function startChunks(entry = "combat-patrol.mjs", dir = "dist"): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(`${dir}/${file}`, "utf8");
    for (const m of text.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.m?js)["']/g))
      visit(m[1]!);
  };
  visit(entry);
  return [...seen];
}

export async function benchBundle(): Promise<{ bundle_gzip_kb: number; bundle_total_gzip_kb: number }> {
  const files = ["dist/combat-patrol.mjs", "dist/combat-patrol.css"];
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`run npm run build first (missing ${missing.join(", ")})`);
  await Promise.resolve();
  const start = startChunks().map((f) => `dist/${f}`);
  const all = readdirSync("dist")
    .filter((f) => /\.(m?js)$/.test(f))
    .map((f) => `dist/${f}`);
  const css = gz("dist/combat-patrol.css");
  return {
    bundle_gzip_kb: kb(start.reduce((sum, f) => sum + gz(f), css)),
    bundle_total_gzip_kb: kb(all.reduce((sum, f) => sum + gz(f), css)),
  };
}
