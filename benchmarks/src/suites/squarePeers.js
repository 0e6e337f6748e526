// Square-grid field of view against its peers: ours (squareFieldOfView, the Arcadia Quest rule
// of docs/rules/arcadia-quest.md#line-of-sight, by exact octant shadowcasting), mrpas 2
// (restrictive precise angle shadowcasting) and rot.js 2 (recursive and precise shadowcasting),
// from every space of the Arcadia Quest suite's 40 × 40 board (20% blocked, the same walls),
// radius 16. The peers answer other rules (cells light cells, no corner rule; mrpas's radius is a
// square): their speed and how many of their answers differ from ours are reported, never
// checked. Ours is checked against its TypeScript twin and against one walk per cell
// (squareSightMatrix) before anything is timed.
import { pathToFileURL } from "node:url";
import { Mrpas } from "mrpas";
import * as ROT from "rot-js";
import {
  BLOCKED_TERRAIN,
  ReferenceGeometry,
  SPACE,
  WasmGeometry,
  encodeSquareBoard,
  squareCell,
} from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { runSuites } from "../harness.js";

const SIDE = 40;
const RADIUS = 16;

/** The Arcadia Quest suite's field-of-view board: the same generator and seed, no edge walls. */
function fieldOfViewBoard() {
  let state = 12345;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const cells = Uint8Array.from({ length: SIDE * SIDE }, () =>
    next() < 0.2 ? BLOCKED_TERRAIN : SPACE,
  );
  return { cells, grid: encodeSquareBoard({ width: SIDE, height: SIDE, cells, closedEdges: [] }) };
}

/** mrpas with the visible set kept as generation stamps: no clearing between fields of view. */
class MrpasField {
  constructor(cells) {
    const transparent = (x, y) => cells[y * SIDE + x] === SPACE;
    this.fov = new Mrpas(SIDE, SIDE, transparent);
    this.stamp = new Int32Array(SIDE * SIDE);
    this.generation = 0;
    this.isVisible = (x, y) => this.stamp[y * SIDE + x] === this.generation;
    this.setVisible = (x, y) => {
      this.stamp[y * SIDE + x] = this.generation;
    };
  }

  compute(x, y) {
    this.generation++;
    this.fov.compute(x, y, RADIUS, this.isVisible, this.setVisible);
  }

  seen(cell) {
    return this.stamp[cell] === this.generation;
  }
}

