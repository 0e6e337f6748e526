// The pool's page is served cross-origin isolated, as an app that wants cancels to reach a
// running task must be: without these headers a page has no SharedArrayBuffer.
import { defineConfig } from "vite";

const isolated = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

export default defineConfig({ server: { headers: isolated }, preview: { headers: isolated } });
