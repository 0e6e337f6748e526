// What the worker costs (docs/decisions/002-worker-protocol.md): the same 100k-query batch
// answered in-thread by the wasm kernels and through the Comlink worker, which copies the
// batch in and transfers the answer back. The goal is an overhead under 5% for 100k
// queries; the suite reports it, it never asserts it (timings are not tests).
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { firstDifference } from "../answers.js";
import { thousandSpaces } from "../boards.js";
import { loadSight, sightBatches } from "../heroscapeBatches.js";
import { mapWithFigures, standInNote } from "../maps.js";

/** The map of the sight batch (its bundled stand-in when the real maps are absent: maps.js). */
const MAP = "Rotten Ice";
const FIGURES = 30;
/** 3,334 viewpoints × 30 figures: 100,020 sight queries in one call. */
const VIEWPOINTS = 3334;
/** 400 × 250 figures on the 1,000-space field: 100,000 distances from 400 searches. */
const RANGE_FROM = 400;
const RANGE_TO = 250;
const GOAL_PERCENT = 5;

/** Throws naming the batch and the first answer on which `engine` differs from `expected`. */
function agree(batch, engine, got, expected) {
  const i = firstDifference(got, expected);
  if (i !== -1) {
    throw new Error(`${batch}: ${engine} says ${got[i]} and the twin ${expected[i]} at ${i}`);
  }
}

/**
 * Checks that wasm and the worker answer one batch as the twin does, then times it four ways:
 * in-thread and through the worker answering into a buffer the caller keeps lending (what a
 * search loop does; the goal compares these two), then both with a fresh answer each call,
 * which adds the allocation's page faults to either side. `ask(engine, into?)` asks the batch.
 */
async function timeBatch(ctx, group, { wasm, worker, reference }, ask) {
  const expected = ask(reference);
  agree(group, "wasm", ask(wasm), expected);
  agree(group, "the worker", await ask(worker), expected);
  const into = expected.slice();
  let lent = expected.slice();
  const row = (engine, timed) => ({
    group,
    engine,
    unit: "queries",
    perCall: expected.length,
    ...timed,
  });
  return ctx.measure([
    { ...row("wasm in-thread, into a lent buffer", { fn: () => ask(wasm, into) }), baseline: true },
    row("wasm through the worker, into a lent buffer", {
      asyncFn: async () => {
        lent = await ask(worker, lent);
      },
    }),
    row("wasm in-thread, a fresh answer each call", { fn: () => ask(wasm) }),
    row("wasm through the worker, a fresh answer each call", { asyncFn: () => ask(worker) }),
  ]);
}

/** The overhead of the worker row over the in-thread row, as a note and on the row. */
function overhead(ctx, group, [inThread, worker]) {
  const percent = (inThread.callsPerSecond / worker.callsPerSecond - 1) * 100;
  const ms = (1 / worker.callsPerSecond - 1 / inThread.callsPerSecond) * 1000;
  worker.overheadPercent = percent;
  // The two rates' margins, combined as if independent: the margin of the overhead.
  const margin = Math.hypot(inThread.rme, worker.rme);
  const verdict =
    percent + margin < GOAL_PERCENT
      ? `under the ${GOAL_PERCENT}% goal`
      : percent - margin > GOAL_PERCENT
        ? `over the ${GOAL_PERCENT}% goal`
        : `too close to the ${GOAL_PERCENT}% goal for this run's margin to tell`;
  ctx.note(
    `${group}: the worker ${percent >= 0 ? "adds" : "takes"} ${Math.abs(percent).toFixed(1)}% ± ${margin.toFixed(1)}% ${percent >= 0 ? "" : "less "}(${ms >= 0 ? "+" : "−"}${Math.abs(ms).toFixed(2)} ms to a batch of ${(1000 / inThread.callsPerSecond).toFixed(1)} ms) — ${verdict}.`,
  );
}

export default {
  id: "workerOverhead",
  title: "Worker overhead: one 100k-query batch in-thread and through Comlink",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    const worker = startGeometryWorker();
    const engines = { wasm, worker, reference };
    try {
      // 1. Sight: 3,334 viewpoints × 30 figures on a real map.
      const map = mapWithFigures(MAP, FIGURES);
      const standIn = standInNote(map);
      if (standIn) ctx.note(standIn);
      const batches = sightBatches(map.scenario, VIEWPOINTS);
      const { targets, viewpoints } = batches;
      const sight = `${map.name}: sight, ${VIEWPOINTS.toLocaleString("en")} viewpoints × ${FIGURES} (${(VIEWPOINTS * FIGURES).toLocaleString("en")} queries)`;
      ctx.progress("checking the sight batch");
      await loadSight(batches, [wasm, reference, worker]);
      const sightRows = await timeBatch(ctx, sight, engines, (engine, into) =>
        engine.hexSightMatrix(viewpoints, targets, into),
      );

      // 2. Range: a 400 × 250 distance matrix, cheap per query, so the copy weighs more.
      const spaces = thousandSpaces();
      const field = encodeHexBoard(spaces);
      const spread = (count, offset) =>
        hexGroups(
          field,
          Array.from({ length: count }, (_, i) => [spaces[(offset + i * 337) % spaces.length]]),
        );
      const [from, to] = [spread(RANGE_FROM, 0), spread(RANGE_TO, 17)];
      const range = `1,000 spaces: range, ${RANGE_FROM} × ${RANGE_TO} figures (${(RANGE_FROM * RANGE_TO).toLocaleString("en")} queries, ${RANGE_FROM} searches)`;
      ctx.progress("checking the range batch");
      for (const engine of [wasm, reference]) engine.loadHexBoard(field);
      await worker.loadHexBoard(field);
      const rangeRows = await timeBatch(ctx, range, engines, (engine, into) =>
        engine.hexDistanceMatrix(from, to, into),
      );

      // 3. The fixed cost of one call: a 1 × 1 range batch is all message passing.
      const [one, other] = [spread(1, 0), spread(1, 17)];
      const [roundTrip] = await ctx.measure([
        {
          group: "one call's round trip: a 1 × 1 range batch through the worker",
          engine: "wasm through the worker",
          baseline: true,
          unit: "calls",
          perCall: 1,
          asyncFn: () => worker.hexDistanceMatrix(one, other),
        },
      ]);

      ctx.note(
        "Both batches give the same answers in-thread, through the worker and from the TypeScript twin.",
      );
      ctx.note(
        `One call through the worker costs ${(1e6 / roundTrip.callsPerSecond).toFixed(0)} µs of message passing (a 1 × 1 batch): the overhead a batch must be large enough to hide.`,
      );
      overhead(ctx, sight, sightRows);
      overhead(ctx, range, rangeRows);
      ctx.note(
        "A fresh answer each call allocates it anew (100 kB of sight, 400 kB of distances): fresh pages fault in, on either thread, and that — not the messages — was the large and variable worker overhead of earlier runs. Lend the answer buffer (`into`) in a loop.",
      );
    } finally {
      await worker.close();
    }
  },
};
