// The browser test: Vite builds a page that starts the geometry worker, Debian's Chromium opens
// it (driven by playwright-core, never a downloaded browser), and the worker answers a range
// batch through Comlink from the same geometry.wasm that Node loads.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type ServedPage, launchChromium, servePage } from "@sightline/chromium";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceGeometry, encodeHexBoard, hexGroups } from "../src/index.js";
import { from, spaces, to } from "./browser/fixture.js";

const root = new URL("./browser/", import.meta.url).pathname;
let site: ServedPage;
let browser: Browser;

beforeAll(async () => {
  site = await servePage(root);
  browser = await launchChromium();
}, 120_000);

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("geometry worker in Chromium", () => {
  it("answers a range batch through Comlink from the same geometry.wasm", async () => {
    const page = await browser.newPage();
    const wasmFetched: { url: string; type?: string }[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".wasm")) {
        wasmFetched.push({ url: response.url(), type: response.headers()["content-type"] });
      }
    });
    await page.goto(site.url);
    const answer = page.locator("#answer");
    await expect.poll(() => answer.textContent(), { timeout: 30_000 }).not.toBe("waiting");

    const board = encodeHexBoard(spaces);
    const reference = new ReferenceGeometry();
    reference.loadHexBoard(board);
    const expected = reference.hexDistanceMatrix(hexGroups(board, from), hexGroups(board, to));
    expect(JSON.parse((await answer.textContent())!)).toEqual([...expected]);

    // One fetch, of a wasm file (not a data: URL) holding the very bytes Node reads. The body
    // is fetched again here: the page's copy is gone once its worker is closed.
    expect(wasmFetched.map((f) => f.type)).toEqual(["application/wasm"]);
    const served = Buffer.from(await (await fetch(wasmFetched[0]!.url)).arrayBuffer());
    const built = readFileSync(new URL("../build/geometry.wasm", import.meta.url));
    expect(sha(served)).toBe(sha(built));
  });

  it("rejects calls, naming them, when the worker cannot start or was closed", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    const unstartable = page.locator("#unstartable");
    const closed = page.locator("#closed");
    // Hang guards: before calls settled, both stayed "waiting" for good.
    await expect.poll(() => unstartable.textContent(), { timeout: 30_000 }).not.toBe("waiting");
    expect(await unstartable.textContent()).toMatch(
      /^loadHexBoard: the geometry worker died 2 times answering this call \(it failed.*\); it is not sent again$/,
    );
    await expect.poll(() => closed.textContent(), { timeout: 30_000 }).not.toBe("waiting");
    expect(await closed.textContent()).toBe(
      "loadHexBoard: the geometry worker was closed before it answered",
    );
  });
});
