/**
 * Run a tool script through Vite's module loader (SSR), so it may import system modules that use
 * Vite's `import.meta.glob` (the action folders' manifests, found by a glob) and the path
 * aliases: `tsx tools/vite-run.ts tools/docs-keys.ts`. Plain tsx cannot evaluate a glob.
 */
import { resolve } from "node:path";
import { createServer } from "vite";
import { ALIASES } from "../aliases.config";

const script = process.argv[2];
if (!script) throw new Error("usage: tsx tools/vite-run.ts <script.ts>");
const server = await createServer({
  configFile: false,
  root: process.cwd(),
  resolve: { alias: ALIASES },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "warn",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  await server.ssrLoadModule(resolve(script));
} finally {
  await server.close();
}
