// The hex walk on the maps (the project's own, and the real ones when they are there: maps.js),
// in ns per step against the floor: the all-pairs batch of 30 figures (the very rays the
// hexSight suite times), each ray's steps counted by the TypeScript
// twin's walk (hexWalkSteps.js), and the floor walking rays of exactly those step counts on an
// open bit grid (matchedRays.js). Goal (issue 9): the hex walk within 3× of the floor.
import { WasmGeometry } from "@sightline/geometry";
import { firstDifference } from "../answers.js";
import { sightBatches } from "../heroscapeBatches.js";
import { mapWithFigures, mapsWithFigures, noteSkippedRealMaps, standInNote } from "../maps.js";
import { ddaBatch, packBits } from "./ddaTwin.js";
import { countHexWalk } from "./hexWalkSteps.js";
import { matchedRays } from "./matchedRays.js";

const FIGURES = 30;
/** The map a quick run times (every map's counts are still checked), or its stand-in. */
const QUICK_MAP = "Rotten Ice";
const GOAL = 3;
/** The floor's open grid: long enough for the longest ray of any map. */
const SIDE = 128;

const percent = (k, n) => `${((100 * k) / n).toFixed(0)}%`;
const OPEN = packBits(new Uint8Array(SIDE * SIDE));

/**
 * Counts the steps of `hexSightMatrix(viewers, targets)` with the twin (checked against the
 * kernel's answers), lays out floor rays of the same step counts, checks the floor takes them
 * all, and — unless `timed` is false — times both in one group. Returns the walk's tally and,
 * when timed, the ns per step of each.
 *
 * @param {import("../harness.js").Context} ctx
 * @param {import("./ddaFloor.js").DdaFloor} floor
 * @param {Awaited<ReturnType<typeof import("./hexWalkSteps.js").loadHexWalkTwin>>} twin
 */
export async function walkAgainstFloor(ctx, floor, twin, batch, { group, timed = true }) {
  const { name, scene, figures, viewers, targets } = batch;
  const wasm = await WasmGeometry.load();
  wasm.loadHexScene(scene);
  wasm.placeHexFigures(figures);
  const walk = countHexWalk(twin, scene, figures, viewers, targets);
  const differs = firstDifference(walk.answers, wasm.hexSightMatrix(viewers, targets));
  if (differs !== -1) {
    const n = targets.length;
    throw new Error(
      `${name}: the counting walk and the wasm kernel disagree on viewer ${Math.floor(differs / n)} → figure ${differs % n}`,
    );
  }
  const rays = matchedRays(walk.raySteps, SIDE);
  floor.loadGrid(SIDE, SIDE, new Uint8Array(SIDE * SIDE));
  floor.loadRays(rays);
  const floorSteps = floor.run();
  const jsSteps = ddaBatch(OPEN, SIDE, rays, new Uint8Array(walk.raySteps.length));
  if (floorSteps !== walk.steps || jsSteps !== walk.steps || !floor.clear().every(Boolean)) {
    throw new Error(
      `${name}: the floor's matched rays take ${floorSteps} steps (JS ${jsSteps}), the hex walk ${walk.steps}`,
    );
  }
  if (!timed) return { walk };
  const [base, hex] = await ctx.measure([
    {
      group,
      engine: "floor: integer DDA, rays of the same step counts (wasm)",
      unit: "steps",
      perCall: walk.steps,
      fn: () => floor.run(),
      baseline: true,
    },
    {
      group,
      engine: "hex sight walk (hexSightMatrix)",
      unit: "steps",
      perCall: walk.steps,
      fn: () => wasm.hexSightMatrix(viewers, targets),
    },
  ]);
  const floorNs = 1e9 / base.unitsPerSecond;
  const hexNs = 1e9 / hex.unitsPerSecond;
  return { walk, floorNs, hexNs, ratio: hexNs / floorNs };
}

