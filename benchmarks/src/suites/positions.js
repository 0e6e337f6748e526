// Positions (docs/decisions/006-explanations-and-positions.md): what a search pays to try one
// move — move a figure, ask the mover's `targets` afresh, undo — on a position, against opening
// a battle on the equivalent scenario (validation, board encoding, then the same question).
// Goal (issue 9): one move and a fresh `targets` for the mover within 50 µs with 30 figures on
// Rotten Ice (its bundled stand-in when the real maps are absent: maps.js) and on a large map,
// the project's own Rolling Downs. Also the AI's viewpoint batch through the rules.
import { openBattle } from "@sightline/rules";
import { mapWithFigures, standInNote } from "../maps.js";

const FIGURES = 30;
const GOAL_MICROSECONDS = 50;
/** How many destinations the mover cycles through. */
const DESTINATIONS = 64;

/** Spaces the mover may stand on, spread over the board: each move tried once and undone. */
function destinations(position, mover, scenario) {
  const spaces = scenario.board.spaces;
  const stride = Math.max(1, Math.floor(spaces.length / (4 * DESTINATIONS)));
  const found = [];
  for (let i = 0; i < spaces.length && found.length < DESTINATIONS; i += stride) {
    const hexes = [[spaces[i].q, spaces[i].r]];
    try {
      position.move(mover, hexes);
      position.undo();
      found.push(hexes);
    } catch {
      // Taken, or an obstacle's hex: not a destination.
    }
  }
  return found;
}

/** The scenario with `mover` standing on `hexes`. */
function movedScenario(scenario, mover, hexes) {
  return {
    ...scenario,
    figures: scenario.figures.map((f) => (f.id === mover ? { ...f, hexes } : f)),
  };
}

export default {
  id: "positions",
  title: "Positions: one move and a fresh targets, 30 figures",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const maps = [mapWithFigures("Rotten Ice", FIGURES), mapWithFigures("Rolling Downs", FIGURES)];
    for (const map of maps) {
      const standIn = standInNote(map);
      if (standIn) ctx.note(standIn);
    }
    for (const { name, scenario } of maps) {
      const mover = scenario.figures[0].id;
      const wasm = (await openBattle(scenario, { engine: "wasm" })).position();
      const twin = (await openBattle(scenario, { engine: "reference" })).position();
      const stands = destinations(wasm, mover, scenario);
      if (stands.length < 8)
        throw new Error(`${name}: only ${stands.length} destinations for ${mover}`);
      // The answers first: a position's targets equal a battle opened on the moved scenario's.
      for (const hexes of stands.slice(0, ctx.quick ? 4 : stands.length)) {
        const fresh = await openBattle(movedScenario(scenario, mover, hexes));
        const expected = JSON.stringify(fresh.answer({ q: "targets", attacker: mover }));
        for (const [engine, position] of [
          ["wasm", wasm],
          ["twin", twin],
        ]) {
          const got = JSON.stringify(position.move(mover, hexes).targets(mover));
          position.undo();
          if (got !== expected) {
            throw new Error(
              `${name}: the ${engine} position's targets for ${mover} on ${JSON.stringify(hexes)} differ from openBattle's`,
            );
          }
        }
      }
      ctx.note(
        `${name}: ${scenario.board.spaces.length} spaces; ${mover} cycles through ${stands.length} destinations; positions and battles opened on the moved scenarios give the same targets.`,
      );

      let k = 0;
      const tryMove = (position) => () => {
        k = (k + 1) % stands.length;
        position.move(mover, stands[k]);
        position.targets(mover);
        position.undo();
      };
      const group = `${name}: move + targets + undo`;
      const [row] = await ctx.measure([
        { group, engine: "position, wasm", baseline: true, unit: "moves", fn: tryMove(wasm) },
        { group, engine: "position, twin", unit: "moves", fn: tryMove(twin) },
        {
          group,
          engine: "openBattle on the moved scenario, wasm",
          unit: "moves",
          asyncFn: async () => {
            k = (k + 1) % stands.length;
            const battle = await openBattle(movedScenario(scenario, mover, stands[k]));
            battle.answer({ q: "targets", attacker: mover });
          },
        },
      ]);
      const micro = 1e6 / row.callsPerSecond;
      ctx.note(
        `${name}: a move, a fresh targets for the mover and an undo take ${micro.toFixed(1)} µs on a wasm position: ${micro <= GOAL_MICROSECONDS ? "within" : "over"} the ${GOAL_MICROSECONDS} µs goal.`,
      );

      // The AI's viewpoint batch through the rules: every destination × every enemy, sight,
      // range and attackable, eye heights and engagement worked out by the rules.
      const candidates = stands;
      const view = wasm.rules.viewpoints(mover, candidates);
      if ("error" in view) throw new Error(`${name}: viewpoints: ${view.reason}`);
      const shape = `${candidates.length} stands × ${view.targets.length} enemies`;
      await ctx.measure([
        {
          group: `${name}: viewpoints (${shape})`,
          engine: "position, wasm",
          baseline: true,
          unit: "stands",
          perCall: candidates.length,
          fn: () => wasm.rules.viewpoints(mover, candidates),
        },
      ]);
    }
  },
};
