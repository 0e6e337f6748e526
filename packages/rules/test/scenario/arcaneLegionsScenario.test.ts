// Bad Arcane Legions scenarios (docs/rules/arcane-legions.md#table-and-bases, #scenario-fields,
// #geometric-tests; docs/rules/scenario.md#errors).
import { describe, expect, it } from "vitest";
import { UNIT_MOVE_MAX, checkScenario } from "../../src/index.js";
import { type BadCase, arcaneLegions, broken } from "./fixtures.js";

// A: sortie at (1,1); B: foot at (4,6) facing up (x 3..5, y 5.5..6.5); C: cavalry at (10,4).
const cases: BadCase[] = [
  {
    name: "overlapping bases",
    breakIt: (s) => Object.assign(s.figures[2], { base: "sortie", x: 5.25, y: 6, facing: 0 }),
    path: "/figures/2",
    reason: /^its base overlaps figure "B"'s base by 0\.25 steps$/,
  },
  {
    name: "a turned base overlapping",
    breakIt: (s) => Object.assign(s.figures[1], { base: "sortie", x: 1.9, y: 1, facing: 45 }),
    path: "/figures/1",
    reason: /overlaps figure "A"'s base by/,
  },
  {
    name: "a base outside the table",
    breakIt: (s) => (s.figures[0].x = 0.4),
    path: "/figures/0",
    reason: /leaves the table \(x in \[0, 12\], y in \[0, 8\]\)/,
  },
  {
    name: "a turned cavalry base poking out of the table",
    breakIt: (s) => Object.assign(s.figures[2], { x: 11.5, facing: 0 }),
    path: "/figures/2",
    reason: /x 10\.5 to 12\.5/,
  },
  {
    name: "self-intersecting terrain",
    breakIt: (s) =>
      (s.board.terrain[0].points = [
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    path: "/board/terrain/0/points",
    reason: /intersects itself/,
  },
  {
    name: "terrain folding back on itself",
    breakIt: (s) =>
      (s.board.terrain[0].points = [
        [0, 0],
        [4, 0],
        [2, 0],
        [2, 3],
      ]),
    path: "/board/terrain/0/points",
    reason: /intersects itself/,
  },
  {
    name: "flat terrain",
    breakIt: (s) =>
      (s.board.terrain[0].points = [
        [0, 0],
        [1, 1],
        [3, 3],
      ]),
    path: "/board/terrain/0/points",
    reason: /no area/,
  },
  {
    name: "terrain repeating its first point",
    breakIt: (s) => s.board.terrain[0].points.push([5, 1]),
    path: "/board/terrain/0/points",
    reason: /point 0 repeats point 4/,
  },
  {
    name: "terrain with two points",
    breakIt: (s) =>
      (s.board.terrain[0].points = [
        [0, 0],
        [1, 1],
      ]),
    path: "/board/terrain/0/points",
    reason: /at least 3 entries, got 2/,
  },
  {
    name: "a NaN terrain point",
    breakIt: (s) => (s.board.terrain[0].points[1][0] = NaN),
    path: "/board/terrain/0/points/1/0",
    reason: /got NaN/,
  },
  {
    name: "two terrain pieces with one id",
    breakIt: (s) =>
      s.board.terrain.push({
        id: "wood",
        kind: "blocking",
        points: [
          [0, 5],
          [1, 5],
          [1, 6],
        ],
      }),
    path: "/board/terrain/1/id",
    reason: /"wood" is already used by \/board\/terrain\/0/,
  },
  {
    name: "an unknown terrain kind",
    breakIt: (s) => (s.board.terrain[0].kind = "water"),
    path: "/board/terrain/0/kind",
    reason: /^expected one of blocking or hindering, got "water"$/,
  },
  {
    name: "13 attack dice",
    breakIt: (s) => (s.figures[0].attackDice = 13),
    path: "/figures/0/attackDice",
    reason: /^expected ≤ 12, got 13$/,
  },
  {
    name: "a bonus below −12",
    breakIt: (s) => (s.figures[1].bonusDefenseDice = -13),
    path: "/figures/1/bonusDefenseDice",
    reason: /^expected ≥ -12, got -13$/,
  },
  {
    name: "an unknown base",
    breakIt: (s) => (s.figures[0].base = "chariot"),
    path: "/figures/0/base",
    reason: /^expected one of sortie, foot or cavalry, got "chariot"$/,
  },
  {
    name: "an unknown side colour",
    breakIt: (s) => (s.figures[0].codex = { ...s.figures[0].codex, left: "green" }),
    path: "/figures/0/codex/left",
    reason: /^expected one of blue, red or grey, got "green"$/,
  },
  {
    name: "a codex missing a side",
    breakIt: (s) => (s.figures[0].codex = { front: "blue", right: "red", left: "red" }),
    path: "/figures/0/codex/back",
    reason: /^missing required field `back`$/,
  },
  {
    name: "an unknown ability",
    breakIt: (s) => (s.figures[1].abilities = ["flying"]),
    path: "/figures/1/abilities/0",
    reason: /^expected deadly, got "flying"$/,
  },
  {
    name: "a table of width 0",
    breakIt: (s) => (s.board.width = 0),
    path: "/board/width",
    reason: /^expected > 0, got 0$/,
  },
  {
    name: "an infinite facing",
    breakIt: (s) => (s.figures[0].facing = -Infinity),
    path: "/figures/0/facing",
    reason: /got -Infinity/,
  },
  {
    name: "an unknown board field",
    breakIt: (s) => (s.board.depth = 3),
    path: "/board",
    reason: /^unknown field `depth`$/,
  },
  {
    name: "a negative value",
    breakIt: (s) => (s.figures[2].value = -1),
    path: "/figures/2/value",
    reason: /^expected ≥ 0, got -1$/,
  },
  {
    name: "a move above 12",
    breakIt: (s) => (s.figures[1].move = 13),
    path: "/figures/1/move",
    reason: /^expected ≤ 12, got 13$/,
  },
  {
    name: "a negative move",
    breakIt: (s) => (s.figures[1].move = -1),
    path: "/figures/1/move",
    reason: /^expected ≥ 0, got -1$/,
  },
  {
    name: "a fractional move",
    breakIt: (s) => (s.figures[1].move = 2.5),
    path: "/figures/1/move",
    reason: /^expected an integer, got 2\.5$/,
  },
  {
    name: "an empty id",
    breakIt: (s) => (s.figures[0].id = ""),
    path: "/figures/0/id",
    reason: /non-empty string/,
  },
  {
    name: "dice faces",
    breakIt: (s) => (s.dice = {}),
    path: "/dice",
    reason: /fixed faces/,
  },
];

describe("bad Arcane Legions scenarios", () => {
  it("the base scenario is valid", () => {
    expect(checkScenario(arcaneLegions())).toMatchObject({ ok: true });
  });

  it("takes moves of 0 and UNIT_MOVE_MAX", () => {
    const s = broken(arcaneLegions(), (s) => {
      s.figures[0].move = 0;
      s.figures[1].move = UNIT_MOVE_MAX;
    });
    expect(UNIT_MOVE_MAX).toBe(12);
    expect(checkScenario(s)).toMatchObject({ ok: true });
  });

  it.each(cases)("rejects $name", ({ breakIt, path, reason }) => {
    const result = checkScenario(broken(arcaneLegions(), breakIt));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContainEqual({ path, reason: expect.stringMatching(reason) });
  });
});
