// Arcadia Quest line of sight (spec/arcadia-quest.md#line-of-sight): the visibility matrix of a
// 12 × 12 board with 20 characters, and the field of view from every space of a 40 × 40 board
// beside rot.js's shadowcasting on the same walls, in one run. rot.js answers a different rule
// (light through cells, no corner rule): its speed and how many answers differ are reported.
import Benchmark from "benchmark";
import * as ROT from "rot-js";
import {
  BLOCKED_TERRAIN,
  ReferenceGeometry,
  SPACE,
  WasmGeometry,
  encodeSquareBoard,
  squareCell,
} from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";

const quick = process.argv.includes("--quick");
const RADIUS = 16;

/** A deterministic board: `wallRate` of its cells blocked terrain, some edge walls. */
function board(size, wallRate, edgeWalls) {
  let state = 12345;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const cells = Uint8Array.from({ length: size * size }, () =>
    next() < wallRate ? BLOCKED_TERRAIN : SPACE,
  );
  const closedEdges = [];
  for (let i = 0; i < edgeWalls; i++) {
    closedEdges.push({
      x: Math.floor(next() * size),
      y: Math.floor(next() * size),
      side: next() < 0.5 ? "E" : "S",
    });
  }
  return {
    size,
    cells,
    grid: encodeSquareBoard({ width: size, height: size, cells, closedEdges }),
  };
}

// One resident board per engine: the matrix board and the field-of-view board each get theirs.
const wasm = await WasmGeometry.load();
const reference = new ReferenceGeometry();
const fovWasm = await WasmGeometry.load();
const fovReference = new ReferenceGeometry();
const worker = startGeometryWorker();
const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

// 1. The matrix: 20 characters on a 12 × 12 board with walls.
const small = board(12, 0.1, 20);
const spaces = [...small.cells.keys()].filter((i) => small.cells[i] === SPACE);
const characters = Int32Array.from({ length: 20 }, (_, k) => {
  const i = spaces[Math.floor((k * spaces.length) / 20)];
  return squareCell(small.grid, i % 12, Math.floor(i / 12));
});
for (const engine of [wasm, reference]) engine.loadSquareBoard(small.grid);
await worker.loadSquareBoard(small.grid);
const blocked = small.grid.terrain;
const matrix = reference.squareSightMatrix(blocked, characters, characters);
if (
  !same(wasm.squareSightMatrix(blocked, characters, characters), matrix) ||
  !same(await worker.squareSightMatrix(blocked, characters, characters), matrix)
) {
  throw new Error("the engines disagree on the 12 × 12 matrix");
}

// 2. Fields of view: every space of a 40 × 40 board, 20% blocked terrain, no edge walls (rot.js
// knows only cells).
const big = board(40, 0.2, 0);
const viewers = [...big.cells.keys()].filter((i) => big.cells[i] === SPACE);
const lightPasses = (x, y) =>
  x >= 0 && y >= 0 && x < 40 && y < 40 && big.cells[y * 40 + x] === SPACE;
const recursive = new ROT.FOV.RecursiveShadowcasting(lightPasses);
const precise = new ROT.FOV.PreciseShadowcasting(lightPasses);
for (const engine of [fovWasm, fovReference]) engine.loadSquareBoard(big.grid);
let differsRecursive = 0;
let differsPrecise = 0;
let compared = 0;
for (const i of viewers) {
  const [vx, vy] = [i % 40, Math.floor(i / 40)];
  const ours = fovWasm.squareFieldOfView(big.grid.terrain, squareCell(big.grid, vx, vy));
  if (!same(ours, fovReference.squareFieldOfView(big.grid.terrain, squareCell(big.grid, vx, vy)))) {
    throw new Error(`the engines disagree on the field of view from (${vx},${vy})`);
  }
  const lit = (fov) => {
    const seen = new Set();
    fov.compute(vx, vy, RADIUS, (x, y) => seen.add(y * 40 + x));
    return seen;
  };
  const [byRecursive, byPrecise] = [lit(recursive), lit(precise)];
  for (let c = 0; c < 1600; c++) {
    const [x, y] = [c % 40, Math.floor(c / 40)];
    if ((x - vx) ** 2 + (y - vy) ** 2 >= (RADIUS + 1) ** 2) continue;
    compared++;
    const seen = ours[squareCell(big.grid, x, y)] === 1;
    if (seen !== byRecursive.has(c)) differsRecursive++;
    if (seen !== byPrecise.has(c)) differsPrecise++;
  }
}

let v = 0;
const nextViewer = () => {
  const i = viewers[v++ % viewers.length];
  return [i % 40, Math.floor(i / 40)];
};
const options = quick ? { maxTime: 0.3, minSamples: 2 } : { maxTime: 2 };
const suite = new Benchmark.Suite("arcadia quest");
suite
  .add(
    "matrix 20 × 20, wasm",
    () => wasm.squareSightMatrix(blocked, characters, characters),
    options,
  )
  .add(
    "matrix 20 × 20, TypeScript twin",
    () => reference.squareSightMatrix(blocked, characters, characters),
    options,
  )
  .add(
    "matrix 20 × 20, worker (one batch)",
    (d) => worker.squareSightMatrix(blocked, characters, characters).then(() => d.resolve()),
    { ...options, defer: true },
  )
  .add(
    "field of view 40 × 40, wasm",
    () => {
      const [x, y] = nextViewer();
      fovWasm.squareFieldOfView(big.grid.terrain, squareCell(big.grid, x, y));
    },
    options,
  )
  .add(
    "field of view 40 × 40, TypeScript twin",
    () => {
      const [x, y] = nextViewer();
      fovReference.squareFieldOfView(big.grid.terrain, squareCell(big.grid, x, y));
    },
    options,
  )
  .add(
    "field of view 40 × 40 r16, rot.js recursive shadowcasting",
    () => {
      const [x, y] = nextViewer();
      recursive.compute(x, y, RADIUS, () => {});
    },
    options,
  )
  .add(
    "field of view 40 × 40 r16, rot.js precise shadowcasting",
    () => {
      const [x, y] = nextViewer();
      precise.compute(x, y, RADIUS, () => {});
    },
    options,
  )
  .on("cycle", (event) => console.error(`  ${event.target}`))
  .on("complete", async function () {
    console.log("\n## Arcadia Quest line of sight\n");
    console.log("| case | calls/s | per call |");
    console.log("|---|---:|---:|");
    for (const b of this.slice(0, this.length)) {
      console.log(
        `| ${b.name} | ${Math.round(b.hz).toLocaleString("en")} | ${(1e6 / b.hz).toFixed(1)} µs |`,
      );
    }
    const share = (n) => `${n} of ${compared} (${((100 * n) / compared).toFixed(1)}%)`;
    console.log(
      `\nAnswers that differ from ours within radius ${RADIUS}, over all ${viewers.length} viewers:`,
    );
    console.log(
      `rot.js recursive shadowcasting ${share(differsRecursive)}; precise shadowcasting ${share(differsPrecise)}.`,
    );
    await worker.close();
  })
  .run({ async: true });
