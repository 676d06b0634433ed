/**
 * An import specifier as a path: relative ("./x", "../y") from the importing file, or one of the
 * project's aliases (aliases.config.ts, tsconfig.json `paths`): `@rules` / `@rules/…` is src/rules,
 * `@foundry/…` is src/foundry. Null for a package.
 */
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(new URL("../..", import.meta.url).pathname);

export function specifierPath(fromFile: string, spec: string): string | null {
  if (spec.startsWith(".")) return resolve(dirname(fromFile), spec);
  if (spec === "@rules") return join(ROOT, "src/rules/index");
  if (spec.startsWith("@rules/")) return join(ROOT, "src/rules", spec.slice("@rules/".length));
  if (spec.startsWith("@foundry/")) return join(ROOT, "src/foundry", spec.slice("@foundry/".length));
  return null;
}

/** The regex source of a specifier this project resolves itself (relative or aliased). */
export const LOCAL_SPECIFIER = String.raw`(?:\.|@rules|@foundry/)[^"]*`;
