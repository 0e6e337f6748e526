// Whole-scenario behaviour (docs/rules/scenario.md#errors): the game switch, every problem reported
// at once, and ScenarioError carrying the same list as checkScenario.
import { describe, expect, it } from "vitest";
import { checkScenario, parseScenario, ScenarioError } from "../../src/index.js";
import { type Json, arcadiaQuest, arcaneLegions, broken, heroscape } from "./fixtures.js";

function problemsOf(input: unknown): { path: string; reason: string }[] {
  const result = checkScenario(input);
  return result.ok ? [] : result.problems;
}

describe("the top level", () => {
  it.each([
    {
      name: "a list",
      input: [],
      path: "",
      reason: /^expected a scenario object, got an empty list$/,
    },
    { name: "null", input: null, path: "", reason: /^expected a scenario object, got null$/ },
    {
      name: "an unknown game",
      input: { game: "chess", board: {}, figures: [] },
      path: "/game",
      reason: /^unknown game "chess": expected heroscape, arcadia-quest or arcane-legions$/,
    },
    {
      name: "no game",
      input: { board: {}, figures: [] },
      path: "/game",
      reason: /^missing required field `game`/,
    },
    {
      name: "an unknown top-level field",
      input: { ...heroscape(), notes: "x" },
      path: "",
      reason: /^unknown field `notes`$/,
    },
    {
      name: "a name that is not a string",
      input: { ...arcaneLegions(), name: 3 },
      path: "/name",
      reason: /string, got 3/,
    },
    {
      name: "no board",
      input: { game: "arcadia-quest", figures: [] },
      path: "/board",
      reason: /^missing required field `board`$/,
    },
  ])("rejects $name", ({ input, path, reason }) => {
    expect(problemsOf(input)).toContainEqual({ path, reason: expect.stringMatching(reason) });
  });

  it("accepts empty figure lists and parses without filling in defaults", () => {
    const scenario = { game: "arcane-legions", board: {}, figures: [] };
    expect(checkScenario(scenario)).toEqual({ ok: true, scenario });
    const aq = arcadiaQuest();
    expect(parseScenario(aq)).toEqual(aq);
  });
});

describe("reporting every problem", () => {
  it("reports independent schema and placement problems together", () => {
    const input = broken(heroscape(), (s) => {
      s.figures[0].height = 2.5; // schema
      s.figures[1].hexes = [
        [2, 0],
        [3, -1],
      ]; // not a space; the figure itself parses
      s.board.spaces.push({ q: 0, r: 0, level: 1 }); // a hex listed twice
    });
    expect(problemsOf(input).map((p) => p.path)).toEqual([
      "/figures/0/height",
      "/board/spaces/17",
      "/figures/1/hexes/1",
    ]);
  });

  it("cross-checks the figures that parse when another one fails its schema", () => {
    const input = broken(arcadiaQuest(), (s) => {
      s.figures[0].defense = -2; // h1 fails its schema, so it holds no space
      s.figures.push({ id: "h2", owner: "blue", x: 1, y: 1, defense: 1, attacks: [] });
    });
    expect(problemsOf(input)).toEqual([
      { path: "/figures/0/defense", reason: "expected ≥ 0, got -2" },
      { path: "/figures/4/id", reason: 'id "h2" is already used by /figures/1' },
      { path: "/figures/4", reason: "space (1,1) is blocked terrain: nobody stands there" },
    ]);
  });

  it("does not claim a hex is missing when a space could not be read", () => {
    const input = broken(heroscape(), (s) => {
      s.board.spaces[0].level = "high"; // (0,0), where the orc stands
      s.figures[1].life = 0;
    });
    expect(problemsOf(input).map((p) => p.path)).toEqual([
      "/board/spaces/0/level",
      "/figures/1/life",
    ]);
  });

  it("reports each unknown field and each duplicate", () => {
    const input = broken(arcaneLegions(), (s: Json) => {
      Object.assign(s.figures[0], { colour: "red", size: 2 });
      s.figures[1].id = "A";
      s.figures[2].id = "A";
    });
    expect(problemsOf(input)).toEqual([
      { path: "/figures/0", reason: "unknown field `colour`" },
      { path: "/figures/0", reason: "unknown field `size`" },
      { path: "/figures/2/id", reason: 'id "A" is already used by /figures/1' },
    ]);
  });

  it("parseScenario throws a ScenarioError carrying checkScenario's problems", () => {
    const input = broken(arcaneLegions(), (s) => {
      s.board.width = -1;
      s.figures[1].x = 1.5; // B overlaps A
      s.figures[1].y = 1;
      s.figures[2].attackDice = 1.5;
    });
    const expected = problemsOf(input);
    expect(expected.length).toBe(3);
    let caught: unknown;
    try {
      parseScenario(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScenarioError);
    const error = caught as ScenarioError;
    expect(error.problems).toEqual(expected);
    expect(error.name).toBe("ScenarioError");
    expect(error.message.split("\n")).toEqual(expected.map((p) => `${p.path}: ${p.reason}`));
  });
});
