// One flat config for the whole monorepo. The import-x rule below enforces the
// design's one-way arrows: a package may import only what its own package.json
// declares, so `geometry` can never reach `rules`, nor `rules` the UI.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/.turbo/**",
      "packages/battle-board/bundle/**",
    ],
  },
  js.configs.recommended,
  // eslint-disable-next-line no-restricted-syntax -- typescript-eslint's few recommended configs
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
        // Benchmarks are a private workspace: their tools (vite, playwright, prettier) are theirs;
        // tools/ holds the repository's own development tooling.
        {
          devDependencies: [
            "**/test/**",
            "benchmarks/**",
            "tools/**",
            "**/*.config.*",
            "vitest.shared.ts",
          ],
        },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      // docs/rules/limits.md: spreading a list into a call's arguments puts every entry on the
      // stack, and a long list (300,000 figures, a column of 123,000 tiles) overflows it. Loop,
      // or reduce; a spread whose length is fixed (a tuple, a literal) says so in a comment.
      "no-restricted-syntax": [
        "error",
        {
          // Safe, and so not matched: a literal list (its length is in the code), and
          // fast-check's builders, which take their few choices as arguments.
          selector:
            ":matches(CallExpression, NewExpression):not([callee.object.name='fc']) > SpreadElement:not([argument.type='ArrayExpression'])",
          message:
            "No spread into a call's arguments: a long list overflows the stack. Loop instead, or disable this line with the reason its length is bounded.",
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The arrows one level down. No import cycle: one side of it runs while the other is half
    // loaded. (import-x skips `import type`, so a circle of types alone does not fire.) And no
    // reaching into another workspace by relative path (`../../rules/test/…`): tests import what
    // they share from @sightline/test-fixtures or @sightline/search-fixtures
    // (tools/test-fixtures/README.md), a dependency turbo sees, orders and caches.
    files: ["**/*.{ts,js,mjs}"],
    // Each workspace's vitest.config.ts takes the root's vitest.shared.ts by path: the root is
    // no package anyone declares. AssemblyScript imports only its own folder.
    ignores: [
      "**/*.config.*",
      "vitest.shared.ts",
      "packages/*/assembly/**",
      "benchmarks/assembly/**",
    ],
    settings: {
      // Sources import `./x.js` and mean `./x.ts`; packages resolve through their `types`.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".d.ts", ".js", ".mjs", ".json"],
          extensionAlias: { ".js": [".ts", ".d.ts", ".js"], ".mjs": [".mts", ".mjs"] },
          conditionNames: ["types", "import", "default"],
        }),
      ],
      // no-cycle reads each imported module: TypeScript through typescript-eslint's parser.
      "import-x/extensions": [".ts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      // Built output is another package's face, not a module of this one: no-cycle stops there.
      "import-x/ignore": ["/dist/", "/build/", "node_modules"],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-relative-packages": "error",
    },
  },
  {
    // Type-aware rules wherever a tsconfig.json gives the types: every package's TypeScript
    // (its tsconfig.json covers src, test and its configs) and the benchmarks' JavaScript
    // (benchmarks/tsconfig.json). The few loose scripts (this file, the CLI's bin shim) await
    // nothing that could float, and a default project for them would cost seconds a run.
    // Only the rules that catch lost promises are on: a promise nobody awaits is a rejection
    // nobody sees, or a test that ends before its assertion runs.
    files: ["**/*.ts", "benchmarks/**/*.js"],
    // The workspaces' shared test settings: no tsconfig of its own, and no promise in it.
    ignores: ["vitest.shared.ts"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // Only where leaving out the `await` changes behaviour (inside try/catch/finally, using).
      "@typescript-eslint/return-await": ["error", "error-handling-correctness-only"],
    },
  },
  {
    // AssemblyScript (packages/*/assembly, benchmarks/assembly). Its types (i32, usize, load<T>, unchecked, memory…)
    // come from the compiler's std/assembly through assembly/tsconfig.json, so the type-aware
    // block above reads them like any package. Its decorators on functions (`@inline`) are not
    // TypeScript grammar: allowInvalidAST lets the parser accept them (they are left out of
    // the syntax tree, which no rule here needs). asc still checks the language itself.
    files: ["packages/*/assembly/**/*.ts", "benchmarks/assembly/**/*.ts"],
    languageOptions: { parserOptions: { allowInvalidAST: true } },
  },
  {
    // The command's tests spread command lines (a handful of words) into the runners' arguments.
    files: ["packages/cli/test/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: [
      "packages/geometry/src/worker/browser*.ts",
      "packages/geometry/src/thread/browser*.ts",
      "packages/*/test/browser/**",
      "benchmarks/src/browser/**",
      "benchmarks/src/boardFrames/**",
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
);
