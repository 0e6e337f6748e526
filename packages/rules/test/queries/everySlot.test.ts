// One query never takes its batch down (docs/rules/scenario.md#errors): each gets its own slot, an
// answer or an `{ error }`, whatever the others do — names that every object inherits, a figure
// asked about itself, a matrix past its limit, and a failure inside the engine.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeroscapeRules, MAX_MATRIX_FIGURES, type Query, openBattle } from "../../src/index.js";

const examples = new URL("../../../../examples/", import.meta.url);
const example = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, examples), "utf8"));

const skirmish = example("heroscape/skirmish.json");
const gatehouse = example("arcadia-quest/gatehouse.json");
const riverCrossing = example("arcane-legions/river-crossing.json");

afterEach(() => vi.restoreAllMocks());

describe("names every object inherits are unknown queries", () => {
  const inherited = ["toString", "constructor", "valueOf", "hasOwnProperty", "__proto__"];

  it.each([
    ["heroscape", skirmish, "archer", "dragon"],
    ["arcadia-quest", gatehouse, "leonardo", "goblin"],
    ["arcane-legions", riverCrossing, "archers", "legion"],
  ])("%s: each in its slot, the queries between them answered", async (_game, scenario, a, b) => {
    const battle = await openBattle(scenario);
    const range = { q: "range", from: a, to: b };
    const answers = battle.answerAll(inherited.flatMap((q) => [{ q }, range]));
    const expected = battle.answer(range as Query);
    expect(expected.error).toBeUndefined();
    inherited.forEach((q, i) => {
      expect(answers[2 * i]).toEqual({
        error: "unknown-query",
        reason: expect.stringContaining(`unknown query ${JSON.stringify(q)}`),
      });
      expect(answers[2 * i + 1]).toEqual(expected);
    });
  });
});

describe("a figure asked about itself", () => {
  // docs/rules/scenario.md#a-figure-and-itself: in sight (nothing stands between a figure and
  // itself), at distance 0.
  it("HeroScape: in sight from its own eye, at distance 0", async () => {
    const battle = await openBattle(skirmish);
    const [los, range, dragonLos] = battle.answerAll([
      { q: "los", from: "archer", to: "archer" },
      { q: "range", from: "archer", to: "archer" },
      { q: "los", from: "dragon", to: "dragon" },
    ]);
    // The archer (height 5) stands on level 1 at (−1,2), centre (0, √3): its centre column runs
    // from level 1 to 6, all of it in sight, so the witness is its middle, level 3.5.
    const level = 0.4 / Math.sqrt(3);
    expect(los).toEqual({
      clear: true,
      eye: [-1, 2],
      witness: [0, expect.closeTo(Math.sqrt(3), 12), expect.closeTo(3.5 * level, 12)],
    });
    expect(range).toEqual({ distance: 0, inRange: true });
    // The dragon (two hexes, height 9): its first hex's eye sees its first hex's column.
    expect(dragonLos).toMatchObject({ clear: true, eye: [6, 4] });
  });

  it("Arcadia Quest: in sight and Close", async () => {
    const battle = await openBattle(gatehouse);
    expect(
      battle.answerAll([
        { q: "los", from: "leonardo", to: "leonardo" },
        { q: "range", from: "leonardo", to: "leonardo" },
      ]),
    ).toEqual([{ clear: true }, { close: true }]);
  });

  it("Arcane Legions: in sight along a line of length 0, in range", async () => {
    const battle = await openBattle(riverCrossing);
    const [los, range] = battle.answerAll([
      { q: "los", from: "archers", to: "archers" },
      { q: "range", from: "archers", to: "archers" },
    ]);
    expect(los).toMatchObject({ clear: true, distance: 0, hindrances: 0 });
    expect(range).toEqual({ distance: 0, inRange: true });
  });
});

describe("a failure inside the engine is that query's answer", () => {
  it("an internal-error in its slot, the other queries answered", async () => {
    const battle = await openBattle(skirmish);
    const range = { q: "range", from: "archer", to: "dragon" } as const;
    const expected = battle.answer(range);
    vi.spyOn(HeroscapeRules.prototype, "answer").mockImplementationOnce(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'hexes')");
    });
    expect(battle.answerAll([range, range])).toEqual([
      {
        error: "internal-error",
        reason:
          "the engine failed on this query: TypeError: Cannot read properties of undefined (reading 'hexes')",
      },
      expected,
    ]);
  });
});

describe("a matrix covers at most MAX_MATRIX_FIGURES figures", () => {
  /** An Arcadia Quest row of `spaces` spaces with two heroes on each. */
  async function crowd(spaces: number) {
    const figures = Array.from({ length: 2 * spaces }, (_, i) => ({
      id: `h${i}`,
      owner: i % 3 === 0 ? "monsters" : "guild",
      x: Math.floor(i / 2),
      y: 0,
      defense: 1,
      attacks: [],
    }));
    const scenario = { game: "arcadia-quest", board: { rows: [".".repeat(spaces)] }, figures };
    return { battle: await openBattle(scenario), ids: figures.map((f) => f.id) };
  }

  it("names the limit for an `of` past it, and answers one at it", async () => {
    const { battle, ids } = await crowd(MAX_MATRIX_FIGURES / 2 + 1);
    const [past, at] = battle.answerAll([
      { q: "matrix", of: ids },
      { q: "matrix", of: ids.slice(0, MAX_MATRIX_FIGURES) },
    ]);
    expect(past).toEqual({
      error: "invalid-query",
      reason: `/of names ${MAX_MATRIX_FIGURES + 2} figures; a matrix covers at most ${MAX_MATRIX_FIGURES} (limit MAX_MATRIX_FIGURES): name fewer with \`of\``,
    });
    expect(at).toMatchObject({ ids: ids.slice(0, MAX_MATRIX_FIGURES) });
  });

  it("refuses a matrix of every figure when the board has more", async () => {
    const { battle } = await crowd(MAX_MATRIX_FIGURES / 2 + 1);
    expect(battle.answerAll([{ q: "matrix" }])).toEqual([
      {
        error: "invalid-query",
        reason: expect.stringMatching(/^the board has 258 figures; .*\(limit MAX_MATRIX_FIGURES\)/),
      },
    ]);
  });

  it("refuses a long `of` before looking at its entries", async () => {
    const { battle } = await crowd(1);
    const [answer] = battle.answerAll([{ q: "matrix", of: new Array(1_000_000).fill(7) }]);
    expect(answer).toEqual({
      error: "invalid-query",
      reason: expect.stringContaining("/of names 1000000 figures"),
    });
  });
});
