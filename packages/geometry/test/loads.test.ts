// A load either lays its board out or throws and changes nothing (src/geometry.ts): a board whose
// size does not match its arrays is refused up front, naming the field and the limit, and a
// load that fails halfway leaves the resident board answering as before.
import { describe, expect, it } from "vitest";
import {
  type GeometryEngine,
  type HexBoard,
  Geometry,
  MAX_HEX_CELLS,
  MAX_SQUARE_SIDE,
  ReferenceGeometry,
  SPACE,
  BLOCKED_TERRAIN,
  WasmGeometry,
  encodeHexBoard,
  encodeHexScene,
  encodePlaneScene,
  encodeSquareBoard,
  figureViewers,
  hexGroups,
  placeHexFigures,
  placePlaneUnits,
  squareCell,
} from "../src/index.js";
import { TwinHexKernels } from "../src/twin/hexKernels.js";
import { TwinPlaneKernels } from "../src/twin/planeKernels.js";
import { TwinSquareKernels } from "../src/twin/squareKernels.js";
import { instantiateGeometry } from "../src/wasm/loadWasm.js";
import { WasmArena } from "../src/wasm/wasmArena.js";
import { wasmKernels } from "../src/wasm/wasmKernels.js";
import { unitSquare } from "./planeShapes.js";

const engines: [string, () => Promise<GeometryEngine>][] = [
  ["wasm", () => WasmGeometry.load()],
  ["reference", async () => new ReferenceGeometry()],
];

/** Hex boards as rows of `.` (a space) and `#` (none), row r shifted as axial coordinates go. */
function hexSpaces(...rows: string[]): [number, number][] {
  return rows.flatMap((row, r) =>
    [...row.replaceAll(" ", "")].flatMap((c, q) => (c === "." ? [[q, r] as [number, number]] : [])),
  );
}

const wide = encodeHexBoard(hexSpaces("......", "......", "......", "......"));
const walled = encodeHexBoard(hexSpaces("..#...", "..#...", "..#...", "..#..."));
const corners = (board: HexBoard) => hexGroups(board, [[[0, 0]], [[5, 3]]]);
/** Steps between the two far corners, then the same figures' steps on the walled board. */
const [WIDE_STEPS, WALLED_STEPS] = [
  [0, 8, 8, 0],
  [0, -1, -1, 0],
];

const level = 0.4 / Math.sqrt(3);
const sceneSpaces = hexSpaces("....", "....", "....");
const scene = encodeHexScene(
  sceneSpaces,
  [
    ...sceneSpaces.map(([q, r]) => ({
      hex: [q, r] as const,
      shape: "prism" as const,
      from: 0,
      to: level,
      owner: -1,
    })),
    { hex: [1, 1], shape: "prism", from: level, to: 3 * level, owner: 0 },
  ],
  { bodyRadius: 0.3, visibleLength: 0.05 * level },
);
const standing = (tall: number) =>
  placeHexFigures(scene, [
    { hexes: [[0, 1]], base: level, top: 3 * level },
    { hexes: [[3, 1]], base: level, top: (1 + tall) * level },
    { hexes: [[2, 0]], base: level, top: 3 * level },
  ]);
const figures = standing(2);
const viewers = figureViewers(figures, [2.5 * level, 2.5 * level, 2.5 * level]);
const targets = Int32Array.of(0, 1, 2);

const square = encodeSquareBoard({
  width: 3,
  height: 1,
  cells: Uint8Array.of(SPACE, BLOCKED_TERRAIN, SPACE),
  closedEdges: [],
});
const wall = encodePlaneScene([
  {
    kind: "blocking",
    points: [
      [2, -1],
      [3, -1],
      [3, 2],
      [2, 2],
    ],
  },
]);
const units = placePlaneUnits([unitSquare(0), unitSquare(4)]);
const across = { from: Int32Array.of(0), to: Int32Array.of(1) };

