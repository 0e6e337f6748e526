// The floor: how close our sight walks come to the least work a grid walk can do per cell.
// The floor is a plain integer DDA over a bit grid in AssemblyScript, the benchmarks' own
// (DdaFloor: assembly/floor.ts built into build/floor.wasm, host src/floor/ddaFloor.js);
// beside it, the square sight walk (Arcadia Quest, squareSightMatrix) on the same 4,096 rays
// of a 128 × 128 grid, and the hex sight walk (HeroScape, hexSightMatrix) on 2,048 rays of a
// 128 × 128 hex board, each in ns per step.
// Goal: our ns per step within 4× of the floor's.
//
// How steps are counted. A step is a move from one cell into the next along the ray (a move
// through a corner counts one); the walk's start cell is not a step. The boards are open, so
// every ray walks its whole length and a step count is pure geometry:
// - the floor counts its own steps (floorDdaBatch returns them), checked against a plain-JS
//   twin of the DDA on a walled grid first;
// - the square walk's steps come from a JS replica of its crossing order (squareSight.ts), and
//   must equal the floor's on the same rays (both walk centre to centre, ties diagonal);
// - the hex walk's steps come from a JS replica of walkRay's integer walk (hexSight.ts): the
//   hexes it hands to blockCell, minus the eye's; a ray running along a shared edge hands both
//   hexes that stretch, and each counts one step. The replica is checked ray by ray against
//   plain geometry (the hexes whose closed footprint the ray crosses for longer than EPS), and
//   every hex ray is checked (explainSight) to be seen through sight column 0 of the first
//   eye, so the kernel walks exactly that ray to its end and no other.
import { pathToFileURL } from "node:url";
import {
  SPACE,
  WasmGeometry,
  encodeHexScene,
  encodeSquareBoard,
  explainSight,
  hexGroups,
  placeHexFigures,
  squareCell,
} from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { DdaFloor } from "../floor/ddaFloor.js";
import { runSuites } from "../harness.js";

const SIDE = 128;
const GOAL = 4;
/** The HeroScape proportions (rules' DEFAULT_LEVEL_HEIGHT, BODY_RADIUS, VISIBLE_LEVELS). */
const LEVEL = 0.4 / Math.sqrt(3);
const BODY_RADIUS = 0.3;
const VISIBLE = 0.05 * LEVEL;

/** A deterministic stream of numbers in [0, 1). */
function random(seed) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

// ---- The floor in plain JS: the oracle of floorDdaBatch, and a row of its own. ----

/** Packs one byte per cell (non-zero blocked) into u32 words, bit `cell & 31` of `cell >> 5`. */
function packBits(blocked) {
  const words = new Int32Array(Math.ceil(blocked.length / 32));
  blocked.forEach((b, cell) => {
    if (b !== 0) words[cell >> 5] |= 1 << (cell & 31);
  });
  return words;
}

/** floorDdaBatch, line for line: `out[i]` 1 when ray i is clear; returns the steps taken. */
function ddaBatch(words, width, rays, out) {
  let steps = 0;
  for (let i = 0; i < out.length; i++) {
    const x0 = rays[4 * i];
    const y0 = rays[4 * i + 1];
    const dx = rays[4 * i + 2] - x0;
    const dy = rays[4 * i + 3] - y0;
    const stepX = dx > 0 ? 1 : -1;
    const stepY = dy > 0 ? width : -width;
    const adx = Math.abs(dx);
    const ady = Math.abs(dy);
    let err = ady - adx;
    let cell = y0 * width + x0;
    const to = cell + dy * width + dx;
    let clear = 1;
    while (cell !== to) {
      if (err < 0) {
        cell += stepX;
        err += ady << 1;
      } else if (err > 0) {
        cell += stepY;
        err -= adx << 1;
      } else {
        cell += stepX + stepY;
        err += (ady - adx) << 1;
      }
      steps++;
      if (cell !== to && (words[cell >> 5] >>> (cell & 31)) & 1) {
        clear = 0;
        break;
      }
    }
    out[i] = clear;
  }
  return steps;
}

