// The same HeroScape line-of-sight batches in Chromium's worker: Vite builds a small page
// (src/browser/), Debian's Chromium opens it (driven by playwright-core, never a downloaded
// browser), the page checks its answers equal Node's, then times the batches with its own
// clock. Node's in-thread wasm, timed here by benchmark.js, is the baseline.
import { ReferenceGeometry, WasmGeometry } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { CHROMIUM, withBrowserPage } from "../browserPage.js";
import { summarize } from "../harness.js";
import { firstDifference } from "../answers.js";
import { loadSight, sightBatches } from "../heroscapeBatches.js";
import { mapWithFigures, standInNote } from "../maps.js";

const pageRoot = new URL("../browser/", import.meta.url).pathname;
/** The map of the batches (its bundled stand-in when the real maps are absent: maps.js). */
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

export default {
  id: "browser",
  title: "HeroScape line of sight in Chromium's worker",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const map = mapWithFigures(MAP, FIGURES);
    const standIn = standInNote(map);
    if (standIn) ctx.note(standIn);
    const { name: mapName, scenario } = map;
    const sight = sightBatches(scenario, VIEWPOINTS);
    const { viewers, targets, viewpoints } = sight;
    const n = targets.length;
    const batches = [
      { name: `${mapName}: all pairs (${n * (n - 1)})`, viewers, perCall: n * (n - 1) },
      {
        name: `${mapName}: ${VIEWPOINTS} viewpoints × ${n}`,
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
    const opened = { root: pageRoot, readyGlobal: "sightlineBench" };
    const version = await withBrowserPage(ctx, opened, async (page, browser) => {
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
