// Arcane Legions movement (docs/rules/arcane-legions.md#movement): what the AI pays, on every
// activation, to list every legal pose of a unit's move lattice — `position.moves` — for each of
// 30 units with move 12 in turn, on the 24 × 24 table of the arcaneLegions suite (8 terrain
// pieces, rectangles and non-convex outlines), over wasm and over the twin. Goal: about a
// millisecond a unit, a small share of the attacks the AI then weighs from each pose.
import { openBattle } from "@sightline/rules";
import { tableScenario } from "./arcaneLegions.js";

const UNITS = 30;
const MOVE = 12;
const GOAL_MICROSECONDS = 1500;

export default {
  id: "arcaneLegionsMovement",
  title: "Arcane Legions movement: every lattice pose of a unit, move 12, 30 units",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const table = tableScenario(UNITS);
    const game = { ...table, figures: table.figures.map((f) => ({ ...f, move: MOVE })) };
    const ids = game.figures.map((f) => f.id);
    const [wasm, twin] = await Promise.all(
      ["wasm", "reference"].map(async (engine) => (await openBattle(game, { engine })).position()),
    );
    let listed = 0;
    for (const id of ids) {
      const moves = wasm.moves(id);
      if ("error" in moves) throw new Error(`moves of ${id}: ${moves.reason}`);
      if (JSON.stringify(moves) !== JSON.stringify(twin.moves(id))) {
        throw new Error(`the moves of ${id} differ over wasm and over the twin`);
      }
      listed += moves.length;
    }
    ctx.note(
      `${UNITS} units with move ${MOVE}, 8 terrain pieces: ${(listed / UNITS).toFixed(0)} legal poses a unit on average (of 1,871 lattice poses within 12 points); wasm and the twin list the same moves.`,
    );
    const group = `moves of one unit, move ${MOVE}`;
    let k = 0;
    const next = () => ids[(k = (k + 1) % ids.length)];
    const [row] = await ctx.measure([
      { group, engine: "on wasm", baseline: true, unit: "units", fn: () => wasm.moves(next()) },
      { group, engine: "on the TypeScript twin", unit: "units", fn: () => twin.moves(next()) },
    ]);
    const micro = 1e6 / row.callsPerSecond;
    ctx.note(
      `${micro.toFixed(0)} µs a unit on wasm (${((micro * UNITS) / listed).toFixed(2)} µs a legal pose): ${micro <= GOAL_MICROSECONDS ? "within" : "over"} the ${GOAL_MICROSECONDS} µs goal.`,
    );
  },
};
