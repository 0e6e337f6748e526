// The playground as static files (`npm run build` → dist/), deployable as-is to any static
// host under any path: relative URLs, the battle worker a module, the wasm a file.
import { defineConfig } from "vite";
import { noEval } from "@sightline/no-eval";

export default defineConfig({
  base: "./",
  logLevel: "warn",
  // The battle worker is a module Worker; the AssemblyScript bindings await at top level.
  // No eval in the page nor in its worker: it runs under a strict CSP (SECURITY.md).
  plugins: [noEval()],
  worker: { format: "es", plugins: () => [noEval()] },
  build: {
    target: "es2022",
    // Keep geometry.wasm a file (served as application/wasm), never an inlined data: URL.
    assetsInlineLimit: 0,
    emptyOutDir: true,
  },
  // The examples and maps live at the repository's root, outside this app.
  server: { fs: { allow: ["../.."] } },
  preview: { host: "127.0.0.1" },
});
