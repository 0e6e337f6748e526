// Folding a hex column into a space (docs/rules/heroscape.md#maps): touching ground merges, thin
// tiles settle on what is under them.
import { describe, expect, it } from "vitest";
import { columnSpace, mergeIntervals, settledLevel } from "../../src/heroscape/maps/hexColumn.js";

describe("mergeIntervals", () => {
  it("merges touching and overlapping intervals, keeps gaps, sorts", () => {
    expect(mergeIntervals([])).toEqual([]);
    expect(
      mergeIntervals([
        [1, 2],
        [0, 1],
        [2, 3],
      ]),
    ).toEqual([[0, 3]]);
    expect(
      mergeIntervals([
        [0, 3],
        [1, 2],
        [1, 2],
      ]),
    ).toEqual([[0, 3]]);
    expect(
      mergeIntervals([
        [5, 6],
        [0, 1],
        [4, 5],
        [1, 2],
      ]),
    ).toEqual([
      [0, 2],
      [4, 6],
    ]);
  });
});

describe("settledLevel", () => {
  const ground = [
    [0, 1],
    [4, 6],
  ] as const;

  it("lies on the ground top at or below it, else on the table", () => {
    expect(settledLevel(1, ground)).toBe(1);
    expect(settledLevel(3, ground)).toBe(1);
    expect(settledLevel(9, ground)).toBe(6);
    expect(settledLevel(2, [])).toBe(0);
    expect(settledLevel(2, [[3, 4]])).toBe(0);
  });

  it("is covered inside or at the bottom of a solid", () => {
    expect(settledLevel(0, ground)).toBeUndefined();
    expect(settledLevel(4, ground)).toBeUndefined();
    expect(settledLevel(5, ground)).toBeUndefined();
  });

  it("keeps a level below the table, for validation to refuse", () => {
    expect(settledLevel(-2, [])).toBe(-2);
  });
});

describe("columnSpace", () => {
  it("is nothing for an empty column", () => {
    expect(columnSpace(0, 0, { ground: [], surfaces: [] })).toBeUndefined();
  });

  it("folds a column of 300,000 tiles without overflowing the stack", () => {
    // Found by the adversarial pass (at 123,000 tiles, deep in an import): Math.max(...tops) put
    // every top on the stack. Water tiles stacked a level apart, with no ground, each settle on
    // the table: 300,000 tops of 0.
    const surfaces = Array.from({ length: 300_000 }, (_, k) => ({
      z: k,
      terrain: k === 299_999 ? "glyph" : "water",
      order: k,
    }));
    expect(columnSpace(0, 0, { ground: [], surfaces })).toEqual({
      q: 0,
      r: 0,
      level: 0,
      terrain: "glyph",
    });
  });

  it("takes the terrain of the top tile: a thin tile on the top, else the last ground there", () => {
    const ground = [
      { from: 0, to: 1, terrain: "rock", order: 0 },
      { from: 0, to: 1, terrain: "sand", order: 3 },
    ];
    expect(columnSpace(2, 3, { ground, surfaces: [] })).toEqual({
      q: 2,
      r: 3,
      level: 1,
      terrain: "sand",
    });
    const surfaces = [
      { z: 1, terrain: "water", order: 1 },
      { z: 2, terrain: "glyph", order: 2 },
      { z: 0, terrain: "ice", order: 4 },
    ];
    expect(columnSpace(2, 3, { ground, surfaces })).toEqual({
      q: 2,
      r: 3,
      level: 1,
      terrain: "glyph",
    });
  });
});
