// A page of the benchmarks' own, built by Vite and opened in Debian's Chromium (driven by
// playwright-core, never a downloaded browser): what the Chromium suites share.
import { CHROMIUM, launchChromium, servePage } from "@sightline/chromium";

export { CHROMIUM };

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
  let site;
  let browser;
  try {
    ctx.progress("building the page with Vite");
    site = await servePage(root);
    ctx.progress(`opening it in ${CHROMIUM}`);
    browser = await launchChromium();
    const page = await browser.newPage(viewport ? { viewport } : {});
    const failures = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(site.url);
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
    await site?.close();
  }
}
