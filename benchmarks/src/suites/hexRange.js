// Hex range BFS (docs/rules/heroscape.md#range) on a 1,000-space board: the WebAssembly kernel
// in-thread and through the worker, and its TypeScript twin.
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { sameValues } from "../answers.js";
import { thousandSpaces } from "../boards.js";

export default {
  id: "hexRange",
  title: "Hex range BFS, 1,000 spaces",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const spaces = thousandSpaces();
    const board = encodeHexBoard(spaces);
    // 30 figures spread over the field: one matrix call is 30 searches.
    const figures = hexGroups(
      board,
      Array.from({ length: 30 }, (_, i) => [spaces[(i * 337) % spaces.length]]),
    );
    const start = figures.cells.subarray(0, 1);

    const wasm = await WasmGeometry.load();
    wasm.loadHexBoard(board);
    const reference = new ReferenceGeometry();
    reference.loadHexBoard(board);
    const worker = startGeometryWorker();
    try {
      await worker.loadHexBoard(board);

      // The engines must agree before they are timed.
      const distances = reference.hexDistancesFrom(start);
      if (!sameValues(wasm.hexDistancesFrom(start), distances)) {
        throw new Error("wasm and the twin disagree on the distances from the first figure");
      }
      const matrix = reference.hexDistanceMatrix(figures, figures);
      if (!sameValues(wasm.hexDistanceMatrix(figures, figures), matrix)) {
        throw new Error("wasm and the twin disagree on the 30 × 30 matrix");
      }
      if (!sameValues(await worker.hexDistanceMatrix(figures, figures), matrix)) {
        throw new Error("the worker and the twin disagree on the 30 × 30 matrix");
      }
      const searches = figures.offsets.length - 1;
      ctx.note(
        `All engines agree: the distances from one figure to every space, and the ${searches} × ${searches} matrix (farthest pair ${matrix.reduce((a, b) => Math.max(a, b), -Infinity)} steps).`,
      );

      const one = "one search to every space";
      const batch = `${searches} × ${searches} figure matrix (${searches} searches a call)`;
      await ctx.measure([
        {
          group: one,
          engine: "wasm",
          baseline: true,
          unit: "searches",
          fn: () => wasm.hexDistancesFrom(start),
        },
        {
          group: one,
          engine: "TypeScript twin",
          unit: "searches",
          fn: () => reference.hexDistancesFrom(start),
        },
        {
          group: batch,
          engine: "wasm",
          baseline: true,
          unit: "searches",
          perCall: searches,
          fn: () => wasm.hexDistanceMatrix(figures, figures),
        },
        {
          group: batch,
          engine: "TypeScript twin",
          unit: "searches",
          perCall: searches,
          fn: () => reference.hexDistanceMatrix(figures, figures),
        },
        {
          group: batch,
          engine: "worker (one batch)",
          unit: "searches",
          perCall: searches,
          asyncFn: () => worker.hexDistanceMatrix(figures, figures),
        },
      ]);
    } finally {
      await worker.close();
    }
  },
};
