/**
 * `npm start`: the preview of the system without Foundry. Real templates (templates/**\/*.hbs),
 * real CSS, real lang/en.json and the real engine (src/rules), rendered with Handlebars and the
 * subset of Foundry's template helpers the system uses (preview/foundry-helpers.ts).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { ALIASES } from "../aliases.config";

const root = fileURLToPath(new URL(".", import.meta.url));
const project = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  resolve: { alias: ALIASES },
  root,
  publicDir: false,
  server: { port: Number(process.env.PORT ?? 5173), host: "127.0.0.1", fs: { allow: [project] } },
  build: { outDir: fileURLToPath(new URL("../dist-preview", import.meta.url)), emptyOutDir: true },
});
