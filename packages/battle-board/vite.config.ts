// The single ES module build for pages without a bundler (`npm run build:bundle`, in
// `bundle/`): `battle-board.js` with Lit and Comlink inside, and beside it the battle worker
// (the rules and geometry) and geometry.wasm, which it loads relative to itself. A page needs
// only `<script type="module" src=".../battle-board.js">`.
import { defineConfig } from "vite";
import { noEval } from "@sightline/no-eval";

export default defineConfig({
  logLevel: "warn",
  // URLs relative to the importing file: the bundle works from whatever folder it is served.
  base: "./",
  // The battle worker is a module Worker; the AssemblyScript bindings await at top level.
  // No eval in the bundle nor in its worker: pages with a strict CSP can use it (SECURITY.md).
  plugins: [noEval()],
  worker: { format: "es", plugins: () => [noEval()] },
  build: {
    // An app build with one entry that keeps its exports, not library mode: library mode
    // inlines every asset, and the wasm would ride in the worker as base64.
    rolldownOptions: {
      input: "src/index.ts",
      preserveEntrySignatures: "strict",
      output: { entryFileNames: "battle-board.js" },
    },
    outDir: "bundle",
    target: "es2022",
    // Keep geometry.wasm a file (served as application/wasm), never an inlined data: URL.
    assetsInlineLimit: 0,
    emptyOutDir: true,
    minify: true,
  },
});
