// The browser test: Vite builds a page that starts the geometry worker, Debian's Chromium opens
// it (driven by playwright-core, never a downloaded browser), and the worker answers a range
// batch through Comlink from the same geometry.wasm that Node loads.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { type PreviewServer, build, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceGeometry, encodeHexBoard, hexGroups } from "../src/index.js";
import { from, spaces, to } from "./browser/fixture.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = new URL("./browser/", import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), "sightline-browser-"));
let server: PreviewServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
  }
  await build({ root, configFile: join(root, "vite.config.ts"), build: { outDir } });
  server = await preview({
    root,
    configFile: join(root, "vite.config.ts"),
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1" },
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 120_000);

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
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
    const url = server.resolvedUrls?.local[0];
    expect(url).toBeDefined();
    await page.goto(url!);
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
});
