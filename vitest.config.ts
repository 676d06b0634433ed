import { defineConfig } from "vitest/config";
import { ALIASES } from "./aliases.config";

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
