// Hex range against its peers (spec/heroscape.md#range): the distances from one hex to every
// space of Rotten Ice (576 spaces) and of the 1,000-space field of the hexRange suite. Ours
// (WasmGeometry.hexDistancesFrom, and one search of a hexDistanceMatrix batch whose targets are
// every space), the TypeScript twin, a tuned plain-JS BFS over an Int32Array CSR adjacency
// (the baseline: the bar a good JS programmer sets, benchmarks/src/peers/tunedBfs.js) and
// honeycomb-grid 4's own neighbour traversal. Every engine's distances are checked equal before
// anything is timed. Goal: ours ≥ 1.5× the tuned JS BFS.
import { pathToFileURL } from "node:url";
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { thousandSpaces } from "../boards.js";
import { runSuites } from "../harness.js";
import { HoneycombBfs } from "../peers/honeycombBfs.js";
import { TunedHexBfs } from "../peers/tunedBfs.js";
import { realMapWithFigures } from "../realMaps.js";

/** Searches start from the hexes of this many figures spread over the board, in turn. */
const FIGURES = 30;
const GOAL = 1.5;

function boards() {
  const { scenario } = realMapWithFigures("Rotten Ice", FIGURES);
  return [
    {
      name: "Rotten Ice",
      spaces: scenario.board.spaces.map((s) => [s.q, s.r]),
      figures: scenario.figures.map((f) => f.hexes),
    },
    { name: "40 × 25 field", spaces: thousandSpaces() },
  ];
}

/** Throws naming the engine and the first space where `got` differs from `expected`. */
function assertSame(got, expected, what) {
  const at = firstDifference(got, expected);
  if (at !== -1) {
    throw new Error(
      `${what} differs from the tuned JS BFS at space ${at}: ${got[at]} ≠ ${expected[at]}`,
    );
  }
}

