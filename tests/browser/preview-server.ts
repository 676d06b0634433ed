/** Starts the `npm start` preview (the same Vite config) on a free loopback port for a test. */
import { createServer, type ViteDevServer } from "vite";

export async function startPreview(): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    configFile: "preview/vite.config.ts",
    server: { port: 0, host: "127.0.0.1", strictPort: false },
    logLevel: "error",
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  return { server, url: `http://127.0.0.1:${address.port}/` };
}
