// One flat config for the whole monorepo. The import-x rule below enforces the
// design's one-way arrows: a package may import only what its own package.json
// declares, so `geometry` can never reach `rules`, nor `rules` the UI.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/.turbo/**",
      // AssemblyScript is not TypeScript (i32, unchecked, load<T>): asc checks it.
      "packages/*/assembly/**",
      "benchmarks/assembly/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        // Benchmarks are a private workspace: their tools (vite, playwright, prettier) are theirs.
        { devDependencies: ["**/test/**", "benchmarks/**", "**/*.config.*"] },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["packages/geometry/src/worker/browser*.ts", "packages/*/test/browser/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
