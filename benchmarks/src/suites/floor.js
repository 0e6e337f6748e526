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
//   every hex ray is checked (hexSightExplain) to be seen through sight column 0 of the first
//   eye, so the kernel walks exactly that ray to its end and no other;
// - the TypeScript twin's walk with a counting visitor (floor/hexWalkSteps.js) must count the
//   same steps on both open boards: it then counts the steps of rays that end hidden.
//
// Then the hex walk where it works: the all-pairs rays of 30 figures on every map (the project's
// own, and the real ones when they are there; quick: Rotten Ice or its stand-in), the very batch
// the hexSight suite times, each ray's steps counted by the twin (its answers checked equal to
// the kernel's), against the floor walking rays of exactly those step counts on an open grid
// (floor/mapWalks.js). Goal (issue 9): within 3×. A control batch of short clear rays on the
// open field splits a ray's cost into a fixed part and a part per step, to say how much of the
// maps' ratio is short rays and how much is hiding.
import { pathToFileURL } from "node:url";
import {
  ReferenceGeometry,
  SPACE,
  WasmGeometry,
  encodeHexScene,
  encodeSquareBoard,
  hexGroups,
  placeHexFigures,
  squareCell,
} from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { DdaFloor } from "../floor/ddaFloor.js";
import { ddaBatch, packBits } from "../floor/ddaTwin.js";
import { countHexWalk, loadHexWalkTwin } from "../floor/hexWalkSteps.js";
import { mapWalks, walkAgainstFloor } from "../floor/mapWalks.js";
import { footprintHexes, hexWalk, squareWalkSteps } from "../floor/walkReplicas.js";
import { runSuites } from "../harness.js";

const SIDE = 128;
const GOAL = 4;
/** How near (hexes) the eyes of the short-ray batch stand to its figure: ≈ 8.5 steps a ray. */
const NEAR = 11;
/** The HeroScape proportions (rules' DEFAULT_LEVEL_HEIGHT, BODY_RADIUS, VISIBLE_LEVELS). */
const LEVEL = 0.4 / Math.sqrt(3);
const BODY_RADIUS = 0.3;
const VISIBLE = 0.05 * LEVEL;

/** A deterministic stream of numbers in [0, 1). */
function random(seed) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

// ---- The batches. ----