const suite = {
  id: "squarePeers",
  title: "Square-grid field of view beside mrpas and rot.js",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const { cells, grid } = fieldOfViewBoard();
    const viewers = [...cells.keys()].filter((i) => cells[i] === SPACE);
    // Every board cell, as the walk's targets.
    const spaces = Int32Array.from(cells.keys(), (i) =>
      squareCell(grid, i % SIDE, Math.floor(i / SIDE)),
    );
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    for (const engine of [wasm, reference]) engine.loadSquareBoard(grid);
    const mrpas = new MrpasField(cells);
    const lightPasses = (x, y) =>
      x >= 0 && y >= 0 && x < SIDE && y < SIDE && cells[y * SIDE + x] === SPACE;
    const rot = {
      recursive: new ROT.FOV.RecursiveShadowcasting(lightPasses),
      precise: new ROT.FOV.PreciseShadowcasting(lightPasses),
    };
    const litBy = (fov, vx, vy) => {
      const lit = new Set();
      fov.compute(vx, vy, RADIUS, (x, y) => lit.add(y * SIDE + x));
      return lit;
    };

    // Ours against the twin, and every peer's answers against ours, from every space.
    const differs = { mrpas: 0, recursive: 0, precise: 0 };
    let compared = 0;
    ctx.progress(`comparing the fields of view from all ${viewers.length} spaces`);
    for (const i of viewers) {
      const [vx, vy] = [i % SIDE, Math.floor(i / SIDE)];
      const ours = wasm.squareFieldOfView(grid.terrain, squareCell(grid, vx, vy));
      const at = firstDifference(
        ours,
        reference.squareFieldOfView(grid.terrain, squareCell(grid, vx, vy)),
      );
      if (at !== -1) {
        throw new Error(
          `wasm and the twin disagree on the field of view from (${vx},${vy}), cell ${at}`,
        );
      }
      const walked = wasm.squareSightMatrix(
        grid.terrain,
        Int32Array.of(squareCell(grid, vx, vy)),
        spaces,
      );
      const off = spaces.findIndex((cell, t) => ours[cell] !== walked[t]);
      if (off !== -1) {
        throw new Error(
          `the field of view from (${vx},${vy}) differs from the walk at cell ${spaces[off]}`,
        );
      }
      mrpas.compute(vx, vy);
      const [recursive, precise] = [litBy(rot.recursive, vx, vy), litBy(rot.precise, vx, vy)];
      for (let c = 0; c < SIDE * SIDE; c++) {
        const [x, y] = [c % SIDE, Math.floor(c / SIDE)];
        if ((x - vx) ** 2 + (y - vy) ** 2 >= (RADIUS + 1) ** 2) continue;
        compared++;
        const seen = ours[squareCell(grid, x, y)] === 1;
        if (seen !== mrpas.seen(c)) differs.mrpas++;
        if (seen !== recursive.has(c)) differs.recursive++;
        if (seen !== precise.has(c)) differs.precise++;
      }
    }
    const share = (n) => `${n.toLocaleString("en")} (${((100 * n) / compared).toFixed(1)}%)`;
    ctx.note(
      `wasm, the twin and one walk per cell agree on the field of view from all ${viewers.length} spaces. Of ${compared.toLocaleString("en")} cells within radius ${RADIUS} (a disc, as rot.js lights), the answers that differ from ours: mrpas ${share(differs.mrpas)}, rot.js recursive shadowcasting ${share(differs.recursive)}, precise shadowcasting ${share(differs.precise)}. The peers light cells from cells with no corner rule; ours sees centre to centre with the corner rule, over the whole board.`,
    );

    let v = 0;
    const nextViewer = () => {
      const i = viewers[v];
      v = v + 1 === viewers.length ? 0 : v + 1;
      return i;
    };
    const group = `${SIDE} × ${SIDE}, 20% walls: field of view from every space in turn`;
    const rows = await ctx.measure(
      [
        {
          engine: "ours (wasm squareFieldOfView, whole board)",
          baseline: true,
          fn: () => {
            const i = nextViewer();
            wasm.squareFieldOfView(grid.terrain, squareCell(grid, i % SIDE, Math.floor(i / SIDE)));
          },
        },
        {
          engine: `mrpas 2 (r${RADIUS})`,
          fn: () => {
            const i = nextViewer();
            mrpas.compute(i % SIDE, Math.floor(i / SIDE));
          },
        },
        {
          engine: `rot.js recursive shadowcasting (r${RADIUS})`,
          fn: () => {
            const i = nextViewer();
            rot.recursive.compute(i % SIDE, Math.floor(i / SIDE), RADIUS, () => {});
          },
        },
        {
          engine: `rot.js precise shadowcasting (r${RADIUS})`,
          fn: () => {
            const i = nextViewer();
            rot.precise.compute(i % SIDE, Math.floor(i / SIDE), RADIUS, () => {});
          },
        },
      ].map((c) => ({ group, unit: "fields of view", ...c })),
    );
    const rate = (row) => `${Math.round(row.unitsPerSecond).toLocaleString("en")}/s`;
    ctx.note(
      `Fields of view per second: ${rows.map((row) => `${row.engine} ${rate(row)}`).join("; ")}.${ctx.quick ? " Quick run: indicative only." : ""}`,
    );
  },
};

export default suite;

// Standalone: run this suite alone and print its rows and notes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [result] = await runSuites([suite], { quick: process.argv.includes("--quick") });
  console.log(`\n## ${result.title} (${result.seconds.toFixed(1)} s)\n`);
  console.log("| engine | fields of view/s | µs each | × ours | ±% |");
  console.log("|---|---:|---:|---:|---:|");
  const base = result.rows.find((r) => r.baseline);
  for (const row of result.rows) {
    console.log(
      `| ${row.engine} | ${Math.round(row.unitsPerSecond).toLocaleString("en")} | ${(1e6 / row.unitsPerSecond).toFixed(1)} | ${(row.unitsPerSecond / base.unitsPerSecond).toFixed(2)} | ${row.rme.toFixed(1)} |`,
    );
  }
  for (const note of result.notes) console.log(`\n- ${note}`);
}
