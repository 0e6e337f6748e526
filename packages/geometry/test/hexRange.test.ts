import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Hex,
  ReferenceGeometry,
  WasmGeometry,
  encodeHexBoard,
  hexCell,
  hexGroups,
} from "../src/index.js";
import { arbitraryHexSpaces } from "./randomBoards.js";

let wasm: WasmGeometry;
const reference = new ReferenceGeometry();

beforeAll(async () => {
  wasm = await WasmGeometry.load();
});

/** Spaces of an ASCII board: row r, one character per hex, `.` a space, anything else none. */
function spacesOf(rows: string[]): Hex[] {
  return rows.flatMap((row, r) => [...row].flatMap((c, q): Hex[] => (c === "." ? [[q, r]] : [])));
}

describe("hex range (docs/rules/heroscape.md#range)", () => {
  it("counts steps along a row and diagonally", () => {
    const board = encodeHexBoard(spacesOf([".......", ".......", "......."]));
    for (const engine of [wasm, reference]) {
      engine.loadHexBoard(board);
      const [from, to] = [
        hexGroups(board, [[[0, 0]]]),
        hexGroups(board, [[[6, 0]], [[0, 2]], [[6, 2]]]),
      ];
      // (0,0)->(0,2) is two steps: (q,r+1) twice; (0,0)->(6,2) is 8 steps.
      expect([...engine.hexDistanceMatrix(from, to)]).toEqual([6, 2, 8]);
    }
  });

  it("goes round holes and answers -1 where no path reaches", () => {
    const board = encodeHexBoard(spacesOf([".....", ".x.x.", ".x.x.", "..x.."]));
    for (const engine of [wasm, reference]) {
      engine.loadHexBoard(board);
      const dist = engine.hexDistancesFrom(new Int32Array([hexCell(board, 2, 1)]));
      const at = (q: number, r: number) => dist[board.spaceCells.indexOf(hexCell(board, q, r))];
      expect([at(2, 1), at(2, 2), at(1, 3), at(0, 3)]).toEqual([0, 1, 2, 3]);
      // (3,3) neighbours (2,2)'s hole (2,3): the path goes up and round, (3,0) (4,0) (4,1) (4,2).
      expect([at(3, 0), at(4, 0), at(4, 1), at(4, 2), at(3, 3), at(4, 3)]).toEqual([
        1, 2, 3, 4, 5, 5,
      ]);
    }
    const island = encodeHexBoard([
      [0, 0],
      [1, 0],
      [5, 5],
    ]);
    for (const engine of [wasm, reference]) {
      engine.loadHexBoard(island);
      const groups = hexGroups(island, [[[0, 0]], [[5, 5]]]);
      expect([...engine.hexDistanceMatrix(groups, groups)]).toEqual([0, -1, -1, 0]);
    }
  });

  it("measures from the nearer hex of a double-space figure", () => {
    const board = encodeHexBoard(spacesOf(["........"]));
    for (const engine of [wasm, reference]) {
      engine.loadHexBoard(board);
      const from = hexGroups(board, [
        [
          [0, 0],
          [1, 0],
        ],
      ]);
      const to = hexGroups(board, [
        [[7, 0]],
        [
          [5, 0],
          [6, 0],
        ],
      ]);
      expect([...engine.hexDistanceMatrix(from, to)]).toEqual([6, 4]);
    }
  });

  it("reads every space back in space order, however many spaces there are", () => {
    // The kernel copies the answer out a run of cells at a time, four spaces a round, then the
    // rest one by one: rows of 1 to 9 spaces listed front to back (one run) cover every
    // remainder, back to front every run is one space long, and two rows listed row by row
    // with a space moved to the end make runs of every kind in one board.
    for (let n = 1; n <= 9; n++) {
      const forward = Array.from({ length: n }, (_, q): Hex => [q, 0]);
      const backward = forward.toReversed();
      const rows = [...forward.slice(1), ...forward.map(([q]): Hex => [q, 1]), forward[0]!];
      for (const spaces of [forward, backward, rows]) {
        const board = encodeHexBoard(spaces);
        for (const engine of [wasm, reference]) {
          engine.loadHexBoard(board);
          const dist = engine.hexDistancesFrom(new Int32Array([hexCell(board, 0, 0)]));
          // From (0,0), (q,r) is q + r steps away for r = 0 or 1 (the hex metric).
          expect([...dist]).toEqual(spaces.map(([q, r]) => q + r));
        }
      }
    }
    const board = encodeHexBoard(spacesOf(["...x..", "......"]));
    // Runs of cells in space order: (first cell, length), each row's cells after a border cell.
    const cell = (q: number, r: number) => hexCell(board, q, r);
    expect([...board.spaceRuns]).toEqual([cell(0, 0), 3, cell(4, 0), 2, cell(0, 1), 6]);
  });

  it("agrees with the hex metric on open boards, whichever way the search goes", () => {
    // An open board's distances are the axial metric. A search keeps the hexes it reaches in
    // six bins by the way they were reached, a slot for every space each: 40 × 40 from one hex,
    // three starts side by side on 8 × 8, 30 starts on 10 × 10, and every space a start on
    // 3 × 3 (nothing left to reach). A row searched from one end puts every hex in one bin (the
    // test of reading back by space above).
    const cases: [side: number, starts: number][] = [
      [40, 1],
      [8, 3],
      [10, 30],
      [3, 9],
    ];
    for (const [side, startCount] of cases) {
      const spaces: Hex[] = [];
      for (let r = 0; r < side; r++) for (let x = 0; x < side; x++) spaces.push([x - (r >> 1), r]);
      const board = encodeHexBoard(spaces);
      const starts = Array.from(
        { length: startCount },
        (_, i) => spaces[(Math.floor(spaces.length / 2) + 7 * i) % spaces.length]!,
      );
      const metric = ([q, r]: Hex, [sq, sr]: Hex) =>
        Math.max(Math.abs(q - sq), Math.abs(r - sr), Math.abs(q - sq + r - sr));
      const expected = spaces.map((hex) =>
        starts.reduce((nearest, s) => Math.min(nearest, metric(hex, s)), Infinity),
      );
      for (const engine of [wasm, reference]) {
        engine.loadHexBoard(board);
        const cells = Int32Array.from(starts, ([q, r]) => hexCell(board, q, r));
        expect([...engine.hexDistancesFrom(cells)]).toEqual(expected);
      }
    }
  });

  it("rejects start hexes that are not spaces, naming them", () => {
    const board = encodeHexBoard([[0, 0]]);
    expect(() => hexGroups(board, [[[3, 3]]])).toThrow(/group 0: hex \(3,3\) is not a space/);
    for (const engine of [wasm, reference]) {
      engine.loadHexBoard(board);
      expect(() => engine.hexDistancesFrom(new Int32Array([0]))).toThrow(/not a space/);
    }
    expect(() =>
      encodeHexBoard([
        [0, 0],
        [0, 0],
      ]),
    ).toThrow(/space 1: hex \(0,0\) is listed twice/);
    expect(() =>
      encodeHexBoard([
        [0, 0],
        [100000, 100000],
      ]),
    ).toThrow(/at most/);
  });

  it("answers again after a batch grows wasm memory (which detaches the views it keeps)", async () => {
    const spaces: Hex[] = [];
    for (let r = 0; r < 25; r++) for (let x = 0; x < 40; x++) spaces.push([x - (r >> 1), r]);
    const board = encodeHexBoard(spaces);
    const fresh = await WasmGeometry.load();
    fresh.loadHexBoard(board);
    reference.loadHexBoard(board);
    const start = new Int32Array([board.spaceCells[0]!]);
    const before = fresh.hexDistancesFrom(start);
    // Every space to every space: a 4 MB answer, far more than the board's memory.
    const everySpace = hexGroups(
      board,
      spaces.map((hex) => [hex]),
    );
    fresh.hexDistanceMatrix(everySpace, everySpace);
    const other = new Int32Array([board.spaceCells[spaces.length - 1]!]);
    expect(fresh.hexDistancesFrom(other)).toEqual(reference.hexDistancesFrom(other));
    expect(fresh.hexDistancesFrom(start)).toEqual(before);
  });

  it("asks for a board before answering", async () => {
    const fresh = await WasmGeometry.load();
    expect(() => fresh.hexDistancesFrom(new Int32Array([0]))).toThrow(/no hex board is loaded/);
    expect(() => new ReferenceGeometry().hexDistancesFrom(new Int32Array([0]))).toThrow(
      /no hex board is loaded/,
    );
  });
});

