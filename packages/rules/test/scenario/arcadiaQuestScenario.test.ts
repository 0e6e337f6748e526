// Bad Arcadia Quest scenarios (docs/rules/arcadia-quest.md#board, #scenario-fields;
// docs/rules/scenario.md#errors).
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/index.js";
import { type BadCase, arcadiaQuest, broken } from "./fixtures.js";

// Rows "....", ".#..", "... ": (1,1) is blocked terrain, (3,2) not part of the board.
// h1 and h2 share (0,0); the Huge troll is alone on (3,0); m1 is figure 3.
const cases: BadCase[] = [
  {
    name: "rows of unequal length",
    breakIt: (s) => (s.board.rows[1] = "..."),
    path: "/board/rows/1",
    reason: /3 characters long but row 0 is 4/,
  },
  {
    name: "an unknown row character",
    breakIt: (s) => (s.board.rows[2] = "..x "),
    path: "/board/rows/2",
    reason: /^unexpected character "x" at column 2/,
  },
  {
    name: "no rows",
    breakIt: (s) => (s.board.rows = []),
    path: "/board/rows",
    reason: /at least 1 entry, got 0/,
  },
  {
    name: "a figure on blocked terrain",
    breakIt: (s) => Object.assign(s.figures[3], { x: 1, y: 1 }),
    path: "/figures/3",
    reason: /^space \(1,1\) is blocked terrain/,
  },
  {
    name: "a figure on a blank cell",
    breakIt: (s) => Object.assign(s.figures[3], { x: 3, y: 2 }),
    path: "/figures/3",
    reason: /^space \(3,2\) is not a space of the board$/,
  },
  {
    name: "a figure outside the grid",
    breakIt: (s) => Object.assign(s.figures[3], { x: -1, y: 0 }),
    path: "/figures/3",
    reason: /^space \(-1,0\) is not a space of the board$/,
  },
  {
    name: "three characters in one space",
    breakIt: (s) => Object.assign(s.figures[3], { x: 0, y: 0 }),
    path: "/figures/3",
    reason: /already holds two characters, "h1" and "h2"/,
  },
  {
    name: "a character joining a Huge one",
    breakIt: (s) => Object.assign(s.figures[3], { x: 3, y: 0 }),
    path: "/figures/3",
    reason: /filled by Huge character "troll"/,
  },
  {
    name: "a Huge character joining another",
    breakIt: (s) => Object.assign(s.figures[2], { x: 0, y: 0 }),
    path: "/figures/2",
    reason: /a Huge character fills a space alone, but space \(0,0\) already holds "h1" and "h2"/,
  },
  {
    name: "an edge listed twice under its other name",
    breakIt: (s) => s.board.edges.push({ x: 1, y: 0, side: "W", kind: "door" }),
    path: "/board/edges/2",
    reason: /^edge \(1,0,W\) is the same edge as \/board\/edges\/0$/,
  },
  {
    name: "a north edge listed twice as a south edge",
    breakIt: (s) => s.board.edges.push({ x: 2, y: 2, side: "N", kind: "wall" }),
    path: "/board/edges/2",
    reason: /same edge as \/board\/edges\/1/,
  },
  {
    name: "an edge off the grid",
    breakIt: (s) => s.board.edges.push({ x: 7, y: 0, side: "E", kind: "wall" }),
    path: "/board/edges/2",
    reason: /^edge \(7,0,E\) does not border a space of the board$/,
  },
  {
    name: "an edge bordering only a blank cell and the outside",
    breakIt: (s) => s.board.edges.push({ x: 3, y: 2, side: "S", kind: "wall" }),
    path: "/board/edges/2",
    reason: /does not border a space of the board/,
  },
  {
    name: "an open wall",
    breakIt: (s) => (s.board.edges[0].open = false),
    path: "/board/edges/0/open",
    reason: /^only a door can be open/,
  },
  {
    name: "an unknown side",
    breakIt: (s) => (s.board.edges[0].side = "X"),
    path: "/board/edges/0/side",
    reason: /^expected one of N, E, S or W, got "X"$/,
  },
  {
    name: "an unknown die face",
    breakIt: (s) => (s.dice.attack[1] = "axe"),
    path: "/dice/attack/1",
    reason: /^expected one of sword, bow, crit, shield or blank, got "axe"$/,
  },
  {
    name: "an empty face list",
    breakIt: (s) => (s.dice.defense = []),
    path: "/dice/defense",
    reason: /at least 1 entry, got 0/,
  },
  {
    name: "an unknown dice field",
    breakIt: (s) => (s.dice.special = ["crit"]),
    path: "/dice",
    reason: /^unknown field `special`$/,
  },
  {
    name: "two attack cards with one name",
    breakIt: (s) => (s.figures[0].attacks[1].name = "Sword"),
    path: "/figures/0/attacks/1/name",
    reason: /"Sword" is listed twice/,
  },
  {
    name: "negative attack dice",
    breakIt: (s) => (s.figures[0].attacks[0].dice = -1),
    path: "/figures/0/attacks/0/dice",
    reason: /^expected ≥ 0, got -1$/,
  },
  {
    name: "a non-integer bonus",
    breakIt: (s) => (s.figures[0].bonusAttackDice = 1.5),
    path: "/figures/0/bonusAttackDice",
    reason: /^expected an integer, got 1\.5$/,
  },
  {
    name: "huge given as a word",
    breakIt: (s) => (s.figures[2].huge = "yes"),
    path: "/figures/2/huge",
    reason: /^expected a boolean .*got "yes"$/,
  },
  {
    name: "a NaN coordinate",
    breakIt: (s) => (s.figures[0].x = NaN),
    path: "/figures/0/x",
    reason: /got NaN/,
  },
  {
    name: "an empty owner",
    breakIt: (s) => (s.figures[0].owner = ""),
    path: "/figures/0/owner",
    reason: /non-empty string/,
  },
  {
    name: "a missing attack list",
    breakIt: (s) => delete s.figures[1].attacks,
    path: "/figures/1/attacks",
    reason: /^missing required field `attacks`$/,
  },
  {
    name: "a life of 0",
    breakIt: (s) => (s.figures[0].life = 0),
    path: "/figures/0/life",
    reason: />= ?1|≥ ?1|at least 1/,
  },
  {
    name: "a fractional life",
    breakIt: (s) => (s.figures[0].life = 2.5),
    path: "/figures/0/life",
    reason: /^expected an integer, got 2\.5$/,
  },
  {
    name: "a move above 20",
    breakIt: (s) => (s.figures[1].move = 21),
    path: "/figures/1/move",
    reason: /<= ?20|≤ ?20|at most 20/,
  },
  {
    name: "a negative move",
    breakIt: (s) => (s.figures[1].move = -1),
    path: "/figures/1/move",
    reason: />= ?0|≥ ?0|at least 0/,
  },
  {
    name: "a move given as a word",
    breakIt: (s) => (s.figures[1].move = "three"),
    path: "/figures/1/move",
    reason: /got "three"/,
  },
];

describe("bad Arcadia Quest scenarios", () => {
  it("the base scenario is valid", () => {
    expect(checkScenario(arcadiaQuest())).toMatchObject({ ok: true });
  });

  it("takes a life of 1 and moves of 0 and 20", () => {
    const s = broken(arcadiaQuest(), (s) => {
      s.figures[0].life = 1;
      s.figures[0].move = 0;
      s.figures[1].move = 20;
    });
    expect(checkScenario(s)).toMatchObject({ ok: true });
  });

  it.each(cases)("rejects $name", ({ breakIt, path, reason }) => {
    const result = checkScenario(broken(arcadiaQuest(), breakIt));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContainEqual({ path, reason: expect.stringMatching(reason) });
  });
});
