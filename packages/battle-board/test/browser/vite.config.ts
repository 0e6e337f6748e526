import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  // A missing file is a 404, as on a real server, not the page again (the SPA fallback).
  appType: "mpa",
  // The battle worker is a module Worker (`type: "module"`); the iife format cannot load it.
  worker: { format: "es" },
  build: {
    target: "es2022",
    // Keep geometry.wasm a file (served as application/wasm), never an inlined data: URL.
    assetsInlineLimit: 0,
    emptyOutDir: true,
  },
});
