// The Arcane Legions queries (docs/rules/scenario.md#queries): `los` with its least hindered pair,
// `matrix`, `odds`, `roll`, the order of `targets`, and both engines on a crowded table.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineUpOdds, lineUpRoll } from "../../src/arcaneLegions/lineUp.js";
import { type ArcaneLegionsFigure, baseDistance } from "../../src/index.js";
import { block, table, targetsOf, unit } from "./table.js";

const A = unit("A", "alice", [4, 5], 0);
const B = unit("B", "bob", [9, 5], 180);

describe("los", () => {
  it("is clear by the least hindered notch pair, not the shortest", async () => {
    const battle = await table([A, B], [block("hindering", [6, 4.8], [7, 5.2], "hedge")]);
    expect(battle.answer({ q: "los", from: "A", to: "B" })).toEqual({
      clear: true,
      fromSide: "right",
      fromNotch: 0,
      toSide: "left",
      toNotch: 0,
      line: [
        [4, 5.5],
        [9, 5.5],
      ],
      distance: 5,
      hindrances: 0,
      hinderedBy: [],
    });
  });

  it("is blocked when every pair is, naming what blocks the shortest; range ignores it", async () => {
    const battle = await table([A, B], [block("blocking", [6, 0], [7, 10], "wall")]);
    expect(battle.answer({ q: "los", from: "A", to: "B" })).toEqual({
      clear: false,
      blockedBy: ["wall"],
    });
    expect(battle.answer({ q: "range", from: "A", to: "B" })).toEqual({
      distance: 4,
      inRange: true,
    });
  });

  it("reaches any distance and any unit, friend or foe", async () => {
    // F faces +y: its left side notch (29.5,5) is 25 steps from A's front notch.
    const far = unit("F", "alice", [30, 5], 90);
    const battle = await table([A, far]);
    expect(battle.answer({ q: "los", from: "A", to: "F" })).toMatchObject({
      clear: true,
      distance: 25,
    });
    expect(battle.answer({ q: "los", from: "A", to: "nobody" })).toMatchObject({
      error: "unknown-figure",
    });
  });
});

describe("matrix", () => {
  it("gives sight and the shortest notch distance for every ordered pair, diagonal false/0", async () => {
    const C = unit("C", "bob", [4, 9], 270);
    const battle = await table([A, B, C], [block("blocking", [6, 0], [7, 6], "wall")]);
    expect(battle.answer({ q: "matrix" })).toEqual({
      ids: ["A", "B", "C"],
      los: [
        [false, false, true],
        [false, false, true],
        [true, true, false],
      ],
      distance: [
        [0, 4, 3],
        [4, 0, expect.closeTo(4 * Math.SQRT2, 12)],
        [3, expect.closeTo(4 * Math.SQRT2, 12), 0],
      ],
    });
    expect(battle.answer({ q: "matrix", of: ["C", "A"] })).toMatchObject({
      ids: ["C", "A"],
      los: [
        [false, true],
        [true, false],
      ],
    });
    expect(battle.answer({ q: "matrix", of: ["A", "Z"] })).toMatchObject({
      error: "unknown-figure",
    });
  });
});

describe("odds and roll", () => {
  it("default to ranged; close (or the players' melee) adds the defender's hits", async () => {
    const battle = await table([]);
    expect(battle.answer({ q: "odds", attackDice: 3, defenseDice: 2 })).toEqual(
      lineUpOdds(3, 2, "ranged"),
    );
    const close = lineUpOdds(4, 3, "close");
    expect(battle.answer({ q: "odds", attackDice: 4, defenseDice: 3, kind: "close" })).toEqual(
      close,
    );
    expect(battle.answer({ q: "odds", attackDice: 4, defenseDice: 3, kind: "melee" })).toEqual(
      close,
    );
    expect(close.defenderDistribution).toHaveLength(4);
  });

  it("refuse pools of more than 12 dice with an error in their slot", async () => {
    const battle = await table([]);
    expect(battle.answer({ q: "odds", attackDice: 13, defenseDice: 2 })).toMatchObject({
      error: "invalid-query",
      reason: expect.stringMatching(/attack dice 13/),
    });
    expect(battle.answer({ q: "roll", attackDice: 2, defenseDice: 13, seed: 1 })).toMatchObject({
      error: "invalid-query",
    });
  });

  it("roll the seeded line-up, the same for the same seed", async () => {
    const battle = await table([]);
    const roll = battle.answer({
      q: "roll",
      attackDice: 5,
      defenseDice: 4,
      kind: "close",
      seed: "s",
    });
    expect(roll).toEqual(lineUpRoll(5, 4, "close", "s"));
    expect(
      battle.answer({ q: "roll", attackDice: 5, defenseDice: 4, kind: "close", seed: "s" }),
    ).toEqual(roll);
    expect(battle.answer({ q: "roll", attackDice: 5, defenseDice: 4, seed: 7 })).toEqual(
      lineUpRoll(5, 4, "ranged", 7),
    );
  });
});

describe("targets", () => {
  it("sorts entries by target id in code-unit order", async () => {
    const foes = ["b", "B", "a2", "a10"].map((id, i) => unit(id, "bob", [8, 1 + 3 * i], 180));
    const battle = await table([unit("A", "alice", [4, 5], 0), ...foes]);
    expect(targetsOf(battle, "A").map((e) => e.target)).toEqual(["B", "a10", "a2", "b"]);
  });

  it("lists close attacks for every adjacent enemy, none ranged while engaged", async () => {
    const battle = await table([A, unit("E", "bob", [5, 5], 180), unit("G", "bob", [4, 6], 90), B]);
    expect(targetsOf(battle, "A").map((e) => [e.target, e.kind])).toEqual([
      ["E", "close"],
      ["G", "close"],
    ]);
  });
});

describe("both engines", () => {
  const placement = fc.record({
    x: fc.integer({ min: 2, max: 38 }).map((v) => v / 2),
    y: fc.integer({ min: 2, max: 38 }).map((v) => v / 2),
    facing: fc.constantFrom(0, 90, 180, 270, 45, 30),
    base: fc.constantFrom("sortie", "foot", "cavalry"),
    colour: fc.constantFrom("blue", "red", "grey"),
  });

  it("give the same targets, los and matrix on crowded tables", async () => {
    const tables = fc.sample(fc.array(placement, { minLength: 16, maxLength: 16 }), {
      numRuns: 6,
      seed: 3,
    });
    for (const placements of tables) {
      const figures: ArcaneLegionsFigure[] = [];
      for (const [i, p] of placements.entries()) {
        const candidate = unit(`u${i}`, i % 2 ? "bob" : "alice", [p.x, p.y], p.facing, {
          base: p.base,
          codex: { front: "blue", right: p.colour, back: "grey", left: "red" },
        });
        // Keep only units whose bases do not overlap ones already placed (the scenario rule).
        if (figures.every((f) => baseDistance(f, candidate) > 0)) figures.push(candidate);
      }
      const terrain = [
        block("blocking", [5, 5], [7, 6]),
        block("hindering", [10, 10], [12, 13]),
        block("hindering", [14, 2], [15, 8]),
      ];
      const [wasm, reference] = await Promise.all([
        table(figures, terrain, "wasm"),
        table(figures, terrain, "reference"),
      ]);
      for (const f of figures) {
        expect(targetsOf(wasm, f.id)).toEqual(targetsOf(reference, f.id));
      }
      expect(wasm.answer({ q: "matrix" })).toEqual(reference.answer({ q: "matrix" }));
    }
  });
});