/**
 * Every map's all-pairs rays against the floor (a quick run times Rotten Ice or its stand-in,
 * and checks every map). `model` is a clear ray's cost on the open field — `perRay` ns plus `perStep` ns a
 * step — and `ratio` the ns-per-step ratio of its short clear rays to the floor.
 *
 * @param {import("../harness.js").Context} ctx
 * @param {import("./ddaFloor.js").DdaFloor} floor
 * @param {Awaited<ReturnType<typeof import("./hexWalkSteps.js").loadHexWalkTwin>>} twin
 * @param {{ perRay: number, perStep: number, ratio: number }} model
 */
export async function mapWalks(ctx, floor, twin, model) {
  const maps = mapsWithFigures(FIGURES);
  const quick = mapWithFigures(QUICK_MAP, FIGURES);
  if (!maps.some((m) => m.name === quick.name)) throw new Error(`${quick.name} is missing`);
  noteSkippedRealMaps(ctx, "floor on the real maps");
  const standIn = standInNote(quick);
  if (standIn && ctx.quick) ctx.note(standIn);
  const summary = [];
  for (const { name, scenario } of maps) {
    ctx.progress(`${name}: counting the hex walk's steps`);
    const { board, figures, viewers, targets } = sightBatches(scenario);
    const batch = { name, scene: board.scene, figures, viewers, targets };
    const timed = !ctx.quick || name === quick.name;
    const group = `${name}: the all-pairs rays of ${FIGURES} figures, per step`;
    const { walk, floorNs, hexNs, ratio } = await walkAgainstFloor(ctx, floor, twin, batch, {
      group,
      timed,
    });
    if (!timed) continue;
    const pairs = targets.length * (targets.length - 1);
    const rayCount = walk.raySteps.length;
    const perRay = walk.steps / rayCount;
    summary.push({ name, ratio });
    // What the open field's clear rays would cost for these rays and steps.
    const predicted = model.perRay * rayCount + model.perStep * walk.steps;
    const measured = hexNs * walk.steps;
    ctx.note(
      `${name}: ${pairs} pairs walk ${rayCount.toLocaleString("en")} rays (${(rayCount / pairs).toFixed(1)} sight columns a pair; ${percent(walk.hidden, rayCount)} hidden before their end) of ${perRay.toFixed(1)} hex steps on average, ${walk.steps.toLocaleString("en")} in all. Per step: the hex walk ${hexNs.toFixed(2)} ns, the floor on rays of the same step counts ${floorNs.toFixed(2)} ns: ${ratio.toFixed(1)}× (goal ≤ ${GOAL}×: ${ratio <= GOAL ? "met" : "NOT met"}); a ray costs ${(hexNs * perRay).toFixed(0)} ns against the floor's ${(floorNs * perRay).toFixed(0)}. Of the hex steps, ${percent(walk.decidedBySummary, walk.steps)} are passed over by a one-number summary (the hex's, or on the viewer's and the target's own hexes that of its prisms), ${percent(walk.withSolids, walk.steps)} read its solid list (a prism that may cut the column, an obstacle, a cylinder), ${percent(walk.withBody, walk.steps)} meet a figure's body. Clear rays on the open field would cost ${(predicted / 1e3).toFixed(0)} µs for these rays and steps; the batch takes ${(measured / 1e3).toFixed(0)} µs.${ctx.quick ? " Quick run: indicative only." : ""}`,
    );
  }
  ctx.note(
    `Hex walk ÷ floor per step on the maps' all-pairs rays: ${summary.map((s) => `${s.name} ${s.ratio.toFixed(1)}×`).join(", ")} (goal ≤ ${GOAL}×). Clear rays as short on an open field (no solid but the ground, the eye above every figure) take ${model.ratio.toFixed(1)}×: the maps' rays are short (a few sight columns a pair, most hidden after a few hexes), and each pays a fixed setup worth ${(model.perRay / model.perStep).toFixed(0)} steps, where the floor's costs about one; hiding (blocked heights subtracted from the column, solid lists read) adds the difference between each map's batch and its open-field estimate above.`,
  );
}
