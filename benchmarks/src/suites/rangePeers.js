// Hex range against its peers (docs/rules/heroscape.md#range): the distances from one hex to every
// space of Rotten Ice (576 spaces; its bundled stand-in when the real maps are absent) and of
// the 1,000-space field of the hexRange suite. Ours
// (WasmGeometry.hexDistancesFrom, bare, and one search of a hexDistanceMatrix batch whose
// targets are every space), the TypeScript twin, and three plain-JS peers: a BFS over a padded
// axial grid with fixed neighbour offsets, our kernel's own layout (the baseline: the strongest
// JS, peers/paddedGridBfs.js), answering by cell as its grid does and, beside it, read back in
// space order as ours answers; a tuned BFS over an Int32Array CSR adjacency (peers/tunedBfs.js);
// and honeycomb-grid 4's own neighbour traversal. Each board's single searches are checked and
// timed in a fresh isolate (rangeSearches.js, freshIsolate.js says why); the rules' figure
// matrix here. Goal (issue 9): ours ≥ 1.5× the padded-grid BFS, in one run.
import { pathToFileURL } from "node:url";
import { ReferenceGeometry, WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { runInFreshIsolate } from "../freshIsolate.js";
import { runSuites } from "../harness.js";
import { RANGE_BOARDS } from "../rangeSearches.js";
import { mapWithFigures } from "../maps.js";

/** The rules' batch: every figure to every figure. */
const FIGURES = 30;

const suite = {
  id: "rangePeers",
  title: "Hex range BFS beside a padded-grid JS BFS, a tuned CSR BFS and honeycomb-grid",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    for (const name of Object.keys(RANGE_BOARDS)) {
      ctx.progress(`${name}: single searches in a fresh isolate`);
      await runInFreshIsolate(ctx, new URL("../rangeSearches.js", import.meta.url), {
        board: name,
      });
    }

    // The rules' own question on Rotten Ice (or its stand-in): every figure to every figure,
    // one batch.
    const { name, scenario } = mapWithFigures("Rotten Ice", FIGURES);
    const board = encodeHexBoard(scenario.board.spaces.map((s) => [s.q, s.r]));
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    wasm.loadHexBoard(board);
    reference.loadHexBoard(board);
    const groups = hexGroups(
      board,
      scenario.figures.map((f) => f.hexes),
    );
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
      ].map((c) => ({
        group: `${name}: ${FIGURES} × ${FIGURES} figure matrix (the rules' batch)`,
        unit: "searches",
        perCall: FIGURES,
        ...c,
      })),
    );
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
