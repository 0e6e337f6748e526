// `@sightline/ai/pool` in Debian's Chromium (playwright-core, never a downloaded browser): Vite
// builds a page that imports the built packages as an app would, its search workers module Web
// Workers through Comlink. With a seed and a node budget the page's answers (its own thread, a
// pool of one, a pool of two) are the answer Node computes; a cancel stops a pool of two.
import { fileURLToPath } from "node:url";
import { type ServedPage, launchChromium, servePage } from "@sightline/chromium";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchPoolPage } from "./browser/main.js";
import { CROWD, duo, onOldGateFord } from "@sightline/search-fixtures";

const root = fileURLToPath(new URL("./browser/", import.meta.url));
let site: ServedPage;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await servePage(root);
  browser = await launchChromium();
  page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(site.url);
  await page
    .waitForFunction(() => document.body.dataset.ready === "yes", null, { timeout: 30_000 })
    .catch(() => {
      throw new Error(`the page did not start: ${errors.join("; ") || "no error"}`);
    });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** What the page's `window.searchPoolPage[name]` answers to `args` (sent as JSON). */
function inPage<K extends "threeWays" | "cancelled">(
  name: K,
  ...args: Parameters<SearchPoolPage[K]>
): Promise<Awaited<ReturnType<SearchPoolPage[K]>>> {
  return page.evaluate(
    ([name, args]) => {
      const api = (globalThis as unknown as { searchPoolPage: SearchPoolPage }).searchPoolPage;
      // eslint-disable-next-line no-restricted-syntax -- forwards the few arguments it was given
      return (api[name] as (...a: unknown[]) => Promise<never>)(...args);
    },
    [name, args] as const,
  );
}

describe("search pool in Chromium", () => {
  it("is served cross-origin isolated, so cancels reach running tasks", async () => {
    const { isolated, sharedMemory } = await page.evaluate(() => {
      const api = (globalThis as unknown as { searchPoolPage: SearchPoolPage }).searchPoolPage;
      return { isolated: api.isolated, sharedMemory: api.sharedMemory };
    });
    expect({ isolated, sharedMemory }).toEqual({ isolated: true, sharedMemory: true });
  });

  it("CROWD, 40 nodes and a seed: the page's thread, a pool of 1 and of 2 answer as Node", async () => {
    const scenario = duo(CROWD);
    const query = { q: "turn", owner: "red", card: "duo", nodes: 40, seed: 3 } as const;
    const inNode = await answer(await openBattle(scenario, { game: "heroscape" }), query);
    expect(inNode).toMatchObject({ nodes: 40, complete: false });
    const [here, one, two] = await inPage("threeWays", scenario, query);
    expect(one).toEqual(here);
    expect(two).toEqual(here);
    expect(here).toEqual(JSON.parse(JSON.stringify(inNode)));
  });

  it("a cancel stops a pool of two mid-search and the answer is incomplete", async () => {
    const ford = onOldGateFord({ movers: 3, move: 4, enemies: 5, enemyDistance: 5 });
    const query = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
    const cut = await inPage("cancelled", ford, query, 50);
    expect(cut.aborted).toBe(true);
    expect(cut.busy).toBe(0);
    expect(cut.reply).toMatchObject({ complete: false });
    expect((cut.reply as { nodes: number }).nodes).toBeLessThan(1e5);
    // It stopped rather than ran on: one position takes milliseconds, so 10 s is a hang, not a
    // speed check (speed lives in benchmarks/).
    expect(cut.stoppedAfter).toBeLessThan(10_000);
  });
});