/** `count` distinct cells of a side × side grid, as [x, y], none of them in `taken` (added to). */
function distinctCells(next, count, taken = new Set()) {
  const picked = [];
  while (picked.length < count) {
    const x = Math.floor(next() * SIDE);
    const y = Math.floor(next() * SIDE);
    if (taken.has(y * SIDE + x)) continue;
    taken.add(y * SIDE + x);
    picked.push([x, y]);
  }
  return picked;
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
  const taken = new Set();
  const axial = ([x, r]) => [x - (r >> 1), r];
  const figureHexes = distinctCells(next, 32, taken).map(axial);
  const eyeHexes = distinctCells(next, 64, taken).map(axial);
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
  // Which column each ray is seen through, from the engine's own explanation of the batch.
  const twin = new ReferenceGeometry();
  twin.loadHexScene(scene);
  twin.placeHexFigures(figures);
  const explained = twin.hexSightExplain(viewers, targets);
  let [steps, corners, edges] = [0, 0, 0];
  eyeHexes.forEach(([eq, er], v) => {
    figureHexes.forEach(([pq, pr], t) => {
      const why = explained[v * targets.length + t];
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

/**
 * Short clear rays on the same field with ground: one figure in the middle, looked at from
 * every hex within NEAR of it at four eye heights well above it, so every ray is seen through
 * sight column 0 and ends in the figure's hex, as a map's rays end in their target's.
 */
function shortRayBatch() {
  const spaces = [];
  for (let r = 0; r < SIDE; r++) for (let x = 0; x < SIDE; x++) spaces.push([x - (r >> 1), r]);
  const solids = spaces.map((hex, i) => ({
    hex,
    shape: "prism",
    from: 0,
    to: LEVEL,
    owner: -1 - i,
  }));
  const scene = encodeHexScene(spaces, solids, { bodyRadius: BODY_RADIUS, visibleLength: VISIBLE });
  const [cq, cr] = [SIDE / 2 - SIDE / 4, SIDE / 2];
  const figures = placeHexFigures(scene, [{ hexes: [[cq, cr]], base: LEVEL, top: 6 * LEVEL }]);
  const stands = [];
  for (const level of [36, 40, 44, 48]) {
    for (let dq = -NEAR; dq <= NEAR; dq++) {
      for (let dr = Math.max(-NEAR, -dq - NEAR); dr <= Math.min(NEAR, -dq + NEAR); dr++) {
        if (dq !== 0 || dr !== 0) stands.push({ hex: [cq + dq, cr + dr], level });
      }
    }
  }
  const viewers = {
    eyes: hexGroups(
      scene.board,
      stands.map(({ hex }) => [hex]),
    ),
    eyeHeight: Float64Array.from(stands, ({ level }) => level * LEVEL),
    ignore: new Int32Array(stands.length).fill(-1),
  };
  return { scene, figures, viewers, targets: Int32Array.of(0) };
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
    // The twin's walk with a counting visitor, which counts the maps' steps below, counts
    // these too: the same steps as the replica and the geometry.
    const twin = await loadHexWalkTwin();
    for (const batch of [hex, bare]) {
      const walk = countHexWalk(twin, batch.scene, batch.figures, batch.viewers, batch.targets);
      if (walk.steps !== batch.steps || walk.hidden !== 0) {
        throw new Error(`the counting walk takes ${walk.steps} steps, the replica ${batch.steps}`);
      }
    }
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

    // Clear rays as short as the maps' on the open field (the per-ray setup alone), then
    // the hex walk on the maps' all-pairs rays, each against the floor on rays as long.
    const short = shortRayBatch();
    const walked = countHexWalk(twin, short.scene, short.figures, short.viewers, short.targets);
    const stands = short.viewers.ignore.length;
    if (
      walked.raySteps.length !== stands ||
      walked.hidden !== 0 ||
      !walked.answers.every(Boolean)
    ) {
      throw new Error("a short ray is not seen through sight column 0 of the first eye");
    }
    const perRay = walked.steps / stands;
    const control = await walkAgainstFloor(
      ctx,
      floor,
      twin,
      { name: "open field, short rays", ...short },
      { group: `open field, clear rays of ${perRay.toFixed(1)} steps on average, per step` },
    );
    // A ray's cost as a fixed part and a part per step, from the long and the short clear rays.
    const longSteps = hex.steps / hexRays;
    const [longRay, shortRay] = [
      (1e9 / rows[3].unitsPerSecond) * longSteps,
      control.hexNs * perRay,
    ];
    const perStep = (longRay - shortRay) / (longSteps - perRay);
    const model = { perRay: shortRay - perStep * perRay, perStep, ratio: control.ratio };
    ctx.note(
      `Short clear rays (${stands.toLocaleString("en")} eyes within ${NEAR} hexes of one figure, each seen through sight column 0): ${perRay.toFixed(1)} steps a ray; the hex walk ${control.hexNs.toFixed(2)} ns a step, the floor on rays of the same step counts ${control.floorNs.toFixed(2)} ns: ${control.ratio.toFixed(1)}×. With the long rays (${longSteps.toFixed(1)} steps, ${(1e9 / rows[3].unitsPerSecond).toFixed(2)} ns a step) a clear ray costs the hex walk about ${model.perRay.toFixed(0)} ns plus ${model.perStep.toFixed(2)} ns a step: the fixed part (the batch's checks and copies, the column point, the walk's set-up, the target's own hex, whose ground cuts an ulp off the column about half the time) is worth ${(model.perRay / model.perStep).toFixed(0)} steps.`,
    );
    await mapWalks(ctx, floor, twin, model);
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
