// The rangePeers suite's single searches on one board, run in a fresh isolate (freshIsolate.js):
// distances from one hex to every space, ours beside plain-JS peers, every answer checked
// before anything is timed. Two phases:
// 1. in the fresh isolate: the padded-grid JS BFS (the baseline), ours through WasmGeometry and
//    bare, the padded BFS read back by space, the tuned CSR BFS, the twin, honeycomb-grid. Not
//    one ArrayBuffer is detached before this phase is timed (checked: no wasm memory grows);
// 2. after the batch check grows a wasm memory (which detaches its old buffer): the padded BFS
//    and ours again, and one search of a hexDistanceMatrix batch to every space (a full run
//    only; a quick one still checks the batch).
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { firstDifference } from "./answers.js";
import { thousandSpaces } from "./boards.js";
import { HoneycombBfs } from "./peers/honeycombBfs.js";
import { PaddedGridBfs } from "./peers/paddedGridBfs.js";
import { TunedHexBfs } from "./peers/tunedBfs.js";
import { RangeKernel } from "./rangeKernel.js";
import { mapWithFigures, standInNote } from "./maps.js";

/** Searches start from this many spaces spread over the board, in turn. */
const STARTS = 30;
const GOAL = 1.5;

/**
 * The boards by name: a real map (its bundled stand-in when the real maps are absent, with the
 * note saying so: maps.js), or the hexRange suite's 1,000-space field.
 */
export const RANGE_BOARDS = {
  "Rotten Ice": () => {
    const map = mapWithFigures("Rotten Ice", STARTS);
    const spaces = map.scenario.board.spaces.map((s) => [s.q, s.r]);
    return { name: map.name, spaces, note: standInNote(map) };
  },
  "40 × 25 field": () => ({ name: "40 × 25 field", spaces: thousandSpaces() }),
};

/** Throws naming the engine and the first space where `got` differs from `expected`. */
function assertSame(got, expected, what) {
  const at = firstDifference(got, expected);
  if (at !== -1) {
    throw new Error(
      `${what} differs from the tuned JS BFS at space ${at}: ${got[at]} ≠ ${expected[at]}`,
    );
  }
}

/** Counts wasm memory growth in this isolate: each one detaches an ArrayBuffer. */
function watchGrowth() {
  const watch = { grown: 0 };
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (pages) {
    watch.grown++;
    return grow.call(this, pages);
  };
  return watch;
}

/**
 * @param {import("./harness.js").Context} ctx
 * @param {{ board: keyof typeof RANGE_BOARDS }} data
 */
