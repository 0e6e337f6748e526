// Arcadia Quest line of sight (docs/rules/arcadia-quest.md#line-of-sight): the visibility matrix of
// a 12 × 12 board with 20 characters, and the field of view from every space of a 40 × 40 board
// beside rot.js's shadowcasting on the same walls. rot.js answers a different rule (light
// through cells, no corner rule): its speed and how many of its answers differ are reported,
// never checked.
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
import { firstDifference, sameValues } from "../answers.js";

const RADIUS = 16;
const CHARACTERS = 20;

/** A deterministic board: `wallRate` of its cells blocked terrain, some edge walls. */
function squareBoard(size, wallRate, edgeWalls) {
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

/** Cells rot.js lights from (vx, vy), as board indices. */
function litBy(fov, vx, vy) {
  const seen = new Set();
  fov.compute(vx, vy, RADIUS, (x, y) => seen.add(y * 40 + x));
  return seen;
}

export default {
  id: "arcadiaQuest",
  title: "Arcadia Quest line of sight, beside rot.js",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    // One resident board per engine: the matrix board and the field-of-view board get theirs.
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    const fovWasm = await WasmGeometry.load();
    const fovReference = new ReferenceGeometry();
    const worker = startGeometryWorker();
    try {
      // 1. The matrix: 20 characters on a 12 × 12 board with walls.
      const small = squareBoard(12, 0.1, 20);
      const spaces = [...small.cells.keys()].filter((i) => small.cells[i] === SPACE);
      const characters = Int32Array.from({ length: CHARACTERS }, (_, k) => {
        const i = spaces[Math.floor((k * spaces.length) / CHARACTERS)];
        return squareCell(small.grid, i % 12, Math.floor(i / 12));
      });
      for (const engine of [wasm, reference]) engine.loadSquareBoard(small.grid);
      await worker.loadSquareBoard(small.grid);
      const blocked = small.grid.terrain;
      const matrix = reference.squareSightMatrix(blocked, characters, characters);
      if (!sameValues(wasm.squareSightMatrix(blocked, characters, characters), matrix)) {
        throw new Error("wasm and the twin disagree on the 12 × 12 matrix");
      }
      if (!sameValues(await worker.squareSightMatrix(blocked, characters, characters), matrix)) {
        throw new Error("the worker and the twin disagree on the 12 × 12 matrix");
      }

      // 2. Fields of view: every space of a 40 × 40 board, 20% blocked terrain, no edge walls
      // (rot.js knows only cells).
      const big = squareBoard(40, 0.2, 0);
      const viewers = [...big.cells.keys()].filter((i) => big.cells[i] === SPACE);
      const lightPasses = (x, y) =>
        x >= 0 && y >= 0 && x < 40 && y < 40 && big.cells[y * 40 + x] === SPACE;
      const recursive = new ROT.FOV.RecursiveShadowcasting(lightPasses);
      const precise = new ROT.FOV.PreciseShadowcasting(lightPasses);
      for (const engine of [fovWasm, fovReference]) engine.loadSquareBoard(big.grid);
      let [differsRecursive, differsPrecise, compared] = [0, 0, 0];
      ctx.progress(`checking the field of view from all ${viewers.length} spaces`);
      for (const i of viewers) {
        const [vx, vy] = [i % 40, Math.floor(i / 40)];
        const viewer = squareCell(big.grid, vx, vy);
        const ours = fovWasm.squareFieldOfView(big.grid.terrain, viewer);
        const twin = fovReference.squareFieldOfView(big.grid.terrain, viewer);
        const at = firstDifference(ours, twin);
        if (at !== -1) {
          throw new Error(
            `wasm and the twin disagree on the field of view from (${vx},${vy}), first at cell ${at}`,
          );
        }
        const [byRecursive, byPrecise] = [litBy(recursive, vx, vy), litBy(precise, vx, vy)];
        for (let c = 0; c < 1600; c++) {
          const [x, y] = [c % 40, Math.floor(c / 40)];
          if ((x - vx) ** 2 + (y - vy) ** 2 >= (RADIUS + 1) ** 2) continue;
          compared++;
          const seen = ours[squareCell(big.grid, x, y)] === 1;
          if (seen !== byRecursive.has(c)) differsRecursive++;
          if (seen !== byPrecise.has(c)) differsPrecise++;
        }
      }
      const share = (n) => `${n.toLocaleString("en")} (${((100 * n) / compared).toFixed(1)}%)`;
      ctx.note(
        `wasm, the worker and the twin agree on the ${CHARACTERS} × ${CHARACTERS} matrix and on the field of view from all ${viewers.length} spaces of the 40 × 40 board.`,
      );
      ctx.note(
        `rot.js answers a different rule (cells light cells, no corner rule, radius ${RADIUS}): of ${compared.toLocaleString("en")} cells within its radius, recursive shadowcasting differs from ours on ${share(differsRecursive)}, precise shadowcasting on ${share(differsPrecise)}. Our field of view covers the whole board.`,
      );

      let v = 0;
      const nextViewer = () => {
        const i = viewers[v++ % viewers.length];
        return [i % 40, Math.floor(i / 40)];
      };
      const pairs = CHARACTERS * CHARACTERS;
      const group = `12 × 12, ${CHARACTERS} characters: matrix (${pairs} pairs a call)`;
      const fov = "40 × 40, 20% walls: field of view from every space in turn";
      await ctx.measure([
        {
          group,
          engine: "wasm",
          baseline: true,
          unit: "pairs",
          perCall: pairs,
          fn: () => wasm.squareSightMatrix(blocked, characters, characters),
        },
        {
          group,
          engine: "TypeScript twin",
          unit: "pairs",
          perCall: pairs,
          fn: () => reference.squareSightMatrix(blocked, characters, characters),
        },
        {
          group,
          engine: "worker (one batch)",
          unit: "pairs",
          perCall: pairs,
          asyncFn: () => worker.squareSightMatrix(blocked, characters, characters),
        },
        {
          group: fov,
          engine: "wasm",
          baseline: true,
          unit: "fields of view",
          fn: () => {
            const [x, y] = nextViewer();
            fovWasm.squareFieldOfView(big.grid.terrain, squareCell(big.grid, x, y));
          },
        },
        {
          group: fov,
          engine: "TypeScript twin",
          unit: "fields of view",
          fn: () => {
            const [x, y] = nextViewer();
            fovReference.squareFieldOfView(big.grid.terrain, squareCell(big.grid, x, y));
          },
        },
        {
          group: fov,
          engine: `rot.js recursive shadowcasting (r${RADIUS})`,
          unit: "fields of view",
          fn: () => {
            const [x, y] = nextViewer();
            recursive.compute(x, y, RADIUS, () => {});
          },
        },
        {
          group: fov,
          engine: `rot.js precise shadowcasting (r${RADIUS})`,
          unit: "fields of view",
          fn: () => {
            const [x, y] = nextViewer();
            precise.compute(x, y, RADIUS, () => {});
          },
        },
      ]);
    } finally {
      await worker.close();
    }
  },
};
