// Lint, run by `npm test` (npm run lint): ESLint's recommended rules and typescript-eslint's strict
// set, without type information so it stays quick; Prettier owns the formatting (npm run format).
// `npm run lint:types` adds the type-aware rules (floating promises, unsafe any, unnecessary
// conditions) for a deeper pass; it takes minutes, so it is not part of npm test.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const typed = process.env.LINT_TYPES === "1";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "release/**",
      "dist-preview/**",
      "coverage/**",
      "node_modules/**",
      "screenshots/**",
      "**/*.d.ts",
      "**/*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...(typed ? tseslint.configs.strictTypeChecked : tseslint.configs.strict),
  typed ? { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } } : {},
  {
    rules: {
      // tsc's noUncheckedIndexedAccess makes `!` after a checked lookup common and deliberate.
      "@typescript-eslint/no-non-null-assertion": "off",
      // A leading underscore marks a parameter a signature requires and this body does not read.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // Module augmentation of Foundry's and fvtt-types' declarations needs `declare namespace`.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // Foundry's hook and render signatures return `void | Promise<void>`.
      "@typescript-eslint/no-invalid-void-type": "off",
    },
  },
);