// ---- Step counts of our walks, by replicas of their crossing order. ----

/** Steps of squareSight.ts's lineOfSight from (x0, y0) to (x1, y1) on an open board. */
function squareWalkSteps(x0, y0, x1, y1) {
  const dx = 2 * (x1 - x0);
  const dy = 2 * (y1 - y0);
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  let [x, y, nx, ny, steps] = [x0, y0, 1, 1, 0];
  while (x !== x1 || y !== y1) {
    const order = adx === 0 ? 1 : ady === 0 ? -1 : nx * ady - ny * adx;
    if (order <= 0) {
      x += Math.sign(dx);
      nx += 2;
    }
    if (order >= 0) {
      y += Math.sign(dy);
      ny += 2;
    }
    steps++;
  }
  return steps;
}

/**
 * walkRay (packages/geometry/src/reference/hexSight.ts) from the centre of the eye's hex
 * (q, r) by (dq, dr) tenths of a pitch to a point in hex (toQ, toR), step for step:
 * the hexes it hands on (the eye's included), the corners it passes (two families tie) and
 * the edges it runs along (a ray on a lattice line, d_m = 0: each edge hands both its hexes
 * the same stretch, and each counts a step).
 */
function hexWalk(q, r, dq, dr, toQ, toR) {
  const d1 = 2 * dq + dr;
  const d2 = dq + 2 * dr;
  const d3 = dr - dq;
  let [cells, corners, edges] = [1, 0, 0];
  if (d1 === 0 || d2 === 0 || d3 === 0) {
    // Centre to centre: a hex, then an edge's two hexes; the two other families tie at each
    // corner, with the same a: the edge runs from t = 10·n / a to 10·(n + 1) / a.
    const a = Math.abs(d1 === 0 ? d2 : d1);
    for (let n = 1; 10 * n < a; n += 3) {
      edges++;
      if (10 * (n + 1) >= a) return { cells: cells + 2, corners, edges };
      cells += 3;
    }
    return { cells, corners, edges };
  }
  const [a1, a2, a3] = [Math.abs(d1), Math.abs(d2), Math.abs(d3)];
  const [s1, s2, s3] = [Math.sign(d1), Math.sign(d2), Math.sign(d3)];
  const [u12, u13, u23] = [s1 * s2, -s1 * s3, s2 * s3];
  const [e12, e13, e23] = [u13 > 0 ? 0 : -1, u12 > 0 ? 0 : -1, u12 > 0 ? 0 : -1];
  let [n1, n2, n3] = [1, 1, 1];
  while (q !== toQ || r !== toR) {
    const [c12, c13, c23] = [n1 * a2 - n2 * a1, n1 * a3 - n3 * a1, n2 * a3 - n3 * a2];
    if (c12 <= e12 && c13 <= e13) {
      if (c12 === 0 || c13 === 0) corners++;
      [n1, n2, n3, q] = [n1 + 2, n2 + u12, n3 + u13, q + s1];
    } else if (c23 <= e23) {
      if (c23 === 0) corners++;
      [n1, n2, n3, r] = [n1 + u12, n2 + 2, n3 + u23, r + s2];
    } else {
      [n1, n2, n3, q, r] = [n1 + u13, n2 + u23, n3 + 2, q - s3, r + s3];
    }
    cells++;
  }
  return { cells, corners, edges };
}

/**
 * The hexes whose closed footprint the segment from hex centre (eq, er) to (pq, pr) crosses
 * for longer than EPS (pitches), by plain geometry: every hex near the segment clipped to the
 * three slabs |F_k − F_k(H)| ≤ 1 (F = 2q + r, q + 2r, r − q). An independent count of walkRay.
 */
