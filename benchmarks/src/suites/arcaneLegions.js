// Arcane Legions sight lines (docs/rules/arcane-legions.md#ranged, #geometric-tests): every notch
// pair of every ordered pair of 16 units on a table with 8 terrain pieces (rectangles and
// non-convex outlines, blocking and hindering), in one batch — wasm in-thread, wasm through the
// worker, the TypeScript twin — and the rules' `targets` of all 16 units on top of each engine.
import {
  ReferenceGeometry,
  WasmGeometry,
  encodePlaneScene,
  placePlaneUnits,
} from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import { baseCorners, baseDistance, notches, openBattle } from "@sightline/rules";
import { firstDifference } from "../answers.js";

const UNITS = 16;

/**
 * A deterministic 24 × 24 table: `units` units of both sides (16 here; the movement suite
 * places 30), 8 terrain pieces.
 */
export function tableScenario(units = UNITS) {
  let state = 2009;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const bases = ["sortie", "foot", "cavalry"];
  const colours = ["blue", "red", "grey"];
  const figures = [];
  while (figures.length < units) {
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
  const blocking = [rect(5, 5, 2, 1), ell(15, 4), star(10, 12), rect(18, 16, 1, 4)];
  const hindering = [ell(4, 17), star(20, 9), rect(8, 20, 3, 1), star(14, 19)];
  const terrain = [
    ...blocking.map((points) => ({ kind: "blocking", points })),
    ...hindering.map((points) => ({ kind: "hindering", points })),
  ];
  return { game: "arcane-legions", board: { width: 24, height: 24, terrain }, figures };
}

/** Throws naming the first segment on which `got` differs from the twin's answer. */
function agree(engine, got, expected) {
  for (const field of ["length", "blocked", "hindrances"]) {
    const i = firstDifference(got[field], expected[field]);
    if (i !== -1) {
      throw new Error(
        `${engine} and the twin disagree on segment ${i}'s ${field}: ${got[field][i]} vs ${expected[field][i]}`,
      );
    }
  }
}

export default {
  id: "arcaneLegions",
  title: "Arcane Legions sight lines and targets",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const game = tableScenario();
    const reference = new ReferenceGeometry();
    // The units laid out as the rules lay them out: each unit's corners and notches.
    const table = {
      scene: encodePlaneScene(game.board.terrain),
      units: placePlaneUnits(
        game.figures.map((f) => ({
          corners: baseCorners(f),
          points: notches(f).map((n) => n.point),
        })),
      ),
    };
    reference.loadPlaneScene(table.scene);
    reference.placePlaneUnits(table.units);
    const wasm = await WasmGeometry.load();
    wasm.loadPlaneScene(table.scene);
    wasm.placePlaneUnits(table.units);
    const worker = startGeometryWorker();
    try {
      await worker.loadPlaneScene(table.scene);
      await worker.placePlaneUnits(table.units);
      const from = [];
      const to = [];
      for (let a = 0; a < UNITS; a++) {
        for (let b = 0; b < UNITS; b++) {
          if (a === b) continue;
          from.push(a);
          to.push(b);
        }
      }
      const pairs = { from: Int32Array.from(from), to: Int32Array.from(to) };

      // The engines must agree before they are timed.
      const expected = reference.planeSightBatch(pairs);
      agree("wasm", wasm.planeSightBatch(pairs), expected);
      agree("the worker", await worker.planeSightBatch(pairs), expected);
      const [wasmBattle, twinBattle] = await Promise.all([
        openBattle(game, { engine: "wasm" }),
        openBattle(game, { engine: "reference" }),
      ]);
      const allTargets = (battle) =>
        game.figures.map((f) => battle.answer({ q: "targets", attacker: f.id }));
      const targets = allTargets(wasmBattle);
      if (JSON.stringify(targets) !== JSON.stringify(allTargets(twinBattle))) {
        throw new Error("the rules disagree on targets over wasm and over the twin");
      }

      const segments = expected.length.length;
      const clear = expected.blocked.reduce((k, v) => k + (v ? 0 : 1), 0);
      const hindered = expected.hindrances.reduce((k, v) => k + (v > 0 ? 1 : 0), 0);
      const options = targets.flat().reduce((k, e) => k + (e.options?.length ?? 0), 0);
      ctx.note(
        `${UNITS} units, 8 terrain pieces: ${from.length} ordered pairs, ${segments.toLocaleString("en")} notch segments a batch (${clear} clear, ${hindered} hindered); ${options} legal ranged options. wasm, the worker and the twin agree on every segment, and the rules' targets agree over both engines.`,
      );

      const batch = `every notch segment of ${from.length} unit pairs`;
      const rules = `rules: targets of all ${UNITS} units (options, modifiers, odds)`;
      await ctx.measure([
        {
          group: batch,
          engine: "wasm",
          baseline: true,
          unit: "segments",
          perCall: segments,
          fn: () => wasm.planeSightBatch(pairs),
        },
        {
          group: batch,
          engine: "worker (one batch)",
          unit: "segments",
          perCall: segments,
          asyncFn: () => worker.planeSightBatch(pairs),
        },
        {
          group: batch,
          engine: "TypeScript twin",
          unit: "segments",
          perCall: segments,
          fn: () => reference.planeSightBatch(pairs),
        },
        {
          group: rules,
          engine: "on wasm",
          baseline: true,
          unit: "attackers",
          perCall: UNITS,
          fn: () => allTargets(wasmBattle),
        },
        {
          group: rules,
          engine: "on the TypeScript twin",
          unit: "attackers",
          perCall: UNITS,
          fn: () => allTargets(twinBattle),
        },
      ]);
    } finally {
      await worker.close();
    }
  },
};
