// An exact turn is sized before it runs (docs/decisions/009-turn-search.md): the count of joint
// moves it could evaluate must bound the positions it does evaluate, so that the boards it can
// answer are answered, and a turn that cannot fit is refused before any task runs.
import { openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { CROWD, HILL, duo, onOldGateFord } from "@sightline/search-fixtures";
import { MAX_TURN_NODES, answer, turn } from "../src/index.js";
import { parseAiQuery } from "../src/queries/aiQueries.js";
import { better } from "../src/plan/score.js";
import { CLIMB_POSITIONS, estimate } from "../src/turn/turnEstimate.js";
import { turnSearch } from "../src/turn/turn.js";

const boards = [
  duo(HILL, { y: { value: 2 } }),
  duo(
    `
    1  1  1  1  1
      1  1x 1a 1  1
    1  1b 1y 1  1
      1  1  1  1z 1
  `,
    { y: { value: 2 }, a: { life: 1 }, b: { life: 2 } },
  ),
  duo(CROWD, { y: { value: 2 } }),
  onOldGateFord({ movers: 3, move: 4, enemies: 5, enemyDistance: 5 }),
];

describe("the exact turn's estimate", () => {
  it.each(boards.map((scenario, i) => ({ i, scenario })))(
    "board $i: the count bounds the positions the search evaluates, and it answers",
    async ({ scenario }) => {
      const position = (await openBattle(scenario, { game: "heroscape" })).position();
      const card = position.figures().find((f) => f.owner === "red")!.card!;
      const query = { q: "turn", owner: "red", card } as const;
      // As `turn` sizes it: the incumbent, the climb, then the count against them.
      const search = turnSearch(position, query, undefined);
      let incumbent = { choice: search.stayChoice, score: search.evaluate(search.stayChoice)! };
      const greedy = search.greedyChoice;
      const greedyScore = greedy && search.evaluate(greedy);
      if (greedyScore && better(greedyScore, incumbent.score)) {
        incumbent = { choice: greedy, score: greedyScore };
      }
      const { positions } = estimate(search, incumbent, CLIMB_POSITIONS, Infinity);
      const exact = await answer(position, query);
      if (exact.error) throw new Error(exact.reason);
      expect(exact.complete).toBe(true);
      expect(exact.nodes).toBeLessThanOrEqual(positions);
      expect(positions).toBeLessThanOrEqual(MAX_TURN_NODES);
    },
    120_000,
  );

  it("a turn that cannot fit is refused before any task runs, naming the count and the limit", async () => {
    const position = (
      await openBattle(onOldGateFord({ movers: 4, move: 6, enemies: 3, enemyDistance: 6 }), {
        game: "heroscape",
      })
    ).position();
    const query = parseAiQuery({ q: "turn", owner: "red", card: "raiders" });
    if ("error" in query || query.q !== "turn") throw new Error("not a turn query");
    let ran = 0;
    const runner = {
      runTasks: () => {
        ran++;
        return Promise.resolve();
      },
    };
    const refused = await turn(position, query, { runner });
    expect(ran).toBe(0);
    expect(refused).toEqual({
      error: "invalid-query",
      reason: expect.stringMatching(
        new RegExp(
          `at most ${MAX_TURN_NODES} positions \\(limit MAX_TURN_NODES\\), and more than \\d+ of this one's placements have a bound above the best turn found before searching`,
        ),
      ),
    });
  });
});
