// An engine of some board kinds only (src/engine.ts EngineOptions): a battle of one game loads
// one kind, so the wasm engine instantiates the module for that kind alone. A call of a kind
// the engine was not loaded with throws, naming the kind, before it looks at its input.
import { describe, expect, it } from "vitest";
import {
  BOARD_KINDS,
  type BoardKind,
  type EngineKind,
  SPACE,
  encodeHexBoard,
  encodePlaneScene,
  encodeSquareBoard,
  hexGroups,
  loadGeometry,
  placePlaneUnits,
  squareCell,
} from "../src/index.js";
import { wasmKernels } from "../src/wasm/wasmKernels.js";
import { unitSquare } from "./planeShapes.js";

const hexBoard = encodeHexBoard([
  [0, 0],
  [1, 0],
  [2, 0],
]);
const ends = hexGroups(hexBoard, [[[0, 0]], [[2, 0]]]);
const squareBoard = encodeSquareBoard({
  width: 3,
  height: 1,
  cells: new Uint8Array(3).fill(SPACE),
  closedEdges: [],
});
const nothingBlocks = new Uint8Array(squareBoard.onBoard.length);
const [left, right] = [
  Int32Array.of(squareCell(squareBoard, 0, 0)),
  Int32Array.of(squareCell(squareBoard, 2, 0)),
];
const openTable = encodePlaneScene([]);
const units = placePlaneUnits([unitSquare(0), unitSquare(4)]);
const across = { from: Int32Array.of(0), to: Int32Array.of(1) };

/** Uses each kind once, as a battle of its game would: throws when the engine lacks it. */
const useKind: Record<BoardKind, (engine: Awaited<ReturnType<typeof loadGeometry>>) => unknown> = {
  hex: (engine) => {
    engine.loadHexBoard(hexBoard);
    return [...engine.hexDistanceMatrix(ends, ends)];
  },
  square: (engine) => {
    engine.loadSquareBoard(squareBoard);
    return [...engine.squareSightMatrix(nothingBlocks, left, right)];
  },
  plane: (engine) => {
    engine.loadPlaneScene(openTable);
    engine.placePlaneUnits(units);
    return [...engine.planeSightBatch(across).blocked];
  },
};

const ENGINES: EngineKind[] = ["wasm", "reference"];

describe.each(ENGINES)("a %s engine of some board kinds", (engineKind) => {
  it("answers every kind by default", async () => {
    const engine = await loadGeometry(engineKind);
    expect(engine.boards).toEqual(["hex", "square", "plane"]);
    for (const kind of BOARD_KINDS) expect(() => useKind[kind](engine)).not.toThrow();
  });

  it.each(BOARD_KINDS)("loaded for %s alone, answers it as the full engine does", async (kind) => {
    const [one, all] = [
      await loadGeometry(engineKind, { boards: [kind] }),
      await loadGeometry(engineKind),
    ];
    expect(one.boards).toEqual([kind]);
    expect(useKind[kind](one)).toEqual(useKind[kind](all));
  });

  it.each(BOARD_KINDS)("loaded for %s alone, refuses the other kinds by name", async (kind) => {
    const engine = await loadGeometry(engineKind, { boards: [kind] });
    for (const other of BOARD_KINDS.filter((k) => k !== kind)) {
      const message = `this engine has no ${other} boards: it was loaded with boards [${kind}]`;
      expect(() => useKind[other](engine)).toThrow(message);
    }
    // Named before the input is looked at: no "no square board is loaded" for a hex engine.
    const hexOnly = await loadGeometry(engineKind, { boards: ["hex"] });
    expect(() => hexOnly.squareSightMatrix(nothingBlocks, left, right)).toThrow(/no square boards/);
    expect(() => hexOnly.loadPlaneScene(undefined as never)).toThrow(/no plane boards/);
  });

  it("lists its kinds in one order, once each", async () => {
    const engine = await loadGeometry(engineKind, { boards: ["plane", "hex", "hex"] });
    expect(engine.boards).toEqual(["hex", "plane"]);
  });

  it("refuses a board kind it does not know, and an empty list, naming them", async () => {
    await expect(loadGeometry(engineKind, { boards: ["octagon" as BoardKind] })).rejects.toThrow(
      'boards: unknown board kind "octagon": expected hex, square, plane',
    );
    await expect(loadGeometry(engineKind, { boards: [] })).rejects.toThrow(
      "boards: expected a list of board kinds (hex, square, plane), got []",
    );
  });
});

describe("the wasm kernels of some kinds", () => {
  it("instantiates the module only for the kinds asked for", async () => {
    expect(Object.keys(await wasmKernels(undefined, ["square"]))).toEqual(["square"]);
    expect(Object.keys(await wasmKernels())).toEqual(["hex", "square", "plane"]);
  });
});