export default async function rangeSearches(ctx, { board: boardName }) {
  const growth = watchGrowth();
  const { name, spaces, note } = RANGE_BOARDS[boardName]();
  if (note) ctx.note(note);
  const board = encodeHexBoard(spaces);
  const wasm = await WasmGeometry.load();
  wasm.loadHexBoard(board);
  const reference = new ReferenceGeometry();
  reference.loadHexBoard(board);
  const kernel = await RangeKernel.load(board);
  const tuned = new TunedHexBfs(spaces);
  const padded = new PaddedGridBfs(spaces);
  const honeycomb = new HoneycombBfs(spaces);

  // The same starts for every engine, one per call in turn.
  const startSpaces = Array.from({ length: STARTS }, (_, i) =>
    Math.floor((i * spaces.length) / STARTS),
  );
  const startCells = startSpaces.map((s) => Int32Array.of(board.spaceCells[s]));
  const paddedStarts = startSpaces.map((s) => padded.cellOf(spaces[s][0], spaces[s][1]));
  const paddedOut = new Int32Array(spaces.length);

  ctx.progress(`${name}: checking the distances from all ${spaces.length} spaces`);
  for (let s = 0; s < spaces.length; s++) {
    const expected = tuned.distancesFrom(s).slice();
    const starts = Int32Array.of(board.spaceCells[s]);
    assertSame(wasm.hexDistancesFrom(starts), expected, `${name}, wasm from space ${s},`);
    assertSame(kernel.distancesFrom(starts[0]), expected, `${name}, the bare kernel from ${s},`);
    assertSame(reference.hexDistancesFrom(starts), expected, `${name}, the twin from ${s},`);
    const start = padded.cellOf(spaces[s][0], spaces[s][1]);
    const byCell = padded.distancesFrom(start);
    assertSame(
      Int32Array.from(padded.spaceCells, (cell) => byCell[cell]),
      expected,
      `${name}, the padded-grid BFS (by cell) from space ${s},`,
    );
    if (byCell.some((d, cell) => (d === -2) !== (padded.template[cell] === -2))) {
      throw new Error(`${name}: the padded-grid BFS from space ${s} marks a wrong cell`);
    }
    assertSame(
      padded.distancesBySpace(start, paddedOut),
      expected,
      `${name}, the padded-grid BFS (by space) from space ${s},`,
    );
  }
  for (const s of startSpaces) {
    assertSame(honeycomb.distancesFrom(s), tuned.distancesFrom(s), `${name}, honeycomb-grid,`);
  }

  let k = 0;
  const next = () => (k = k + 1 === STARTS ? 0 : k + 1);
  const oneSearch = new Int32Array(spaces.length);
  const us = (row) => (1e6 / row.unitsPerSecond).toFixed(2);
  const ratio = (row, to) => row.unitsPerSecond / to.unitsPerSecond;
  const group = `${name} (${spaces.length} spaces): distances from one hex to every space`;
  const paddedByCell = {
    engine: "padded-grid JS BFS (fixed offsets, typed arrays), by cell",
    fn: () => padded.distancesFrom(paddedStarts[next()]),
    baseline: true,
  };
  const ours = {
    engine: "wasm hexDistancesFrom",
    fn: () => wasm.hexDistancesFrom(startCells[next()], oneSearch),
  };
  if (growth.grown > 0) {
    throw new Error(`${name}: a wasm memory grew before timing, so this isolate is not fresh`);
  }
  const fresh = await ctx.measure(
    [
      paddedByCell,
      ours,
      {
        engine: "the same kernel without the host (hexDistancesBySpace export)",
        fn: () => kernel.distancesFrom(startCells[next()][0]),
      },
      {
        engine: "padded-grid JS BFS, read back by space",
        fn: () => padded.distancesBySpace(paddedStarts[next()], paddedOut),
      },
      {
        engine: "tuned JS BFS (Int32Array CSR)",
        fn: () => tuned.distancesFrom(startSpaces[next()]),
      },
      {
        engine: "TypeScript twin hexDistancesFrom",
        fn: () => reference.hexDistancesFrom(startCells[next()]),
      },
      {
        engine: "honeycomb-grid 4 (Grid.neighborOf)",
        fn: () => honeycomb.distancesFrom(startSpaces[next()]),
      },
    ].map((c) => ({ group, unit: "searches", ...c })),
  );
  if (growth.grown > 0) throw new Error(`${name}: a wasm memory grew while timing`);
  const [base, single, bare, bySpace, csr, , honeycombRow] = fresh;
  const verdict = `${ratio(single, base).toFixed(2)}× (${ratio(single, base) >= GOAL ? "met" : "NOT met"})`;
  ctx.note(
    `${name}: identical distances from every engine (all ${spaces.length} starts for ours with and without the host, the twin, the padded-grid and the tuned BFS; the ${STARTS} timed starts for the batch and honeycomb-grid).`,
  );
  ctx.note(
    `${name}, in a fresh isolate: goal ≥ ${GOAL}× the padded-grid JS BFS (${us(base)} µs a search, ${padded.dist.constructor.name} distances, answering by cell) — hexDistancesFrom ${us(single)} µs, ${verdict}; the same kernel without the host (no start check, no scratch regions, the answer left in wasm memory) ${us(bare)} µs, ${ratio(bare, base).toFixed(2)}×. Against the same BFS read back by space, as ours answers (${us(bySpace)} µs), hexDistancesFrom is ${ratio(single, bySpace).toFixed(2)}×; against the tuned CSR BFS (${us(csr)} µs) ${ratio(single, csr).toFixed(2)}×. honeycomb-grid takes ${us(honeycombRow)} µs.${ctx.quick ? " Quick run: indicative only." : ""}`,
  );

  // Phase 2. One batch: every start to every space (each space its own target group); its
  // answer needs more wasm memory than the board, so checking it detaches a buffer.
  const sources = hexGroups(
    board,
    startSpaces.map((s) => [spaces[s]]),
  );
  const everySpace = hexGroups(
    board,
    spaces.map((hex) => [hex]),
  );
  const matrix = wasm.hexDistanceMatrix(sources, everySpace);
  startSpaces.forEach((s, i) => {
    const row = matrix.subarray(i * spaces.length, (i + 1) * spaces.length);
    assertSame(row, tuned.distancesFrom(s), `${name}, the wasm batch from space ${s},`);
  });
  if (growth.grown === 0) throw new Error(`${name}: the batch was meant to grow wasm memory`);
  if (ctx.quick) return; // a quick run checks the batch and times the fresh isolate only
  const batchAnswer = new Int32Array(STARTS * spaces.length);
  const detached = `${name}: the same, in an isolate where a buffer has been detached`;
  const after = await ctx.measure(
    [
      paddedByCell,
      ours,
      {
        engine: `wasm, one search of a ${STARTS}-source hexDistanceMatrix to every space`,
        fn: () => wasm.hexDistanceMatrix(sources, everySpace, batchAnswer),
        perCall: STARTS,
      },
    ].map((c) => ({ group: detached, unit: "searches", ...c })),
  );
  const [slowBase, slowSingle, batch] = after;
  ctx.note(
    `${name}, after a detach (the batch grew wasm memory): the padded-grid JS BFS takes ${us(slowBase)} µs (${ratio(base, slowBase).toFixed(2)}× its fresh time), hexDistancesFrom ${us(slowSingle)} µs — ${ratio(slowSingle, slowBase).toFixed(2)}× the BFS; one search of the ${STARTS}-source batch ${us(batch)} µs (${ratio(batch, slowBase).toFixed(2)}×: it also takes the least over ${spaces.length} one-space target groups).`,
  );
}
