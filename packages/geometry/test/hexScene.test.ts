// Laying figures out on a hex scene (src/hexScene.ts): moving figures within a placement must
// give exactly the placement laid out afresh, and a refused move must change nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Hex, encodeHexScene, moveHexFigures, placeHexFigures } from "../src/index.js";

const spaces: Hex[] = [];
for (let r = 0; r < 6; r++) for (let q = 0; q < 7; q++) spaces.push([q, r]);
const scene = encodeHexScene(
  spaces,
  spaces.map((hex, i) => ({
    hex,
    shape: "prism",
    from: 0,
    to: 0.1 * (1 + (i % 3)),
    owner: -1 - i,
  })),
  { bodyRadius: 0.3, visibleLength: 0.01 },
);
const body = (f: number) => ({ base: 0.1 * f, top: 0.1 * f + 1 });

describe("moving figures within a placement", () => {
  it("lets two figures trade places", () => {
    const a: Hex = [0, 0];
    const b: Hex = [1, 0];
    const placed = placeHexFigures(scene, [
      { hexes: [a], ...body(0) },
      { hexes: [b], ...body(1) },
    ]);
    moveHexFigures(scene, placed, [
      { figure: 0, hexes: [b], ...body(0) },
      { figure: 1, hexes: [a], ...body(1) },
    ]);
    const fresh = placeHexFigures(scene, [
      { hexes: [b], ...body(0) },
      { hexes: [a], ...body(1) },
    ]);
    expect(placed).toEqual(fresh);
  });

  it("gives the placement laid out afresh", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(spaces.length - 1), { minLength: 8, maxLength: 8 }),
        fc.uniqueArray(fc.nat(7), { minLength: 1, maxLength: 4 }),
        (cells, movers) => {
          // Four figures on the first four cells; each mover goes to its own cell of the last four,
          // or to another figure's place when that figure moves too.
          const start = cells.slice(0, 4).map((c) => [spaces[c]!]);
          const placed = placeHexFigures(
            scene,
            start.map((hexes, f) => ({ hexes, ...body(f) })),
          );
          const end = start.map((hexes) => hexes);
          const moves = movers
            .filter((m) => m < 4)
            .map((f, k) => ({ figure: f, hexes: [spaces[cells[4 + k]!]!], ...body(f + 1) }));
          moves.forEach((m) => (end[m.figure] = m.hexes));
          moveHexFigures(scene, placed, moves);
          const fresh = placeHexFigures(
            scene,
            end.map((hexes, f) => ({
              hexes,
              ...body(moves.some((m) => m.figure === f) ? f + 1 : f),
            })),
          );
          expect(placed).toEqual(fresh);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a hex that is not a space, or taken, or wanted twice — and changes nothing", () => {
    const placed = placeHexFigures(scene, [
      { hexes: [[0, 0]], ...body(0) },
      { hexes: [[1, 0]], ...body(1) },
      { hexes: [[2, 0]], ...body(2) },
    ]);
    const before = structuredClone(placed);
    const refuse = (moves: Parameters<typeof moveHexFigures>[2], message: RegExp) => {
      expect(() => moveHexFigures(scene, placed, moves)).toThrow(message);
      expect(placed).toEqual(before);
    };
    refuse([{ figure: 0, hexes: [[9, 9]], ...body(0) }], /figure 0: hex \(9,9\) is not a space/);
    refuse(
      [{ figure: 0, hexes: [[1, 0]], ...body(0) }],
      /figure 0: its space is taken by figure 1/,
    );
    refuse(
      [
        { figure: 0, hexes: [[3, 3]], ...body(0) },
        { figure: 1, hexes: [[3, 3]], ...body(1) },
      ],
      /figure 1: its space is wanted twice/,
    );
    refuse(
      [
        {
          figure: 2,
          hexes: [
            [3, 3],
            [4, 3],
          ],
          ...body(2),
        },
      ],
      /figure 2: moves to 2 hexes, stands on 1/,
    );
  });
});
