/**
 * The `npm start` preview (the same Vite config: templates, CSS, fixtures, the real engine), built
 * once into a folder and served as static files on a free loopback port, for the browser tests.
 */
import { build, preview } from "vite";

const CONFIG = "preview/vite.config.ts";

export async function buildAndServePreview(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: CONFIG, logLevel: "error", build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile: CONFIG,
    logLevel: "error",
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1", strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