function footprintHexes(eq, er, pq, pr) {
  const [dq, dr] = [pq - eq, pr - er];
  const length = Math.hypot(dq + dr / 2, (dr * Math.sqrt(3)) / 2);
  const families = [
    [2, 1],
    [1, 2],
    [-1, 1],
  ];
  let count = 0;
  for (let r = Math.min(er, pr) - 1; r <= Math.max(er, pr) + 1; r++) {
    // Where the segment is within 2/3 of row r (a hex reaches 2/3 in r), and its q there.
    let [t0, t1] = [0, 1];
    if (dr !== 0) {
      const [ta, tb] = [(r - 2 / 3 - er) / dr, (r + 2 / 3 - er) / dr];
      [t0, t1] = [Math.max(0, Math.min(ta, tb)), Math.min(1, Math.max(ta, tb))];
    } else if (Math.abs(r - er) > 2 / 3) continue;
    if (t0 > t1) continue;
    const [qa, qb] = [eq + t0 * dq, eq + t1 * dq];
    for (let q = Math.floor(Math.min(qa, qb)) - 1; q <= Math.ceil(Math.max(qa, qb)) + 1; q++) {
      let [lo, hi] = [0, 1];
      for (const [fq, fr] of families) {
        const f0 = fq * (eq - q) + fr * (er - r);
        const df = fq * dq + fr * dr;
        if (df === 0) {
          if (Math.abs(f0) > 1) hi = -1;
          continue;
        }
        const [ta, tb] = [(-1 - f0) / df, (1 - f0) / df];
        lo = Math.max(lo, Math.min(ta, tb));
        hi = Math.min(hi, Math.max(ta, tb));
      }
      if ((hi - lo) * length > 1e-9) count++;
    }
  }
  return count;
}

// ---- The three batches. ----

/** `count` distinct cells of a side × side grid, as [x, y]. */
function distinctCells(next, count) {
  const picked = new Map();
  while (picked.size < count) {
    const x = Math.floor(next() * SIDE);
    const y = Math.floor(next() * SIDE);
    picked.set(y * SIDE + x, [x, y]);
  }
  return [...picked.values()];
}

/** The floor's and the square walk's batch: 64 viewers × 64 targets on an open 128 × 128 grid. */
function squareBatch() {
  const next = random(2024);
  const viewers = distinctCells(next, 64);
  const targets = distinctCells(next, 64);
  const rays = new Int32Array(viewers.length * targets.length * 4);
  let k = 0;
  for (const [vx, vy] of viewers) {
    for (const [tx, ty] of targets) rays.set([vx, vy, tx, ty], 4 * k++);
  }
  const board = encodeSquareBoard({
    width: SIDE,
    height: SIDE,
    cells: new Uint8Array(SIDE * SIDE).fill(SPACE),
    closedEdges: [],
  });
  const steps = viewers.reduce(
    (n, [vx, vy]) => n + targets.reduce((m, [tx, ty]) => m + squareWalkSteps(vx, vy, tx, ty), 0),
    0,
  );
  return {
    rays,
    board,
    viewers: Int32Array.from(viewers, ([x, y]) => squareCell(board, x, y)),
    targets: Int32Array.from(targets, ([x, y]) => squareCell(board, x, y)),
    steps,
  };
}

/**
 * The hex walk's batch: a flat 128 × 128 odd-r field (ground one level high, or none), 32
 * figures five levels tall, and 64 viewpoints with the eye well above them, so every target is
 * seen through sight column 0 (checked).
 */
