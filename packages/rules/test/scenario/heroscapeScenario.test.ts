// Bad HeroScape scenarios (docs/rules/heroscape.md#board, #scenario-fields;
// docs/rules/scenario.md#errors).
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/index.js";
import { type BadCase, broken, heroscape } from "./fixtures.js";

// Space 15 is the level-3 hill at (5,0); space 16 the bridge at (5,1), solid [[4, 5]].
const cases: BadCase[] = [
  {
    name: "a height given as a string",
    breakIt: (s) => (s.figures[0].height = "4"),
    path: "/figures/0/height",
    reason: /^expected an integer, got "4"$/,
  },
  {
    name: "a missing life",
    breakIt: (s) => delete s.figures[0].life,
    path: "/figures/0/life",
    reason: /^missing required field `life`$/,
  },
  {
    name: "an unknown figure field",
    breakIt: (s) => (s.figures[1].colour = "red"),
    path: "/figures/1",
    reason: /^unknown field `colour`$/,
  },
  {
    name: "a non-integer attack",
    breakIt: (s) => (s.figures[0].attack = 2.5),
    path: "/figures/0/attack",
    reason: /^expected an integer, got 2\.5$/,
  },
  {
    name: "a NaN levelHeight",
    breakIt: (s) => (s.board.levelHeight = NaN),
    path: "/board/levelHeight",
    reason: /got NaN/,
  },
  {
    name: "an infinite obstacle top",
    breakIt: (s) => (s.board.obstacles[0].to = Infinity),
    path: "/board/obstacles/0/to",
    reason: /got Infinity/,
  },
  {
    name: "life 0",
    breakIt: (s) => (s.figures[0].life = 0),
    path: "/figures/0/life",
    reason: /^expected ≥ 1, got 0$/,
  },
  {
    name: "a negative level",
    breakIt: (s) => (s.board.spaces[0].level = -1),
    path: "/board/spaces/0/level",
    reason: /≥ 0, got -1/,
  },
  {
    name: "a levelHeight of 0",
    breakIt: (s) => (s.board.levelHeight = 0),
    path: "/board/levelHeight",
    reason: /> 0, got 0/,
  },
  {
    name: "a non-integer space coordinate",
    breakIt: (s) => (s.board.spaces[0].q = 0.5),
    path: "/board/spaces/0/q",
    reason: /integer, got 0\.5/,
  },
  {
    name: "wounds equal to life",
    breakIt: (s) => (s.figures[1].wounds = 9),
    path: "/figures/1/wounds",
    reason: /wounds < life \(9\), got 9/,
  },
  {
    name: "an eye above the figure's height",
    breakIt: (s) => (s.figures[1].eye = 7.5),
    path: "/figures/1/eye",
    reason: /eye ≤ height \(7\), got 7\.5/,
  },
  {
    name: "a figure on a hex with no space",
    breakIt: (s) => (s.figures[0].hexes = [[4, -2]]),
    path: "/figures/0/hexes/0",
    reason: /^hex \(4,-2\) is not a space of the board$/,
  },
  {
    name: "two figures on one space",
    breakIt: (s) => (s.figures[0].hexes = [[3, 0]]),
    path: "/figures/1/hexes/1",
    reason: /^hex \(3,0\) is already taken by figure "orc"$/,
  },
  {
    name: "a double-space figure on non-neighbouring hexes",
    breakIt: (s) => (s.figures[1].hexes[1] = [4, 0]),
    path: "/figures/1/hexes/1",
    reason: /not a neighbour of hex \(2,0\)/,
  },
  {
    name: "a double-space figure on two levels",
    breakIt: (s) =>
      (s.figures[1].hexes = [
        [4, 0],
        [5, 0],
      ]),
    path: "/figures/1/hexes/1",
    reason: /level 3 but hex \(4,0\) is at level 1/,
  },
  {
    name: "a figure on three hexes",
    breakIt: (s) => s.figures[1].hexes.push([4, 0]),
    path: "/figures/1/hexes",
    reason: /at most 2 entries, got 3/,
  },
  {
    name: "a figure's body inside a tree",
    breakIt: (s) => (s.figures[0].hexes = [[4, 2]]),
    path: "/figures/0/hexes/0",
    reason: /overlaps obstacle "tree"/,
  },
  {
    name: "a hex listed twice",
    breakIt: (s) => s.board.spaces.push({ q: 1, r: 2, level: 2 }),
    path: "/board/spaces/17",
    reason: /^hex \(1,2\) is listed twice/,
  },
  {
    name: "a board too large for memory",
    breakIt: (s) => s.board.spaces.push({ q: 5000, r: 5000, level: 1 }),
    path: "/board/spaces",
    reason: /fit in memory/,
  },
  {
    name: "solid ground not ending at the level",
    breakIt: (s) => (s.board.spaces[16].solid = [[4, 4.5]]),
    path: "/board/spaces/16/solid/0",
    reason: /end at the space's level 5/,
  },
  {
    name: "unsorted solid intervals",
    breakIt: (s) =>
      (s.board.spaces[16].solid = [
        [3, 4],
        [1, 2],
        [4, 5],
      ]),
    path: "/board/spaces/16/solid/1",
    reason: /sorted and disjoint/,
  },
  {
    name: "an obstacle whose top is below its bottom",
    breakIt: (s) => (s.board.obstacles[1].to = -1),
    path: "/board/obstacles/1/to",
    reason: /to > from \(0\), got -1/,
  },
  {
    name: "a radius on a prism",
    breakIt: (s) => (s.board.obstacles[1].radius = 0.3),
    path: "/board/obstacles/1/radius",
    reason: /only allowed when shape is "cylinder"/,
  },
  {
    name: "an obstacle with no hexes",
    breakIt: (s) => (s.board.obstacles[0].hexes = []),
    path: "/board/obstacles/0/hexes",
    reason: /at least 1 entry, got 0/,
  },
  {
    name: "an unknown obstacle shape",
    breakIt: (s) => (s.board.obstacles[0].shape = "cone"),
    path: "/board/obstacles/0/shape",
    reason: /^expected one of prism or cylinder, got "cone"$/,
  },
  {
    name: "two obstacles with one id",
    breakIt: (s) => (s.board.obstacles[1].id = "tree"),
    path: "/board/obstacles/1/id",
    reason: /"tree" is already used by \/board\/obstacles\/0/,
  },
  {
    name: "two figures with one id",
    breakIt: (s) => (s.figures[1].id = "orc"),
    path: "/figures/1/id",
    reason: /"orc" is already used by \/figures\/0/,
  },
  {
    name: "dice faces",
    breakIt: (s) => (s.dice = { attack: ["sword"] }),
    path: "/dice",
    reason: /^heroscape dice have fixed faces$/,
  },
  {
    name: "figures that are not a list",
    breakIt: (s) => (s.figures = { orc: {} }),
    path: "/figures",
    reason: /^expected a list, got an object$/,
  },
];

describe("bad HeroScape scenarios", () => {
  it("the base scenario is valid", () => {
    expect(checkScenario(heroscape())).toMatchObject({ ok: true });
  });

  it.each(cases)("rejects $name", ({ breakIt, path, reason }) => {
    const result = checkScenario(broken(heroscape(), breakIt));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContainEqual({ path, reason: expect.stringMatching(reason) });
  });
});
