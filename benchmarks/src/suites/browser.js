// The same HeroScape line-of-sight batches in Chromium's worker: Vite builds a small page
// (src/browser/), Debian's Chromium opens it (driven by playwright-core, never a downloaded
// browser), the page checks its answers equal Node's, then times the batches with its own
// clock. Node's in-thread wasm, timed here by benchmark.js, is the baseline.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ReferenceGeometry, WasmGeometry } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { summarize } from "../harness.js";
import { firstDifference } from "../answers.js";
import { loadSight, sightBatches } from "../heroscapeBatches.js";
import { realMapWithFigures } from "../realMaps.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
const pageRoot = new URL("../browser/", import.meta.url).pathname;
const MAP = "Rotten Ice";
const FIGURES = 30;
const VIEWPOINTS = 300;

/** Throws naming the batch, the engine and the first answer that differs from the twin's. */
function agree(batch, engine, got, expected) {
  const i = firstDifference(got, expected);
  if (i !== -1) {
    throw new Error(`${batch}: ${engine} says ${got[i]} and the twin ${expected[i]} at ${i}`);
  }
}

/**
 * Builds the page, serves it and opens it in Chromium; `use(page, browser)` runs with it open,
 * and everything is closed and removed afterwards.
 */
async function withPage(ctx, use) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
  }
  // Loaded here, not at the top: `--only=` runs without this suite should not load Vite.
  const { build, preview } = await import("vite");
  const { chromium } = await import("playwright-core");
  const outDir = mkdtempSync(join(tmpdir(), "sightline-bench-"));
  const configFile = join(pageRoot, "vite.config.js");
  let server;
  let browser;
  try {
    ctx.progress("building the page with Vite");
    await build({ root: pageRoot, configFile, build: { outDir } });
    server = await preview({
      root: pageRoot,
      configFile,
      build: { outDir },
      preview: { port: 0, host: "127.0.0.1" },
    });
    ctx.progress(`opening it in ${CHROMIUM}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const failures = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(server.resolvedUrls.local[0]);
    await page
      .waitForFunction(() => globalThis.sightlineBench !== undefined, null, { timeout: 30_000 })
      .catch((error) => {
        throw new Error(`the page did not load: ${failures.join("; ") || error.message}`);
      });
    return await use(page, browser);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export default {
  id: "browser",
  title: "HeroScape line of sight in Chromium's worker",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const { scenario } = realMapWithFigures(MAP, FIGURES);
    const sight = sightBatches(scenario, VIEWPOINTS);
    const { viewers, targets, viewpoints } = sight;
    const n = targets.length;
    const batches = [
      { name: `${MAP}: all pairs (${n * (n - 1)})`, viewers, perCall: n * (n - 1) },
      {
        name: `${MAP}: ${VIEWPOINTS} viewpoints × ${n}`,
        viewers: viewpoints,
        perCall: VIEWPOINTS * n,
      },
    ];

    // Node's answers, which the page must reproduce.
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    const worker = startGeometryWorker();
    try {
      await loadSight(sight, [wasm, reference, worker]);
      for (const batch of batches) {
        batch.expected = reference.hexSightMatrix(batch.viewers, targets);
        agree(batch.name, "wasm", wasm.hexSightMatrix(batch.viewers, targets), batch.expected);
        const byWorker = await worker.hexSightMatrix(batch.viewers, targets);
        agree(batch.name, "the Node worker", byWorker, batch.expected);
      }
      await ctx.measure(
        batches.flatMap(({ name, viewers: who, perCall }) => [
          {
            group: name,
            engine: "Node, wasm in-thread",
            baseline: true,
            unit: "pairs",
            perCall,
            fn: () => wasm.hexSightMatrix(who, targets),
          },
          {
            group: name,
            engine: "Node, worker (one batch)",
            unit: "pairs",
            perCall,
            asyncFn: () => worker.hexSightMatrix(who, targets),
          },
        ]),
      );
    } finally {
      await worker.close();
    }

    const sampling = ctx.quick
      ? { samples: 5, minSampleMs: 20 }
      : { samples: 20, minSampleMs: 100 };
    const version = await withPage(ctx, async (page, browser) => {
      ctx.progress(`timing ${batches.length} batches in the page`);
      const results = await page.evaluate((job) => globalThis.sightlineBench.run(job), {
        scene: sight.board.scene,
        figures: sight.figures,
        batches: batches.map(({ name, viewers: who, expected }) => ({
          name,
          viewers: who,
          targets,
          expected,
        })),
        ...sampling,
      });
      for (const result of results) {
        const batch = batches.find((b) => b.name === result.batch);
        if (result.disagreesAt !== undefined) {
          const at = result.disagreesAt;
          throw new Error(
            `${result.batch}: Chromium's ${result.engine} says ${result.says} and Node ${batch.expected[at]} for viewer ${Math.floor(at / n)} → figure ${at % n}`,
          );
        }
        ctx.record({
          group: result.batch,
          engine: `Chromium, ${result.engine === "worker" ? "worker (one batch)" : "wasm on the page's thread"}`,
          unit: "pairs",
          perCall: batch.perCall,
          timing: `performance.now, ${result.repeats} calls a sample`,
          ...summarize(result.seconds),
        });
      }
      return browser.version();
    });
    ctx.note(
      `Chromium ${version} (${CHROMIUM}, headless) answers both batches exactly as Node does, in its worker and on the page's thread.`,
    );
    ctx.note(
      `Node rows are timed by benchmark.js; Chromium rows by the page's performance.now over ${sampling.samples} samples of at least ${sampling.minSampleMs} ms each (the page's clock is coarse, so a sample repeats the batch).`,
    );
  },
};
