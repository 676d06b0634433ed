/**
 * Library build of the system: one ES module (dist/combat-patrol.mjs) plus its CSS.
 * `npm run dev` serves the same module and proxies everything else to a local Foundry on
 * port 30000 (the pf2e way), so a licensed Foundry loads the live build from Vite.
 * Handlebars, PIXI and the Foundry globals are provided by Foundry at runtime: never bundled.
 */
import { defineConfig } from "vite";

const SYSTEM_ID = "combat-patrol";
const FOUNDRY_PORT = Number(process.env.FOUNDRY_PORT ?? 30000);

export default defineConfig({
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
    },
  },
});