describe.each(engines)("the %s engine refuses a board that does not fit", (_, load) => {
  it("names a hex board's size past MAX_HEX_CELLS, and one its arrays do not match", async () => {
    const engine = await load();
    engine.loadHexBoard(wide);
    expect(() => engine.loadHexBoard({ ...wide, width: 5000, height: 5000 })).toThrow(
      `board.width × board.height: 5000 × 5000 cells is more than MAX_HEX_CELLS (${MAX_HEX_CELLS})`,
    );
    expect(() => engine.loadHexBoard({ ...wide, width: wide.width + 1 })).toThrow(
      `board.unvisited: 9 × 6 cells need 54 entries, got 48`,
    );
    expect(() => engine.loadHexBoard({ ...wide, spaceCells: wide.spaceCells.subarray(1) })).toThrow(
      "board.spaceCells: the grid has 24 spaces, the list 23",
    );
    const unbordered = { ...wide, unvisited: wide.unvisited.slice().fill(-1, 0, 1) };
    expect(() => engine.loadHexBoard(unbordered)).toThrow(
      /board.unvisited\[0\]: a space on the border/,
    );
    expect([...engine.hexDistanceMatrix(corners(wide), corners(wide))]).toEqual(WIDE_STEPS);
  });

  it("names a scene, a placement and a body too tall for MAX_SIGHT_PIECES", async () => {
    const engine = await load();
    engine.loadHexScene(scene);
    engine.placeHexFigures(figures);
    const seen = engine.hexSightMatrix(viewers, targets);
    expect(() => engine.loadHexScene({ ...scene, prismTop: scene.prismTop.subarray(1) })).toThrow(
      "scene.prismTop: 30 cells need 30 entries, got 29",
    );
    expect(() => engine.placeHexFigures({ ...figures, top: figures.top.subarray(1) })).toThrow(
      "figures.top: 3 figures need 3 tops, got 2",
    );
    // 1e8 pitches of body: as many sight pieces would be 1.6 GB of scratch in each kernel.
    const giant = placeHexFigures(scene, [{ hexes: [[3, 1]], base: level, top: 1e8 }]);
    expect(() => engine.placeHexFigures(giant)).toThrow(
      /figures: figure 0's body is 99999999.* pitches tall, \d+ sight pieces of VIS .*; at most MAX_SIGHT_PIECES \(4194304\)/,
    );
    expect(engine.hexSightMatrix(viewers, targets)).toEqual(seen);
    expect([...seen]).toContain(0);
  });

  it("names a square board's side past MAX_SQUARE_SIDE, and arrays it does not match", async () => {
    const engine = await load();
    engine.loadSquareBoard(square);
    const [left, right] = [squareCell(square, 0, 0), squareCell(square, 2, 0)];
    const sight = () =>
      engine.squareSightExplain(square.terrain, Int32Array.of(left), Int32Array.of(right));
    const before = sight();
    expect(() => engine.loadSquareBoard({ ...square, width: 9000 })).toThrow(
      `board.width: 9000 must be a whole number of cells from 3 to ${MAX_SQUARE_SIDE + 2}`,
    );
    expect(() => engine.loadSquareBoard({ ...square, height: 40 })).toThrow(
      "board.onBoard: 5 × 40 cells need 200 entries, got 15",
    );
    expect(sight()).toEqual(before);
    expect(before).toEqual([
      { clear: false, stop: "blocking-space", cell: squareCell(square, 1, 0) },
    ]);
  });

  it("names plane terrain and units whose offsets do not match their arrays", async () => {
    const engine = await load();
    engine.loadPlaneScene(wall);
    engine.placePlaneUnits(units);
    const before = engine.planeSightBatch(across);
    expect(() => engine.loadPlaneScene({ ...wall, longestOutline: 1 })).toThrow(
      "scene.pieceStart: piece 0 has 4 vertices; from 3 to longestOutline (1)",
    );
    expect(() => engine.placePlaneUnits({ ...units, rects: units.rects.subarray(0, 20) })).toThrow(
      "units.rects: 2 units need 40 numbers, got 20",
    );
    expect(engine.planeSightBatch(across)).toEqual(before);
    expect([...before.blocked]).toEqual([1]);
  });
});

describe.each(engines)("the %s engine keeps the resident board when a load fails", (_, load) => {
  it("answers on board A after board B was refused", async () => {
    const engine = await load();
    engine.loadHexBoard(wide);
    expect(() => engine.loadHexBoard({ ...walled, unvisited: new Int32Array(3) })).toThrow(
      /board.unvisited/,
    );
    expect([...engine.hexDistanceMatrix(corners(wide), corners(wide))]).toEqual(WIDE_STEPS);
    engine.loadHexBoard(walled);
    expect([...engine.hexDistanceMatrix(corners(walled), corners(walled))]).toEqual(WALLED_STEPS);
  });
});

/**
 * Kernels that lay a board out and then fail, as the wasm kernels do when memory runs out after
 * the arena was reset: the old board is overwritten by then.
 */
