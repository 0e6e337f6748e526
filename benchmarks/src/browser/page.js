// The page the browser suite opens in Chromium. It waits for Node to hand it a HeroScape scene
// and sight batches with Node's answers, checks that the geometry worker (and the wasm kernels
// on the page's own thread) give the same answers, then times each batch with the page's own
// clock and hands the timings back. Nothing here knows the game: the scene is already encoded.
import { WasmGeometry } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { firstDifference } from "../answers.js";

/**
 * Seconds per call of `ask`, one value a sample: each sample repeats the call until it lasts
 * `minSampleMs` (the page's clock is coarse, 0.1 ms without cross-origin isolation).
 */
async function sampleTimes(ask, { samples, minSampleMs }) {
  let repeats = 1;
  // Warm up and calibrate: double the repeats until one sample is long enough.
  for (;;) {
    const started = performance.now();
    for (let i = 0; i < repeats; i++) await ask();
    if (performance.now() - started >= minSampleMs) break;
    repeats *= 2;
  }
  const seconds = [];
  for (let s = 0; s < samples; s++) {
    const started = performance.now();
    for (let i = 0; i < repeats; i++) await ask();
    seconds.push((performance.now() - started) / repeats / 1000);
  }
  return { seconds, repeats };
}

globalThis.sightlineBench = {
  /**
   * @param {{ scene: object, figures: object, samples: number, minSampleMs: number,
   *   batches: { name: string, viewers: object, targets: Int32Array, expected: Uint8Array }[] }} job
   */
  async run({ scene, figures, batches, samples, minSampleMs }) {
    const worker = startGeometryWorker();
    try {
      const wasm = await WasmGeometry.load();
      wasm.loadHexScene(scene);
      wasm.placeHexFigures(figures);
      await worker.loadHexScene(scene);
      await worker.placeHexFigures(figures);
      const results = [];
      for (const { name, viewers, targets, expected } of batches) {
        const engines = [
          ["worker", () => worker.hexSightMatrix(viewers, targets)],
          ["main thread", async () => wasm.hexSightMatrix(viewers, targets)],
        ];
        for (const [engine, ask] of engines) {
          const answer = await ask();
          const at = firstDifference(answer, expected);
          if (at !== -1) {
            results.push({ batch: name, engine, disagreesAt: at, says: answer[at] });
            continue;
          }
          results.push({
            batch: name,
            engine,
            ...(await sampleTimes(ask, { samples, minSampleMs })),
          });
        }
      }
      return results;
    } finally {
      await worker.close();
    }
  },
};