function hexBatch({ ground }) {
  const next = random(77);
  const spaces = [];
  for (let r = 0; r < SIDE; r++) for (let x = 0; x < SIDE; x++) spaces.push([x - (r >> 1), r]);
  const solids = ground
    ? spaces.map((hex, i) => ({ hex, shape: "prism", from: 0, to: LEVEL, owner: -1 - i }))
    : [];
  const scene = encodeHexScene(spaces, solids, {
    bodyRadius: BODY_RADIUS,
    visibleLength: VISIBLE,
  });
  const picks = distinctCells(next, 96).map(([x, r]) => [x - (r >> 1), r]);
  const figureHexes = picks.slice(0, 32);
  const eyeHexes = picks.slice(32);
  const figures = placeHexFigures(
    scene,
    figureHexes.map((hex) => ({ hexes: [hex], base: LEVEL, top: 6 * LEVEL })),
  );
  const eyeHeight = 40 * LEVEL;
  const viewers = {
    eyes: hexGroups(
      scene.board,
      eyeHexes.map((hex) => [hex]),
    ),
    eyeHeight: new Float64Array(eyeHexes.length).fill(eyeHeight),
    ignore: new Int32Array(eyeHexes.length).fill(-1),
  };
  const targets = Int32Array.from(figureHexes, (_, i) => i);
  let [steps, corners, edges] = [0, 0, 0];
  eyeHexes.forEach(([eq, er], v) => {
    figureHexes.forEach(([pq, pr], t) => {
      const why = explainSight(
        scene,
        figures,
        viewers.eyes.cells.subarray(v, v + 1),
        eyeHeight,
        -1,
        t,
      );
      if (!why.clear || why.eye !== 0 || why.column !== 0) {
        throw new Error(`hex ray ${v} → figure ${t} is not seen through column 0: steps unknown`);
      }
      const walk = hexWalk(eq, er, 10 * (pq - eq), 10 * (pr - er), pq, pr);
      if (walk.cells !== footprintHexes(eq, er, pq, pr)) {
        throw new Error(`hex ray ${v} → figure ${t}: the walk's replica and the geometry differ`);
      }
      steps += walk.cells - 1;
      corners += walk.corners;
      edges += walk.edges;
    });
  });
  return { scene, figures, viewers, targets, steps, corners, edges };
}