const suite = {
  id: "rangePeers",
  title: "Hex range BFS beside a tuned JS BFS and honeycomb-grid",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    for (const { name, spaces, figures } of boards()) {
      const board = encodeHexBoard(spaces);
      wasm.loadHexBoard(board);
      reference.loadHexBoard(board);
      const tuned = new TunedHexBfs(spaces);
      const honeycomb = new HoneycombBfs(spaces);

      // The same starts for every engine, one per call in turn.
      const startSpaces = Array.from({ length: FIGURES }, (_, i) =>
        Math.floor((i * spaces.length) / FIGURES),
      );
      const startCells = startSpaces.map((s) => Int32Array.of(board.spaceCells[s]));
      // One batch: every start to every space (each space its own target group).
      const sources = hexGroups(
        board,
        startSpaces.map((s) => [spaces[s]]),
      );
      const everySpace = hexGroups(
        board,
        spaces.map((hex) => [hex]),
      );

      // Agreement: ours, the twin and the tuned BFS from every space; the batch rows and
      // honeycomb-grid from the timed starts.
      ctx.progress(`${name}: checking the distances from all ${spaces.length} spaces`);
      for (let s = 0; s < spaces.length; s++) {
        const expected = tuned.distancesFrom(s).slice();
        const starts = Int32Array.of(board.spaceCells[s]);
        assertSame(wasm.hexDistancesFrom(starts), expected, `${name}, wasm from space ${s},`);
        assertSame(
          reference.hexDistancesFrom(starts),
          expected,
          `${name}, the twin from space ${s},`,
        );
      }
      const matrix = wasm.hexDistanceMatrix(sources, everySpace);
      startSpaces.forEach((s, i) => {
        const expected = tuned.distancesFrom(s).slice();
        const row = matrix.subarray(i * spaces.length, (i + 1) * spaces.length);
        assertSame(row, expected, `${name}, the wasm batch from space ${s},`);
        assertSame(
          honeycomb.distancesFrom(s),
          expected,
          `${name}, honeycomb-grid from space ${s},`,
        );
      });
      ctx.note(
        `${name}: identical distances from every engine (all ${spaces.length} starts for ours, the twin and the tuned BFS; the ${FIGURES} timed starts for the batch and honeycomb-grid).`,
      );

      let k = 0;
      const next = () => (k = k + 1 === FIGURES ? 0 : k + 1);
      const group = `${name} (${spaces.length} spaces): distances from one hex to every space`;
      // Like the tuned BFS, which answers in its own reused array, ours answer into lent ones.
      const oneSearch = new Int32Array(spaces.length);
      const batchAnswer = new Int32Array(FIGURES * spaces.length);
      const cases = [
        {
          engine: "tuned JS BFS (Int32Array CSR)",
          fn: () => tuned.distancesFrom(startSpaces[next()]),
          baseline: true,
        },
        {
          engine: "wasm hexDistancesFrom",
          fn: () => wasm.hexDistancesFrom(startCells[next()], oneSearch),
        },
        {
          engine: `wasm, one search of a ${FIGURES}-source hexDistanceMatrix to every space`,
          fn: () => wasm.hexDistanceMatrix(sources, everySpace, batchAnswer),
          perCall: FIGURES,
        },
        {
          engine: "TypeScript twin hexDistancesFrom",
          fn: () => reference.hexDistancesFrom(startCells[next()]),
        },
        {
          engine: "honeycomb-grid 4 (Grid.neighborOf)",
          fn: () => honeycomb.distancesFrom(startSpaces[next()]),
        },
      ];
      const rows = await ctx.measure(cases.map((c) => ({ group, unit: "searches", ...c })));
      const [base, single, batch] = rows;
      const us = (row) => (1e6 / row.unitsPerSecond).toFixed(2);
      const ratio = (row) => row.unitsPerSecond / base.unitsPerSecond;
      const verdict = (row) =>
        `${us(row)} µs, ${ratio(row).toFixed(2)}× (${ratio(row) >= GOAL ? "met" : "NOT met"})`;
      ctx.note(
        `${name}: goal ≥ ${GOAL}× the tuned JS BFS (${us(base)} µs a search) — hexDistancesFrom ${verdict(single)}; one search of the batch ${verdict(batch)}. honeycomb-grid takes ${us(rows[4])} µs.${ctx.quick ? " Quick run: indicative only." : ""}`,
      );

      if (figures) {
        // The rules' own question: every figure to every figure, one batch.
        const groups = hexGroups(board, figures);
        const pairs = `${name}: ${FIGURES} × ${FIGURES} figure matrix (the rules' batch)`;
        const expected = reference.hexDistanceMatrix(groups, groups);
        if (firstDifference(wasm.hexDistanceMatrix(groups, groups), expected) !== -1) {
          throw new Error(`${name}: wasm and the twin disagree on the figure matrix`);
        }
        await ctx.measure(
          [
            {
              engine: "wasm hexDistanceMatrix",
              fn: () => wasm.hexDistanceMatrix(groups, groups),
              baseline: true,
            },
            {
              engine: "TypeScript twin hexDistanceMatrix",
              fn: () => reference.hexDistanceMatrix(groups, groups),
            },
          ].map((c) => ({ group: pairs, unit: "searches", perCall: FIGURES, ...c })),
        );
      }
    }
  },
};

export default suite;

// Standalone: run this suite alone and print its rows and notes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [result] = await runSuites([suite], { quick: process.argv.includes("--quick") });
  console.log(`\n## ${result.title} (${result.seconds.toFixed(1)} s)\n`);
  console.log("| group | engine | µs per search | × baseline | ±% |");
  console.log("|---|---|---:|---:|---:|");
  for (const row of result.rows) {
    const base = result.rows.find((r) => r.group === row.group && r.baseline);
    console.log(
      `| ${row.group} | ${row.engine} | ${(1e6 / row.unitsPerSecond).toFixed(2)} | ${(row.unitsPerSecond / base.unitsPerSecond).toFixed(2)} | ${row.rme.toFixed(1)} |`,
    );
  }
  for (const note of result.notes) console.log(`\n- ${note}`);
}