describe("wasm and reference agree on random boards with holes", () => {
  it("on every space, from 1,000 random boards", () => {
    let spacesCompared = 0;
    fc.assert(
      fc.property(
        arbitraryHexSpaces(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (spaces, picks) => {
          const board = encodeHexBoard(spaces);
          const starts = new Int32Array(picks.map((p) => board.spaceCells[p % spaces.length]!));
          wasm.loadHexBoard(board);
          reference.loadHexBoard(board);
          const fast = wasm.hexDistancesFrom(starts);
          const slow = reference.hexDistancesFrom(starts);
          spacesCompared += slow.length;
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 1000 },
    );
    expect(spacesCompared).toBeGreaterThan(100_000);
  }, 60_000);

  it("on the batch matrix of random figure groups", () => {
    fc.assert(
      fc.property(
        arbitraryHexSpaces(),
        fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 2 }), {
          minLength: 1,
          maxLength: 12,
        }),
        (spaces, figures) => {
          const board = encodeHexBoard(spaces);
          const groups = hexGroups(
            board,
            figures.map((picks) => picks.map((p) => spaces[p % spaces.length]!)),
          );
          wasm.loadHexBoard(board);
          reference.loadHexBoard(board);
          expect(wasm.hexDistanceMatrix(groups, groups)).toEqual(
            reference.hexDistanceMatrix(groups, groups),
          );
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
