// A page of the benchmarks' own, built by Vite and opened in Debian's Chromium (driven by
// playwright-core, never a downloaded browser): what the Chromium suites share.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The Vite settings of every page here, the same as the packages' browser tests: the geometry
 * and battle workers are module Workers (the iife format cannot load their top-level await),
 * and the wasm stays a file served as application/wasm, never an inlined data: URL.
 */
function viteConfig(root, outDir) {
  return {
    root,
    configFile: false,
    logLevel: "warn",
    worker: { format: "es" },
    build: { target: "es2022", assetsInlineLimit: 0, emptyOutDir: true, outDir },
    preview: { port: 0, host: "127.0.0.1" },
  };
}

/**
 * Builds the page in `root` (a folder with its index.html), serves it and opens it in Chromium
 * with a `viewport`; once the page has defined `globalThis[readyGlobal]`, `use(page, browser)`
 * runs with it open, and everything is closed and removed afterwards.
 *
 * @example await withBrowserPage(ctx, { root, readyGlobal: "sightlineBench" }, (page) => …)
 * @template T
 * @param {import("./harness.js").Context} ctx
 * @param {{ root: string, readyGlobal: string, viewport?: { width: number, height: number } }} page
 * @param {(page: import("playwright-core").Page, browser: import("playwright-core").Browser) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBrowserPage(ctx, { root, readyGlobal, viewport }, use) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
  }
  // Loaded here, not at the top: `--only=` runs without a Chromium suite should not load Vite.
  const { build, preview } = await import("vite");
  const { chromium } = await import("playwright-core");
  const outDir = mkdtempSync(join(tmpdir(), "sightline-bench-"));
  let server;
  let browser;
  try {
    ctx.progress("building the page with Vite");
    await build(viteConfig(root, outDir));
    server = await preview(viteConfig(root, outDir));
    ctx.progress(`opening it in ${CHROMIUM}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const page = await browser.newPage(viewport ? { viewport } : {});
    const failures = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(server.resolvedUrls.local[0]);
    await page
      .waitForFunction((name) => globalThis[name] !== undefined, readyGlobal, {
        timeout: 30_000,
      })
      .catch((error) => {
        throw new Error(`the page did not load: ${failures.join("; ") || error.message}`);
      });
    try {
      return await use(page, browser);
    } catch (error) {
      // An error the page threw meanwhile often says why.
      if (failures.length > 0 && error instanceof Error) {
        error.message += ` (the page threw: ${failures.join("; ")})`;
      }
      throw error;
    }
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
