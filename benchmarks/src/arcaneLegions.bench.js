// Arcane Legions sight lines (spec/arcane-legions.md#ranged, #geometric-tests): every notch pair
// of every ordered pair of 16 units on a table with 8 terrain pieces (rectangles and non-convex
// outlines, blocking and hindering), in one batch — wasm in-thread, wasm through the worker, the
// TypeScript twin — and the rules' `targets` of all 16 units on top of each engine.
import Benchmark from "benchmark";
import { ReferenceGeometry, WasmGeometry } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { ArcaneLegionsTable, baseDistance, openBattle } from "@sightline/rules";

const quick = process.argv.includes("--quick");

/** A deterministic 24 × 24 table: 16 units of both sides, 8 terrain pieces. */
function scenario() {
  let state = 2009;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const bases = ["sortie", "foot", "cavalry"];
  const colours = ["blue", "red", "grey"];
  const figures = [];
  while (figures.length < 16) {
    const i = figures.length;
    const unit = {
      id: `u${String(i).padStart(2, "0")}`,
      owner: i % 2 ? "bob" : "alice",
      base: bases[Math.floor(next() * 3)],
      x: 2 + Math.round(next() * 40) / 2,
      y: 2 + Math.round(next() * 40) / 2,
      facing: [0, 90, 180, 270, 45, 30][Math.floor(next() * 6)],
      codex: {
        front: "blue",
        right: colours[Math.floor(next() * 3)],
        back: "grey",
        left: colours[Math.floor(next() * 3)],
      },
      attackDice: 3,
      rangedDice: 4,
      defenseDice: 3,
    };
    if (figures.every((f) => baseDistance(f, unit) > 0.5)) figures.push(unit);
  }
  const rect = (x, y, w, h) => [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  const ell = (x, y) => [
    [x, y],
    [x + 3, y],
    [x + 3, y + 1],
    [x + 1, y + 1],
    [x + 1, y + 3],
    [x, y + 3],
  ];
  const star = (x, y) =>
    Array.from({ length: 10 }, (_, k) => {
      const r = k % 2 ? 0.6 : 1.6;
      const a = (k * Math.PI) / 5;
      return [x + r * Math.cos(a), y + r * Math.sin(a)];
    });
  const outlines = [rect(5, 5, 2, 1), ell(15, 4), star(10, 12), rect(18, 16, 1, 4)];
  const outlines2 = [ell(4, 17), star(20, 9), rect(8, 20, 3, 1), star(14, 19)];
  const terrain = [
    ...outlines.map((points) => ({ kind: "blocking", points })),
    ...outlines2.map((points) => ({ kind: "hindering", points })),
  ];
  return { game: "arcane-legions", board: { width: 24, height: 24, terrain }, figures };
}

const game = scenario();
const reference = new ReferenceGeometry();
const table = new ArcaneLegionsTable(game, reference);
const wasm = await WasmGeometry.load();
wasm.loadPlaneScene(table.scene);
wasm.placePlaneUnits(table.units);
const worker = startGeometryWorker();
await worker.loadPlaneScene(table.scene);
await worker.placePlaneUnits(table.units);

const n = game.figures.length;
const from = [];
const to = [];
for (let a = 0; a < n; a++) {
  for (let b = 0; b < n; b++) {
    if (a === b) continue;
    from.push(a);
    to.push(b);
  }
}
const pairs = { from: Int32Array.from(from), to: Int32Array.from(to) };

// The engines must agree before they are timed.
const expected = reference.planeSightBatch(pairs);
const same = (x, y) =>
  x.length.every((v, i) => Object.is(v, y.length[i])) &&
  x.blocked.every((v, i) => v === y.blocked[i]) &&
  x.hindrances.every((v, i) => v === y.hindrances[i]);
if (
  !same(wasm.planeSightBatch(pairs), expected) ||
  !same(await worker.planeSightBatch(pairs), expected)
) {
  throw new Error("the engines disagree on the sight lines");
}
const [wasmBattle, twinBattle] = await Promise.all([
  openBattle(game, { engine: "wasm" }),
  openBattle(game, { engine: "reference" }),
]);
const allTargets = (battle) =>
  game.figures.map((f) => battle.answer({ q: "targets", attacker: f.id }));
if (JSON.stringify(allTargets(wasmBattle)) !== JSON.stringify(allTargets(twinBattle))) {
  throw new Error("the engines disagree on targets");
}

const segments = expected.length.length;
const clear = expected.blocked.reduce((k, v) => k + (v ? 0 : 1), 0);
const hindered = expected.hindrances.reduce((k, v) => k + (v > 0 ? 1 : 0), 0);
const options = allTargets(wasmBattle)
  .flat()
  .reduce((k, e) => k + (e.options?.length ?? 0), 0);

const results = await run("arcane legions", [
  ["wasm", () => wasm.planeSightBatch(pairs)],
  ["worker (one batch)", (d) => worker.planeSightBatch(pairs).then(() => d.resolve()), true],
  ["TypeScript twin", () => reference.planeSightBatch(pairs)],
  ["rules: targets of all 16, wasm", () => allTargets(wasmBattle)],
  ["rules: targets of all 16, twin", () => allTargets(twinBattle)],
]);
await worker.close();

console.log(
  `\n## Arcane Legions sight lines: 16 units, 8 terrain pieces, ${n * (n - 1)} ordered pairs, ${segments} notch segments per batch (${clear} clear, ${hindered} hindered); ${options} legal ranged options\n`,
);
console.log("| engine | batches/s | segments/s | ÷ TS twin |");
console.log("|---|---:|---:|---:|");
const f = (x) => Math.round(x).toLocaleString("en");
for (const [i, label] of ["wasm", "worker (one batch)", "TypeScript twin"].entries()) {
  const hz = results[i].hz;
  console.log(
    `| ${label} | ${f(hz)} | ${f(hz * segments)} | ${(hz / results[2].hz).toFixed(2)}× |`,
  );
}
console.log("\n| rules `targets` of all 16 units (options, modifiers, odds) | answers/s |");
console.log("|---|---:|");
console.log(`| on the wasm engine | ${f(results[3].hz)} |`);
console.log(`| on the TypeScript twin | ${f(results[4].hz)} |`);

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
