// What the overlay and explanation tests in Chromium share: the test page (test/browser/) built
// and served once, a fresh page per test with the element given a scenario, and waits on the
// element's events. Debian's Chromium through playwright-core, never a downloaded browser.
import { type ServedPage, launchChromium, servePage } from "@sightline/chromium";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

const root = new URL("./browser/", import.meta.url).pathname;

/** The served test page and a browser, opened by {@link openSite}. */
export interface Site {
  readonly site: ServedPage;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds and serves the test page, and launches Chromium. */
export async function openSite(): Promise<Site> {
  const site = await servePage(root);
  const browser = await launchChromium();
  return {
    site,
    browser,
    async close() {
      await browser.close();
      await site.close();
    },
  };
}

/**
 * A fresh page (1100 × 620) with the element given `scenario`, resolved once the worker holds it;
 * `before` runs in the page before its scripts (an init script).
 */
export async function boardWith(
  { site, browser }: Site,
  scenario: unknown,
  before?: () => void,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 620 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (before) await page.addInitScript(before);
  await page.goto(site.url);
  await page.waitForFunction(() => document.body.dataset.ready === "yes");
  await page.evaluate(async (s) => {
    const board = document.querySelector("battle-board")!;
    board.scenario = s;
    await board.ready;
  }, scenario);
  expect(errors).toEqual([]);
  return page;
}

/** Resolves with the detail of the next `type` event the element fires. */
export function nextEvent(page: Page, type: string): Promise<unknown> {
  return page.evaluate(
    (t) =>
      new Promise((resolve) =>
        document
          .querySelector("battle-board")!
          .addEventListener(t, (event) => resolve((event as CustomEvent).detail), { once: true }),
      ),
    type,
  );
}

/** Clicks a figure and resolves once the element has selected it. */
export async function select(page: Page, id: string): Promise<void> {
  const changed = nextEvent(page, "attacker-change");
  await page.locator(`battle-board .figure[data-id="${id}"] .body`).first().click();
  await changed;
}

/** An answer as it comes out of a worker: structured-cloned, so compared as JSON. */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