const suite = {
  id: "floor",
  title: "The floor: ns per step of our sight walks against a plain integer DDA",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const square = squareBatch();
    const rayCount = square.rays.length / 4;

    // 1. The floor agrees with its plain-JS twin on a walled grid (answers and steps)…
    const floor = await DdaFloor.load();
    const next = random(99);
    const walls = Uint8Array.from({ length: SIDE * SIDE }, () => (next() < 0.2 ? 1 : 0));
    floor.loadGrid(SIDE, SIDE, walls);
    floor.loadRays(square.rays);
    const walledSteps = floor.run();
    const jsClear = new Uint8Array(rayCount);
    const jsSteps = ddaBatch(packBits(walls), SIDE, square.rays, jsClear);
    const differs = firstDifference(floor.clear(), jsClear);
    if (walledSteps !== jsSteps || differs !== -1) {
      throw new Error(`the floor and its JS twin disagree on the walled grid (ray ${differs})`);
    }
    // …and on the open grid it walks exactly the square walk's steps.
    const open = new Uint8Array(SIDE * SIDE);
    const openWords = packBits(open);
    floor.loadGrid(SIDE, SIDE, open);
    floor.loadRays(square.rays);
    const floorSteps = floor.run();
    if (floorSteps !== square.steps || !floor.clear().every((c) => c === 1)) {
      throw new Error(`the floor walks ${floorSteps} steps, the square walk ${square.steps}`);
    }
    const jsOut = new Uint8Array(rayCount);

    // 2. Our kernels on the same kind of batch: every answer is "seen" on these open boards.
    const squareEngine = await WasmGeometry.load();
    squareEngine.loadSquareBoard(square.board);
    const blocked = square.board.terrain;
    if (!squareEngine.squareSightMatrix(blocked, square.viewers, square.targets).every(Boolean)) {
      throw new Error("the square walk finds a blocked ray on the open board");
    }
    // The hex walk twice: as HeroScape lays it out (a ground prism in every hex), and with no
    // ground (only the figures' bodies), which shows what the walk alone costs.
    const [hex, bare] = await Promise.all(
      [true, false].map(async (ground) => {
        const batch = hexBatch({ ground });
        const engine = await WasmGeometry.load();
        engine.loadHexScene(batch.scene);
        engine.placeHexFigures(batch.figures);
        if (!engine.hexSightMatrix(batch.viewers, batch.targets).every(Boolean)) {
          throw new Error("the hex walk finds a hidden figure on the open field");
        }
        return { ...batch, engine };
      }),
    );
    if (bare.steps !== hex.steps) throw new Error("the two hex fields walk different steps");
    const hexRays = hex.targets.length * hex.viewers.ignore.length;
    ctx.note(
      `Steps: ${rayCount.toLocaleString("en")} square rays take ${floorSteps.toLocaleString("en")} cell steps (the floor's own count, equal to a replica of the square walk's crossing order); ${hexRays.toLocaleString("en")} hex rays take ${hex.steps.toLocaleString("en")} hex steps (a replica of walkRay's integer walk, equal ray by ray to the hexes whose footprint the ray crosses; ${hex.edges.toLocaleString("en")} edge stretches hand two hexes each, ${hex.corners.toLocaleString("en")} corners are passed; every ray checked to be walked once, to its end, through sight column 0). Open boards: every ray walks its whole length.`,
    );

    const group = `${SIDE} × ${SIDE}, whole rays, per step`;
    const rows = await ctx.measure([
      {
        group,
        engine: "floor: integer DDA over a bit grid (wasm)",
        unit: "steps",
        perCall: floorSteps,
        fn: () => floor.run(),
        baseline: true,
      },
      {
        group,
        engine: "the same DDA in plain JS",
        unit: "steps",
        perCall: floorSteps,
        fn: () => ddaBatch(openWords, SIDE, square.rays, jsOut),
      },
      {
        group,
        engine: "square sight walk (squareSightMatrix, cell steps)",
        unit: "steps",
        perCall: square.steps,
        fn: () => squareEngine.squareSightMatrix(blocked, square.viewers, square.targets),
      },
      {
        group,
        engine: "hex sight walk (hexSightMatrix, hex steps)",
        unit: "steps",
        perCall: hex.steps,
        fn: () => hex.engine.hexSightMatrix(hex.viewers, hex.targets),
      },
      {
        group,
        engine: "hex sight walk, no ground solids (hex steps)",
        unit: "steps",
        perCall: bare.steps,
        fn: () => bare.engine.hexSightMatrix(bare.viewers, bare.targets),
      },
    ]);
    const [base] = rows;
    const ns = (row) => (1e9 / row.unitsPerSecond).toFixed(2);
    const times = (row) => base.unitsPerSecond / row.unitsPerSecond;
    const verdict = (row) =>
      `${ns(row)} ns, ${times(row).toFixed(1)}× the floor (${times(row) <= GOAL ? "met" : "NOT met"})`;
    ctx.note(
      `ns per step: floor ${ns(base)}; plain-JS DDA ${ns(rows[1])}. Goal within ${GOAL}× of the floor — square walk ${verdict(rows[2])}; hex walk ${verdict(rows[3])}. Without ground solids the hex walk takes ${ns(rows[4])} ns a hex (${times(rows[4]).toFixed(1)}× the floor): an integer walk step (cross-multiplied exits, a three-way branch — a hex is left through one of three edge families, the commonest taking about half the steps, so the branch predicts worse than the DDA's) and the reads of the hex's solid list and figure; the ground prism adds ${(1e9 / rows[3].unitsPerSecond - 1e9 / rows[4].unitsPerSecond).toFixed(2)} ns (its record, and the test that passes it over without dividing).${ctx.quick ? " Quick run: indicative only." : ""}`,
    );
  },
};

export default suite;

// Standalone: run this suite alone and print its rows and notes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [result] = await runSuites([suite], { quick: process.argv.includes("--quick") });
  console.log(`\n## ${result.title} (${result.seconds.toFixed(1)} s)\n`);
  console.log("| engine | steps per call | ns per step | × floor | ±% |");
  console.log("|---|---:|---:|---:|---:|");
  const base = result.rows.find((r) => r.baseline);
  for (const row of result.rows) {
    console.log(
      `| ${row.engine} | ${row.perCall.toLocaleString("en")} | ${(1e9 / row.unitsPerSecond).toFixed(2)} | ${(base.unitsPerSecond / row.unitsPerSecond).toFixed(2)} | ${row.rme.toFixed(1)} |`,
    );
  }
  for (const note of result.notes) console.log(`\n- ${note}`);
}
