/** Shipped JS + CSS size, gzipped, against the 150 KB budget (the build must have run). */
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const BUNDLE_BUDGET_KB = 150;

export async function benchBundle(): Promise<{ bundle_gzip_kb: number }> {
  const files = ["dist/combat-patrol.mjs", "dist/combat-patrol.css"];
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`run npm run build first (missing ${missing.join(", ")})`);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  return { bundle_gzip_kb: Math.round((bytes / 1024) * 10) / 10 };
}
