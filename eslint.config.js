// Lint: typescript-eslint's strict, type-aware rules where they pay (floating promises, unsafe
// any, unnecessary conditions), import-x for import circles. Formatting is Prettier's
// (.prettierrc.json); `npm run lint` runs both, and `npm test` runs `npm run lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "release/**", "dist-preview/**", "coverage/**", "node_modules/**", "screenshots/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
);
