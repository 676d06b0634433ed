/**
 * The path aliases, one home for the build, the preview and the tests (tsconfig.json's `paths`
 * say the same for the type check and tsx): `@rules/…` is the pure engine (src/rules), `@foundry/…`
 * a Foundry concept folder (src/foundry). An import's first word tells whether it crosses into
 * the engine or into another concept.
 */
import { fileURLToPath } from "node:url";
import type { Alias } from "vite";

const src = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));

export const ALIASES: Alias[] = [
  { find: /^@rules$/, replacement: src("rules/index.ts") },
  { find: /^@rules\//, replacement: `${src("rules")}/` },
  { find: /^@foundry\//, replacement: `${src("foundry")}/` },
];