function failingAfterLayout<K extends object>(kernels: K, method: keyof K, bad: unknown): K {
  return new Proxy(kernels, {
    get(target, name) {
      const call = (Reflect.get(target, name) as (...args: unknown[]) => unknown).bind(target);
      if (name !== method) return call;
      return (x: unknown) => {
        call(x);
        if (x === bad) throw new RangeError("out of memory halfway through the layout");
      };
    },
  });
}

describe("a load that fails halfway, after the kernels overwrote the old board", () => {
  const kernelSets: [string, () => Promise<Awaited<ReturnType<typeof wasmKernels>>>][] = [
    ["wasm", () => wasmKernels()],
    [
      "reference",
      async () => ({
        hex: new TwinHexKernels(),
        square: new TwinSquareKernels(),
        plane: new TwinPlaneKernels(),
      }),
    ],
  ];

  it.each(kernelSets)("%s: lays the resident hex board out again", async (_, make) => {
    const kernels = await make();
    const engine = new Geometry({
      ...kernels,
      hex: failingAfterLayout(kernels.hex, "loadBoard", walled),
    });
    engine.loadHexBoard(wide);
    expect(() => engine.loadHexBoard(walled)).toThrow(/out of memory halfway/);
    expect([...engine.hexDistanceMatrix(corners(wide), corners(wide))]).toEqual(WIDE_STEPS);
  });

  it.each(kernelSets)("%s: lays the resident scene and figures out again", async (_, make) => {
    const kernels = await make();
    const moved = standing(6);
    const hex = failingAfterLayout(kernels.hex, "placeFigures", moved);
    const engine = new Geometry({ ...kernels, hex });
    engine.loadHexScene(scene);
    engine.placeHexFigures(figures);
    const seen = engine.hexSightMatrix(viewers, targets);
    expect(() => engine.placeHexFigures(moved)).toThrow(/out of memory halfway/);
    expect(engine.hexSightMatrix(viewers, targets)).toEqual(seen);
    // The taller figure is seen over the wall: had it stayed laid out, the answer would differ.
    engine.placeHexFigures(standing(6));
    expect(engine.hexSightMatrix(viewers, targets)).not.toEqual(seen);
  });

  it.each(kernelSets)(
    "%s: lays the resident square board and plane units out again",
    async (_, make) => {
      const kernels = await make();
      const row = (closedEdges: { x: number; y: number; side: "E" }[]) =>
        encodeSquareBoard({
          width: 3,
          height: 1,
          cells: new Uint8Array(3).fill(SPACE),
          closedEdges,
        });
      const [open, shut] = [row([]), row([{ x: 0, y: 0, side: "E" }])];
      const far = placePlaneUnits([unitSquare(0), unitSquare(-4)]);
      const engine = new Geometry({
        hex: kernels.hex,
        square: failingAfterLayout(kernels.square, "loadBoard", shut),
        plane: failingAfterLayout(kernels.plane, "placeUnits", far),
      });
      engine.loadSquareBoard(open);
      engine.loadPlaneScene(wall);
      engine.placePlaneUnits(units);
      const [left, right] = [
        Int32Array.of(squareCell(open, 0, 0)),
        Int32Array.of(squareCell(open, 2, 0)),
      ];
      const nothingBlocks = new Uint8Array(open.onBoard.length);
      expect(() => engine.loadSquareBoard(shut)).toThrow(/out of memory halfway/);
      expect(engine.squareSightMatrix(nothingBlocks, left, right)).toEqual(Uint8Array.of(1));
      expect(() => engine.placePlaneUnits(far)).toThrow(/out of memory halfway/);
      expect([...engine.planeSightBatch(across).blocked]).toEqual([1]);
    },
  );
});

describe("the wasm arena", () => {
  it("refuses a region past 4 GiB instead of wrapping its end around 32 bits", async () => {
    const wasm = await instantiateGeometry();
    const arena = new WasmArena(wasm.memory, wasm.heapBase());
    const pages = wasm.memory.buffer.byteLength;
    // 2^32 + 64 bytes: `& ~15` would make that 64-odd bytes and hand out a region over the board.
    expect(() => arena.reserve(2 ** 32 + 64, "the test region")).toThrow(
      /the test region needs \d+ bytes of WebAssembly memory; at most 4294967296 exist/,
    );
    expect(() => arena.reserve(Number.NaN, "the test region")).toThrow(/the test region needs/);
    expect(wasm.memory.buffer.byteLength).toBe(pages);
    expect(arena.reserve(16, "a small region")).toBe(arena.mark() - 16);
  });
});
