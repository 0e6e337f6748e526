// HeroScape line of sight on every real map with 30 figures (spec/heroscape.md#line-of-sight):
// all pairs in one batch — wasm in-thread, wasm through the worker, the TypeScript twin — and
// the AI's visibility matrix of 300 viewpoints × 30 figures, in one run.
import Benchmark from "benchmark";
import { ReferenceGeometry, WasmGeometry, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { HeroscapeBoard } from "@sightline/rules";
import { realMapsWithFigures } from "./realMaps.js";

const quick = process.argv.includes("--quick");
const maps = realMapsWithFigures(30);
const wasm = await WasmGeometry.load();
const reference = new ReferenceGeometry();
const worker = startGeometryWorker();
const rows = [];

for (const { name, scenario } of maps) {
  const board = new HeroscapeBoard(scenario);
  const figures = scenario.figures;
  const viewers = board.viewers(figures);
  const targets = Int32Array.from(figures, (_, i) => i);
  // The AI's question: where could figure 0 stand (300 spaces) and whom would it see?
  const spaces = scenario.board.spaces
    .filter((_, i) => i % Math.ceil(scenario.board.spaces.length / 300) === 0)
    .slice(0, 300);
  const lh = board.levelHeight;
  const viewpoints = {
    eyes: hexGroups(
      board.scene.board,
      spaces.map((s) => [[s.q, s.r]]),
    ),
    eyeHeight: Float64Array.from(spaces, (s) => (s.level + 4.5) * lh),
    ignore: new Int32Array(spaces.length),
  };

  for (const engine of [wasm, reference]) {
    engine.loadHexScene(board.scene);
    engine.placeHexFigures(board.figures);
  }
  await worker.loadHexScene(board.scene);
  await worker.placeHexFigures(board.figures);
  // The engines must agree before they are timed.
  const expected = reference.hexSightMatrix(viewers, targets);
  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (
    !same(wasm.hexSightMatrix(viewers, targets), expected) ||
    !same(await worker.hexSightMatrix(viewers, targets), expected)
  ) {
    throw new Error(`${name}: the engines disagree on all pairs`);
  }
  if (
    !same(wasm.hexSightMatrix(viewpoints, targets), reference.hexSightMatrix(viewpoints, targets))
  ) {
    throw new Error(`${name}: the engines disagree on the viewpoint matrix`);
  }
  const pairs = figures.length * (figures.length - 1);
  const clear = expected.reduce((n, v) => n + v, 0);

  const results = await run(`${name}`, [
    ["wasm", () => wasm.hexSightMatrix(viewers, targets)],
    [
      "worker (one batch)",
      (d) => worker.hexSightMatrix(viewers, targets).then(() => d.resolve()),
      true,
    ],
    ["TypeScript twin", () => reference.hexSightMatrix(viewers, targets)],
    ["wasm, 300 viewpoints × 30", () => wasm.hexSightMatrix(viewpoints, targets)],
    ["twin, 300 viewpoints × 30", () => reference.hexSightMatrix(viewpoints, targets)],
  ]);
  rows.push({
    name,
    spaces: scenario.board.spaces.length,
    clear: `${clear}/${pairs}`,
    pairs: (i) => results[i].hz * pairs,
    viewpointPairs: (i) => results[i].hz * spaces.length * figures.length,
  });
  rows.at(-1).results = results;
}
await worker.close();

console.log("\n## HeroScape line of sight, 30 figures, all pairs (pairs/s)\n");
console.log(
  "| map | spaces | clear pairs | wasm | worker (one batch) | TS twin | wasm ÷ twin | 300 × 30 viewpoints, wasm | twin |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  const f = (x) => Math.round(x).toLocaleString("en");
  console.log(
    `| ${row.name} | ${row.spaces} | ${row.clear} | ${f(row.pairs(0))} | ${f(row.pairs(1))} | ${f(row.pairs(2))} | ${(row.results[0].hz / row.results[2].hz).toFixed(2)}× | ${f(row.viewpointPairs(3))} | ${f(row.viewpointPairs(4))} |`,
  );
}

function run(name, cases) {
  return new Promise((resolve) => {
    const suite = new Benchmark.Suite(name);
    for (const [label, fn, defer] of cases) {
      suite.add(label, fn, {
        defer: Boolean(defer),
        ...(quick ? { maxTime: 0.2, minSamples: 2 } : { maxTime: 2 }),
      });
    }
    suite
      .on("cycle", (event) => console.error(`  ${name}: ${event.target}`))
      .on("complete", function () {
        resolve(this.slice(0, this.length));
      })
      .run({ async: true });
  });
}
