/**
 * Library build of the system: one ES module (dist/combat-patrol.mjs) plus its CSS.
 * `npm run dev` serves the same module and proxies everything else to a local Foundry on
 * port 30000 (the pf2e way), so a licensed Foundry loads the live build from Vite.
 * Handlebars, PIXI and the Foundry globals are provided by Foundry at runtime: never bundled.
 */
import { defineConfig, type Plugin } from "vite";
import { ALIASES } from "./aliases.config";

const SYSTEM_ID = "combat-patrol";
const FOUNDRY_PORT = Number(process.env.FOUNDRY_PORT ?? 30000);

/**
 * Dev only: Foundry asks for the built file names from system.json; serve the TypeScript entry
 * instead (Vite transforms it on the fly) and an empty stylesheet (the entry imports the CSS).
 */
function foundryDevEntry(): Plugin {
  const prefix = `/systems/${SYSTEM_ID}/`;
  return {
    name: "combat-patrol-dev-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === `${prefix}${SYSTEM_ID}.mjs`) req.url = `${prefix}src/index.ts`;
        else if (req.url === `${prefix}${SYSTEM_ID}.css`) {
          res.setHeader("Content-Type", "text/css");
          res.end("/* styles come with the module in dev */");
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  resolve: { alias: ALIASES },
  plugins: [foundryDevEntry()],
  base: `/systems/${SYSTEM_ID}/`,
  publicDir: false,
  server: {
    port: 30001,
    open: false,
    proxy: {
      [`^(?!/systems/${SYSTEM_ID}/)`]: `http://localhost:${FOUNDRY_PORT}`,
      "/socket.io": { target: `ws://localhost:${FOUNDRY_PORT}`, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => `${SYSTEM_ID}.mjs`,
      cssFileName: SYSTEM_ID,
    },
    rollupOptions: {
      external: ["handlebars"],
      // the engine (src/rules) is pure: a module of it whose exports nobody uses is dropped whole,
      // even when it computes a table at load. Everything else keeps its side effects,
      // and so does src/rules/zod.ts: its one statement loads zod's English messages (players read
      // them), and as a pure re-export it would be skipped (tests/manifest/bundle.test.ts).
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes("/src/rules/") || id.endsWith("/src/rules/zod.ts"),
      },
      // the lazily loaded dialogs import what they share with the entry from the entry
      // itself: strict entry signatures would split that shared code into extra start-up chunks
      preserveEntrySignatures: "allow-extension",
      // library mode leaves ES output unminified: minify every chunk here (rolldown output option)
      output: {
        minify: true,
        // every module loaded at start in one chunk (the entry re-exports it): code the lazily loaded
        // dialogs share with it is never split into extra start-up chunks
        codeSplitting: { groups: [{ name: "core", tags: ["$initial"] }] },
      },
    },
  },
});
