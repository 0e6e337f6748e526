// What every browser test and Chromium benchmark shares: Debian's Chromium (driven by
// playwright-core, never a downloaded browser) with the flags CI needs, and a page built by
// Vite and served on localhost with the settings the packages' workers need. Vite and
// playwright-core load on first use, so a benchmark run without a Chromium suite never loads
// them.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, as root in a container, and quiet: no network but the page's own. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, launched; throws saying how to install it when it is missing. */
export async function launchChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
  }
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * Builds the page in `root` (a folder with its index.html, and its vite.config if it has one)
 * into a fresh folder and serves it on localhost. The workers are module Workers (the iife format cannot load the AssemblyScript
 * bindings' top-level await); the wasm stays a file served as application/wasm, never an
 * inlined data: URL; a missing file is a 404, as on a real server, not the page again.
 */
export async function servePage(root) {
  const { build, preview } = await import("vite");
  const outDir = mkdtempSync(join(tmpdir(), "sightline-page-"));
  const config = {
    root,
    // A vite.config in `root` (an app's own) is read too; these settings win over it.
    logLevel: "warn",
    appType: "mpa",
    worker: { format: "es" },
    build: { target: "es2022", assetsInlineLimit: 0, emptyOutDir: true, outDir },
    preview: { port: 0, host: "127.0.0.1" },
  };
  await build(config);
  const server = await preview(config);
  return {
    url: server.resolvedUrls.local[0],
    outDir,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves an already built folder (an app's `dist/`, as it is deployed) on localhost, every
 * response carrying `headers` (a Content-Security-Policy, say). Nothing is built or copied: the
 * files served are the ones given.
 */
export async function serveFolder(dir, { headers = {} } = {}) {
  const { preview } = await import("vite");
  const server = await preview({
    root: dir,
    // The folder is served as it is: no vite.config beside it is read. "error": serving the
    // build's own folder makes Vite warn that a build there would overwrite it; none runs.
    configFile: false,
    logLevel: "error",
    appType: "mpa",
    build: { outDir: dir },
    preview: { port: 0, host: "127.0.0.1", headers },
  });
  return {
    url: server.resolvedUrls.local[0],
    outDir: dir,
    close: () => server.close(),
  };
}
