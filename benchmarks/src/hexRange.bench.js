// Hex range BFS (spec/heroscape.md#range) on a 1,000-space board: the WebAssembly kernel
// in-thread and through the worker, and its TypeScript twin, in one run.
import Benchmark from "benchmark";
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";

// A 40 × 25 odd-r field: 1,000 spaces.
const spaces = [];
for (let r = 0; r < 25; r++) for (let x = 0; x < 40; x++) spaces.push([x - (r >> 1), r]);
const board = encodeHexBoard(spaces);
// 30 figures spread over the field: one batch is 30 searches.
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
await worker.loadHexBoard(board);

// The engines must agree before they are timed.
const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
if (
  !same(wasm.hexDistanceMatrix(figures, figures), reference.hexDistanceMatrix(figures, figures))
) {
  throw new Error("wasm and reference disagree on the benchmark board");
}
if (
  !same(await worker.hexDistanceMatrix(figures, figures), wasm.hexDistanceMatrix(figures, figures))
) {
  throw new Error("the worker and the in-thread engine disagree on the benchmark board");
}

const searchesPerCall = { batch: figures.offsets.length - 1 };
const suite = new Benchmark.Suite("hex range BFS, 1,000 spaces");
suite
  .add("wasm: distances to every space", () => wasm.hexDistancesFrom(start), { searches: 1 })
  .add("reference: distances to every space", () => reference.hexDistancesFrom(start), {
    searches: 1,
  })
  .add("wasm: 30 × 30 matrix", () => wasm.hexDistanceMatrix(figures, figures), {
    searches: searchesPerCall.batch,
  })
  .add("reference: 30 × 30 matrix", () => reference.hexDistanceMatrix(figures, figures), {
    searches: searchesPerCall.batch,
  })
  .add(
    "worker: 30 × 30 matrix (one batch)",
    (deferred) => worker.hexDistanceMatrix(figures, figures).then(() => deferred.resolve()),
    { defer: true, searches: searchesPerCall.batch },
  )
  .on("cycle", (event) => console.error(`  done: ${event.target.name}`))
  .on("complete", async function () {
    console.log(`\n${this.name} (${spaces.length} spaces)\n`);
    console.log("| engine | calls/s | µs per search | ±% |");
    console.log("|---|---:|---:|---:|");
    for (const bench of this.slice(0, this.length)) {
      const perSearch = (1e6 / bench.hz / bench.searches).toFixed(2);
      console.log(
        `| ${bench.name} | ${Math.round(bench.hz).toLocaleString("en")} | ${perSearch} | ${bench.stats.rme.toFixed(1)} |`,
      );
    }
    await worker.close();
  });

console.error(`timing ${suite.length} cases (about ${suite.length * 6} s)…`);
suite.run({ async: true });
