// HeroScape movement (docs/rules/heroscape.md#movement): what the AI's turn search pays to list
// every legal move of a figure — `position.moves` — for each figure of a map in turn, every
// figure given move 5. Goal: well under 1 ms a figure on a map of about 600 spaces (the
// project's own Old Gate Ford) and on the large Rolling Downs.
import { openBattle, parseScenario } from "@sightline/rules";
import { mapWithFigures } from "../maps.js";

const FIGURES = 30;
const MOVE = 5;
const GOAL_MICROSECONDS = 1000;

export default {
  id: "movement",
  title: "Movement: every legal move of a figure, move 5, 30 figures",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    for (const name of ["Old Gate Ford", "Rolling Downs"]) {
      const map = mapWithFigures(name, FIGURES);
      const scenario = parseScenario({
        ...map.scenario,
        figures: map.scenario.figures.map((f) => ({ ...f, move: MOVE })),
      });
      const position = (await openBattle(scenario)).position();
      const ids = scenario.figures.map((f) => f.id);
      let listed = 0;
      for (const id of ids) {
        const moves = position.moves(id);
        if ("error" in moves) throw new Error(`${name}: moves of ${id}: ${moves.reason}`);
        listed += moves.length;
      }
      ctx.note(
        `${name}: ${scenario.board.spaces.length} spaces, ${ids.length} figures of heights 2–9 with move ${MOVE}: ${(listed / ids.length).toFixed(1)} moves a figure on average.`,
      );
      let k = 0;
      const [row] = await ctx.measure([
        {
          group: `${name}: moves of one figure`,
          engine: "position",
          baseline: true,
          unit: "figures",
          fn: () => {
            k = (k + 1) % ids.length;
            position.moves(ids[k]);
          },
        },
      ]);
      const micro = 1e6 / row.callsPerSecond;
      ctx.note(
        `${name}: ${micro.toFixed(1)} µs a figure: ${micro <= GOAL_MICROSECONDS ? "within" : "over"} the ${GOAL_MICROSECONDS} µs goal.`,
      );
    }
  },
};
