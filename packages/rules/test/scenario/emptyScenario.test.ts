import { describe, expect, it } from "vitest";
import { GAMES, checkScenario, emptyScenario, openBattle } from "../../src/index.js";

describe("emptyScenario", () => {
  it.each(GAMES)(
    "gives a valid %s scenario with no figures, to ask its dice's odds on",
    async (game) => {
      const scenario = emptyScenario(game);
      expect(checkScenario(scenario)).toMatchObject({ ok: true });
      expect(scenario.figures).toEqual([]);
      const odds = (await openBattle(scenario)).answer({
        q: "odds",
        attackDice: 2,
        defenseDice: 1,
      });
      if (odds.error) throw new Error(odds.reason);
      expect(odds.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    },
  );

  it("hands out a copy each time, and nothing for a name that is not a game", () => {
    const first = emptyScenario("heroscape") as unknown as { board: { spaces: unknown[] } };
    first.board.spaces.push({ q: 0, r: 0, level: 1 });
    expect(emptyScenario("heroscape").board.spaces).toEqual([]);
    expect(emptyScenario("chess")).toBeUndefined();
  });
});
