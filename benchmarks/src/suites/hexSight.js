// HeroScape line of sight on every map with 30 figures (docs/rules/heroscape.md#line-of-sight) — the
// project's own maps, and the real maps when they are there (maps.js): all pairs in one batch —
// wasm in-thread, wasm through the worker, the TypeScript twin — and the AI's visibility matrix
// of 300 viewpoints × 30 figures.
import { ReferenceGeometry, WasmGeometry } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { firstDifference } from "../answers.js";
import { loadSight, sightBatches } from "../heroscapeBatches.js";
import { mapWithFigures, mapsWithFigures, noteSkippedRealMaps, standInNote } from "../maps.js";

/** The map a quick run times (every map's answers are still checked), or its stand-in. */
export const QUICK_MAP = "Rotten Ice";
const FIGURES = 30;
const VIEWPOINTS = 300;

/** Throws naming the map, the batch and the first pair on which two engines disagree. */
function agree(map, batch, engine, got, expected, targets) {
  const i = firstDifference(got, expected);
  if (i === -1) return;
  const [viewer, target] = [Math.floor(i / targets), i % targets];
  throw new Error(
    `${map}, ${batch}: ${engine} says ${got[i]} and the TypeScript twin ${expected[i]} for viewer ${viewer} → figure ${target}`,
  );
}

export default {
  id: "hexSight",
  title: "HeroScape line of sight, every map, 30 figures",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const maps = mapsWithFigures(FIGURES);
    const quick = mapWithFigures(QUICK_MAP, FIGURES);
    const timed = ctx.quick ? maps.filter((m) => m.name === quick.name) : maps;
    if (timed.length === 0) throw new Error(`the quick run times ${quick.name}, which is missing`);
    noteSkippedRealMaps(ctx, "hexSight on the real maps");
    const standIn = standInNote(quick);
    if (standIn && ctx.quick) ctx.note(standIn);
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    const worker = startGeometryWorker();
    try {
      let checked = 0;
      for (const { name, scenario } of maps) {
        ctx.progress(`${name}: checking the engines agree`);
        const sight = sightBatches(scenario, VIEWPOINTS);
        const { viewers, targets, viewpoints } = sight;
        await loadSight(sight, [wasm, reference, worker]);
        // The engines must agree before they are timed — on every map, quick or not.
        const expected = reference.hexSightMatrix(viewers, targets);
        const n = targets.length;
        agree(name, "all pairs", "wasm", wasm.hexSightMatrix(viewers, targets), expected, n);
        const byWorker = await worker.hexSightMatrix(viewers, targets);
        agree(name, "all pairs", "the worker", byWorker, expected, n);
        const fromViewpoints = reference.hexSightMatrix(viewpoints, targets);
        const wasmViewpoints = wasm.hexSightMatrix(viewpoints, targets);
        agree(name, "viewpoints", "wasm", wasmViewpoints, fromViewpoints, n);
        checked += expected.length + fromViewpoints.length;
        const pairs = n * (n - 1);
        const clear = expected.reduce((k, v, i) => k + (i % (n + 1) === 0 ? 0 : v), 0);
        ctx.note(
          `${name}: ${scenario.board.spaces.length} spaces; ${clear} of the ${pairs} ordered pairs of figures are clear.`,
        );
        if (!timed.some((m) => m.name === name)) continue;

        const all = `${name}: all pairs (${pairs})`;
        const seen = `${name}: ${VIEWPOINTS} viewpoints × ${n}`;
        await ctx.measure([
          {
            group: all,
            engine: "wasm",
            baseline: true,
            unit: "pairs",
            perCall: pairs,
            fn: () => wasm.hexSightMatrix(viewers, targets),
          },
          {
            group: all,
            engine: "worker (one batch)",
            unit: "pairs",
            perCall: pairs,
            asyncFn: () => worker.hexSightMatrix(viewers, targets),
          },
          {
            group: all,
            engine: "TypeScript twin",
            unit: "pairs",
            perCall: pairs,
            fn: () => reference.hexSightMatrix(viewers, targets),
          },
          {
            group: seen,
            engine: "wasm",
            baseline: true,
            unit: "pairs",
            perCall: VIEWPOINTS * n,
            fn: () => wasm.hexSightMatrix(viewpoints, targets),
          },
          {
            group: seen,
            engine: "TypeScript twin",
            unit: "pairs",
            perCall: VIEWPOINTS * n,
            fn: () => reference.hexSightMatrix(viewpoints, targets),
          },
        ]);
      }
      ctx.note(
        `wasm, the worker and the twin agree on all ${checked.toLocaleString("en")} answers of ${maps.length} maps${ctx.quick ? ` (quick: only ${quick.name} is timed)` : ""}. "pairs" counts ordered pairs of two figures; the all-pairs batch also asks the diagonal.`,
      );
    } finally {
      await worker.close();
    }
  },
};
